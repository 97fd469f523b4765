import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once. With a fixed configuration (no CSP nonces) helmet sets
 * the same dozen headers on every answer, through a chain of a dozen middlewares that
 * re-derive them per request: a few percent of the API's CPU under load. Here helmet runs
 * once against a recording response, and each request gets the recorded headers.
 */
export function securityHeaders(options: HelmetOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middlewares are synchronous today; if one ever is not, fail at start, not silently.
  if (!finished) throw new Error('helmet não terminou de forma síncrona: os cabeçalhos não podem ser calculados uma vez');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
