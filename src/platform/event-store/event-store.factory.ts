import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * Chooses the adapter (DESIGN.md § Adapters): EventStoreDB when its URL is configured,
 * otherwise the embedded SQLite file in the data directory, so the app runs with no server.
 */
export function createEventStore(options: { eventStoreUrl?: string; dataDir: string }): EventStore {
  if (options.eventStoreUrl) {
    // Required only when configured: the gRPC client costs every embedded start ~130 ms.
    const { EventStoreDbEventStore } = require('./eventstoredb-event-store') as typeof import('./eventstoredb-event-store');
    return new EventStoreDbEventStore(options.eventStoreUrl);
  }
  mkdirSync(options.dataDir, { recursive: true });
  return new SqliteEventStore(join(options.dataDir, 'events.sqlite'));
}
