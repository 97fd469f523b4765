import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminRefusal, NoneMissing, RefusalMotivo } from '@sorteios/api-contract';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminRefusalsQuery } from '../api/list-refusals.api';
import { when } from '../components/boss-format';
import { ListState } from '../components/list-state.component';
import '../boss.css';

const MOTIVOS = ['EMAIL_NOT_CONFIRMED', 'DISPOSABLE_EMAIL'] as const satisfies readonly RefusalMotivo[];
/** A motivo the contract gains and this list misses fails to compile here. */
export type AllRefusalMotivosListed = NoneMissing<Exclude<RefusalMotivo, (typeof MOTIVOS)[number]>>;
const isMotivo = (value: string | null): value is RefusalMotivo => MOTIVOS.includes(value as RefusalMotivo);

/** /boss/recusas — entries and sign-ups the fraud rules refused, newest first; ?motivo= narrows it. */
export function RefusalsPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.refusals.title'));
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const given = params.get('motivo');
  const motivo = isMotivo(given) ? given : null;
  const refusals = useAdminRefusalsQuery(motivo);
  const items = refusals.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="stack" aria-labelledby="refusals-title">
      <h1 id="refusals-title">{t('moderation.boss.refusals.title')}</h1>
      <p>{t('moderation.boss.refusals.intro')}</p>
      <div className="boss-toolbar">
        <div className="field">
          <label className="field__label" htmlFor={filterId}>
            {t('moderation.boss.refusals.filter')}
          </label>
          <select id={filterId} className="field__input" value={motivo ?? ''} onChange={(event) => setParams(event.target.value ? { motivo: event.target.value } : {}, { replace: true })}>
            <option value="">{t('moderation.boss.refusals.all')}</option>
            {MOTIVOS.map((m) => (
              <option key={m} value={m}>
                {t(`moderation.boss.refusals.motivos.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState query={refusals} empty={items.length === 0} emptyText={t('moderation.boss.refusals.empty')}>
        <ul className="boss-list" aria-label={t('moderation.boss.refusals.listLabel')}>
          {items.map((refusal) => (
            <RefusalItem key={refusal.id} refusal={refusal} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function RefusalItem({ refusal }: { refusal: AdminRefusal }) {
  const { t } = useTranslation();
  const headingId = useId();
  const person = refusal.participante ? `@${refusal.participante.username} (${refusal.participante.nome})` : null;
  return (
    <li className="boss-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="boss-card__title">
        {t(`moderation.boss.refusals.motivos.${refusal.motivo}`)} · {t(`moderation.boss.refusals.tipos.${refusal.tipo}`)}
      </h2>
      <p className="boss-card__meta">
        {refusal.tipo === 'cadastro'
          ? t('moderation.boss.refusals.signUp', { dominio: refusal.dominio ?? '' })
          : [person ?? t('moderation.boss.refusals.unknownPerson'), refusal.email].filter(Boolean).join(' · ')}
        {' · '}
        {when(refusal.at)}
      </p>
      {refusal.sorteio && (
        <p className="boss-card__meta">
          <Link to={`/boss/sorteios/${refusal.sorteio.id}/historico`}>{refusal.sorteio.titulo}</Link>
        </p>
      )}
    </li>
  );
}
