import type { LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod';
import { parseRouteParams } from '../../../lib/route-params';

const liveParams = z.object({ id: z.uuid() });

/** A giveaway id is a UUID; anything else is a page that cannot exist (404). */
export function liveParamsLoader({ params }: LoaderFunctionArgs): { id: string } {
  return parseRouteParams(params, liveParams);
}
