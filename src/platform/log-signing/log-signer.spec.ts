import { generateKeyPairSync } from 'node:crypto';
import { logLeafV2, verifyEntryReceipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';
import type { AppConfig } from '../../config/app-config';
import { rawEd25519PublicKey } from '../../config/log-signing-key';
import { LogSigner } from './log-signer';

const signerWith = (privateKey = generateKeyPairSync('ed25519').privateKey, retiredPublicKeys: Buffer[] = []) =>
  new LogSigner({ logSigning: { privateKey, retiredPublicKeys } } as unknown as AppConfig);

describe('LogSigner', () => {
  it('lists the active key first and every retired one after a rotation, each with its keyId', () => {
    const old = generateKeyPairSync('ed25519').privateKey;
    const signer = signerWith(undefined, [rawEd25519PublicKey(old)]);
    expect(signer.keys.map((k) => k.status)).toEqual(['ativa', 'aposentada']);
    expect(signer.keys[1].publicKey).toBe(rawEd25519PublicKey(old).toString('base64'));
    for (const key of signer.keys) expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(signer.keys[0].keyId).not.toBe(signer.keys[1].keyId);
  });

  it('signs heads that verify with the published key, and a receipt signed before a rotation still verifies with the retired one', async () => {
    const old = signerWith();
    const head = old.sign({ giveawayId: 'g-1', treeSize: 1, root: 'ab'.repeat(32), time: '2026-01-10T12:00:00.000Z' });
    // A one-leaf tree: the root is the leaf itself and the proof is empty.
    const participantHash = new Uint8Array(32).fill(1);
    const leaf = Buffer.from(await logLeafV2('e-1', participantHash, nodeDrawCrypto)).toString('hex');
    const receipt = { version: 2, ...old.sign({ ...head, root: leaf }), entryId: 'e-1', index: 0, participantHash: Buffer.from(participantHash).toString('hex'), leaf, inclusionProof: [] };
    const rotated = signerWith(undefined, [Buffer.from(old.current.publicKey, 'base64')]);
    const keys = Object.fromEntries(rotated.keys.map((k) => [k.keyId, Buffer.from(k.publicKey, 'base64')]));
    expect(await verifyEntryReceipt(receipt, keys, nodeDrawCrypto, nodeEd25519Verify)).toMatchObject({ ok: true });
    const withoutRetired = { [rotated.current.keyId]: Buffer.from(rotated.current.publicKey, 'base64') };
    expect((await verifyEntryReceipt(receipt, withoutRetired, nodeDrawCrypto, nodeEd25519Verify)).ok).toBe(false);
  });
});
