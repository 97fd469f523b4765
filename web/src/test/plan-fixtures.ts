import type { MyPlan } from '@sorteios/api-contract';

/** GET /api/me/plan of a Grátis account on an installation that takes payments with Stripe. */
export function aFreePlan(overrides: Partial<MyPlan> = {}): MyPlan {
  return {
    plano: 'gratis',
    ativoAte: null,
    origem: null,
    ciclo: null,
    cancelada: false,
    cobranca: 'stripe',
    podeGerenciar: false,
    limites: { sorteiosAtivos: 3, inscricoesPorSorteio: 1000, vencedoresESuplentes: 5, camposPersonalizados: 3 },
    recursos: [],
    uso: { sorteiosAtivos: 1 },
    ...overrides,
  };
}
