import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { AccountReader } from '../../../accounts/accounts.public';
import { billingErrors } from '../../domain/billing.errors';
import { planById } from '../../domain/plans';
import type { BillingCycle } from '../../domain/subscription.events';
import { ChangeSubscriptionCommand } from '../subscriptions/change-subscription.command';
import { SubscriptionReader } from '../subscription-reader';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';

/**
 * Checkout, the customer portal and the provider's webhook. Checkout and portal record
 * nothing: Pro begins only when the provider's signed webhook says it was paid, and that
 * webhook is acknowledged only after its event is appended (a failure answers 5xx and the
 * provider delivers it again; the provider's event id makes the second time change nothing).
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly accounts: AccountReader,
    private readonly subscriptions: SubscriptionReader,
    private readonly commands: CommandBus,
  ) {}

  async checkout(userId: string, ciclo: BillingCycle): Promise<{ url: string }> {
    if (this.provider.name === 'manual') throw billingErrors.notConfigured();
    const [account, subscription] = await Promise.all([this.accounts.byId(userId), this.subscriptions.of(userId)]);
    if (!account) throw new DomainError('USER_NOT_FOUND', 'Usuário não encontrado.');
    if (account.isPro) throw billingErrors.alreadyPro();
    const pro = planById('pro');
    return this.provider.checkout({
      userId,
      email: account.email,
      ciclo,
      precoCentavos: ciclo === 'anual' ? pro.precoAnualCentavos : pro.precoMensalCentavos,
      clienteId: subscription?.clienteId ?? null,
      successUrl: `${this.config.publicUrl}/dashboard?assinatura=sucesso`,
      cancelUrl: `${this.config.publicUrl}/precos?assinatura=cancelada`,
    });
  }

  async portal(userId: string): Promise<{ url: string }> {
    if (this.provider.name === 'manual') throw billingErrors.notConfigured();
    const clienteId = (await this.subscriptions.of(userId))?.clienteId;
    if (!clienteId) throw billingErrors.noSubscription();
    return this.provider.portal({ clienteId, returnUrl: `${this.config.publicUrl}/dashboard` });
  }

  /** Answers once the event is recorded (or known to need nothing). */
  async webhook(rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<{ recebido: true }> {
    if (!rawBody) throw billingErrors.invalidSignature();
    const evento = this.provider.parseWebhook(rawBody, headers);
    if (!evento) return { recebido: true };
    const userId = evento.userId ?? (evento.clienteId ? await this.subscriptions.userOfCustomer(evento.clienteId) : null);
    if (!userId) {
      // Not ours to act on (a customer made outside this installation): retrying would not help.
      this.logger.warn({ eventoProvedorId: evento.id, tipo: evento.tipo }, 'Evento de pagamento sem usuário conhecido: ignorado');
      return { recebido: true };
    }
    try {
      await this.commands.execute(new ChangeSubscriptionCommand(userId, { type: 'ApplyProviderEvent', evento }, { userId: null, correlationId: evento.id }));
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'USER_NOT_FOUND')) throw err;
      this.logger.warn({ eventoProvedorId: evento.id, userId }, 'Evento de pagamento de uma conta que não existe: ignorado');
    }
    return { recebido: true };
  }
}
