import type { EarlyRoute } from '../../../platform/http/early-routes';
import { quickAcceptor } from '../../../platform/http/quick-accept';
import { createValidationPipe } from '../../../platform/http/validation.pipe';
import type { ViewBeacons } from '../application/view-beacons';
import { ViewBeaconDto } from './dto/view-beacon.dto';

const validation = createValidationPipe();
const quickly = quickAcceptor(ViewBeaconDto);

/** POST /api/giveaways/:id/views, answered before the HTTP stack (docs/insights.md, "Speed"). */
export function viewBeaconRoute(beacons: ViewBeacons): EarlyRoute {
  return {
    method: 'POST',
    path: /^\/api\/giveaways\/([^/]+)\/views\/?$/,
    maxBodyBytes: 8 * 1024,
    async handle({ params: [id], body, ip, userAgent }) {
      const beacon = quickly(body) ?? ((await validation.transform(body, { type: 'body', metatype: ViewBeaconDto })) as ViewBeaconDto);
      await beacons.accept(id, beacon, ip, userAgent);
      return { status: 202 };
    },
  };
}
