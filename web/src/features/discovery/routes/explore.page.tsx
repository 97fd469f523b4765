import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GiveawayCard } from '../../../components/discovery/giveaway-card.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { DEFAULT_EXPLORE_SORT, EXPLORE_SORTS, useExploreQuery, type ExploreSort } from '../api/list-explore.api';
import { DiscoveryNav } from '../components/discovery-nav.component';
import { InfiniteList } from '../components/infinite-list.component';
import '../discovery.css';

const isSort = (value: string | null): value is ExploreSort => EXPLORE_SORTS.includes(value as ExploreSort);

/**
 * /explorar: open giveaways in three orders, as tabs. The tab is in the address (?ordem=),
 * so a link opens the same tab and the back button returns to the previous one. Arrow keys,
 * Home and End move between tabs (WAI-ARIA tabs, automatic activation).
 */
export function ExplorePage() {
  const { t } = useTranslation();
  usePageTitle(t('discovery.explore.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('ordem');
  const sort: ExploreSort = isSort(requested) ? requested : DEFAULT_EXPLORE_SORT;
  const query = useExploreQuery(sort);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (next: ExploreSort, focus = false) => {
    if (next !== sort) setParams({ ordem: next });
    if (focus) tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = EXPLORE_SORTS.indexOf(sort);
    const last = EXPLORE_SORTS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(EXPLORE_SORTS[target], true);
  };

  return (
    <section className="stack" aria-labelledby="explore-title">
      <DiscoveryNav />
      <h1 id="explore-title">{t('discovery.explore.title')}</h1>
      <p>{t('discovery.explore.intro')}</p>
      <div role="tablist" aria-label={t('discovery.explore.tabs')} className="discovery-tabs">
        {EXPLORE_SORTS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            type="button"
            role="tab"
            id={`explore-tab-${option}`}
            aria-selected={option === sort}
            aria-controls="explore-panel"
            tabIndex={option === sort ? 0 : -1}
            className="discovery-tabs__tab"
            onClick={() => select(option)}
            onKeyDown={onKeyDown}
          >
            {t(`discovery.explore.${option}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="explore-panel" aria-labelledby={`explore-tab-${sort}`}>
        <InfiniteList
          query={query}
          itemKey={(g) => g.id}
          renderItem={(g, index) => <GiveawayCard giveaway={g} headingLevel={2} priority={index === 0} />}
          loadingLabel={t('discovery.explore.loading')}
          failedLabel={t('discovery.explore.loadFailed')}
          empty={<p>{t('discovery.explore.empty')}</p>}
        />
      </div>
    </section>
  );
}
