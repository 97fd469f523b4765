import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { accountMessages } from './pt-BR/account.messages';
import { authMessages } from './pt-BR/auth.messages';
import { commonMessages } from './pt-BR/common.messages';
import { errorsMessages } from './pt-BR/errors.messages';
import { giveawaysMessages } from './pt-BR/giveaways.messages';
import { homeMessages } from './pt-BR/home.messages';
import { creatorMessages } from './pt-BR/creator.messages';
import { participationMessages } from './pt-BR/participation.messages';
import { entrantsMessages } from './pt-BR/entrants.messages';

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
        auth: authMessages,
        account: accountMessages,
        errors: errorsMessages,
        giveaways: giveawaysMessages,
        home: homeMessages,
        creator: creatorMessages,
        participation: participationMessages,
        entrants: entrantsMessages,
      },
    },
  },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
});

export { i18n };
