import { Inject, Injectable } from '@nestjs/common';
import { createHash, createPublicKey, sign } from 'node:crypto';
import { type SignedTreeHead, type TreeHead, treeHeadMessage } from '@sorteios/verifiable-draw';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { rawEd25519PublicKey } from '../../config/log-signing-key';

/** One published log key: the current one signs, retired ones only verify old heads. */
export interface LogPublicKey {
  keyId: string;
  /** The raw 32-byte Ed25519 public key, in standard base64. */
  publicKey: string;
  /** The same key as an SPKI PEM, for tools such as openssl. */
  publicKeyPem: string;
  status: 'ativa' | 'aposentada';
}

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** keyId: the first 16 hex digits of SHA-256 of the raw public key (logKeyId in the package). */
const keyIdOf = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 16);

const publicKeyOf = (raw: Buffer, status: LogPublicKey['status']): LogPublicKey => ({
  keyId: keyIdOf(raw),
  publicKey: raw.toString('base64'),
  publicKeyPem: createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, raw]), format: 'der', type: 'spki' }).export({ format: 'pem', type: 'spki' }).toString(),
  status,
});

/**
 * Signs tree heads with the platform's log key (Ed25519 over treeHeadMessage of the package,
 * docs/verifiable-draws.md "Versão 2"). One signature costs tens of microseconds, so every
 * receipt gets its own signed head rather than waiting for a batch.
 */
@Injectable()
export class LogSigner {
  readonly current: LogPublicKey;
  readonly keys: LogPublicKey[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.current = publicKeyOf(rawEd25519PublicKey(config.logSigning.privateKey), 'ativa');
    const retired = config.logSigning.retiredPublicKeys.map((raw) => publicKeyOf(raw, 'aposentada')).filter((k) => k.keyId !== this.current.keyId);
    this.keys = [this.current, ...retired];
  }

  sign(head: TreeHead): SignedTreeHead {
    const signature = sign(null, treeHeadMessage(head), this.config.logSigning.privateKey).toString('hex');
    return { giveawayId: head.giveawayId, treeSize: head.treeSize, root: head.root, time: head.time, signature, keyId: this.current.keyId };
  }
}
