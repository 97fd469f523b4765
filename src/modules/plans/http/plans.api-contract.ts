import type { Answers, PlanFeature, PlanId } from '@sorteios/api-contract';
import type { PlanFeature as ServerPlanFeature, PlanId as ServerPlanId } from '../domain/plans';

/*
 * PlanReader answers with the contract's own Plan and MyPlan (@sorteios/api-contract). The
 * domain keeps its own ids, which must stay the contract's, checked here at compile time.
 */

/** The SPA names every plan and every feature (labels, the pricing page): the unions are equal. */
export type PlanIdAnswer = Answers<PlanId, ServerPlanId>;
export type PlanIdListed = Answers<ServerPlanId, PlanId>;
export type PlanFeatureAnswer = Answers<PlanFeature, ServerPlanFeature>;
export type PlanFeatureListed = Answers<ServerPlanFeature, PlanFeature>;
