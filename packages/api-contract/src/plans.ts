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

/** Who changed a person's Pro: an admin, or the payment provider. */
export type SubscriptionSource = 'admin' | 'stripe';
export type BillingCycle = 'mensal' | 'anual';

/** GET /api/me/plan (signed in): the caller's plan and how much of it they use. */
export interface MyPlan {
  plano: PlanId;
  /** When a paid period ends; null while Pro is granted by an admin (no end) and on Grátis. */
  ativoAte: string | null;
  /** Who made this person Pro (null on Grátis). */
  origem: SubscriptionSource | null;
  ciclo: BillingCycle | null;
  /** Pro that will not renew: it ends at `ativoAte`. */
  cancelada: boolean;
  /** How this installation takes payments: `manual` (none: talk to the team) or `stripe`. */
  cobranca: 'manual' | 'stripe';
  /** A paid subscription exists: POST /api/billing/portal opens its management page. */
  podeGerenciar: boolean;
  limites: PlanLimits;
  recursos: PlanFeature[];
  uso: {
    sorteiosAtivos: number;
  };
}

/** POST /api/billing/checkout body; answered with `BillingRedirect`. */
export interface CheckoutRequest {
  plano: 'pro';
  ciclo: BillingCycle;
}

/** POST /api/billing/checkout and POST /api/billing/portal: where to send the person. */
export interface BillingRedirect {
  url: string;
}

/** An item of GET /api/admin/subscriptions: a person who is Pro now. */
export interface AdminSubscription {
  userId: string;
  username: string;
  origem: SubscriptionSource;
  ciclo: BillingCycle | null;
  ativoAte: string | null;
  cancelada: boolean;
  /** When this Pro began. */
  desde: string;
}

/** GET /api/admin/subscriptions (admin). */
export interface AdminSubscriptions {
  items: AdminSubscription[];
  /** Monthly recurring revenue of paid subscriptions, in BRL cents (a yearly one counts 1/12). */
  mrrCentavos: number;
  assinantesPagos: number;
  /** Pro granted by an admin (no revenue). */
  concedidos: number;
}

/** An item of GET /api/admin/users/:id/plan-history (admin), oldest first. */
export interface PlanHistoryItem {
  tipo: 'ProActivated' | 'ProRenewed' | 'ProCancelled' | 'ProExpired' | 'ProPaymentFailed' | 'ProEndingNoticed';
  at: string;
  origem: SubscriptionSource | null;
  ativoAte: string | null;
  motivo: string | null;
}
