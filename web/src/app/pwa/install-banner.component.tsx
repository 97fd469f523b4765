import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './use-install-prompt';

/**
 * Offers installing the app when the browser does (beforeinstallprompt): "Instalar" opens the
 * browser's dialog, "Fechar" (or Escape) closes the banner for good. It takes no focus when it
 * appears; when it goes with the focus inside, the focus moves to the page's main content
 * instead of being lost.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const { offered, install, close } = useInstallPrompt();
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  if (!offered) return null;

  const leave = (action: () => void) => () => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus) (document.querySelector<HTMLElement>('main') ?? document.body).focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') leave(close)();
  };

  return (
    <section ref={banner} className="app-notice" role="region" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p className="app-notice__text">
        <strong id={titleId}>{t('appShell.install.title')}</strong> {t('appShell.install.text')}
      </p>
      <div className="app-notice__actions">
        <button type="button" className="button button--primary" onClick={leave(() => void install())}>
          {t('appShell.install.install')}
        </button>
        <button type="button" className="button button--secondary" onClick={leave(close)}>
          {t('appShell.install.close')}
        </button>
      </div>
    </section>
  );
}
