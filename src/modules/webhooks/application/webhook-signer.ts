import { Webhook } from 'standardwebhooks';

const signers = new Map<string, Webhook>();

/**
 * The Standard Webhooks headers of one try: `webhook-id` (the delivery's, the same on every
 * try), `webhook-timestamp` (now, in Unix seconds) and `webhook-signature`, one `v1,…` per
 * secret that signs now, space-separated (two during a rotation's 24 h).
 */
export function signedHeaders(deliveryId: string, secrets: string[], now: Date, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => {
    let signer = signers.get(secret);
    if (!signer) {
      signer = new Webhook(secret);
      signers.set(secret, signer);
    }
    return signer.sign(deliveryId, now, body);
  });
  return {
    'webhook-id': deliveryId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
