import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GiveawayCard } from '../../../components/discovery/giveaway-card.component';
import { PopularCreators } from '../../../components/discovery/popular-creators.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFeedQuery } from '../api/list-feed.api';
import { DiscoveryNav } from '../components/discovery-nav.component';
import { InfiniteList } from '../components/infinite-list.component';
import '../discovery.css';

/** /feed (signed in): new giveaways from the creators I follow, newest first. */
export function FeedPage() {
  const { t } = useTranslation();
  usePageTitle(t('discovery.feed.title'));
  const query = useFeedQuery();

  return (
    <section className="stack" aria-labelledby="feed-title">
      <DiscoveryNav />
      <h1 id="feed-title">{t('discovery.feed.title')}</h1>
      <p>{t('discovery.feed.intro')}</p>
      <InfiniteList
        query={query}
        itemKey={(g) => g.id}
        renderItem={(g, index) => <GiveawayCard giveaway={g} headingLevel={2} priority={index === 0} />}
        loadingLabel={t('discovery.feed.loading')}
        failedLabel={t('discovery.feed.loadFailed')}
        empty={
          <div className="stack">
            <h2>{t('discovery.feed.emptyTitle')}</h2>
            <p>{t('discovery.feed.emptyBody')}</p>
            <PopularCreators headingId="feed-suggestions" headingLevel={3} />
            <p>
              <Link className="button button--secondary" to="/explorar">
                {t('discovery.feed.explore')}
              </Link>
            </p>
          </div>
        }
      />
    </section>
  );
}
