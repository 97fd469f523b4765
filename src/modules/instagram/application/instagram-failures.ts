import { instagramErrors } from '../domain/instagram.errors';
import { InstagramRateLimited, InstagramRequestRefused, InstagramTokenExpired, InstagramUnavailable } from './instagram-graph.errors';

/**
 * Graph's other refusals in the product's terms: an unknown post or another account's (code
 * 100), a permission not granted (code 10, 200–299); anything else is reported as Instagram
 * being unavailable.
 */
export function refusalAsError(err: unknown): unknown {
  if (!(err instanceof InstagramRequestRefused)) return err;
  if (err.notFound) return instagramErrors.mediaNotFound();
  if (err.permissionMissing) return instagramErrors.permissionMissing();
  return new InstagramUnavailable(`consulta recusada (HTTP ${err.status})`);
}

/** The client's failures as the DomainErrors an HTTP answer carries (429, 409, 503); anything else unchanged. */
export function asHttpError(err: unknown): unknown {
  if (err instanceof InstagramRateLimited) return instagramErrors.rateLimited(Math.ceil(err.retryAfterMs / 1000));
  if (err instanceof InstagramTokenExpired) return instagramErrors.tokenExpired();
  if (err instanceof InstagramUnavailable) return instagramErrors.unavailable();
  return err;
}
