import request from 'supertest';
import { registerProUser } from '../support/plans';
import { DRAND_BEACONS } from '../../src/modules/draws/application/drand/drand-beacons.port';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { verifyParticipantInclusion, verifyReceipt } from '@sorteios/verifiable-draw';
import { Clock } from '../../src/platform/ddd/clock';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerUser } from '../support/accounts';
import { MovableClock, RecordedDrand, recordedRound } from '../support/drand';
import { closeGiveaway, drawGiveaway, logKeyOptions, seedEntries } from '../support/draws';
import { bearer, createGiveaway, giveawayBody, inDays, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

const QUICKNET_HASH = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const dayInBrasilia = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + plusDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

describe('draws with public randomness', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  const drand = new RecordedDrand();
  const clock = new MovableClock();
  beforeAll(async () => {
    t = await createTestApp({}, undefined, [
      { provide: DRAND_BEACONS, useValue: drand },
      { provide: Clock, useValue: clock },
    ]);
    creator = await registerProUser(t);
  });
  afterEach(() => {
    drand.nextRound = 3;
    clock.offsetMs = 0;
  });
  afterAll(() => t.close());

  const drawsRecorded = async (giveawayId: string) =>
    (await t.app.get<EventStore>(EVENT_STORE).readStream(`draw-${giveawayId}`)).filter((e) => e.type === 'WinnersDrawn');

  async function closedGiveaway(aleatoriedadePublica: unknown, entrants = 7, dataSorteio = inDays(7)) {
    const g = await publishedGiveaway(t, creator.accessToken, { aleatoriedadePublica, dataSorteio });
    await seedEntries(t, g.id, entrants);
    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    return g;
  }

  describe('drand', () => {
    it('commits to a drand round at the close, without revealing the seed or the salt', async () => {
      const g = await closedGiveaway({ fonte: 'drand' });
      const res = await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200);
      expect(res.body).toMatchObject({ entrantCount: 7, fonteAleatoriedade: { source: 'drand', chainHash: QUICKNET_HASH, round: 3 } });
      expect(res.body.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
      expect(res.body).not.toHaveProperty('salt');
      expect(res.body).not.toHaveProperty('serverSeed');
    });

    it('draws with the committed round, checked against the chain key, and the receipt verifies', async () => {
      const g = await closedGiveaway({ fonte: 'drand' });
      const res = await drawGiveaway(t, g.id, { quantidade: 2, suplentes: 1 }, creator.accessToken).expect(200);
      const { receipt } = res.body;
      const round3 = recordedRound(3);
      expect(receipt.publicRandomness).toMatchObject({ source: 'drand', chainHash: QUICKNET_HASH, round: 3, randomness: round3.randomness, signature: round3.signature });
      expect(receipt.guarantee).toBe('public-randomness-after-close');
      const verification = await verifyReceipt(receipt, nodeDrawCrypto, await logKeyOptions(t));
      expect(verification.checks.filter((c) => !c.ok)).toEqual([]);
    });

    it('refuses to draw before the committed round is published, and records nothing', async () => {
      drand.commitToAFutureRound();
      const g = await closedGiveaway({ fonte: 'drand' });
      const res = await drawGiveaway(t, g.id, { quantidade: 1 }, creator.accessToken).expect(409);
      expect(res.body.code).toBe('DRAND_ROUND_PENDING');
      expect(res.body.message).toMatch(/^A rodada \d+ do drand ainda não foi publicada/);
      expect(await drawsRecorded(g.id)).toHaveLength(0);
    });

    it('refuses a beacon whose signature is not the chain’s for that round, and records nothing', async () => {
      const round2 = recordedRound(2);
      drand.beacons.push({ round: 5, randomness: round2.randomness, signature: round2.signature });
      drand.nextRound = 5;
      const g = await closedGiveaway({ fonte: 'drand' });
      const res = await drawGiveaway(t, g.id, { quantidade: 1 }, creator.accessToken).expect(502);
      expect(res.body.code).toBe('DRAND_BEACON_INVALID');
      expect(await drawsRecorded(g.id)).toHaveLength(0);
    });

    it('answers 503 in pt-BR when the drand relay cannot give the round', async () => {
      drand.nextRound = 4; // never recorded: the relay answers 404
      const g = await closedGiveaway({ fonte: 'drand' });
      const res = await drawGiveaway(t, g.id, { quantidade: 1 }, creator.accessToken).expect(503);
      expect(res.body).toMatchObject({ code: 'DRAND_UNAVAILABLE', message: 'Não foi possível obter a rodada do drand agora. Tente de novo em alguns minutos.' });
      expect(await drawsRecorded(g.id)).toHaveLength(0);
    });
  });

  describe('Loteria Federal', () => {
    it('refuses a Loteria Federal date on or before the day of the draw, on create and on edit', async () => {
      const dataSorteio = inDays(3);
      const sameDay = { fonte: 'loteria-federal', data: dayInBrasilia(dataSorteio) };
      const created = await request(t.http).post('/api/giveaways').set(bearer(creator.accessToken)).send(giveawayBody({ dataSorteio, aleatoriedadePublica: sameDay })).expect(400);
      expect(created.body).toMatchObject({ code: 'LOTTERY_DATE_TOO_EARLY', message: 'A data da Loteria Federal deve ser posterior ao dia do sorteio.' });
      const g = await createGiveaway(t, creator.accessToken, { dataSorteio });
      const edited = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ aleatoriedadePublica: sameDay }).expect(400);
      expect(edited.body.code).toBe('LOTTERY_DATE_TOO_EARLY');
      const badShape = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ aleatoriedadePublica: { fonte: 'mega-sena' } }).expect(400);
      expect(JSON.stringify(badShape.body)).toContain('Fonte de aleatoriedade pública inválida');
      const unchanged = await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(200);
      expect(unchanged.body.aleatoriedadePublica).toBeNull();
    });

    it('waits for the result of the committed date, then draws with the five prizes typed in', async () => {
      const dataSorteio = inDays(2);
      const data = dayInBrasilia(dataSorteio, 2);
      const g = await closedGiveaway({ fonte: 'loteria-federal', data }, 5, dataSorteio);
      expect((await request(t.http).get(`/api/giveaways/${g.id}`).expect(200)).body.aleatoriedadePublica).toEqual({ fonte: 'loteria-federal', data });
      const commitment = await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200);
      expect(commitment.body.fonteAleatoriedade).toEqual({ source: 'loteria-federal', date: data });
      const premios = ['012345', '54321', '111111', '222222', '033333'];

      const early = await drawGiveaway(t, g.id, { quantidade: 1, loteriaFederal: { premios } }, creator.accessToken).expect(409);
      expect(early.body.code).toBe('LOTTERY_RESULT_PENDING');

      clock.offsetMs = 5 * 86_400_000; // the draw of that date has happened
      const missing = await drawGiveaway(t, g.id, { quantidade: 1 }, creator.accessToken).expect(400);
      expect(missing.body.code).toBe('LOTTERY_RESULT_REQUIRED');
      const malformed = await drawGiveaway(t, g.id, { quantidade: 1, loteriaFederal: { premios: ['12', '54321'] } }, creator.accessToken).expect(400);
      expect(JSON.stringify(malformed.body)).toContain('cinco prêmios');
      expect(await drawsRecorded(g.id)).toHaveLength(0);

      const res = await drawGiveaway(t, g.id, { quantidade: 1, loteriaFederal: { premios } }, creator.accessToken).expect(200);
      expect(res.body.receipt.publicRandomness).toMatchObject({ source: 'loteria-federal', date: data, premios, value: `loteria-federal:${data}:${premios.join('-')}` });
      expect(res.body.receipt.guarantee).toBe('public-randomness-after-close');
      expect((await verifyReceipt(res.body.receipt, nodeDrawCrypto, await logKeyOptions(t))).ok).toBe(true);
    });
  });

  it('draws without public randomness when none was chosen, saying the operator is trusted at the close', async () => {
    const g = await closedGiveaway(null, 3);
    expect((await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200)).body.fonteAleatoriedade).toBeNull();
    const res = await drawGiveaway(t, g.id, { quantidade: 1, loteriaFederal: { premios: ['11111', '22222', '33333', '44444', '55555'] } }, creator.accessToken).expect(200);
    expect(res.body.receipt.publicRandomness).toBeNull();
    expect(res.body.receipt.guarantee).toBe('operator-trusted-at-close');
  });

  it('gives a participant their inclusion proof through entries/me once the giveaway is closed', async () => {
    const bia = await registerUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, g.id, 4, [bia.user.id]);
    const before = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(bia.accessToken)).expect(200);
    expect(before.body.inclusao).toBeNull();
    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    const after = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(bia.accessToken)).expect(200);
    // A giveaway with an entry log (version 2): the entry's leaf in the sealed log, with its RFC 9162 proof.
    expect(after.body.inclusao).toMatchObject({ incluida: true, versao: 2, index: 0, entrantCount: 4, treeSize: 4, merkleRoot: after.body.recibo.root });
    expect(after.body.inclusao.inclusionProof.length).toBeGreaterThan(0);
    expect(await verifyParticipantInclusion(after.body.inclusao, nodeDrawCrypto)).toBe(true);
  });
});
