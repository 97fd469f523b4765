import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { giveawayStream } from '../../giveaways/domain/giveaway.events';
import { snapshotOf } from '../domain/giveaway-snapshot';
import type { EntryConfirmationJob } from '../reactors/entry-mail.reactor';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const saoPaulo = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long', timeStyle: 'short' });

/** The entry confirmation, in pt-BR, with the entry id and a link to the entry page. */
@Injectable()
export class EntryEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async sendConfirmation({ entryId, sorteioId, nome, email }: EntryConfirmationJob): Promise<void> {
    const giveaway = snapshotOf(await this.events.readStream(giveawayStream(sorteioId)));
    if (!giveaway.exists) return;
    const href = `${this.config.publicUrl}/sorteio/${sorteioId}/minha-inscricao`;
    const titulo = escapeHtml(giveaway.titulo);
    await this.mailer.send({
      to: email,
      subject: `Inscrição confirmada: ${giveaway.titulo}`,
      html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">Inscrição confirmada!</h1><p>Olá, ${escapeHtml(nome)}!</p>
<p>Você está participando do sorteio <strong>${titulo}</strong>, que será realizado em ${saoPaulo(giveaway.dataSorteio)} (horário de Brasília).</p>
<p>Número da sua inscrição: <code>${entryId}</code></p>
<p><a href="${href}">Ver minha inscrição</a></p>
<p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>`,
      text: `Olá, ${nome}! Sua inscrição no sorteio "${giveaway.titulo}" está confirmada. Número da inscrição: ${entryId}. Sorteio em ${saoPaulo(giveaway.dataSorteio)}. Veja em ${href}`,
    });
  }
}
