import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { type FileStorage, InvalidStorageKeyError } from './file-storage.port';
import { LocalFileStorage } from './local-file-storage';
import { SERVED_TYPES, servedExtension } from './served-upload-path';

const YEAR_MS = 31_536_000_000;

/**
 * Files come from users, so a browser must never run or render them as a page: nosniff, a
 * sandboxing CSP, the type fixed by the extension, PDFs downloaded.
 */
function setSafeHeaders(res: Response, ext: string): void {
  res.setHeader('Content-Type', SERVED_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (ext === 'pdf') res.setHeader('Content-Disposition', 'attachment');
}

/**
 * Serves the uploads at /uploads/<key>, whatever the FileStorage adapter. Names never change
 * content (a name is used once), so they may be cached for a year.
 */
export function serveUploads(app: NestExpressApplication, storage: FileStorage): void {
  app.use('/uploads', (req: Request, res: Response, next: NextFunction) => {
    if (servedExtension(req.path)) return next();
    res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
  if (storage instanceof LocalFileStorage) serveFromDisk(app, storage.root);
  else app.use('/uploads', proxyFrom(storage));
}

/** The local disk: express.static, with its ranges, ETag and Last-Modified. */
function serveFromDisk(app: NestExpressApplication, root: string): void {
  app.useStaticAssets(root, {
    prefix: '/uploads',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    maxAge: YEAR_MS,
    immutable: true,
    setHeaders(res, path) {
      setSafeHeaders(res, path.slice(path.lastIndexOf('.') + 1));
    },
  });
}

/**
 * Any other adapter (a bucket shared by several machines): the bytes go through the API with
 * the same headers as from disk, so the bucket stays private and a browser never gets a
 * file without them. Express's send() adds the ETag and answers a revalidation with 304.
 */
function proxyFrom(storage: FileStorage) {
  const logger = new Logger('Uploads');
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ext = servedExtension(req.path)!;
    let body: Buffer | null;
    try {
      body = await storage.get(req.path.slice(1));
    } catch (err) {
      // The served pattern allows a leading '-', which the key rule refuses: no such file.
      if (err instanceof InvalidStorageKeyError) return next();
      logger.warn(`Leitura de ${req.path} no armazenamento ${storage.name} falhou: ${err instanceof Error ? err.message : String(err)}`);
      res.status(503).json({ statusCode: 503, code: 'STORAGE_UNAVAILABLE', message: 'Armazenamento de arquivos indisponível. Tente novamente.' });
      return;
    }
    // Like express.static with fallthrough: what is not there is left to the next handler (404).
    if (!body) return next();
    setSafeHeaders(res, ext);
    res.setHeader('Cache-Control', `public, max-age=${YEAR_MS / 1000}, immutable`);
    res.send(body);
  };
}
