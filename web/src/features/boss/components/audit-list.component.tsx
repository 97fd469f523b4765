import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuditEntry } from '@sorteios/api-contract';
import { eventLabel, when } from './boss-format';

/** Where an audited target can be looked at in the admin area, if anywhere. */
function targetLink(entry: AuditEntry): string | null {
  switch (entry.alvo.tipo) {
    case 'denuncia':
      return `/boss/denuncias/${entry.alvo.id}`;
    case 'sorteio':
      return `/boss/sorteios/${entry.alvo.id}/historico`;
    case 'pagina':
      return `/pages/${entry.alvo.id}`;
    default:
      return null;
  }
}

/** Admin actions, newest first: when, who, what, on what, and why. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <ol className="audit-list">
      {entries.map((entry) => {
        const link = targetLink(entry);
        const target = `${t(`moderation.boss.audit.targets.${entry.alvo.tipo}`)} ${entry.alvo.nome ?? entry.alvo.id}`;
        return (
          <li key={entry.id} className="audit-list__item">
            <p className="trail__head">
              <time dateTime={entry.em}>{when(entry.em)}</time> · <strong>{eventLabel(entry.acao)}</strong> ·{' '}
              {entry.admin ? `@${entry.admin.username}` : t('moderation.boss.audit.commandLine')}
            </p>
            <p className="audit-list__target">{link ? <Link to={link}>{target}</Link> : target}</p>
            {entry.motivo && <p className="trail__reason">{t('moderation.boss.trail.reason', { motivo: entry.motivo })}</p>}
          </li>
        );
      })}
    </ol>
  );
}
