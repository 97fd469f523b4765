/** A plan's id (GET /api/plans `id`, GET /api/me/plan `plano`). */
export type PlanId = 'gratis' | 'pro';

/** What only some plans include; the SPA names every one of them. */
export type PlanFeature = 'webhooks' | 'tokens-api' | 'instagram' | 'insights-completos' | 'sem-rodape';

/** A plan's limits; null means no limit. */
export interface PlanLimits {
  /** Giveaways published and still open to entries, at once. */
  sorteiosAtivos: number | null;
  inscricoesPorSorteio: number | null;
  vencedoresESuplentes: number | null;
  camposPersonalizados: number | null;
}

/** An item of GET /api/plans (anyone), cheapest first. */
export interface Plan {
  id: PlanId;
  nome: string;
  /** Prices in cents of `moeda`: 2990 is R$ 29,90. */
  precoMensalCentavos: number;
  precoAnualCentavos: number;
  moeda: 'BRL';
  limites: PlanLimits;
  recursos: PlanFeature[];
}

/** GET /api/me/plan (signed in): the caller's plan and how much of it they use. */
export interface MyPlan {
  plano: PlanId;
  /** When a paid period ends; null while Pro is granted by an admin (no end) and on Grátis. */
  ativoAte: string | null;
  limites: PlanLimits;
  recursos: PlanFeature[];
  uso: {
    sorteiosAtivos: number;
  };
}
