import { Injectable } from '@nestjs/common';
import { AccountIdentities } from '../../accounts/accounts.public';
import { GiveawayCounts } from '../../giveaways/giveaways.public';
import type { MyPlan, Plan as PlanAnswer } from '@sorteios/api-contract';
import { PLANS, planById, planOf, type Plan } from '../domain/plans';

/** A plan as the API answers it: a copy, so the shared, frozen data never leaves the module. */
const present = (plan: Plan): PlanAnswer => ({ ...plan, limites: { ...plan.limites }, recursos: [...plan.recursos] });

@Injectable()
export class PlanReader {
  constructor(
    private readonly accounts: AccountIdentities,
    private readonly giveaways: GiveawayCounts,
  ) {}

  all(): PlanAnswer[] {
    return PLANS.map(present);
  }

  /**
   * The caller's plan and usage. The account is read through AccountIdentities so a person
   * signed up a moment ago (not yet in the users read model) is answered, on Grátis, rather
   * than refused.
   */
  async mine(userId: string): Promise<MyPlan> {
    const [account, sorteiosAtivos] = await Promise.all([this.accounts.byId(userId), this.giveaways.activeBy(userId)]);
    const { id, limites, recursos } = present(planById(planOf({ isPro: account?.isPro === true })));
    // No paid periods yet: Pro is granted by an admin and lasts until taken away.
    return { plano: id, ativoAte: null, limites, recursos, uso: { sorteiosAtivos } };
  }
}
