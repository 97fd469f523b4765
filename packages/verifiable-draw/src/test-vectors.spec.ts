import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHex, toHex } from './bytes';
import { runDraw, type DrawInput } from './draw';
import type { DrawCrypto } from './draw-crypto';
import { nodeDrawCrypto } from './node-crypto';
import { HmacCounterStream } from './random-stream';
import { verifyReceipt } from './verify';
import { createWebDrawCrypto } from './web-crypto';

/**
 * The vectors published in docs/test-vectors/ are recomputed here, so the spec cannot drift
 * from the code. UPDATE_TEST_VECTORS=1 rewrites them (only after a deliberate change of version).
 */
const dir = join(__dirname, '..', '..', '..', 'docs', 'test-vectors');
const sequence = (start: number) => toHex(Uint8Array.from({ length: 32 }, (_, i) => start + i));

const inputs = {
  'sem-aleatoriedade-publica': {
    giveawayId: 'vetor-1',
    entrants: Array.from({ length: 7 }, (_, i) => ({ entryId: `inscricao-${i + 1}`, participantId: `usuario-${i + 1}` })),
    salt: sequence(0x00),
    serverSeed: sequence(0x20),
    publicRandomness: null,
    quantidade: 2,
    suplentes: 2,
    closePosition: 100,
    drawPosition: 101,
  },
  drand: {
    giveawayId: 'vetor-2',
    entrants: Array.from({ length: 10 }, (_, i) => ({ entryId: `e-${String(i).padStart(2, '0')}`, participantId: `participante-${i}` })),
    salt: sequence(0x40),
    serverSeed: sequence(0x60),
    // Round 3 of drand quicknet, as https://api.drand.sh/52db9ba7…e971/public/3 publishes it.
    publicRandomness: {
      source: 'drand',
      chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
      round: 3,
      randomness: '7ef4621ace1c6da4eb2eee7cd901f81385bca5b189771ec0f08d0d2566dd1a21',
      signature: 'b3fab6df720b68cc47175f2c777e86d84187caab5770906f515ff1099cb01e4deaa027075d860823e49477b93c72bd64',
    },
    quantidade: 3,
    suplentes: 1,
    closePosition: 200,
    drawPosition: 230,
  },
  'loteria-federal-nao-ascii': {
    giveawayId: 'vetor-3',
    entrants: [
      { entryId: 'inscrição-ação', participantId: 'usuário-1' },
      { entryId: 'inscricao-b', participantId: 'usuario-2' },
      { entryId: 'inscricao-c', participantId: 'usuario-3' },
      { entryId: 'inscricao-d', participantId: 'usuario-4' },
      { entryId: 'inscricao-e', participantId: 'usuario-5' },
    ],
    salt: sequence(0x80),
    serverSeed: sequence(0xa0),
    publicRandomness: { source: 'loteria-federal', date: '2025-06-14', premios: ['04821', '77310', '12066', '90457', '33318'] },
    quantidade: 1,
    suplentes: 10,
    closePosition: null,
    drawPosition: null,
  },
} as const;

type VectorInput = (typeof inputs)[keyof typeof inputs];

async function computeVector(raw: VectorInput, crypto: DrawCrypto) {
  const drawInput = { ...raw, salt: fromHex(raw.salt), serverSeed: fromHex(raw.serverSeed) } as unknown as DrawInput;
  const { receipt, commitment } = await runDraw(drawInput, crypto);
  const stream = new HmacCounterStream(fromHex(receipt.drawSeed), crypto);
  const firstUint32 = [];
  for (let k = 0; k < 8; k++) firstUint32.push(await stream.nextUint32());
  return {
    input: raw,
    expected: {
      participantHashes: raw.entrants.map((_, i) => toHex(commitment.participantHashes.subarray(i * 32, i * 32 + 32))),
      leaves: raw.entrants.map((_, i) => toHex(commitment.tree.leaf(i))),
      merkleRoot: receipt.merkleRoot,
      seedCommitment: receipt.seedCommitment,
      publicValue: receipt.publicRandomness?.value ?? null,
      drawSeed: receipt.drawSeed,
      streamBlock0: toHex(await new HmacCounterStream(fromHex(receipt.drawSeed), crypto).nextBlock()),
      firstUint32,
      rankedIndices: [...receipt.winners, ...receipt.alternates].map((e) => e.index),
      receipt,
    },
  };
}

describe('test vectors published in docs/test-vectors', () => {
  for (const [name, raw] of Object.entries(inputs)) {
    it(`${name}: the code reproduces the file, with Node and with WebCrypto, and the receipt is valid`, async () => {
      const file = join(dir, `${name}.json`);
      const computed = await computeVector(raw, nodeDrawCrypto);
      if (process.env.UPDATE_TEST_VECTORS === '1') writeFileSync(file, `${JSON.stringify(computed, null, 2)}\n`);
      const published = JSON.parse(readFileSync(file, 'utf8'));
      expect(JSON.parse(JSON.stringify(computed))).toEqual(published);
      expect(await computeVector(raw, createWebDrawCrypto())).toEqual(computed);
      expect((await verifyReceipt(published.expected.receipt, nodeDrawCrypto)).ok).toBe(true);
    });
  }
});
