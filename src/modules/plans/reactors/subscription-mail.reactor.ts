import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { JobQueue } from '../../../platform/jobs/job-queue.port';
import type { Reactor } from '../../../platform/projections/projection';

export const SUBSCRIPTION_MAIL_JOB = 'mail.subscription';

/** Which e-mail: Pro activated, a payment failed, Pro ends in a week, Pro ended. */
export type SubscriptionMailKind = 'ativado' | 'pagamento-falhou' | 'termina-em-breve' | 'encerrado';
export interface SubscriptionMailJob {
  userId: string;
  tipo: SubscriptionMailKind;
  ativoAte: string | null;
}

const KIND_OF: Record<string, SubscriptionMailKind> = {
  ProActivated: 'ativado',
  ProPaymentFailed: 'pagamento-falhou',
  ProEndingNoticed: 'termina-em-breve',
  ProExpired: 'encerrado',
};

/** One e-mail per entitlement event, keyed by the event id: a replay never mails twice. */
export function subscriptionMailReactor(queue: JobQueue): Reactor {
  return {
    name: 'subscription-mail',
    async react(event: RecordedEvent) {
      const tipo = KIND_OF[event.type];
      if (!tipo) return;
      const d = event.data as { userId: string; ativoAte?: string | null };
      await queue.enqueue<SubscriptionMailJob>(SUBSCRIPTION_MAIL_JOB, event.id, { userId: d.userId, tipo, ativoAte: d.ativoAte ?? null });
    },
  };
}
