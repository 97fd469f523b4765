import './boot/heap-growth';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { setupApp } from './app.setup';
import { APP_CONFIG, AppConfig, ConfigError, loadConfig } from './config/app-config';
import { WorkerHealthServer } from './platform/health/worker-health-server';
import { READ_STORE, ReadStore } from './platform/read-store/read-store.port';

async function bootstrap(): Promise<void> {
  try {
    loadConfig();
  } catch (err) {
    // A bad configuration stops the start with a message naming the variable.
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  // API answers carry revisions (If-Match); hashing every JSON body for an ETag is wasted work.
  app.set('etag', false);
  setupApp(app);
  // The embedded read store loads while the app starts and answers; unreadable files stop the
  // process with the message that names them, as a bad configuration does.
  app
    .get<ReadStore>(READ_STORE)
    .whenLoaded?.()
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
  if (config.role === 'worker') {
    await app.init();
    // Nest flushes the logs buffered during start-up only in listen(), which the worker never
    // calls: without this, the worker's logs (projection errors included) would never appear.
    app.flushLogs();
    const health = app.get(WorkerHealthServer).port();
    console.log(`Sorteios worker iniciado (projeções e jobs, saúde na porta ${health}), dados em ${config.dataDir}`);
    return;
  }
  await app.listen(config.port, config.host);
  console.log(`Sorteios em ${config.publicUrl} (papel: ${config.role}, dados em ${config.dataDir})`);
}

void bootstrap();
