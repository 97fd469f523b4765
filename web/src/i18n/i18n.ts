import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { accountMessages } from './pt-BR/account.messages';
import { apiTokensMessages } from './pt-BR/api-tokens.messages';
import { authMessages } from './pt-BR/auth.messages';
import { commonMessages } from './pt-BR/common.messages';
import { errorsMessages } from './pt-BR/errors.messages';
import { giveawaysMessages } from './pt-BR/giveaways.messages';
import { historyMessages } from './pt-BR/history.messages';
import { homeMessages } from './pt-BR/home.messages';
import { creatorMessages } from './pt-BR/creator.messages';
import { discoveryMessages } from './pt-BR/discovery.messages';
import { participationMessages } from './pt-BR/participation.messages';
import { entrantsMessages } from './pt-BR/entrants.messages';
import { liveMessages } from './pt-BR/live.messages';
import { profilesMessages } from './pt-BR/profiles.messages';
import { pagesMessages } from './pt-BR/pages.messages';
import { feedbackMessages } from './pt-BR/feedback.messages';
import { contactsMessages } from './pt-BR/contacts.messages';
import { searchMessages } from './pt-BR/search.messages';
import { moderationMessages } from './pt-BR/moderation.messages';
import { plansMessages } from './pt-BR/plans.messages';
import { insightsMessages } from './pt-BR/insights.messages';
import { integrationsMessages } from './pt-BR/integrations.messages';
import { instagramMessages } from './pt-BR/instagram.messages';
import { instagramImportMessages } from './pt-BR/instagram-import.messages';
import { appShellMessages } from './pt-BR/app-shell.messages';
import { backupsMessages } from './pt-BR/backups.messages';
import { cookieConsentMessages } from './pt-BR/cookie-consent.messages';
import { shareMessages } from './pt-BR/share.messages';
import { myDataMessages } from './pt-BR/my-data.messages';
import { entryReceiptMessages } from './pt-BR/entry-receipt.messages';

export const LANGUAGE = 'pt-BR';

// Resources are bundled, so initialisation is synchronous (initAsync: false): the first
// render, and every test, already has the texts.
void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  initAsync: false,
  resources: {
    [LANGUAGE]: {
      translation: {
        common: commonMessages,
        backups: backupsMessages,
        cookieConsent: cookieConsentMessages,
        auth: authMessages,
        account: accountMessages,
        apiTokens: apiTokensMessages,
        errors: errorsMessages,
        giveaways: giveawaysMessages,
        history: historyMessages,
        home: homeMessages,
        creator: creatorMessages,
        participation: participationMessages,
        entrants: entrantsMessages,
        live: liveMessages,
        profiles: profilesMessages,
        discovery: discoveryMessages,
        pages: pagesMessages,
        feedback: feedbackMessages,
        contacts: contactsMessages,
        search: searchMessages,
        moderation: moderationMessages,
        plans: plansMessages,
        insights: insightsMessages,
        integrations: integrationsMessages,
        instagram: instagramMessages,
        instagramImport: instagramImportMessages,
        appShell: appShellMessages,
        share: shareMessages,
        myData: myDataMessages,
        entryReceipt: entryReceiptMessages,
      },
    },
  },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

export { i18n };
