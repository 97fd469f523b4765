import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { join } from 'node:path';

/** The only files ever served, with the type each is served as (the extension came from the content). */
const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};
const SERVED_PATH = /^\/[a-z0-9-]{1,40}\/[a-z0-9-]{1,100}\.([a-z]{3,4})$/;

/**
 * Serves DATA_DIR/uploads at /uploads (local FileStorage). Files come from users, so a
 * browser must never run or render them as a page: nosniff, a sandboxing CSP, the type
 * fixed by the extension, PDFs downloaded. Names never change content (a name is used
 * once), so they may be cached for a year.
 */
export function serveUploads(app: NestExpressApplication, dataDir: string): void {
  app.use('/uploads', (req: Request, res: Response, next: NextFunction) => {
    const ext = SERVED_PATH.exec(req.path)?.[1];
    if (ext && SERVED_TYPES[ext]) return next();
    res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
  app.useStaticAssets(join(dataDir, 'uploads'), {
    prefix: '/uploads',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    maxAge: 31_536_000_000,
    immutable: true,
    setHeaders(res, path) {
      const ext = path.slice(path.lastIndexOf('.') + 1);
      res.setHeader('Content-Type', SERVED_TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      if (ext === 'pdf') res.setHeader('Content-Disposition', 'attachment');
    },
  });
}
