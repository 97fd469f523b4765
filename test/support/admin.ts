import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from './accounts';
import type { TestApp } from './test-app';

/** A new account made admin the way `npm run admin:grant` does it, once the guard can see it. */
export async function registerAdmin(t: TestApp) {
  const admin = await registerUser(t);
  const granted = await t.app
    .get(StreamExecutor)
    .execute(userStream(admin.user.id), userDecider, { type: 'ChangeRoles', roles: { isAdmin: true } }, { userId: null, correlationId: 'teste' });
  await t.app.get(ProjectionsService).waitFor(granted.position);
  return admin;
}
