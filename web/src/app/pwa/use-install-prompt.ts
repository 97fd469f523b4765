import { useCallback, useEffect, useState } from 'react';

/** Chromium's event offering installation (not in TypeScript's DOM types: not a standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Set once the person closes the banner or cancels the browser's dialog: no banner again on this browser. */
export const INSTALL_DECLINED_KEY = 'sorteios.pwa.installDeclined';

function declined(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DECLINED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDeclined(): void {
  try {
    window.localStorage.setItem(INSTALL_DECLINED_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the banner may come back on a later visit, nothing worse.
  }
}

export interface InstallPrompt {
  /** The browser offered installation and the person has not declined it. */
  offered: boolean;
  /** Opens the browser's install dialog; the banner goes whatever the answer. */
  install(): Promise<void>;
  /** "Fechar": the banner goes and stays gone. */
  close(): void;
}

/**
 * The browser's installation offer (beforeinstallprompt), held back from its own mini-bar and
 * offered in our banner instead. Accepted, cancelled or closed, the banner goes; cancelled or
 * closed, a flag in localStorage keeps it from coming back.
 */
export function useInstallPrompt(): InstallPrompt {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (offer: Event) => {
      // The browser's own prompt stays hidden either way: once declined, nothing is offered.
      offer.preventDefault();
      if (!declined()) setEvent(offer as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!event) return;
    // An offer can be used once: the banner goes now, before the answer.
    setEvent(null);
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'dismissed') rememberDeclined();
    } catch {
      // The browser withdrew the offer (already used, page changed): nothing to show.
    }
  }, [event]);

  const close = useCallback(() => {
    setEvent(null);
    rememberDeclined();
  }, []);

  return { offered: event !== null, install, close };
}
