import { createPublicKey, verify } from 'node:crypto';
import type { Ed25519Verify } from './log-v2';

/** DER header of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the raw 32-byte key follows it. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Ed25519 verification through node:crypto, for the server's tests and sorteios-verify. */
export const nodeEd25519Verify: Ed25519Verify = (publicKey, message, signature) => {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]), format: 'der', type: 'spki' });
  return verify(null, message, key, signature);
};
