import { Injectable } from '@nestjs/common';
import { AccountIdentities } from '../../accounts/accounts.public';
import { planById, planOf, type PlanFeature, type PlanId, type PlanLimits } from '../domain/plans';

/** What a person's plan allows now. */
export interface Entitlement {
  plano: PlanId;
  /** As people read it: "Grátis", "Pro". */
  nome: string;
  limites: PlanLimits;
  recursos: readonly PlanFeature[];
}

/**
 * The plan a person is on, for the deciders that enforce a limit (their handlers pass the
 * numbers in; the decider owns the rule). Read through AccountIdentities: the `users` read
 * model's Pro flag, which plans' events set, or the person's own stream before it is
 * projected, so a Pro activated a moment ago counts at once.
 */
@Injectable()
export class Entitlements {
  constructor(private readonly accounts: AccountIdentities) {}

  async of(userId: string): Promise<Entitlement> {
    const account = await this.accounts.byId(userId);
    const plan = planById(planOf({ isPro: account?.isPro === true }));
    return { plano: plan.id, nome: plan.nome, limites: plan.limites, recursos: plan.recursos };
  }
}
