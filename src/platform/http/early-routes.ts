import { BadRequestException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
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

/** Express's compiled `trust proxy` setting: which hops may name the client in X-Forwarded-For. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Routes answered before the HTTP stack: before Express itself (its router and request
 * dressing), metrics, helmet, the request log, body parsers, Nest's router, guards and pipes.
 * For tiny public requests so frequent that the stack is their whole cost: insights' view
 * beacons (issue 13, docs/performance.md). A module adds its route at init; setupApp puts the
 * dispatcher in front of Express's request listener. A route checks its own shape (with its
 * Nest controller's DTO) and answers errors as every route does (sendError).
 */
@Injectable()
export class EarlyRoutes {
  private readonly routes: EarlyRoute[] = [];

  add(route: EarlyRoute): void {
    this.routes.push(route);
  }

  /** Puts the dispatcher in front of the server's request listeners (Express), which get every other request. */
  attach(server: Server, trustProxy: TrustProxy): void {
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const early = this.match(req);
      if (early) return void this.answer(early.route, early.params, req, res, trustProxy);
      for (const listener of listeners) listener(req, res);
    });
  }

  private match(req: IncomingMessage): { route: EarlyRoute; params: string[] } | undefined {
    if (this.routes.length === 0 || req.method !== 'POST') return undefined;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    for (const route of this.routes) {
      const match = route.path.exec(path);
      if (match) return { route, params: match.slice(1) };
    }
    return undefined;
  }

  private async answer(route: EarlyRoute, params: string[], req: IncomingMessage, res: ServerResponse, trustProxy: TrustProxy): Promise<void> {
    try {
      const body = parseJson(await readBody(req, route.maxBodyBytes));
      const { status } = await route.handle({ params, body, ip: proxyAddr(req, trustProxy), userAgent: req.headers['user-agent'] });
      res.statusCode = status;
      res.end();
    } catch (err) {
      sendError(res, err);
    }
  }
}

/** The body, up to `limit` bytes; past it the rest is read and dropped (the client then gets its 413). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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
        : resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
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
