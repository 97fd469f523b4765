import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { rebuildProjections } from '../platform/projections/projection-runner';
import { ProjectionsService } from '../platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';

/**
 * `npm run projections:rebuild`: drops every read model and replays the whole log. Stop the
 * processes that project (role all or worker) first: they would keep writing the old state.
 * Reactors keep their checkpoints, so no past e-mail is sent again.
 */
async function main(): Promise<void> {
  // The maintenance role starts neither projections nor job workers: this process only rebuilds.
  process.env.ROLE = 'maintenance';
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  const projections = app.get(ProjectionsService);
  const result = await rebuildProjections(
    app.get<EventStore>(EVENT_STORE),
    app.get<ReadStore>(READ_STORE),
    projections.projections,
    projections.reactors.map((r) => r.name),
  );
  console.log(`Projeções reconstruídas até a posição ${result.events} em ${result.ms} ms.`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
