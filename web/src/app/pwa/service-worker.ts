import { Workbox } from 'workbox-window';
import { browserLocation } from '../../lib/browser-location';
import { RUNNING_BUILD_ID } from './build-id';
import { reloadOnce } from './reload-guard';

/** While the page is in view, the worker is checked for updates this often. */
export const UPDATE_CHECK_MS = 5 * 60_000;
/** And this often whatever the page's visibility (a tab left in the background for days). */
export const BACKGROUND_CHECK_MS = 60 * 60_000;

/** What the registration needs from the browser, so a test can hand in its own. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;
  workbox: Pick<Workbox, 'register' | 'update'>;
  isVisible: () => boolean;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
}

/**
 * Registers /sw.js, checks it for updates every 5 minutes while the page is visible and every
 * hour in any case, and reloads the page once when a new worker takes control (the worker
 * skips waiting and claims its pages: web/vite.config.ts). The first worker taking an
 * uncontrolled page is no update and reloads nothing. Returns a stop function.
 */
export function watchServiceWorker(host: ServiceWorkerHost): () => void {
  let controlled = host.container.controller !== null;
  const onControllerChange = () => {
    if (controlled) reloadOnce({ storage: host.storage, now: host.now, reload: host.reload });
    controlled = true;
  };
  host.container.addEventListener('controllerchange', onControllerChange);
  // An update check that fails (offline, server restarting) is simply tried at the next tick.
  const check = () => void host.workbox.update().catch(() => undefined);
  const timers = [
    host.setInterval(() => host.isVisible() && check(), UPDATE_CHECK_MS),
    host.setInterval(check, BACKGROUND_CHECK_MS),
  ];
  void host.workbox.register().catch(() => undefined);
  return () => {
    host.container.removeEventListener('controllerchange', onControllerChange);
    timers.forEach((t) => host.clearInterval(t));
  };
}

/** In a built app, in a browser with service workers, on a secure origin (or localhost): the real thing. */
export function startServiceWorker(): void {
  if (RUNNING_BUILD_ID === null || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  watchServiceWorker({
    container: navigator.serviceWorker,
    workbox: new Workbox('/sw.js', { scope: '/' }),
    isVisible: () => document.visibilityState === 'visible',
    reload: () => browserLocation.reload(),
    storage: window.sessionStorage,
    now: () => Date.now(),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
  });
}
