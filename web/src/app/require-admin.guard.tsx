import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LayoutShell } from '../components/layout/layout-shell.component';
import { Spinner } from '../components/ui/spinner.component';
import { ErrorPanel } from '../features/errors/components/error-panel.component';
import { useMe } from '../lib/use-me';
import { usePageTitle } from '../lib/use-page-title';

interface RequireAdminProps {
  children: ReactNode;
  /**
   * In place of a whole layout (the boss area), the 404 comes in the default frame, so
   * nothing of the admin area shows; inside another layout it fills that layout's <main>.
   */
  framed?: boolean;
}

/**
 * Lets only an admin through; everyone else sees the app's "Page not found", so the admin
 * area does not announce itself. Place it inside RequireAuth. A convenience only: the API
 * checks the role on every admin route.
 */
export function RequireAdmin({ children, framed = false }: RequireAdminProps) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t('common.loading')} />;
  if (me.data?.isAdmin) return children;
  if (!framed) return <NotAnAdmin />;
  return (
    <LayoutShell area="default" nav={[{ to: '/', label: t('common.nav.home') }]}>
      <NotAnAdmin />
    </LayoutShell>
  );
}

function NotAnAdmin() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('errors.pages.notFoundTitle'));
  return <ErrorPanel title={t('errors.pages.notFoundRoute', { path: pathname })} />;
}
