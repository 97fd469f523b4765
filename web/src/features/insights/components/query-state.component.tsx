import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';

interface QueryStateProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}

// Asking again cannot change these answers: no access (403), no such giveaway (404), a period
// the API refuses (400). The server's pt-BR message says what to do instead.
const FINAL_STATUSES = new Set([400, 403, 404]);

/** A report while it loads, when it failed (with a retry where one can help), or its data. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('insights.common.loading')} />;
  if (query.isError || query.data === undefined) {
    if (query.error instanceof ApiError && FINAL_STATUSES.has(query.error.status)) return <ErrorAlert error={query.error} />;
    return <LoadFailed failed={t('insights.common.failed')} error={query.error} retryLabel={t('insights.common.retry')} onRetry={query.refetch} />;
  }
  return children(query.data);
}
