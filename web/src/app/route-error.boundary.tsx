import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { Button } from '../components/ui/button.component';
import { ErrorPanel } from '../features/errors/components/error-panel.component';
import { browserLocation } from '../lib/browser-location';
import { ChunkLoadError } from '../lib/lazy-route';
import { reloadOnNextNavigation } from './full-reload-after-chunk-error';

/**
 * errorElement of every layout. The router drops the error on the next successful
 * navigation, so this screen never outlives the page that failed.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const chunkFailed = error instanceof ChunkLoadError;

  useEffect(() => {
    if (chunkFailed) reloadOnNextNavigation(location.key);
  }, [chunkFailed, location.key]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPanel title={t('errors.pages.notFoundParams', { path: location.pathname })} />;
  }
  if (chunkFailed) {
    return (
      <ErrorPanel
        title={t('errors.pages.chunkTitle')}
        actions={<Button onClick={() => browserLocation.reload()}>{t('errors.pages.reload')}</Button>}
      >
        <p>{t('errors.pages.chunkBody')}</p>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={t('errors.pages.unexpectedTitle')}>
      <p>{t('errors.pages.unexpectedBody')}</p>
    </ErrorPanel>
  );
}
