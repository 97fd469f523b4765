/**
 * The public surface of plans: what other modules may use (docs/architecture.md, "Module
 * boundaries"). The published events are in domain/subscription.events.ts.
 */

/** What a person's plan allows now: the handlers of the deciders that enforce a limit read it. */
export { Entitlements, type Entitlement } from './application/entitlements';
/** Grant or take away Pro (moderation sends it for an admin), or apply a provider's event. */
export { ChangeSubscriptionCommand } from './application/subscriptions/change-subscription.command';
/** Whether an account's plan includes a feature (e.g. `sem-rodape`), from the plans' data. */
export { planIncludes, type PlanFeature } from './domain/plans';
