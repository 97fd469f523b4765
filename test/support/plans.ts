import { registerUser } from './accounts';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { subscriptionDecider } from '../../src/modules/plans/domain/subscription.decider';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import type { TestApp } from './test-app';

/** Makes an account Pro as an admin's grant does (ProActivated, origem admin), once the read models show it. */
export async function grantPro(t: TestApp, userId: string) {
  const result = await t.app
    .get(StreamExecutor)
    .execute(userStream(userId), subscriptionDecider, { type: 'GrantPro', userId, adminId: 'teste', motivo: 'teste' }, { userId: null, correlationId: 'teste' });
  await t.app.get(ProjectionsService).waitFor(result.position);
}

/** Takes Pro away as an admin's revocation does (ProExpired, origem admin). */
export async function revokePro(t: TestApp, userId: string) {
  const result = await t.app
    .get(StreamExecutor)
    .execute(userStream(userId), subscriptionDecider, { type: 'RevokePro', userId, adminId: 'teste', motivo: 'teste' }, { userId: null, correlationId: 'teste' });
  await t.app.get(ProjectionsService).waitFor(result.position);
}

/**
 * A creator on Pro, for suites that publish more giveaways, winners or fields than Grátis
 * allows; the limits themselves are tested in plan-limits.test.ts.
 */
export async function registerProUser(t: TestApp, overrides: Parameters<typeof registerUser>[1] = {}) {
  const account = await registerUser(t, overrides);
  await grantPro(t, account.user.id);
  return account;
}
