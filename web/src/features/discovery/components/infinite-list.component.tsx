import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import '../../../components/discovery/discovery.css';
import { LoadMore } from './load-more.component';

interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  itemKey: (item: T) => string;
  /** `index` lets the first items, in view at once, load their images first. */
  renderItem: (item: T, index: number) => ReactNode;
  loadingLabel: string;
  failedLabel: string;
  /** What to show when the list has nothing in it. */
  empty: ReactNode;
}

/** A discovery list's states: loading, failed (with retry), empty, and the grid with "more". */
export function InfiniteList<T>({ query, itemKey, renderItem, loadingLabel, failedLabel, empty }: InfiniteListProps<T>) {
  const { t } = useTranslation();
  // The grid is drawn from a deferred copy of the pages: React renders a page of cards in a
  // transition, in slices of a few milliseconds, instead of one long task when it arrives.
  const data = useDeferredValue(query.data);
  if (query.isPending || (query.data !== undefined && data === undefined)) return <Spinner label={loadingLabel} />;
  // A failed *next* page keeps the pages already shown; LoadMore reports it.
  if (data === undefined) {
    return (
      <div className="stack">
        <Alert>
          {failedLabel} {errorMessage(query.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('discovery.retry')}
        </Button>
      </div>
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="stack">
      <ul className="giveaway-grid">
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? query.error : null}
        fetchNextPage={query.fetchNextPage}
      />
    </div>
  );
}
