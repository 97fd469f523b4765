import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PersonalDataCipher } from './personal-data-cipher';
import { PersonalDataRules } from './personal-data-rules';
import { PERSONAL_KEY_STORE, PersonalKeyStore } from './personal-key-store.port';
import { createPersonalKeyStore } from './personal-key-store.factory';

/**
 * The crypto-shredding pieces PlatformModule provides (docs/personal-data.md): the rules (empty
 * until the personal-data module registers every module's personal fields, which Nest does while
 * it builds the providers, before anything reads the log), the key store chosen by
 * configuration, and the cipher the event store's shredding layer uses.
 */
export const personalDataProviders: Provider[] = [
  { provide: PersonalDataRules, useValue: new PersonalDataRules() },
  {
    provide: PERSONAL_KEY_STORE,
    inject: [APP_CONFIG],
    useFactory: (c: AppConfig) => createPersonalKeyStore({ mongoUrl: c.mongoUrl, dataDir: c.dataDir }),
  },
  {
    provide: PersonalDataCipher,
    inject: [PERSONAL_KEY_STORE, PersonalDataRules],
    useFactory: (keys: PersonalKeyStore, rules: PersonalDataRules) => new PersonalDataCipher(keys, rules),
  },
];

export const personalDataExports = [PersonalDataRules, PERSONAL_KEY_STORE, PersonalDataCipher];
