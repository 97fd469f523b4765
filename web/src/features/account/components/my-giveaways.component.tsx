import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/giveaway-types';
import { useMyLatestGiveawaysQuery } from '../api/get-my-giveaways.api';
import './my-giveaways.css';

/** The soonest draw still ahead among giveaways that will be drawn. */
function nextDraw(items: Giveaway[], now: number): Giveaway | null {
  return (
    items
      .filter((item) => (item.status === 'Ativo' || item.status === 'Encerrado') && Date.parse(item.dataSorteio) > now)
      .sort((a, b) => Date.parse(a.dataSorteio) - Date.parse(b.dataSorteio))[0] ?? null
  );
}

/**
 * The panel's "Meus sorteios". It is a side section of the panel, so a failure here is
 * reported quietly (status, not alert) and leaves the rest of the panel as it is.
 */
export function MyGiveaways() {
  const { t } = useTranslation();
  const query = useMyLatestGiveawaysQuery();

  let body;
  if (query.isPending) body = <Spinner label={t('creator.myGiveaways.loading')} />;
  else if (query.isError) {
    body = (
      <div className="stack" role="status">
        <p>
          {t('creator.myGiveaways.loadFailed')} {errorMessage(query.error)}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('creator.myGiveaways.retry')}
        </Button>
      </div>
    );
  } else if (query.data.items.length === 0) body = <p>{t('creator.myGiveaways.empty')}</p>;
  else {
    const next = nextDraw(query.data.items, Date.now());
    body = (
      <>
        <p>
          {next
            ? t('creator.myGiveaways.nextDraw', { titulo: next.titulo, data: formatDateTime(next.dataSorteio) })
            : t('creator.myGiveaways.noNextDraw')}
        </p>
        <ul className="my-giveaways__list">
          {query.data.items.map((giveaway) => (
            <li key={giveaway.id} className="my-giveaways__item">
              <h3>
                <Link to={`/dashboard/sorteio/${giveaway.id}`}>{giveaway.titulo}</Link>
              </h3>
              <GiveawayStatusBadge status={giveaway.status} />
              <p className="my-giveaways__meta">
                {t('creator.item.entrants', { count: giveaway.inscritosCount })}
                {' · '}
                {t('creator.item.drawDate', { data: formatDateTime(giveaway.dataSorteio) })}
              </p>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="stack" aria-labelledby="my-giveaways-title">
      <h2 id="my-giveaways-title">{t('creator.myGiveaways.title')}</h2>
      {body}
      <p className="my-giveaways__actions">
        <Link className="button button--primary" to="/dashboard/sorteio/new">
          {t('creator.myGiveaways.create')}
        </Link>
        <Link to="/dashboard/sorteio">{t('creator.myGiveaways.seeAll')}</Link>
      </p>
    </section>
  );
}
