import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** Account screens, mounted under the auth layout. Paths match the links in our e-mails. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyRoute(() => import('./routes/login.page'), (m) => ({ Component: m.LoginPage })) },
  { path: 'register', lazy: lazyRoute(() => import('./routes/register.page'), (m) => ({ Component: m.RegisterPage })) },
  { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/forgot-password.page'), (m) => ({ Component: m.ForgotPasswordPage })) },
  { path: 'nova-senha', lazy: lazyRoute(() => import('./routes/reset-password.page'), (m) => ({ Component: m.ResetPasswordPage })) },
  { path: 'verificar-email', lazy: lazyRoute(() => import('./routes/verify-email.page'), (m) => ({ Component: m.VerifyEmailPage })) },
];
