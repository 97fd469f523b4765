import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { escapeHtml } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { AccountReader } from '../../accounts/accounts.public';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { upcastWinnersDrawn } from '../domain/draw-upcasters';
import { drawStream, WinnersDrawn } from '../domain/draw.events';
import type { DrawResultMailJob, WinnerMailJob } from '../reactors/draw-mail.reactor';

const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">${body}` +
  `<p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>`;

/** The draw's e-mails, in pt-BR: the good news to each winner, the result to the creator. */
@Injectable()
export class DrawEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly accounts: AccountReader,
  ) {}

  /** The title and creator of the giveaway, or null once it is gone (nothing to tell then). */
  private async presentGiveaway(giveawayId: string): Promise<{ titulo: string; criadorId: string } | null> {
    const giveaway = await this.lifecycles.of(giveawayId);
    return isPresent(giveaway) ? { titulo: giveaway.content?.titulo ?? '', criadorId: giveaway.criadorId ?? '' } : null;
  }

  private links(giveawayId: string) {
    const sorteio = `${this.config.publicUrl}/sorteio/${giveawayId}`;
    return { sorteio, verificar: `${sorteio}/verificar` };
  }

  async sendToWinner({ giveawayId, entryId, nome, email }: WinnerMailJob): Promise<void> {
    const giveaway = await this.presentGiveaway(giveawayId);
    if (!giveaway) return;
    const { sorteio, verificar } = this.links(giveawayId);
    await this.mailer.send({
      to: email,
      subject: `Você foi sorteado(a)! ${giveaway.titulo}`,
      html: page(
        `<h1 style="font-size:20px">Você foi sorteado(a)!</h1><p>Olá, ${escapeHtml(nome)}!</p>` +
          `<p>Sua inscrição <code>${entryId}</code> foi sorteada em <strong>${escapeHtml(giveaway.titulo)}</strong>. ` +
          `Quem organizou o sorteio vai entrar em contato para combinar a entrega do prêmio.</p>` +
          `<p><a href="${sorteio}">Ver o sorteio</a> · <a href="${verificar}">Conferir o resultado</a></p>`,
      ),
      text: `Olá, ${nome}! Você foi sorteado(a) em "${giveaway.titulo}" (inscrição ${entryId}). Veja o sorteio em ${sorteio} e confira o resultado em ${verificar}`,
    });
  }

  async sendResultToCreator({ giveawayId }: DrawResultMailJob): Promise<void> {
    const giveaway = await this.presentGiveaway(giveawayId);
    if (!giveaway) return;
    const creator = await this.accounts.byId(giveaway.criadorId);
    const drawn = (await this.events.readStream(drawStream(giveawayId))).find((e) => e.type === 'WinnersDrawn');
    if (!creator || !drawn) return;
    const { vencedores, suplentes, receipt } = upcastWinnersDrawn(drawn.data as WinnersDrawn['data']);
    const { sorteio, verificar } = this.links(giveawayId);
    const lines = vencedores.map((v, i) => `${i + 1}º: ${v.nome} <${v.email}> (inscrição ${v.entryId})`);
    await this.mailer.send({
      to: creator.email,
      subject: `Resultado do sorteio: ${giveaway.titulo}`,
      html: page(
        `<h1 style="font-size:20px">Sorteio realizado</h1><p>Olá, ${escapeHtml(creator.primeiroNome)}!</p>` +
          `<p>O sorteio <strong>${escapeHtml(giveaway.titulo)}</strong> foi realizado entre ${receipt.entrantCount} inscritos.</p>` +
          `<p>Ganhadores:</p><ol>${lines.map((l) => `<li>${escapeHtml(l.replace(/^\d+º: /, ''))}</li>`).join('')}</ol>` +
          `<p>Suplentes sorteados: ${suplentes.length}.</p>` +
          `<p><a href="${sorteio}">Ver o sorteio</a> · <a href="${verificar}">Recibo verificável</a></p>`,
      ),
      text:
        `Olá, ${creator.primeiroNome}! O sorteio "${giveaway.titulo}" foi realizado entre ${receipt.entrantCount} inscritos.\n` +
        `Ganhadores:\n${lines.join('\n')}\nSuplentes sorteados: ${suplentes.length}.\nVeja em ${sorteio} e o recibo verificável em ${verificar}`,
    });
  }
}
