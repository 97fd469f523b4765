import type { WebhookEventType } from './webhook.events';

/** Our events that a webhook sends, by the name it sends them under. */
export const WEBHOOK_TYPE_OF: Readonly<Record<string, WebhookEventType>> = Object.freeze({
  GiveawayPublished: 'giveaway.published',
  GiveawayClosed: 'giveaway.closed',
  GiveawayCancelled: 'giveaway.cancelled',
  EntrySubmitted: 'entry.submitted',
  DrawCommitted: 'draw.committed',
  WinnersDrawn: 'draw.completed',
  WinnerReplaced: 'winner.replaced',
});

/** The giveaway an event of WEBHOOK_TYPE_OF belongs to. */
export function giveawayIdOf(data: Record<string, unknown>): string {
  return String(data.giveawayId ?? data.sorteioId);
}

/**
 * A delivery's id, and its `webhook-id` header: derived from the event and the endpoint, so
 * every try, a replay of the log and a replay requested by the owner all carry the same one.
 */
export function deliveryIdOf(sha256Hex: (text: string) => string, eventId: string, endpointId: string): string {
  const h = sha256Hex(`${endpointId}:${eventId}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
