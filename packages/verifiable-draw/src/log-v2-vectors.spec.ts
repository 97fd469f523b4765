import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHex, toHex } from './bytes';
import { type EntryReceipt, logKeyId, logLeafV2, logParticipantHash, saltCommitment, type SignedTreeHead, treeHeadMessage, webEd25519Verify } from './log-v2';
import { nodeDrawCrypto } from './node-crypto';
import { nodeEd25519Verify } from './node-ed25519';
import { MerkleLog } from './transparency-log';
import { verifyEntryReceipt, verifyReceiptConsistency } from './verify-v2';
import { createWebDrawCrypto } from './web-crypto';

/**
 * The version-2 vector published in docs/test-vectors/ (docs/verifiable-draws.md "Versão 2"),
 * recomputed here so the doc cannot drift from the code. Ed25519 signatures are deterministic
 * (RFC 8032), so the signed heads are fixed too. UPDATE_TEST_VECTORS=1 rewrites the file (only
 * after a deliberate change of version).
 */
const file = join(__dirname, '..', '..', '..', 'docs', 'test-vectors', 'v2-registro-de-inscricoes.json');
const sequence = (start: number) => toHex(Uint8Array.from({ length: 32 }, (_, i) => start + i));
const sha256 = (data: Uint8Array) => nodeDrawCrypto.sha256(data) as Uint8Array;

const input = {
  giveawayId: 'vetor-v2',
  salt: sequence(0x80),
  /** The log key's 32-byte Ed25519 seed (RFC 8032's private key): a test key, never a real one. */
  signingKeySeed: sequence(0xa0),
  entrants: [
    ...Array.from({ length: 5 }, (_, i) => ({ entryId: `inscricao-${i + 1}`, participantId: `usuario-${i + 1}` })),
    { entryId: 'inscricao-6', participantId: 'instagram:17880000000000042' },
    { entryId: 'inscrição-7', participantId: 'usuária-ç' },
  ],
  /** The receipt of this entry, given when the log had `receiptTreeSize` leaves, at `receiptTime`. */
  receiptIndex: 2,
  receiptTreeSize: 5,
  receiptTime: '2026-01-10T12:00:00.000Z',
  /** The final head, at the close, over every leaf. */
  finalTime: '2026-01-20T12:00:00.000Z',
};

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

async function compute() {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, fromHex(input.signingKeySeed)]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
  const keyId = await logKeyId(publicKey, nodeDrawCrypto);
  const signHead = (treeSize: number, root: string, time: string): SignedTreeHead & { message: string } => {
    const head = { giveawayId: input.giveawayId, treeSize, root, time };
    const message = treeHeadMessage(head);
    return { ...head, signature: sign(null, message, privateKey).toString('hex'), keyId, message: toHex(message) };
  };
  const salt = fromHex(input.salt);
  const log = new MerkleLog(sha256);
  const leaves = [];
  for (const { entryId, participantId } of input.entrants) {
    const participantHash = (await logParticipantHash(salt, participantId, nodeDrawCrypto)) as Uint8Array;
    const leaf = await logLeafV2(entryId, participantHash, nodeDrawCrypto);
    log.append(leaf);
    leaves.push({ entryId, participantId, participantHash: toHex(participantHash), leaf: toHex(leaf) });
  }
  const roots = Array.from({ length: log.size }, (_, i) => toHex(log.root(i + 1)));
  const { message: receiptMessage, ...receiptHead } = signHead(input.receiptTreeSize, roots[input.receiptTreeSize - 1], input.receiptTime);
  const entry = leaves[input.receiptIndex];
  const receipt: EntryReceipt = {
    version: 2,
    ...receiptHead,
    entryId: entry.entryId,
    index: input.receiptIndex,
    participantHash: entry.participantHash,
    leaf: entry.leaf,
    inclusionProof: log.inclusionProof(input.receiptIndex, input.receiptTreeSize).map(toHex),
  };
  const { message: finalMessage, ...finalHead } = signHead(log.size, roots[log.size - 1], input.finalTime);
  return {
    input,
    expected: {
      saltCommitment: toHex(await saltCommitment(salt, nodeDrawCrypto)),
      publicKey: Buffer.from(publicKey).toString('base64'),
      keyId,
      leaves,
      roots,
      receiptTreeHeadMessage: receiptMessage,
      receipt,
      finalTreeHeadMessage: finalMessage,
      finalHead,
      consistencyProof: log.consistencyProof(input.receiptTreeSize, log.size).map(toHex),
      inclusionProofAtFinal: log.inclusionProof(input.receiptIndex, log.size).map(toHex),
    },
  };
}

describe('the published version-2 test vector', () => {
  it('is what the code computes, byte for byte', async () => {
    const computed = await compute();
    if (process.env.UPDATE_TEST_VECTORS === '1') writeFileSync(file, `${JSON.stringify(computed, null, 2)}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(computed);
  });

  it("verifies with node:crypto and with WebCrypto, and the receipt is consistent with the final head", async () => {
    const { expected } = JSON.parse(readFileSync(file, 'utf8'));
    const keys = { [expected.keyId]: Buffer.from(expected.publicKey, 'base64') };
    for (const [crypto, ed25519] of [
      [nodeDrawCrypto, nodeEd25519Verify],
      [createWebDrawCrypto(), webEd25519Verify],
    ] as const) {
      expect(await verifyEntryReceipt(expected.receipt, keys, crypto, ed25519)).toMatchObject({ ok: true });
      const consistent = await verifyReceiptConsistency({ receipt: expected.receipt, head: expected.finalHead, proof: expected.consistencyProof }, keys, crypto, ed25519);
      expect(consistent.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('fails the receipt once any signed field changes', async () => {
    const { expected } = JSON.parse(readFileSync(file, 'utf8'));
    const keys = { [expected.keyId]: Buffer.from(expected.publicKey, 'base64') };
    for (const change of [{ giveawayId: 'outro' }, { time: '2026-01-10T12:00:00.001Z' }, { treeSize: 6 }, { root: expected.roots[5] }]) {
      const result = await verifyEntryReceipt({ ...expected.receipt, ...change }, keys, nodeDrawCrypto, nodeEd25519Verify);
      expect(result.checks.find((c) => c.id === 'signature')).toMatchObject({ ok: false });
    }
  });
});
