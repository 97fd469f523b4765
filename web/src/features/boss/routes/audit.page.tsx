import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AuditTarget } from '@sorteios/api-contract';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuditQuery } from '../api/list-audit.api';
import { AuditList } from '../components/audit-list.component';
import { ListState } from '../components/list-state.component';
import '../boss.css';

const TARGETS: AuditTarget[] = ['denuncia', 'sorteio', 'usuario', 'pagina', 'feedback'];
const isTarget = (value: string | null): value is AuditTarget => TARGETS.includes(value as AuditTarget);

/** /boss/auditoria — every admin action, newest first, read-only; ?alvo= narrows it. */
export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.audit.title'));
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const given = params.get('alvo');
  const alvo = isTarget(given) ? given : null;
  const audit = useAuditQuery(alvo);
  const items = audit.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="stack" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('moderation.boss.audit.title')}</h1>
      <p>{t('moderation.boss.audit.intro')}</p>
      <div className="boss-toolbar">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('moderation.boss.audit.filter')}
          </label>
          <select id={filterId} className="field__input" value={alvo ?? ''} onChange={(event) => setParams(event.target.value ? { alvo: event.target.value } : {}, { replace: true })}>
            <option value="">{t('moderation.boss.audit.all')}</option>
            {TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(`moderation.boss.audit.targets.${target}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState query={audit} empty={items.length === 0} emptyText={t('moderation.boss.audit.empty')}>
        <AuditList entries={items} />
      </ListState>
    </section>
  );
}
