import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { AppShellNotices } from './app/pwa/app-shell-notices';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { restoreSession } from './lib/auth-session';
import { startCookieConsent } from './lib/cookie-consent/cookie-consent';
import './styles.css';

// Started before the first render so a returning visitor's session is being restored while
// the first screen's code downloads.
void restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
      <AppShellNotices />
    </AppProviders>
  </StrictMode>,
);

// After the first render, in its own chunk (workbox-window stays out of the first download);
// the worker's precaching waits for the page's load.
void import('./app/pwa/service-worker').then(({ startServiceWorker }) => startServiceWorker(), () => undefined);
// The consent banner once the page has loaded and the browser is idle (its own chunk).
startCookieConsent();
