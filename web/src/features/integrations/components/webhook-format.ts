import type { NoneMissing, WebhookEventType } from '@sorteios/api-contract';

/** Every type an endpoint can subscribe to, in the order the form lists them (API.md, "Integrations"). */
export const WEBHOOK_EVENT_TYPES = [
  'giveaway.published',
  'giveaway.closed',
  'giveaway.cancelled',
  'entry.submitted',
  'draw.committed',
  'draw.completed',
  'winner.replaced',
] as const satisfies readonly WebhookEventType[];
/** Compiles only while the form lists every type the contract names. */
export type AllWebhookEventTypesListed = NoneMissing<Exclude<WebhookEventType, (typeof WEBHOOK_EVENT_TYPES)[number]>>;

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

/** '2026-03-09T15:00:05.000Z' → '09/03/2026, 12:00:05', São Paulo time whatever the browser's zone. */
export function formatSaoPauloDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

// The server escapes & < > " ' as numeric references (&#60;) before storing a receiver's answer.
const ESCAPED = /&#(38|60|62|34|39);/g;

/**
 * The receiver's answer as the characters it sent, for a text node: React escapes it again on
 * the way out, so `<script>` shows as those eight characters and never becomes markup.
 */
export function answerAsText(escaped: string): string {
  return escaped.replace(ESCAPED, (_match, code: string) => String.fromCharCode(Number(code)));
}
