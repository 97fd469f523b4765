import { Global, Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SpaPageHeads } from './spa-page-heads';
import { createSpaServer } from './spa-server';
import { defaultWebRoot, WEB_ROOT } from './web-root';

/**
 * The built SPA, served by the API's own process (docs/app-shell.md). Its handler goes in at
 * init, after Nest's routes and before its 404: the API always answers first. Without a built
 * SPA (dist/web/index.html) nothing is served, as before a `npm run build:web`. Global, so a
 * module can describe its pages' heads (SpaPageHeads).
 */
@Global()
@Module({
  providers: [SpaPageHeads, { provide: WEB_ROOT, useFactory: () => defaultWebRoot() }],
  exports: [SpaPageHeads],
})
export class WebAppModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly heads: SpaPageHeads,
    @Inject(WEB_ROOT) private readonly root: string,
  ) {}

  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter;
    if (!http || !existsSync(join(this.root, 'index.html'))) return;
    http.getInstance<Express>().use(createSpaServer(this.root, this.heads));
  }
}
