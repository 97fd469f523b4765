import { data, type Params } from 'react-router-dom';
import type { z } from 'zod';

/**
 * For a route loader: checks the URL params against a schema and returns them typed. A URL
 * whose params cannot be right (a malformed id) is a page that does not exist, so it fails
 * with a 404 route error, which the route error boundary shows as "Page Not Found".
 */
export function parseRouteParams<S extends z.ZodType>(params: Params, schema: S): z.output<S> {
  const result = schema.safeParse(params);
  if (!result.success) throw routeNotFound();
  return result.data;
}

/** The 404 route error a loader throws for a URL that cannot name anything. */
export function routeNotFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}
