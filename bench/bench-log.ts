import { join } from 'node:path';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { withPersonalData } from '../src/modules/personal-data/personal-data.public';

/**
 * The embedded log of a bench's data directory, written as the app writes it: names and
 * e-mails sealed per person (docs/personal-data.md). Seeding plaintext instead would make the
 * first start of the server seal every seeded event, which no real deployment does twice.
 */
export function openBenchLog(dataDir: string) {
  return withPersonalData(new SqliteEventStore(join(dataDir, 'events.sqlite')), { dataDir, mongoUrl: undefined });
}
