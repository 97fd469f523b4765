import { useTranslation } from 'react-i18next';
import './giveaway-status-badge.css';
import type { GiveawayStatus } from '@sorteios/api-contract';

/** A giveaway's status as a coloured label; the word itself carries the meaning, not the colour. */
export function GiveawayStatusBadge({ status }: { status: GiveawayStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{t(`common.status.${status}`)}</span>;
}
