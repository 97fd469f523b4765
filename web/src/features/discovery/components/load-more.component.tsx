import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { errorMessage } from '../../../lib/error-message';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "more" failed: stop loading on scroll, offer the button to try again. */
  error: unknown;
  fetchNextPage: () => unknown;
}

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const AHEAD = '600px';

/**
 * Infinite scroll: the next page loads when this block comes near the screen. The button
 * does the same for keyboard and screen-reader users (and browsers without
 * IntersectionObserver), and is how a failed page is tried again.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, error, fetchNextPage }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(isFetchingNextPage);
  busy.current = isFetchingNextPage;
  const failed = !!error;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !busy.current) void fetchNextPage();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, failed, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="stack load-more">
      {failed && (
        <p role="alert">
          {t('discovery.list.loadMoreFailed')} {errorMessage(error)}
        </p>
      )}
      <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {failed ? t('discovery.list.retry') : t('discovery.list.loadMore')}
      </Button>
    </div>
  );
}
