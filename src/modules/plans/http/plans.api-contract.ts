import type { Answers, MyPlan, Plan, PlanFeature, PlanId, ResolvedBy } from '@sorteios/api-contract';
import type { PlanReader } from '../application/plan-reader';
import type { PlanFeature as ServerPlanFeature, PlanId as ServerPlanId } from '../domain/plans';

/*
 * What plans' answers promise the SPA (@sorteios/api-contract), checked at compile time:
 * a field renamed, retyped or dropped here fails `npm run typecheck`.
 */

/** GET /api/plans. */
export type PlansAnswer = Answers<Plan[], ReturnType<PlanReader['all']>>;
/** GET /api/me/plan. */
export type MyPlanAnswer = Answers<MyPlan, ResolvedBy<PlanReader['mine']>>;

/** The SPA names every plan and every feature (labels, the pricing page): the unions are equal. */
export type PlanIdAnswer = Answers<PlanId, ServerPlanId>;
export type PlanIdListed = Answers<ServerPlanId, PlanId>;
export type PlanFeatureAnswer = Answers<PlanFeature, ServerPlanFeature>;
export type PlanFeatureListed = Answers<ServerPlanFeature, PlanFeature>;
