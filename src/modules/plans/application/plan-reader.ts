import { Inject, Injectable } from '@nestjs/common';
import { AccountIdentities } from '../../accounts/accounts.public';
import { GiveawayCounts } from '../../giveaways/giveaways.public';
import type { MyPlan, Plan as PlanAnswer } from '@sorteios/api-contract';
import { PLANS, planById, planOf, type Plan } from '../domain/plans';
import { PAYMENT_PROVIDER, type PaymentProvider } from './billing/payment-provider.port';
import { SubscriptionReader } from './subscription-reader';

/** A plan as the API answers it: a copy, so the shared, frozen data never leaves the module. */
const present = (plan: Plan): PlanAnswer => ({ ...plan, limites: { ...plan.limites }, recursos: [...plan.recursos] });

@Injectable()
export class PlanReader {
  constructor(
    private readonly accounts: AccountIdentities,
    private readonly giveaways: GiveawayCounts,
    private readonly subscriptions: SubscriptionReader,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
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
    const [account, sorteiosAtivos, subscription] = await Promise.all([this.accounts.byId(userId), this.giveaways.activeBy(userId), this.subscriptions.of(userId)]);
    const { id, limites, recursos } = present(planById(planOf({ isPro: account?.isPro === true })));
    const pro = id === 'pro' ? subscription : null;
    return {
      plano: id,
      ativoAte: pro?.ativoAte ?? null,
      // Pro granted before billing existed has no subscription document yet: an admin's.
      origem: id === 'pro' ? (pro?.origem ?? 'admin') : null,
      ciclo: pro?.ciclo ?? null,
      cancelada: pro?.cancelada ?? false,
      cobranca: this.provider.name,
      podeGerenciar: this.provider.name !== 'manual' && subscription?.clienteId != null,
      limites,
      recursos,
      uso: { sorteiosAtivos },
    };
  }
}
