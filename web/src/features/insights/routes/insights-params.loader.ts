import type { LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod';
import { parseRouteParams } from '../../../lib/route-params';

const insightsParams = z.object({ id: z.uuid() });

/** A giveaway id is a UUID; anything else is a page that cannot exist (404) and asks the API nothing. */
export function insightsParamsLoader({ params }: LoaderFunctionArgs) {
  return parseRouteParams(params, insightsParams);
}
