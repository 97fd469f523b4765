import { RELOAD_FLAG_KEY, RELOAD_GUARD_TTL_MS } from './reload-guard';
import { BACKGROUND_CHECK_MS, UPDATE_CHECK_MS, watchServiceWorker, type ServiceWorkerHost } from './service-worker';

/** A browser in miniature: a clock, timers, sessionStorage, a service worker container that changes controller on demand. */
function fakeBrowser({ controlled }: { controlled: boolean }) {
  let now = 1_000_000;
  let visible = true;
  const timers: { run: () => void; ms: number; next: number }[] = [];
  const listeners = new Set<() => void>();
  const storage = new Map<string, string>();
  const host: ServiceWorkerHost & { reload: jest.Mock; workbox: { register: jest.Mock; update: jest.Mock } } = {
    container: {
      controller: (controlled ? {} : null) as ServiceWorker | null,
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    } as ServiceWorkerHost['container'],
    workbox: { register: jest.fn().mockResolvedValue(undefined), update: jest.fn().mockResolvedValue(undefined) },
    isVisible: () => visible,
    reload: jest.fn(),
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => now,
    setInterval: (run, ms) => timers.push({ run, ms, next: now + ms }),
    clearInterval: () => undefined,
  };
  return {
    host,
    storage,
    /** A new worker takes control of the page. */
    newWorkerTakesOver: () => listeners.forEach((l) => l()),
    listenerCount: () => listeners.size,
    hide: () => (visible = false),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.next <= until).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.run();
      }
      now = until;
    },
  };
}

describe('the service worker watch', () => {
  it('registers /sw.js through workbox-window', () => {
    const browser = fakeBrowser({ controlled: false });

    watchServiceWorker(browser.host);

    expect(browser.host.workbox.register).toHaveBeenCalledTimes(1);
  });

  it('checks for an update every 5 minutes while the page is in view', () => {
    const browser = fakeBrowser({ controlled: true });
    watchServiceWorker(browser.host);

    browser.advance(UPDATE_CHECK_MS - 1);
    expect(browser.host.workbox.update).not.toHaveBeenCalled();
    browser.advance(1);
    expect(browser.host.workbox.update).toHaveBeenCalledTimes(1);
    browser.advance(UPDATE_CHECK_MS);
    expect(browser.host.workbox.update).toHaveBeenCalledTimes(2);
  });

  it('in a hidden tab, checks only hourly (the background check)', () => {
    const browser = fakeBrowser({ controlled: true });
    browser.hide();
    watchServiceWorker(browser.host);

    browser.advance(BACKGROUND_CHECK_MS - 1);
    expect(browser.host.workbox.update).not.toHaveBeenCalled();
    browser.advance(1);
    expect(browser.host.workbox.update).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed check (offline): the next tick tries again', async () => {
    const browser = fakeBrowser({ controlled: true });
    browser.host.workbox.update.mockRejectedValueOnce(new Error('offline'));
    watchServiceWorker(browser.host);

    browser.advance(2 * UPDATE_CHECK_MS);
    await Promise.resolve();

    expect(browser.host.workbox.update).toHaveBeenCalledTimes(2);
  });

  it('reloads the page once when a new worker takes over a controlled page', () => {
    const browser = fakeBrowser({ controlled: true });
    watchServiceWorker(browser.host);

    browser.newWorkerTakesOver();

    expect(browser.host.reload).toHaveBeenCalledTimes(1);
    expect(browser.storage.get(RELOAD_FLAG_KEY)).toBe(String(browser.host.now()));
  });

  it('does not reload for the first worker taking an uncontrolled page (a first visit)', () => {
    const browser = fakeBrowser({ controlled: false });
    watchServiceWorker(browser.host);

    browser.newWorkerTakesOver();
    expect(browser.host.reload).not.toHaveBeenCalled();
    browser.newWorkerTakesOver();
    expect(browser.host.reload).toHaveBeenCalledTimes(1);
  });

  it('cannot loop: within 10,000 ms of a reload (the flag survives it) no other reload happens, after that one may', () => {
    const first = fakeBrowser({ controlled: true });
    watchServiceWorker(first.host);
    first.newWorkerTakesOver();
    // The reloaded page, same tab: its sessionStorage still holds the flag.
    const reloaded = fakeBrowser({ controlled: true });
    reloaded.storage.set(RELOAD_FLAG_KEY, first.storage.get(RELOAD_FLAG_KEY)!);
    watchServiceWorker(reloaded.host);

    reloaded.advance(RELOAD_GUARD_TTL_MS - 1);
    reloaded.newWorkerTakesOver();
    expect(reloaded.host.reload).not.toHaveBeenCalled();
    reloaded.advance(1);
    reloaded.newWorkerTakesOver();
    expect(reloaded.host.reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const browser = fakeBrowser({ controlled: true });
    const stop = watchServiceWorker(browser.host);

    stop();

    expect(browser.listenerCount()).toBe(0);
  });
});
