import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of plans (issue 12): every change of a person's entitlement is
 * one of these, recorded on the person's own stream (accounts' `user-{id}`), so the history of
 * a subscription can be audited. `origem` says who changed it: an admin, or the payment
 * provider (`stripe`). `eventoProvedorId` is the provider's event id, the key that makes a
 * replayed webhook change nothing.
 */
export type SubscriptionSource = 'admin' | 'stripe';
export type BillingCycle = 'mensal' | 'anual';

type Provenance = { userId: string; origem: SubscriptionSource; eventoProvedorId: string | null };

/** Pro begins. `ativoAte`: end of the paid period (null: granted by an admin, no end). */
export type ProActivated = DomainEvent<
  'ProActivated',
  Provenance & {
    ativoAte: string | null;
    /** `ativoAte` is the checkout's estimate (a cycle from now) until the provider says when the period ends. */
    ativoAteEstimado?: boolean;
    ciclo: BillingCycle | null;
    clienteId: string | null;
    assinaturaId: string | null;
    adminId?: string | null;
    motivo?: string | null;
  }
>;
/** A new period was paid (or a cancellation was undone): Pro lasts until `ativoAte`. */
export type ProRenewed = DomainEvent<'ProRenewed', Provenance & { ativoAte: string | null }>;
/** It will not renew: still Pro until `ativoAte`, then it ends. */
export type ProCancelled = DomainEvent<'ProCancelled', Provenance & { ativoAte: string | null }>;
/** Pro ended; `motivo` says why ('prazo' when the paid period ran out). */
export type ProExpired = DomainEvent<'ProExpired', Provenance & { adminId?: string | null; motivo?: string | null }>;
/** A renewal charge failed; the provider will try again. The person is told (with the portal link). */
export type ProPaymentFailed = DomainEvent<'ProPaymentFailed', Provenance>;
/** The person was told that their cancelled Pro ends on `ativoAte` (once per end date). */
export type ProEndingNoticed = DomainEvent<'ProEndingNoticed', { userId: string; ativoAte: string }>;

export type SubscriptionEvent = ProActivated | ProRenewed | ProCancelled | ProExpired | ProPaymentFailed | ProEndingNoticed;

export const SUBSCRIPTION_EVENT_TYPES: readonly SubscriptionEvent['type'][] = [
  'ProActivated',
  'ProRenewed',
  'ProCancelled',
  'ProExpired',
  'ProPaymentFailed',
  'ProEndingNoticed',
];
