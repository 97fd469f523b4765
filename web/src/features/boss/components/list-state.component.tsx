import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';

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
      <div className="stack">
        <Alert>{`${t('moderation.boss.common.failed')} ${errorMessage(query.error)}`}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('moderation.boss.common.retry')}
          </Button>
        </div>
      </div>
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
