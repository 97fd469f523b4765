import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { pageDecider } from '../domain/page.decider';
import { pageStream } from '../domain/page.events';
import { SEED_PAGES } from './seed-pages.content';

/**
 * Writes the starting pages (terms, privacy, how the draw works) on start, through the
 * decider: an address that ever had a page is left alone, so a restart, a second replica
 * or an admin's edit or deletion are all respected.
 */
@Injectable()
export class PageSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('PageSeeder');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Command-line tools start the app too; they must not write anything of their own.
    if (this.config.role === 'maintenance') return;
    let last = 0;
    for (const page of SEED_PAGES) {
      const result = await this.executor.execute(pageStream(page.slug), pageDecider, { type: 'SeedPage', ...page }, { userId: null, correlationId: 'seed:pages' });
      if (result.events.length === 0) continue; // seeded before: nothing to wait for
      this.logger.log(`Página inicial criada: /pages/${page.slug}`);
      last = Math.max(last, result.position);
    }
    // The runner (PlatformModule, a global module, starts first) projects them before the app
    // answers, so the first request sees the pages and no projection lag.
    await this.projections.waitFor(last);
  }
}
