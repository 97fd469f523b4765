import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorPanel } from '../components/error-panel.component';

/** Any URL no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('errors.pages.notFoundTitle'));
  return <ErrorPanel title={t('errors.pages.notFoundRoute', { path: pathname })} />;
}
