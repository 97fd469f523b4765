import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { MAILER, Mailer } from '../../../../platform/mail/mailer.port';
import type { PasswordResetJob, VerifyEmailJob } from '../../reactors/account-mail.reactor';
import { SignedTokens } from './signed-tokens';
import { UserDirectory } from './user-directory';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const saoPaulo = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

function layout(title: string, greeting: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${title}</h1><p>${greeting}</p>${body}
<p><a href="${link.href}" style="background:#6d28d9;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${link.label}</a></p>
<p style="font-size:12px;color:#6b7280">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${link.href}</p>
<p style="font-size:12px;color:#6b7280">Sorteios — sorteios verificáveis.</p></body></html>`;
}

/** The account e-mails, in pt-BR, each with a link that the SPA's screens accept. */
@Injectable()
export class AccountEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly tokens: SignedTokens,
    private readonly directory: UserDirectory,
  ) {}

  async sendVerification({ userId, verificacaoId }: VerifyEmailJob): Promise<void> {
    const user = await this.directory.byId(userId);
    if (!user?.email || user.emailVerified || user.verificacaoId !== verificacaoId) return;
    const href = `${this.config.publicUrl}/verificar-email?token=${this.tokens.sign('verify-email', userId, verificacaoId)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Confirme seu e-mail no Sorteios',
      html: layout('Confirme seu e-mail', `Olá, ${escapeHtml(user.profile.nome)}!`, ['Para confirmar que este e-mail é seu, clique no botão abaixo.'], {
        href,
        label: 'Confirmar e-mail',
      }),
      text: `Olá, ${user.profile.nome}! Confirme seu e-mail no Sorteios: ${href}`,
    });
  }

  async sendPasswordReset({ userId, requestId, expiresAt }: PasswordResetJob): Promise<void> {
    const user = await this.directory.byId(userId);
    if (!user?.email) return;
    const href = `${this.config.publicUrl}/nova-senha?token=${this.tokens.sign('reset-password', userId, requestId)}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Redefinição de senha do Sorteios',
      html: layout(
        'Redefinição de senha',
        `Olá, ${escapeHtml(user.profile.nome)}!`,
        [
          'Recebemos um pedido para redefinir a senha da sua conta.',
          `O link vale até ${saoPaulo(expiresAt)} (horário de Brasília) e só pode ser usado uma vez.`,
          'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
        ],
        { href, label: 'Criar nova senha' },
      ),
      text: `Olá, ${user.profile.nome}! Para criar uma nova senha, acesse: ${href} (válido até ${saoPaulo(expiresAt)}).`,
    });
  }
}
