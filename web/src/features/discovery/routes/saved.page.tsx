import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayCard } from '../../../components/discovery/giveaway-card.component';
import { formatDateTime } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSavedQuery } from '../api/list-saved.api';
import { DiscoveryNav } from '../components/discovery-nav.component';
import { InfiniteList } from '../components/infinite-list.component';
import '../discovery.css';

/** /salvos (signed in): the giveaways I saved, newest saved first, each with its status. */
export function SavedPage() {
  const { t } = useTranslation();
  usePageTitle(t('discovery.saved.title'));
  const query = useSavedQuery();

  return (
    <section className="stack" aria-labelledby="saved-title">
      <DiscoveryNav />
      <h1 id="saved-title">{t('discovery.saved.title')}</h1>
      <p>{t('discovery.saved.intro')}</p>
      <InfiniteList
        query={query}
        itemKey={(g) => g.id}
        renderItem={(g) => (
          <GiveawayCard giveaway={g} headingLevel={2}>
            <p className="giveaway-card__meta">{t('discovery.saved.savedAt', { data: formatDateTime(g.salvoEm) })}</p>
          </GiveawayCard>
        )}
        loadingLabel={t('discovery.saved.loading')}
        failedLabel={t('discovery.saved.loadFailed')}
        empty={
          <div className="stack">
            <p>{t('discovery.saved.empty')}</p>
            <p>
              <Link className="button button--secondary" to="/explorar">
                {t('discovery.saved.explore')}
              </Link>
            </p>
          </div>
        }
      />
    </section>
  );
}
