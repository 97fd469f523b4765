import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.component';
import { loginPathWithNext } from '../lib/safe-next-path';
import { useSession } from '../lib/use-session';

/**
 * Lets only a signed-in user through. It watches the session, so it also reacts when the
 * session ends on this page: "Sair" leads to /login, an expired session to /login?next=here.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, signOutReason } = useSession();
  const location = useLocation();

  if (status === 'restoring') return <Spinner label={t('common.loading')} />;
  if (status === 'signed-out') {
    const to = signOutReason === 'user' ? '/login' : loginPathWithNext(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return children;
}
