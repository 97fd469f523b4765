import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ChangedFile } from './changed-file';
import { withPageHead, withRoutePreloads } from './spa-html';
import type { SpaPageHeads } from './spa-page-heads';
import { SpaRoutePatterns } from './spa-route-patterns';

/** Hashed names (dist/web/assets) never change content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, builds/*.json, icons): revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** What the build compresses beside each file (web/build/precompress.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Paths the SPA never answers: the API's own 404s, the uploads' and the metrics'. */
const NOT_THE_SPA = /^\/(api|uploads|metrics)(\/|$)/;

const notFoundBody = { statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' };

interface RoutePreloads {
  js: string[];
  css: string[];
  /** The screen's first API questions, preloaded only for a visitor without a session (as a page head's preloadApi). */
  api?: string[];
}

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function pageOf(html: string): Page {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html),
  };
}

/**
 * Serves the built SPA (docs/app-shell.md): its files as they are on disk, each text file in
 * the brotli or gzip copy the build made when the browser takes one; hashed assets cached for a
 * year, the rest revalidated. Any other path gets index.html: 200 when a screen of the SPA
 * matches it, 404 when none can (the SPA then shows its not-found page), and 404 for a page
 * whose thing is not there (a removed giveaway, a username nobody has), as the screen that
 * wins the path says through its page head. A page some module describes gets its title and
 * Open Graph tags. Missing files under the bundle's folders (assets/, icons/…) are a plain 404.
 */
export function createSpaServer(root: string, heads: SpaPageHeads) {
  const logger = new Logger('Web');
  const index = new ChangedFile(join(root, 'index.html'), (raw) => pageOf(raw.toString('utf8')));
  const routes = new ChangedFile(join(root, '.spa-routes.json'), (raw) => new SpaRoutePatterns(JSON.parse(raw.toString('utf8')) as string[]));
  // The first-visit screens' chunks (web/build/route-preloads.ts); an older build without the file has none.
  const preloads = new ChangedFile(join(root, '.spa-route-preloads.json'), (raw) => JSON.parse(raw.toString('utf8')) as Record<string, RoutePreloads>);
  const preloadedPages = new Map<string, { from: Page; screen: RoutePreloads; page: Page }>();
  let warnedNoRoutes = false;

  async function sendFile(req: Request, res: Response, path: string, relative: string): Promise<void> {
    res.setHeader('Cache-Control', relative.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
    let served = relative;
    if (COMPRESSIBLE.test(path)) {
      res.vary('Accept-Encoding');
      const encoding = preferredEncoding(req);
      if (encoding && (await isFile(path + encoding.suffix))) {
        served = relative + encoding.suffix;
        res.setHeader('Content-Encoding', encoding.name);
      }
      // send() names the type from the served file's extension only when none is set.
      res.type(extname(path));
    }
    // Relative to the root, so the dotfile rule looks at the request's segments only (the
    // project may live under a dotted folder).
    res.sendFile(served, { root, cacheControl: false, dotfiles: 'deny' });
  }

  async function sendPage(req: Request, res: Response, path: string): Promise<void> {
    let page = await index.read();
    if (!page) return void res.status(404).json(notFoundBody);
    const patterns = await routes.read();
    if (!patterns && !warnedNoRoutes) {
      warnedNoRoutes = true;
      logger.warn('dist/web/.spa-routes.json ausente: todo caminho é respondido 200 (rode npm run build:web).');
    }
    const winner = patterns ? patterns.best(path) : null;
    let status = !patterns || winner ? 200 : 404;
    if (status === 200) {
      // A visitor with a session asks the API with a token and may get another answer: nothing of the API is preloaded.
      const anonymous = !hasSession(req);
      const screen = winner ? (await preloads.read())?.[winner] : undefined;
      const head = await heads.headFor(path, winner);
      if (head === null) status = 404;
      else if (head) page = pageOf(withPageHead(screen ? withRoutePreloads(page.html, forVisitor(screen, anonymous)) : page.html, anonymous ? head : { ...head, preloadApi: undefined }));
      else if (screen && winner) page = preloadedPage(winner, anonymous, page, screen);
    }
    res.status(status);
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req)?.name;
    const body = encoding ? page[encoding] : Buffer.from(page.html);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** index.html with a screen's preloads, for visitors with or without a session, compressed once per build. */
  function preloadedPage(winner: string, anonymous: boolean, index: Page, screen: RoutePreloads): Page {
    const key = `${winner} ${anonymous}`;
    const cached = preloadedPages.get(key);
    if (cached?.from === index && cached.screen === screen) return cached.page;
    const page = pageOf(withRoutePreloads(index.html, forVisitor(screen, anonymous)));
    preloadedPages.set(key, { from: index, screen, page });
    return page;
  }

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_THE_SPA.test(req.path)) return next();
    try {
      const segments = decodedSegments(req.path);
      if (segments === null) return void (await sendPage(req, res, req.path));
      const relative = segments.join(sep);
      const path = join(root, relative);
      if (relative !== '' && path.startsWith(root + sep) && (await isFile(path))) return void (await sendFile(req, res, path, relative));
      // A missing file in one of the bundle's folders is no page: a stale chunk must fail as a 404, not parse HTML.
      if (segments.length > 1 && (await isDirectory(join(root, segments[0])))) return void res.status(404).json(notFoundBody);
      await sendPage(req, res, `/${segments.join('/')}`);
    } catch (err) {
      next(err);
    }
  };
}

/** The readable cookie set beside the refresh cookie (docs/api.md): this visitor's API calls carry a token. */
const SESSION_HINT = /(?:^|;\s*)sorteios_sessao=/;
const hasSession = (req: Request) => SESSION_HINT.test(req.headers.cookie ?? '');
const forVisitor = (screen: RoutePreloads, anonymous: boolean): RoutePreloads => (anonymous ? screen : { ...screen, api: [] });

/**
 * Brotli when the browser takes it, else gzip, else none. Browsers list gzip first
 * ("gzip, deflate, br, zstd") with equal weight, so the client's order is not the preference.
 */
function preferredEncoding(req: Request): (typeof ENCODINGS)[number] | undefined {
  return ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name);
}

/** The path's segments, decoded; null when one cannot be a file's (malformed escapes, `..`, a dotfile, a NUL). */
function decodedSegments(path: string): string[] | null {
  try {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    return segments.some((s) => s.startsWith('.') || s.includes('\0') || s.includes('/') || s.includes('\\')) ? null : segments;
  } catch {
    return null;
  }
}

const isFile = (path: string) => stat(path).then((s) => s.isFile(), () => false);
const isDirectory = (path: string) => stat(path).then((s) => s.isDirectory(), () => false);
