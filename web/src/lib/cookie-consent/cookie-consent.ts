import { cookieConsentConfig } from './cookie-consent.config';

type Library = typeof import('vanilla-cookieconsent');

let library: Promise<Library> | null = null;

/**
 * The library and its styles, fetched once and run once. They are a separate chunk, so the
 * first paint never waits for them; nothing optional is loaded by the app at all before the
 * choice, and the library itself sets only its own cookie, after the person chooses.
 */
function loadAndRun(): Promise<Library> {
  library ??= Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css'), import('./cookie-consent.css')]).then(async ([cookieConsent]) => {
    await cookieConsent.run(cookieConsentConfig());
    return cookieConsent;
  });
  return library;
}

/** After the page has loaded and the browser is idle: the banner is never part of the first paint. */
export function startCookieConsent(win: Window = window): void {
  const start = () => {
    const idle = (win as Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle.call(win, () => void loadAndRun(), { timeout: 3000 });
    else win.setTimeout(() => void loadAndRun(), 1);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

/** The footer's "Preferências de cookies": opens the choice again (loading the library if it was not yet). */
export async function openCookiePreferences(): Promise<void> {
  (await loadAndRun()).showPreferences();
}

/** Whether an optional category was accepted; false until the person chose. For code that would load something optional. */
export async function acceptedCookieCategory(category: string): Promise<boolean> {
  return (await loadAndRun()).acceptedCategory(category);
}

/** Tests only: forget the loaded library so each test runs it afresh. */
export function forgetCookieConsentForTests(): void {
  library = null;
}
