import { useTranslation } from 'react-i18next';
import { openCookiePreferences } from '../../lib/cookie-consent/cookie-consent';
import './cookie-preferences-link.css';

/** The footer's way back to the cookie choice: a button (it opens a dialog), drawn as the footer's links. */
export function CookiePreferencesLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="site-footer__link-button" onClick={() => void openCookiePreferences()}>
      {t('cookieConsent.footerLink')}
    </button>
  );
}
