import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyEntriesQuery } from '../api/list-my-entries.api';
import { DiscoveryNav } from '../components/discovery-nav.component';
import { InfiniteList } from '../components/infinite-list.component';
import '../discovery.css';

/** /minhas-inscricoes (signed in): every giveaway I entered, with a way to my entry. */
export function MyEntriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('discovery.entries.title'));
  const query = useMyEntriesQuery();

  return (
    <section className="stack" aria-labelledby="entries-title">
      <DiscoveryNav />
      <h1 id="entries-title">{t('discovery.entries.title')}</h1>
      <p>{t('discovery.entries.intro')}</p>
      <InfiniteList
        query={query}
        itemKey={(e) => e.id}
        renderItem={(e) => (
          <article className="giveaway-card">
            <div className="giveaway-card__body">
              <h2 className="giveaway-card__title">
                {e.sorteio && e.sorteio.status !== 'Cancelado' ? <Link to={`/sorteio/${e.sorteio.id}`}>{e.sorteio.titulo}</Link> : (e.sorteio?.titulo ?? t('discovery.entries.gone'))}
              </h2>
              {e.sorteio && (
                <p className="giveaway-card__meta">
                  <GiveawayStatusBadge status={e.sorteio.status} />
                </p>
              )}
              <p className="giveaway-card__meta">{t('discovery.entries.enteredAt', { data: formatDateTime(e.createdAt) })}</p>
              {e.sorteio && (
                <p className="giveaway-card__actions">
                  <Link to={`/sorteio/${e.sorteio.id}/minha-inscricao`}>
                    {t('discovery.entries.myEntry')}
                    <span className="visually-hidden"> — {e.sorteio.titulo}</span>
                  </Link>
                </p>
              )}
            </div>
          </article>
        )}
        loadingLabel={t('discovery.entries.loading')}
        failedLabel={t('discovery.entries.loadFailed')}
        empty={
          <div className="stack">
            <p>{t('discovery.entries.empty')}</p>
            <p>
              <Link className="button button--secondary" to="/explorar">
                {t('discovery.entries.explore')}
              </Link>
            </p>
          </div>
        }
      />
    </section>
  );
}
