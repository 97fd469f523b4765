import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { METHODS } from 'node:http';

interface RouteLayer {
  match(path: string): boolean;
  route?: { path: string; methods: Record<string, boolean>; _methods(): string[] };
}

/**
 * The methods Nest's routes (Express's router under them) declare for this path, HEAD and
 * OPTIONS included as Express answers them; empty for a path no route knows. A route for every
 * method Node knows is middleware Nest mounted (the request log's `{*path}`), not a resource;
 * routes outside /api are the SPA's (its GET fallback matches every path).
 */
export function allowedMethods(req: Request): string[] {
  const stack = (req.app as unknown as { router?: { stack: RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    if (layer.route?.path.startsWith?.('/api/') && !isMiddleware(layer.route) && layer.match(req.path)) for (const method of layer.route._methods()) methods.add(method.toUpperCase());
  }
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods].sort();
}

const isMiddleware = (route: NonNullable<RouteLayer['route']>) => route.methods._all || METHODS.every((m) => route.methods[m.toLowerCase()]);

/**
 * A 404 for an /api path that routes declare only with other methods becomes a 405 with
 * `Allow` (RFC 9110). Unknown paths stay 404, and so does a handler's own 404 (its method is
 * among the allowed ones); paths outside /api are the SPA's.
 */
export function methodNotAllowed(req: Request, res: Response, error: unknown): unknown {
  if (!(error instanceof NotFoundException) || !req.path.startsWith('/api/')) return error;
  const allow = allowedMethods(req);
  if (allow.length === 0 || allow.includes(req.method)) return error;
  res.setHeader('Allow', allow.join(', '));
  return new HttpException({ code: 'METHOD_NOT_ALLOWED', message: `Método ${req.method} não permitido aqui. Use: ${allow.join(', ')}.` }, HttpStatus.METHOD_NOT_ALLOWED);
}
