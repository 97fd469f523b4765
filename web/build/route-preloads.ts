import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { importSpaModule } from './spa-routes';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The file the server reads the preloads from (a dotfile: static serving never hands it out). */
export const ROUTE_PRELOADS_FILE = '.spa-route-preloads.json';

/**
 * The screens a first visit most often opens, by route pattern, with the modules their lazy
 * routes import (paths under web/src). Their chunks are otherwise found only after the entry
 * script has run; named in the page's HTML they download beside it, which saves a round trip
 * on a slow phone. A module renamed here without this list fails the build.
 */
export const FIRST_VISIT_SCREENS: Record<string, string[]> = {
  '/': ['features/home/routes/landing.page.tsx'],
  '/explorar': ['features/discovery/routes/explore.page.tsx'],
  '/sorteio/:id': ['features/giveaways/routes/giveaway.page.tsx', 'features/giveaways/routes/giveaway-params.loader.ts'],
};

export interface RoutePreloads {
  /** Chunks to modulepreload, as URL paths ('/assets/x.js'). */
  js: string[];
  /** Stylesheets the screen's chunks load. */
  css: string[];
  /** The API questions the screen asks first (web/src/app/first-visit-requests.ts). */
  api: string[];
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, each once. */
function withStaticImports(start: OutputChunk, byName: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/** What each first-visit screen needs beyond what index.html already loads. */
export function routePreloads(bundle: OutputBundle, srcRoot: string, requests: Record<string, string[]>, screens = FIRST_VISIT_SCREENS): Record<string, RoutePreloads> {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('O bundle não tem ponto de entrada.');
  const initial = new Set(withStaticImports(entry, byName).map((chunk) => chunk.fileName));
  const result: Record<string, RoutePreloads> = {};
  for (const [pattern, modules] of Object.entries(screens)) {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const module of modules) {
      const id = resolve(srcRoot, module);
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
      if (!chunk) throw new Error(`${module} (tela de ${pattern}) não é um chunk do bundle: atualize FIRST_VISIT_SCREENS.`);
      for (const needed of withStaticImports(chunk, byName)) {
        if (initial.has(needed.fileName)) continue;
        js.add(`/${needed.fileName}`);
        for (const sheet of needed.viteMetadata?.importedCss ?? []) css.add(`/${sheet}`);
      }
    }
    result[pattern] = { js: [...js], css: [...css], api: requests[pattern] ?? [] };
  }
  const unknown = Object.keys(requests).filter((pattern) => !(pattern in screens));
  if (unknown.length > 0) throw new Error(`FIRST_VISIT_REQUESTS nomeia telas fora de FIRST_VISIT_SCREENS: ${unknown.join(', ')}`);
  return result;
}

/** Writes the first-visit screens' preloads beside the bundle, for the server to put in their HTML. */
export function publishRoutePreloads(webRoot: string, srcRoot: string, alias: { find: RegExp; replacement: string }[]): Plugin {
  let outDir = '';
  return {
    name: 'sorteios:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const { FIRST_VISIT_REQUESTS } = await importSpaModule<{ FIRST_VISIT_REQUESTS: Record<string, string[]> }>(webRoot, join(srcRoot, 'app', 'first-visit-requests.ts'), alias);
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloads(bundle, srcRoot, FIRST_VISIT_REQUESTS), null, 2)}\n`);
    },
  };
}
