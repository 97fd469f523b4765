import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { escapeHtml, emailPage } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountReader } from '../../accounts/accounts.public';
import { WEBHOOK_ENDPOINTS, WebhookEndpointView } from '../projections/webhooks.projection';
import type { WebhookPausedMailJob } from '../reactors/webhook-delivery.reactor';

const WHY: Record<WebhookPausedMailJob['motivo'], string> = {
  'http-410': 'o endereço respondeu 410 (Gone), dizendo que não existe mais',
  falhas: 'todas as entregas falharam nos últimos 5 dias',
  plano: 'o seu plano não inclui mais webhooks (eles fazem parte do Pro)',
};

/** Tells a creator that one of their webhook endpoints was paused, and how to resume it. */
@Injectable()
export class WebhookEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
  ) {}

  async sendPaused({ endpointId, criadorId, motivo }: WebhookPausedMailJob): Promise<void> {
    const [owner, endpoint] = await Promise.all([
      this.accounts.byId(criadorId),
      this.store.collection<WebhookEndpointView>(WEBHOOK_ENDPOINTS).findOne({ _id: endpointId }),
    ]);
    if (!owner || !endpoint) return;
    const link = `${this.config.publicUrl}/dashboard/integracoes`;
    const paragraphs = [
      `Pausamos o envio de eventos para o webhook <strong>${escapeHtml(endpoint.url)}</strong> porque ${WHY[motivo]}.`,
      'Os eventos continuam registrados. Depois de corrigir o receptor, reative o webhook e use "Reenviar desde" para receber o que ficou para trás.',
    ];
    await this.mailer.send({
      to: owner.email,
      subject: 'Webhook pausado — Sorteios',
      html: emailPage('Webhook pausado', `Olá, ${escapeHtml(owner.primeiroNome)}!`, paragraphs, { href: link, label: 'Ver integrações' }),
      text: `Olá, ${owner.primeiroNome}!\n\nPausamos o envio de eventos para o webhook ${endpoint.url} porque ${WHY[motivo]}.\nOs eventos continuam registrados. Depois de corrigir o receptor, reative o webhook e use "Reenviar desde" para receber o que ficou para trás.\n\n${link}`,
    });
  }
}
