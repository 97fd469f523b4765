import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { escapeHtml } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { AccountReader } from '../../accounts/accounts.public';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import type { ReportOutcomeJob, SuspensionMailJob } from '../reactors/moderation-mail.reactor';

const paragraphs = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">${body}<p>Equipe Sorteios</p><p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>`;

type Recipient = { email: string; nome: string };

/** Moderation's e-mails, in pt-BR, signed by the team: the admin who decided is never named. */
@Injectable()
export class ModerationEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly accounts: AccountReader,
    private readonly lifecycles: GiveawayLifecycles,
  ) {}

  async sendReportOutcome({ sorteioId, userId, resultado }: ReportOutcomeJob): Promise<void> {
    const [reporter, giveaway] = await Promise.all([this.person(userId), this.lifecycles.of(sorteioId)]);
    if (!reporter) return;
    const titulo = giveaway.content?.titulo || 'um sorteio';
    const outcome =
      resultado === 'procedente'
        ? 'Depois de analisar sua denúncia, nossa equipe concluiu que ela é procedente e tomou as medidas cabíveis.'
        : 'Depois de analisar sua denúncia, nossa equipe não encontrou violação das regras da plataforma, e o sorteio segue como estava.';
    await this.mailer.send({
      to: reporter.email,
      subject: `Sua denúncia foi analisada: ${titulo}`,
      html: page(`<p>Olá, ${escapeHtml(reporter.nome)}!</p>
<p>Você denunciou o sorteio <strong>${escapeHtml(titulo)}</strong>. ${outcome}</p>
<p>Resultado: <strong>${resultado}</strong>.</p>
<p>Obrigado por ajudar a manter os sorteios justos.</p>`),
      text: `Olá, ${reporter.nome}!\n\nVocê denunciou o sorteio "${titulo}". ${outcome}\n\nResultado: ${resultado}.\n\nObrigado por ajudar a manter os sorteios justos.\n\nEquipe Sorteios`,
    });
  }

  async sendSuspended({ giveawayId, motivo }: SuspensionMailJob): Promise<void> {
    const creator = await this.creatorOf(giveawayId);
    if (!creator) return;
    const { person, titulo } = creator;
    await this.mailer.send({
      to: person.email,
      subject: `Seu sorteio foi suspenso: ${titulo}`,
      html: page(`<p>Olá, ${escapeHtml(person.nome)}!</p>
<p>Seu sorteio <strong>${escapeHtml(titulo)}</strong> foi suspenso pela moderação. Enquanto estiver suspenso, ele não aparece nas listas públicas, e a página dele avisa que está suspenso.</p>
<p>Motivo:</p><blockquote>${paragraphs(motivo)}</blockquote>
<p>Se você acredita que houve um engano, responda pelo formulário de contato: <a href="${this.config.publicUrl}/feedback">${this.config.publicUrl}/feedback</a>.</p>`),
      text: `Olá, ${person.nome}!\n\nSeu sorteio "${titulo}" foi suspenso pela moderação. Enquanto estiver suspenso, ele não aparece nas listas públicas.\n\nMotivo: ${motivo}\n\nSe você acredita que houve um engano, fale com a gente: ${this.config.publicUrl}/feedback\n\nEquipe Sorteios`,
    });
  }

  async sendReinstated({ giveawayId, motivo }: SuspensionMailJob): Promise<void> {
    const creator = await this.creatorOf(giveawayId);
    if (!creator) return;
    const { person, titulo } = creator;
    const href = `${this.config.publicUrl}/sorteio/${giveawayId}`;
    await this.mailer.send({
      to: person.email,
      subject: `Seu sorteio voltou a ser exibido: ${titulo}`,
      html: page(`<p>Olá, ${escapeHtml(person.nome)}!</p>
<p>A suspensão do seu sorteio <strong>${escapeHtml(titulo)}</strong> foi retirada: ele volta a aparecer nas listas públicas.</p>
<p>Motivo:</p><blockquote>${paragraphs(motivo)}</blockquote>
<p><a href="${href}">Ver o sorteio</a></p>`),
      text: `Olá, ${person.nome}!\n\nA suspensão do seu sorteio "${titulo}" foi retirada: ele volta a aparecer nas listas públicas.\n\nMotivo: ${motivo}\n\n${href}\n\nEquipe Sorteios`,
    });
  }

  private async creatorOf(giveawayId: string): Promise<{ person: Recipient; titulo: string } | null> {
    const giveaway = await this.lifecycles.of(giveawayId);
    if (!isPresent(giveaway) || !giveaway.criadorId) return null;
    const person = await this.person(giveaway.criadorId);
    return person ? { person, titulo: giveaway.content?.titulo ?? '' } : null;
  }

  private async person(userId: string): Promise<Recipient | null> {
    // E-mails greet people by their first name ("Olá, Ana!").
    const account = await this.accounts.byId(userId);
    return account ? { email: account.email, nome: account.primeiroNome } : null;
  }
}
