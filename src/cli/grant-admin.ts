import { ConfigError, loadConfig } from '../config/app-config';
import { SystemClock } from '../platform/ddd/clock';
import { StreamExecutor } from '../platform/ddd/stream-executor';
import { createEventStore } from '../platform/event-store/event-store.factory';
import { AdminGrant } from '../modules/accounts/accounts.public';
import { withPersonalData } from '../modules/personal-data/personal-data.public';

/**
 * `npm run admin:grant -- <email>`: makes an existing account an admin (the first admin has
 * no one to grant it). Records UserRolesChanged like any other change; a running server
 * projects it within a second.
 */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('Uso: npm run admin:grant -- <email>');
    return 2;
  }
  const config = loadConfig();
  // Names and e-mails in the log are sealed per person (docs/personal-data.md): read them through the same layer as the app.
  const { events, close } = await withPersonalData(createEventStore({ eventStoreUrl: config.eventStoreUrl, dataDir: config.dataDir }), config);
  try {
    const executor = new StreamExecutor(events, new SystemClock());
    const user = await new AdminGrant(executor).grantByEmail(email, { userId: null, correlationId: 'cli:admin-grant' });
    if (!user) {
      console.error(`Nenhuma conta com o e-mail ${email}.`);
      return 1;
    }
    console.log(`Pronto: ${email} (${user.username}) agora é admin.`);
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
