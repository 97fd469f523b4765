import { Injectable } from '@nestjs/common';
import { AccountIdentities } from '../../accounts/accounts.public';
import { GiveawayCounts } from '../../giveaways/giveaways.public';
import { PLANS, planById, planOf, type Plan, type PlanFeature, type PlanId, type PlanLimits } from '../domain/plans';

/** A plan as the API answers it: a copy, so the shared, frozen data never leaves the module. */
export interface PresentedPlan {
  id: PlanId;
  nome: string;
  precoMensalCentavos: number;
  precoAnualCentavos: number;
  moeda: 'BRL';
  limites: { -readonly [K in keyof PlanLimits]: PlanLimits[K] };
  recursos: PlanFeature[];
}

export interface PresentedMyPlan {
  plano: PlanId;
  ativoAte: string | null;
  limites: PresentedPlan['limites'];
  recursos: PlanFeature[];
  uso: { sorteiosAtivos: number };
}

const present = (plan: Plan): PresentedPlan => ({ ...plan, limites: { ...plan.limites }, recursos: [...plan.recursos] });

@Injectable()
export class PlanReader {
  constructor(
    private readonly accounts: AccountIdentities,
    private readonly giveaways: GiveawayCounts,
  ) {}

  all(): PresentedPlan[] {
    return PLANS.map(present);
  }

  /**
   * The caller's plan and usage. The account is read through AccountIdentities so a person
   * signed up a moment ago (not yet in the users read model) is answered, on Grátis, rather
   * than refused.
   */
  async mine(userId: string): Promise<PresentedMyPlan> {
    const [account, sorteiosAtivos] = await Promise.all([this.accounts.byId(userId), this.giveaways.activeBy(userId)]);
    const { id, limites, recursos } = present(planById(planOf({ isPro: account?.isPro === true })));
    // No paid periods yet: Pro is granted by an admin and lasts until taken away.
    return { plano: id, ativoAte: null, limites, recursos, uso: { sorteiosAtivos } };
  }
}
