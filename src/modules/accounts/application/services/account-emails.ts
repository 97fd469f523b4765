import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { emailPage, escapeHtml } from '../../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../../platform/mail/mailer.port';
import type { PasswordResetJob, VerifyEmailJob } from '../../reactors/account-mail.reactor';
import { SignedTokens } from './signed-tokens';
import { UserDirectory } from './user-directory';

const saoPaulo = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

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
      html: emailPage('Confirme seu e-mail', `Olá, ${escapeHtml(user.profile.nome)}!`, ['Para confirmar que este e-mail é seu, clique no botão abaixo.'], {
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
    // An account made by an outside sign-in has no password yet: the same link sets its first one.
    const first = user.passwordHash === null;
    await this.mailer.send({
      to: user.email,
      subject: first ? 'Definição de senha do Sorteios' : 'Redefinição de senha do Sorteios',
      html: emailPage(
        first ? 'Definição de senha' : 'Redefinição de senha',
        `Olá, ${escapeHtml(user.profile.nome)}!`,
        [
          first
            ? 'Recebemos um pedido para definir uma senha na sua conta, que hoje você acessa com uma conta externa (como o Google).'
            : 'Recebemos um pedido para redefinir a senha da sua conta.',
          `O link vale até ${saoPaulo(expiresAt)} (horário de Brasília) e só pode ser usado uma vez.`,
          first ? 'Se não foi você, ignore este e-mail: nada muda na sua conta.' : 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
        ],
        { href, label: first ? 'Definir senha' : 'Criar nova senha' },
      ),
      text: `Olá, ${user.profile.nome}! Para ${first ? 'definir uma senha' : 'criar uma nova senha'}, acesse: ${href} (válido até ${saoPaulo(expiresAt)}).`,
    });
  }
}
