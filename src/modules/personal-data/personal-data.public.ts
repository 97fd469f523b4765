/**
 * The public surface of personal-data: what other code may use (docs/architecture.md, "Module
 * boundaries"). The published events are in domain/personal-data.events.ts.
 */
import type { AppConfig } from '../../config/app-config';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { PersonalDataRules } from '../../platform/personal-data/personal-data-rules';
import { createPersonalKeyStore } from '../../platform/personal-data/personal-key-store.factory';
import { shredPersonalData } from '../../platform/personal-data/shredding-event-store';
import { ERASURE_SIGNALS, PERSONAL_FIELDS } from './domain/personal-fields';

/**
 * For the command-line tools that open the event store without the Nest app (`npm run
 * admin:grant`): the same shredding layer the app puts on it, so they read names and e-mails in
 * clear and write them sealed. `close` closes the store and the key store.
 */
export async function withPersonalData<T extends EventStore>(events: T, config: Pick<AppConfig, 'mongoUrl' | 'dataDir'>) {
  const keys = await createPersonalKeyStore({ mongoUrl: config.mongoUrl, dataDir: config.dataDir });
  const rules = new PersonalDataRules();
  rules.register(PERSONAL_FIELDS, ERASURE_SIGNALS);
  const store = shredPersonalData(events, new PersonalDataCipher(keys, rules));
  return {
    events: store,
    async close() {
      await store.close();
      await keys.close();
    },
  };
}
