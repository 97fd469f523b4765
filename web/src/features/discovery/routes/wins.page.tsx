import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayCard } from '../../../components/discovery/giveaway-card.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWinsQuery } from '../api/list-wins.api';
import { DiscoveryNav } from '../components/discovery-nav.component';
import { InfiniteList } from '../components/infinite-list.component';
import '../discovery.css';

/** /win (signed in): the giveaways I won, each with the way to check its draw and my entry. */
export function WinsPage() {
  const { t } = useTranslation();
  usePageTitle(t('discovery.wins.title'));
  const query = useWinsQuery();

  return (
    <section className="stack" aria-labelledby="wins-title">
      <DiscoveryNav />
      <h1 id="wins-title">{t('discovery.wins.title')}</h1>
      <p>{t('discovery.wins.intro')}</p>
      <p>
        <Link to="/minhas-inscricoes">{t('discovery.wins.allEntries')}</Link>
      </p>
      <InfiniteList
        query={query}
        itemKey={(w) => `${w.sorteio.id}:${w.entryId}`}
        renderItem={(w) => (
          <GiveawayCard giveaway={w.sorteio} headingLevel={2}>
            <p className="giveaway-card__meta">{t('discovery.wins.wonAt', { data: formatDateTime(w.ganhouEm) })}</p>
            {w.suplente && <p className="giveaway-card__meta">{t('discovery.wins.asAlternate')}</p>}
            <p className="giveaway-card__actions">
              <Link to={`/sorteio/${w.sorteio.id}/verificar`}>
                {t('discovery.wins.verify')}
                <span className="visually-hidden"> — {w.sorteio.titulo}</span>
              </Link>
              <Link to={`/sorteio/${w.sorteio.id}/minha-inscricao`}>
                {t('discovery.wins.myEntry')}
                <span className="visually-hidden"> — {w.sorteio.titulo}</span>
              </Link>
            </p>
          </GiveawayCard>
        )}
        loadingLabel={t('discovery.wins.loading')}
        failedLabel={t('discovery.wins.loadFailed')}
        empty={
          <div className="stack">
            <p>{t('discovery.wins.empty')}</p>
            <p>
              <Link className="button button--secondary" to="/explorar">
                {t('discovery.wins.explore')}
              </Link>
            </p>
          </div>
        }
      />
    </section>
  );
}
