import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { formatDateTime } from '../../../lib/giveaway-types';

/** One of my giveaways in a list: its name (the link), status, entrants and draw date. */
export function GiveawayListItem({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  return (
    <article className="giveaway-item" aria-labelledby={`giveaway-${giveaway.id}`}>
      <h2 className="giveaway-item__title" id={`giveaway-${giveaway.id}`}>
        <Link to={`/dashboard/sorteio/${giveaway.id}`}>{giveaway.titulo}</Link>
      </h2>
      <GiveawayStatusBadge status={giveaway.status} />
      <p className="giveaway-item__meta">
        <span>{t('creator.item.entrants', { count: giveaway.inscritosCount })}</span>
        {' · '}
        <span>{t('creator.item.drawDate', { data: formatDateTime(giveaway.dataSorteio) })}</span>
      </p>
    </article>
  );
}
