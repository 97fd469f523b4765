import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
// The contract's type shares its name with this component.
import type { GiveawayCard as GiveawayCardData } from '@sorteios/api-contract';
import { formatDateTime } from '../../lib/giveaway-types';
import { GiveawayStatusBadge } from '../ui/giveaway-status-badge.component';
import { CoverImage } from './cover-image.component';
import './discovery.css';

interface GiveawayCardProps {
  giveaway: GiveawayCardData;
  /** The list's own heading level decides the card's: h2 under a page title, h3 under a section. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** The first cards of a page are in view at once: their covers load first, not lazily. */
  priority?: boolean;
}

/** One giveaway in a list: cover, title (a link to its page), status, creator, draw date, entrants. */
export function GiveawayCard({ giveaway, headingLevel = 3, children, priority = false }: GiveawayCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A cancelled giveaway's page is closed to everyone but its creator: no link to a 404.
  const reachable = giveaway.status !== 'Cancelado';
  return (
    <article className="giveaway-card">
      <CoverImage
        giveaway={giveaway}
        className="giveaway-card__cover"
        alt={t('discovery.card.coverAlt', { titulo: giveaway.titulo })}
        // One column on a phone, two from 40rem, three from 64rem (discovery.css), inside a 72rem page.
        sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"
        fallback="miniatura"
        priority={priority}
      />
      <div className="giveaway-card__body">
        <Heading className="giveaway-card__title">{reachable ? <Link to={`/sorteio/${giveaway.id}`}>{giveaway.titulo}</Link> : giveaway.titulo}</Heading>
        <p className="giveaway-card__meta">
          <GiveawayStatusBadge status={giveaway.status} />
          {giveaway.criador && <span>{t('discovery.card.by', { username: giveaway.criador.username })}</span>}
        </p>
        {reachable ? (
          <p className="giveaway-card__meta">
            <span>
              {t('discovery.card.drawDate')} <time dateTime={giveaway.dataSorteio}>{formatDateTime(giveaway.dataSorteio)}</time>
            </span>
            <span>{t('discovery.card.entrants', { count: giveaway.inscritosCount })}</span>
          </p>
        ) : (
          <p className="giveaway-card__meta">{t('discovery.card.unavailable')}</p>
        )}
        {children}
      </div>
    </article>
  );
}
