import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { escapeHtml } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { giveawayStream } from '../../giveaways/domain/giveaway.events';
import { foldGiveaway, isPresent } from '../../giveaways/giveaways.public';
import type { EntryConfirmationJob } from '../reactors/entry-mail.reactor';

// One formatter for every e-mail: toLocaleString with options builds a new one per call, a tenth of a millisecond.
const SAO_PAULO = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'long', timeStyle: 'short' });
const saoPaulo = (iso: string) => SAO_PAULO.format(new Date(iso));

const footer = '<p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>';

/**
 * The entry confirmation, in pt-BR, with the entry id and a link to the entry page; or, when
 * the entry raced the close and the log recorded it after, the news that it is not in the draw.
 */
@Injectable()
export class EntryEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async sendConfirmation({ entryId, sorteioId, nome, email, position }: EntryConfirmationJob): Promise<void> {
    const recorded = await this.events.readStream(giveawayStream(sorteioId));
    const lifecycle = foldGiveaway(recorded);
    const giveaway = isPresent(lifecycle) ? lifecycle.content : null;
    if (!giveaway) return;
    const href = `${this.config.publicUrl}/sorteio/${sorteioId}/minha-inscricao`;
    const titulo = escapeHtml(giveaway.titulo);
    const closedAt = recorded.find((e) => e.type === 'GiveawayClosed')?.position;
    if (position !== undefined && closedAt !== undefined && position > closedAt) {
      await this.mailer.send({
        to: email,
        subject: `Sua inscrição não entrou no sorteio: ${giveaway.titulo}`,
        html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">Sua inscrição chegou depois do encerramento</h1><p>Olá, ${escapeHtml(nome)}!</p>
<p>As inscrições do sorteio <strong>${titulo}</strong> foram encerradas no mesmo instante em que a sua foi enviada, e o registro do sorteio mostra que ela chegou logo depois do encerramento. Por isso ela não faz parte da lista de participantes deste sorteio.</p>
<p>A lista de participantes é fixada no encerramento para que ninguém possa incluir ou tirar inscrições depois; não é possível abrir exceções.</p>
<p>Número da inscrição: <code>${entryId}</code> — <a href="${href}">ver detalhes</a></p>
${footer}`,
        text: `Olá, ${nome}! Sua inscrição no sorteio "${giveaway.titulo}" foi registrada logo depois do encerramento das inscrições e por isso não participa do sorteio: a lista de participantes é fixada no encerramento. Número da inscrição: ${entryId}. Detalhes em ${href}`,
      });
      return;
    }
    await this.mailer.send({
      to: email,
      subject: `Inscrição confirmada: ${giveaway.titulo}`,
      html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">Inscrição confirmada!</h1><p>Olá, ${escapeHtml(nome)}!</p>
<p>Você está participando do sorteio <strong>${titulo}</strong>, que será realizado em ${saoPaulo(giveaway.dataSorteio)} (horário de Brasília).</p>
<p>Número da sua inscrição: <code>${entryId}</code></p>
<p><a href="${href}">Ver minha inscrição</a></p>
${footer}`,
      text: `Olá, ${nome}! Sua inscrição no sorteio "${giveaway.titulo}" está confirmada. Número da inscrição: ${entryId}. Sorteio em ${saoPaulo(giveaway.dataSorteio)}. Veja em ${href}`,
    });
  }
}
