import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';

interface ListStateProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    hasNextPage?: boolean;
    isFetchingNextPage?: boolean;
    fetchNextPage?: () => unknown;
  };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, failed (with a retry), empty, or the list and its "load more": every admin list alike. */
export function ListState({ query, empty, emptyText, children }: ListStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('moderation.boss.common.loading')} />;
  if (query.isError) {
    return (
      <LoadFailed failed={t('moderation.boss.common.failed')} error={query.error} retryLabel={t('moderation.boss.common.retry')} onRetry={query.refetch} />
    );
  }
  if (empty) return <p>{emptyText}</p>;
  return (
    <>
      {children}
      {query.hasNextPage && (
        <div>
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage?.()}>
            {t('moderation.boss.common.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
