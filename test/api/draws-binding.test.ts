import request from 'supertest';
import { historyStepHash, verifyReceipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { registerProUser } from '../support/plans';
import { closeGiveaway, drawGiveaway, logKeyOptions, seedEntries } from '../support/draws';
import { bearer, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 17, the auditor's findings: a receipt bound to the close's commitment, replacements checked and capped. */
describe('draw receipts bound to the commitment, and capped replacements', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerProUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const failing = async (receipt: unknown, commitment?: unknown) =>
    (await verifyReceipt(receipt, nodeDrawCrypto, { ...(await logKeyOptions(t)), ...(commitment === undefined ? {} : { commitment }) })).checks.filter((c) => !c.ok).map((c) => c.id);
  const replace = (id: string, entryId: string, motivo: string) =>
    request(t.http).post(`/api/giveaways/${id}/winners/${entryId}/replace`).set(bearer(creator.accessToken)).send({ motivo });

  async function closed(entrants: number) {
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, g.id, entrants);
    await closeGiveaway(t, g.id, creator.accessToken);
    return g;
  }

  it('publishes the commitment with its history step and salt commitment, and the receipt points at that step', async () => {
    const g = await closed(6);
    // What a participant keeps from the close, before anyone knows the result.
    const kept = (await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200)).body;
    expect(kept.saltCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.step).toMatchObject({ type: 'DrawCommitted', position: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/), signature: null });
    expect(await historyStepHash(kept.step.prevHash, kept.step, nodeDrawCrypto)).toBe(kept.step.hash);
    expect(kept.step.data).toMatchObject({ merkleRoot: kept.merkleRoot, seedCommitment: kept.seedCommitment, saltCommitment: kept.saltCommitment, closePosition: kept.closePosition });

    await drawGiveaway(t, g.id, { quantidade: 2, suplentes: 1 }, creator.accessToken).expect(200);
    const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
    const history = (await request(t.http).get(`/api/giveaways/${g.id}/history`).expect(200)).body;
    expect(receipt.commitmentStep).toEqual(kept.step);
    expect(receipt.commitmentStep).toEqual({ ...history.steps.find((s: { type: string }) => s.type === 'DrawCommitted'), titulo: undefined, signature: null });
    expect(receipt.maxSubstituicoes).toBe(2);

    for (const published of [kept, history]) {
      const result = await verifyReceipt(receipt, nodeDrawCrypto, { ...(await logKeyOptions(t)), commitment: published });
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      expect(result.commitmentChecked).toBe(true);
      expect(result.checks.map((c) => c.id)).toEqual(expect.arrayContaining(['commitment-step', 'commitment', 'salt']));
    }

    // A receipt re-rolled after the close carries another seed commitment: the kept commitment refuses it.
    const reRolled = { ...receipt, seedCommitment: 'ab'.repeat(32) };
    expect(await failing(reRolled, kept)).toEqual(expect.arrayContaining(['seed-commitment', 'commitment-step', 'commitment']));
    // A receipt naming a commitment step other than the published one fails too.
    const otherStep = { ...receipt, commitmentStep: { ...receipt.commitmentStep, hash: 'cd'.repeat(32) } };
    expect(await failing(otherStep, kept)).toEqual(['commitment-step', 'commitment']);
    // So does a salt other than the committed one.
    expect(await failing({ ...receipt, salt: '00'.repeat(32) }, kept)).toEqual(['salt']);
  });

  it('caps replacements at one per winner by default: the auditor’s four swaps of a single winner are refused after the first', async () => {
    const g = await closed(5);
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 1, suplentes: 4 }, creator.accessToken).expect(200)).body;
    expect(drawn.receipt.maxSubstituicoes).toBe(1);
    const first = await replace(g.id, drawn.vencedores[0].entryId, 'Não respondeu no prazo.').expect(200);
    expect(first.body.substituicoes).toEqual([
      expect.objectContaining({ winnerRank: 1, replacedEntryId: drawn.vencedores[0].entryId, byRank: 2, byEntryId: drawn.suplentes[0].entryId, motivo: 'Não respondeu no prazo.' }),
    ]);
    const second = await replace(g.id, drawn.suplentes[0].entryId, 'Também não respondeu.').expect(409);
    expect(second.body).toMatchObject({
      code: 'REPLACEMENT_LIMIT_REACHED',
      message: 'Este sorteio permite no máximo 1 substituição de ganhador, número definido na hora do sorteio.',
    });
    const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
    const history = (await request(t.http).get(`/api/giveaways/${g.id}/history`).expect(200)).body;
    expect(await failing(receipt, history)).toEqual([]);
    // A receipt claiming the swaps the server refused is flagged by the verifier.
    const claimed = { ...receipt, maxSubstituicoes: undefined, substituicoes: [...receipt.substituicoes, { ...receipt.substituicoes[0], winnerRank: 1, replacedEntryId: drawn.suplentes[0].entryId, byRank: 3, byEntryId: drawn.suplentes[1].entryId, position: receipt.substituicoes[0].position + 1 }] };
    expect(await failing(claimed)).toEqual(['replacements']);
  });

  it('allows as many replacements as the draw fixed, each shown with its reason and checked against the history', async () => {
    const g = await closed(5);
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 1, suplentes: 4, maxSubstituicoes: 4 }, creator.accessToken).expect(200)).body;
    let holder = drawn.vencedores[0].entryId as string;
    for (const [k, alternate] of (drawn.suplentes as { entryId: string }[]).entries()) {
      await replace(g.id, holder, `Motivo ${k + 1}: não respondeu.`).expect(200);
      holder = alternate.entryId;
    }
    const receipt = (await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200)).body;
    expect(receipt.substituicoes.map((s: { byRank: number }) => s.byRank)).toEqual([2, 3, 4, 5]);
    const history = (await request(t.http).get(`/api/giveaways/${g.id}/history`).expect(200)).body;
    const result = await verifyReceipt(receipt, nodeDrawCrypto, { ...(await logKeyOptions(t)), commitment: history });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    expect(result.checks.find((c) => c.id === 'replacements')!.detail).toMatch(/^4 de no máximo 4: .*“Motivo 4: não respondeu\.”/);
    // Hiding one of them from the receipt does not survive the history.
    expect(await failing({ ...receipt, substituicoes: receipt.substituicoes.slice(0, 3) }, history)).toEqual(['history']);
  });

  it('refuses a negative cap in the draw request', async () => {
    const g = await closed(3);
    const res = await drawGiveaway(t, g.id, { quantidade: 1, maxSubstituicoes: -1 }, creator.accessToken).expect(400);
    expect(res.body.fields.maxSubstituicoes).toEqual(['O máximo de substituições não pode ser negativo.']);
  });
});
