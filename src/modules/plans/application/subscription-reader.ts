import { Inject, Injectable } from '@nestjs/common';
import type { AdminSubscription, AdminSubscriptions, PlanHistoryItem } from '@sorteios/api-contract';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountReader } from '../../accounts/accounts.public';
import { planById } from '../domain/plans';
import { SUBSCRIPTIONS, type SubscriptionView } from '../projections/subscriptions.projection';

/** The boss's list is of people who are Pro now; more than this many is a later issue's pagination. */
const LIST_LIMIT = 1000;

/** Reads the subscriptions read model. */
@Injectable()
export class SubscriptionReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
  ) {}

  private get collection() {
    return this.store.collection<SubscriptionView>(SUBSCRIPTIONS);
  }

  of(userId: string): Promise<SubscriptionView | null> {
    return this.collection.findOne({ _id: userId });
  }

  /** Whom a provider's customer id belongs to (a webhook that carries no user id of ours). */
  async userOfCustomer(clienteId: string): Promise<string | null> {
    const [view] = await this.collection.find({ clienteId }, { limit: 1 });
    return view?.userId ?? null;
  }

  async history(userId: string): Promise<PlanHistoryItem[]> {
    return (await this.of(userId))?.historico ?? [];
  }

  /** Everyone on Pro now, the paid ones' monthly recurring revenue (a year counts one twelfth). */
  async current(): Promise<AdminSubscriptions> {
    const views = await this.collection.find({ pro: true }, { limit: LIST_LIMIT });
    const accounts = await this.accounts.byIds(views.map((v) => v.userId));
    const pro = planById('pro');
    let mrrCentavos = 0;
    let assinantesPagos = 0;
    const items: AdminSubscription[] = views.map((v) => {
      if (v.origem === 'stripe') {
        assinantesPagos++;
        mrrCentavos += v.ciclo === 'anual' ? pro.precoAnualCentavos / 12 : pro.precoMensalCentavos;
      }
      return {
        userId: v.userId,
        username: accounts.get(v.userId)?.username ?? '',
        origem: v.origem ?? 'admin',
        ciclo: v.ciclo,
        ativoAte: v.ativoAte,
        cancelada: v.cancelada,
        desde: v.desde ?? '',
      };
    });
    items.sort((a, b) => b.desde.localeCompare(a.desde));
    return { items, mrrCentavos: Math.round(mrrCentavos), assinantesPagos, concedidos: views.length - assinantesPagos };
  }
}
