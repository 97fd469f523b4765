import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { emailPage, escapeHtml } from '../../../platform/mail/email-html';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { AccountReader } from '../../accounts/accounts.public';
import type { SubscriptionMailJob } from '../reactors/subscription-mail.reactor';

const day = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

interface Letter {
  subject: string;
  title: string;
  paragraphs: string[];
  link: { path: string; label: string };
}

/**
 * The subscription's e-mails, in pt-BR. The payment-failed one links to the dashboard's
 * "Gerenciar assinatura": a provider's portal link is valid for minutes only, so the e-mail
 * sends the person where a fresh one is opened.
 */
function letterFor(job: SubscriptionMailJob): Letter {
  switch (job.tipo) {
    case 'ativado':
      return {
        subject: 'Seu Pro está ativo no Sorteios',
        title: 'Bem-vindo ao Pro!',
        paragraphs: [
          'Seu plano Pro está ativo: sorteios ativos sem limite, até 1.000.000 de inscrições por sorteio, até 100 vencedores e suplentes e até 20 campos no formulário.',
          job.ativoAte ? `O período pago vai até ${day(job.ativoAte)}.` : 'Ele foi concedido pela equipe do Sorteios.',
        ],
        link: { path: '/dashboard', label: 'Ir para o painel' },
      };
    case 'pagamento-falhou':
      return {
        subject: 'Não conseguimos cobrar a renovação do seu Pro',
        title: 'O pagamento não foi aprovado',
        paragraphs: [
          'A cobrança da renovação do seu plano Pro não foi aprovada. Vamos tentar de novo nos próximos dias.',
          'Para não perder o Pro, confira ou troque a forma de pagamento em "Gerenciar assinatura".',
        ],
        link: { path: '/dashboard', label: 'Gerenciar assinatura' },
      };
    case 'termina-em-breve':
      return {
        subject: 'Seu Pro termina em breve',
        title: 'Seu Pro termina em 7 dias',
        paragraphs: [
          `Sua assinatura foi cancelada e o Pro vale até ${job.ativoAte ? day(job.ativoAte) : 'o fim do período pago'}.`,
          'Depois disso, seus sorteios continuam no ar com as inscrições que já têm; só as novas ações seguem os limites do plano Grátis.',
        ],
        link: { path: '/precos', label: 'Continuar no Pro' },
      };
    case 'encerrado':
      return {
        subject: 'Seu Pro terminou',
        title: 'Seu Pro terminou',
        paragraphs: [
          'Sua conta voltou ao plano Grátis. Nada do que você já criou foi apagado: sorteios em andamento mantêm seus inscritos.',
          'Novas ações seguem os limites do plano Grátis. Você pode voltar ao Pro quando quiser.',
        ],
        link: { path: '/precos', label: 'Ver planos' },
      };
  }
}

@Injectable()
export class SubscriptionEmails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly accounts: AccountReader,
  ) {}

  async send(job: SubscriptionMailJob): Promise<void> {
    const account = await this.accounts.byId(job.userId);
    if (!account?.email) return;
    const letter = letterFor(job);
    const href = `${this.config.publicUrl}${letter.link.path}`;
    const greeting = `Olá, ${escapeHtml(account.primeiroNome || account.username)}!`;
    await this.mailer.send({
      to: account.email,
      subject: letter.subject,
      html: emailPage(letter.title, greeting, letter.paragraphs.map(escapeHtml), { href, label: letter.link.label }),
      text: `${greeting} ${letter.paragraphs.join(' ')} ${letter.link.label}: ${href}`,
    });
  }
}
