import { data, type Params } from 'react-router-dom';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/**
 * For a route loader: checks the URL params against a schema and returns them typed. A URL
 * whose params cannot be right (a malformed id) is a page that does not exist, so it fails
 * with a 404 route error, which the route error boundary shows as "Page Not Found".
 * Takes zod's classic schemas and zod/mini's alike (the public giveaway page uses mini, so
 * a first visit does not download the whole of zod to check one id).
 */
export function parseRouteParams<S extends $ZodType>(params: Params, schema: S): output<S> {
  const result = safeParse(schema, params);
  if (!result.success) throw data(null, { status: 404, statusText: 'Not Found' });
  return result.data;
}
