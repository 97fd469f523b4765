import type { DomainEvent } from '../../../platform/ddd/decider';

/** The published event contract of the contact form: one stream per message. */
export const feedbackStream = (feedbackId: string) => `feedback-${feedbackId}`;

export const FEEDBACK_TYPES = ['sugestao', 'problema', 'elogio'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export type FeedbackSent = DomainEvent<
  'FeedbackSent',
  { feedbackId: string; nome: string; email: string; mensagem: string; tipo: FeedbackType; userId: string | null }
>;
export type FeedbackMarkedRead = DomainEvent<'FeedbackMarkedRead', { feedbackId: string }>;
export type FeedbackMarkedUnread = DomainEvent<'FeedbackMarkedUnread', { feedbackId: string }>;
/** `respondidoPor` is the admin; the e-mail to the sender does not name them. */
export type FeedbackReplied = DomainEvent<'FeedbackReplied', { feedbackId: string; mensagem: string; respondidoPor: string }>;
export type FeedbackEvent = FeedbackSent | FeedbackMarkedRead | FeedbackMarkedUnread | FeedbackReplied;
