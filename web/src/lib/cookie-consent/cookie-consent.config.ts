import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { i18n } from '../../i18n/i18n';

/** The library's own cookie: the choice, its categories and when it was made (kept six months, as the ANPD guide suggests renewing it). */
export const CONSENT_COOKIE = 'sorteios_consentimento';
const CONSENT_DAYS = 182;

/**
 * The optional categories. Nothing in the app uses one today; a script or feature that
 * needs one is gated on it: a `<script type="text/plain" data-category="analytics">` tag
 * runs only after consent, and code asks `acceptedCategory('analytics')` first.
 */
export const OPTIONAL_CATEGORIES = ['analytics'] as const;

/**
 * The banner does not block the page (disablePageInteraction: false), so it must not hold the
 * keyboard either: the library wraps Tab inside it while focus is there. A Tab caught at the
 * window (capture runs from the top down) never reaches that handler, and the browser moves focus
 * on as usual. It is not a modal for assistive technology either.
 */
function leaveKeyboardFree(modal: HTMLElement): void {
  modal.setAttribute('aria-modal', 'false');
  // The banner shows once the page is idle, maybe while someone types in a form: it takes the
  // focus (its first, tabindex=-1 element) only from nobody, never from where a person is.
  const start = modal.querySelector<HTMLElement>(':scope > [tabindex="-1"]');
  if (start) {
    const focus = start.focus.bind(start);
    start.focus = (options?: FocusOptions) => {
      const active = modal.ownerDocument.activeElement;
      if (!active || active === modal.ownerDocument.body) focus(options);
    };
  }
  (modal.ownerDocument.defaultView ?? window).addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && event.target instanceof Node && modal.contains(event.target)) event.stopPropagation();
    },
    true,
  );
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The texts are the library's HTML strings: every one is escaped here, links are ours. */
export function cookieConsentConfig(): CookieConsentConfig {
  const t = (key: string, options?: Record<string, unknown>) => esc(i18n.t(`cookieConsent.${key}`, options));
  const privacyLink = `<a href="/pages/politica-de-privacidade">${t('banner.privacy')}</a>`;
  const row = (name: string, purpose: string, duration: string) => ({ name, purpose: t(`preferences.cookies.${purpose}`), duration });
  return {
    // React re-renders the footer: its button calls showPreferences() instead of data-cc attributes.
    autoShow: true,
    disablePageInteraction: false,
    hideFromBots: true,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') leaveKeyboardFree(modal);
    },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: false, readOnly: false },
    },
    language: {
      default: 'pt-BR',
      translations: {
        'pt-BR': {
          consentModal: {
            label: t('banner.label'),
            title: t('banner.title'),
            description: t('banner.description'),
            acceptAllBtn: t('banner.accept'),
            acceptNecessaryBtn: t('banner.reject'),
            showPreferencesBtn: t('banner.manage'),
            footer: privacyLink,
          },
          preferencesModal: {
            title: t('preferences.title'),
            acceptAllBtn: t('preferences.acceptAll'),
            acceptNecessaryBtn: t('preferences.rejectAll'),
            savePreferencesBtn: t('preferences.save'),
            closeIconLabel: t('preferences.close'),
            serviceCounterLabel: t('preferences.serviceCounter'),
            sections: [
              { title: t('preferences.intro.title'), description: t('preferences.intro.description') },
              {
                title: `${t('preferences.necessary.title')} <span class="pm__badge">${t('preferences.necessary.badge')}</span>`,
                description: t('preferences.necessary.description'),
                linkedCategory: 'necessary',
                cookieTable: {
                  caption: t('preferences.necessary.title'),
                  headers: { name: t('preferences.table.name'), purpose: t('preferences.table.purpose'), duration: t('preferences.table.duration') },
                  body: [
                    row('sorteios_refresh', 'refresh', t('preferences.cookies.days', { count: 30 })),
                    row('sorteios_sessao', 'sessionHint', t('preferences.cookies.days', { count: 30 })),
                    row('sorteios_device', 'device', t('preferences.cookies.days', { count: 365 })),
                    row('sorteios_oidc', 'oidc', t('preferences.cookies.minutes')),
                    row(CONSENT_COOKIE, 'consent', t('preferences.cookies.days', { count: CONSENT_DAYS })),
                    row('sorteios.pwa.installDeclined', 'installDeclined', '—'),
                  ],
                },
              },
              { title: t('preferences.analytics.title'), description: t('preferences.analytics.description'), linkedCategory: 'analytics' },
              { title: t('preferences.more.title'), description: `${t('preferences.more.description')} ${privacyLink}` },
            ],
          },
        },
      },
    },
  };
}
