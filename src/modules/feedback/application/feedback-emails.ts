import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { escapeHtml } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { feedbackDecider } from '../domain/feedback.decider';
import { feedbackStream, FeedbackType } from '../domain/feedback.events';
import type { FeedbackReplyJob } from '../reactors/feedback-reply-mail.reactor';

const paragraphs = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
const TIPO: Record<FeedbackType, string> = { sugestao: 'sugestão', problema: 'problema', elogio: 'elogio' };

/** The admins' answer to a contact-form message, signed by the team (never by the admin's name). */
@Injectable()
export class FeedbackEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly executor: StreamExecutor,
  ) {}

  async sendReply({ feedbackId, mensagem }: FeedbackReplyJob): Promise<void> {
    const { state } = await this.executor.load(feedbackStream(feedbackId), feedbackDecider);
    if (!state.exists) return;
    const tipo = state.tipo ? TIPO[state.tipo] : 'mensagem';
    await this.mailer.send({
      to: state.email,
      subject: 'Resposta à sua mensagem — Sorteios',
      html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Olá, ${escapeHtml(state.nome)}!</p>
<p>${paragraphs(mensagem)}</p>
<p>Equipe Sorteios</p>
<hr><p style="font-size:12px;color:#6b7280">Sua mensagem (${tipo}):</p>
<blockquote style="font-size:12px;color:#6b7280">${paragraphs(state.mensagem)}</blockquote>
<p style="font-size:12px;color:#6b7280">Para escrever de novo, use <a href="${this.config.publicUrl}/feedback">${this.config.publicUrl}/feedback</a>.</p>
</body></html>`,
      text: `Olá, ${state.nome}!\n\n${mensagem}\n\nEquipe Sorteios\n\n---\nSua mensagem (${tipo}):\n${state.mensagem}\n\nPara escrever de novo: ${this.config.publicUrl}/feedback`,
    });
  }
}
