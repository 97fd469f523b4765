export const FEEDBACK_TYPES = ['sugestao', 'problema', 'elogio'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface FeedbackInput {
  nome: string;
  email: string;
  mensagem: string;
  tipo: FeedbackType;
}

export interface FeedbackReply {
  id: string;
  mensagem: string;
  respondidoPor: string;
  respondidoEm: string;
}

/** A message as the admins' inbox shows it. */
export interface Feedback extends FeedbackInput {
  id: string;
  userId: string | null;
  lida: boolean;
  lidaEm: string | null;
  criadoEm: string;
  respostas: FeedbackReply[];
}

export interface FeedbackPage {
  items: Feedback[];
  nextCursor: string | null;
  naoLidas: number;
}

/** The inbox filter: every message, only unread, only read (?lida= on the API). */
export type FeedbackFilter = 'todas' | 'naoLidas' | 'lidas';
