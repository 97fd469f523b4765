import type { HttpOutcome } from '../webhook-http';

/** One delivery's try, handed to the send thread with all it needs (the thread reads no store). */
export interface SendItem {
  /** Endpoint × giveaway: the thread sends one lane's items one at a time, in the order given. */
  lane: string;
  /** The lane's generation: a newer one makes the thread drop what it holds of older ones. */
  epoch: number;
  deliveryId: string;
  url: string;
  /** The endpoint's secrets: those still valid at the try sign it (two during a rotation). */
  secrets: Array<{ secret: string; validoAte: string | null }>;
  body: string;
  /** Nothing to send (the event is missing from the log): reported as this failure, in its turn. */
  failure?: string;
}

export type ToSendThread =
  | { type: 'send'; item: SendItem }
  /** Stop the lanes whose key starts with this (an endpoint paused or deleted, or '' for all). */
  | { type: 'halt'; lanePrefix: string };

/** Every item handed to the thread gets exactly one reply: its try's outcome, or unsent. */
export type FromSendThread =
  | { type: 'sent'; lane: string; epoch: number; deliveryId: string; outcome: HttpOutcome }
  | { type: 'unsent'; lane: string; epoch: number; deliveryId: string };
