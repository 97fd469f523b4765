/**
 * The plans, as data, in one place (issue 12): what each costs and what it allows. The API
 * serves them (GET /api/plans), the pricing page shows them, and the limits will be checked
 * against these same numbers. Pure TypeScript: no Nest, no storage.
 */

export const PLAN_IDS = ['gratis', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What only some plans include; the SPA names each one in pt-BR. */
export const PLAN_FEATURES = ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Each limit is a count; null means the plan sets no limit. */
export interface PlanLimits {
  /** Giveaways published and still open to entries (not closed, drawn, cancelled or deleted), at once. */
  readonly sorteiosAtivos: number | null;
  readonly inscricoesPorSorteio: number | null;
  /** Winners and alternates of one draw together. */
  readonly vencedoresESuplentes: number | null;
  /** Fields a creator adds to the entry form beyond name and e-mail. */
  readonly camposPersonalizados: number | null;
}

export interface Plan {
  readonly id: PlanId;
  /** As people read it. */
  readonly nome: string;
  /** Prices in BRL cents, so no sum ever meets a floating-point rounding. */
  readonly precoMensalCentavos: number;
  readonly precoAnualCentavos: number;
  readonly moeda: 'BRL';
  readonly limites: PlanLimits;
  readonly recursos: readonly PlanFeature[];
}

// Frozen all the way down: every caller shares these objects, and a limit changed by one
// caller would silently change it for all.
const frozen = (plan: Plan): Plan => Object.freeze({ ...plan, limites: Object.freeze({ ...plan.limites }), recursos: Object.freeze([...plan.recursos]) });

const GRATIS = frozen({
  id: 'gratis',
  nome: 'Grátis',
  precoMensalCentavos: 0,
  precoAnualCentavos: 0,
  moeda: 'BRL',
  limites: { sorteiosAtivos: 3, inscricoesPorSorteio: 1_000, vencedoresESuplentes: 5, camposPersonalizados: 3 },
  recursos: [],
});

const PRO = frozen({
  id: 'pro',
  nome: 'Pro',
  precoMensalCentavos: 2_990,
  // Ten months' price: two months free when paid by the year.
  precoAnualCentavos: 29_900,
  moeda: 'BRL',
  limites: { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 },
  recursos: ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'],
});

/** Every plan, cheapest first (the order the pricing page shows them in). */
export const PLANS: readonly Plan[] = Object.freeze([GRATIS, PRO]);

export function planById(id: PlanId): Plan {
  return id === 'pro' ? PRO : GRATIS;
}

/** The plan a person is on. Today Pro is a flag an admin grants; billing will set it too. */
export function planOf(user: { isPro: boolean }): PlanId {
  return user.isPro ? 'pro' : 'gratis';
}

/** The person's plan includes this feature (PLAN_REQUIRED otherwise, where it is an action). */
export function planIncludes(user: { isPro: boolean }, feature: PlanFeature): boolean {
  return planById(planOf(user)).recursos.includes(feature);
}
