import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * The app's "Page not found" screen (features/errors' NotFoundPage, same texts and frame):
 * /pages/* catches every address, so an unknown page must look exactly like a path that
 * matches nothing. Features do not import each other, hence the copy.
 */
export function PageNotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('errors.pages.notFoundTitle'));
  return (
    <section className="error-panel" aria-labelledby="error-title">
      <h1 id="error-title">{t('errors.pages.notFoundRoute', { path: pathname })}</h1>
      <div className="error-panel__actions">
        <Link to="/">{t('errors.pages.goHome')}</Link>
      </div>
    </section>
  );
}
