import { Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BadRequestException } from '@nestjs/common';
import { sendError } from './http-error.filter';

/** What an early route answers: a status with no body (errors are thrown, and answered as everywhere). */
export type EarlyAnswer = { status: number };

export interface EarlyRoute {
  method: 'POST';
  /** Matched against the path (no query); its groups are the handler's `params`. */
  path: RegExp;
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number;
  handle(request: { params: string[]; body: unknown; ip: string; userAgent: string | undefined }): Promise<EarlyAnswer>;
}

/**
 * Routes answered before the HTTP stack (metrics, helmet, the request log, body parsers, Nest's
 * router, guards and pipes), for tiny public requests so frequent that the stack is their whole
 * cost: insights' view beacons (issue 13, docs/performance.md). A module adds its route at
 * init; setupApp mounts the dispatcher first. A route checks its own shape (with the same
 * validation pipe and DTO as its Nest controller) and answers errors with the same filter.
 */
@Injectable()
export class EarlyRoutes {
  private readonly routes: EarlyRoute[] = [];

  add(route: EarlyRoute): void {
    this.routes.push(route);
  }

  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (this.routes.length === 0 || req.method !== 'POST') return next();
      const path = (req.originalUrl ?? req.url).split('?')[0];
      for (const route of this.routes) {
        const match = route.path.exec(path);
        if (match) return void this.answer(route, match.slice(1), req, res);
      }
      next();
    };
  }

  private async answer(route: EarlyRoute, params: string[], req: Request, res: Response): Promise<void> {
    try {
      const body = parseJson(await readBody(req, route.maxBodyBytes));
      const { status } = await route.handle({ params, body, ip: req.ip ?? '', userAgent: req.headers['user-agent'] });
      res.statusCode = status;
      res.end();
    } catch (err) {
      sendError(res, err);
    }
  }
}

/** The body, up to `limit` bytes; past it the rest is read and dropped (the client then gets its 413). */
function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      size > limit
        ? reject(new PayloadTooLargeException({ code: 'PAYLOAD_TOO_LARGE', message: `O corpo da requisição passa do limite de ${limit} bytes.` }))
        : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/** A beacon's body is JSON whatever its declared type (sendBeacon may send text/plain); empty is {}. */
function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BadRequestException({ code: 'VALIDATION_FAILED', message: 'O corpo da requisição não é um JSON válido.' });
  }
}
