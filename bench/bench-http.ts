import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';

/** The JWT secret the benches start the server with, so they can act as any seeded person. */
export const BENCH_JWT_SECRET = 'bench-'.padEnd(48, 'x');

/** The value at `p` % of an ascending list. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const jwt = new JwtService({ secret: createSecretKey(Buffer.from(BENCH_JWT_SECRET)) as unknown as string });

/** An access token for `userId`, as the server started with BENCH_JWT_SECRET issues them. */
export const accessToken = (userId: string) => jwt.sign({ sub: userId, typ: 'access' }, { algorithm: 'HS256', expiresIn: 3600 });

/** POSTs JSON to the server as `userId`. */
export function signedPoster(baseUrl: string): (path: string, userId: string, body: unknown) => Promise<Response> {
  return (path, userId, body) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken(userId)}` }, body: JSON.stringify(body) });
}
