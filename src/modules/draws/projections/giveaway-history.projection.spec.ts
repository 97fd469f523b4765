import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { GENESIS_HASH, type Receipt, verifyHistoryChain } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { GIVEAWAY_HISTORY, giveawayHistoryProjection, HistoryStepDoc } from './giveaway-history.projection';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>, streamId = 'giveaway-g-1'): RecordedEvent => {
  position += 5;
  const at = new Date(Date.UTC(2026, 0, 1) + position * 60_000).toISOString();
  return { id: `e${position}`, type, data, metadata: { userId: 'ana', correlationId: 'c', causationId: null, at }, streamId, revision: 0, position, recordedAt: at };
};

const SALT = '5a'.repeat(32);
const SERVER_SEED = '5e'.repeat(32);
const receipt = {
  giveawayId: 'g-1',
  salt: SALT,
  serverSeed: SERVER_SEED,
  drawSeed: 'd5'.repeat(32),
  publicRandomness: null,
  winners: [{ rank: 1, index: 2, entryId: 'entry-2', participantHash: 'ph'.padEnd(64, '0'), leaf: 'lf'.padEnd(64, '0'), proof: [] }],
  alternates: [{ rank: 2, index: 0, entryId: 'entry-0', participantHash: 'ph'.padEnd(64, '1'), leaf: 'lf'.padEnd(64, '1'), proof: [] }],
} as unknown as Receipt;

function lifecycle() {
  return [
    recorded('GiveawayCreated', { giveawayId: 'g-1', criadorId: 'ana', templateId: null, titulo: 'Kit', descricao: 'x', premios: ['Kit'] }),
    recorded('GiveawayUpdated', { giveawayId: 'g-1', changes: { titulo: 'Kit novo' } }),
    recorded('GiveawayPublished', { giveawayId: 'g-1' }),
    recorded('EntrySubmitted', { entryId: 'entry-0', sorteioId: 'g-1', participanteId: 'bia', nome: 'Bia Souza', email: 'bia@ex.com' }, 'entry-g-1_bia'),
    recorded('GiveawayClosed', { giveawayId: 'g-1', motivo: 'manual' }),
    recorded(
      'DrawCommitted',
      { giveawayId: 'g-1', closePosition: 25, entrantCount: 3, merkleRoot: 'aa'.repeat(32), seedCommitment: 'bb'.repeat(32), salt: SALT, serverSeed: SERVER_SEED, fonteAleatoriedade: { source: 'loteria-federal', date: '2026-02-01' } },
      'draw-g-1',
    ),
    recorded('EntrantListPublished', { giveawayId: 'g-1', entrantCount: 3, merkleRoot: 'aa'.repeat(32) }, 'entrant-list-g-1'),
    recorded(
      'WinnersDrawn',
      { giveawayId: 'g-1', receipt, vencedores: [{ entryId: 'entry-2', nome: 'Caio Lima', email: 'caio@ex.com' }], suplentes: [{ entryId: 'entry-0', nome: 'Bia Souza', email: 'bia@ex.com' }] },
      'draw-g-1',
    ),
    recorded('WinnerReplaced', { giveawayId: 'g-1', replacedEntryId: 'entry-2', byEntryId: 'entry-0', motivo: 'Não respondeu.' }, 'draw-g-1'),
  ];
}

describe('giveaway history projection', () => {
  let store: ReadStore;
  const steps = () => store.collection<HistoryStepDoc>(GIVEAWAY_HISTORY).find({ giveawayId: 'g-1' }, { sort: { position: 1 } });
  const apply = async (events: RecordedEvent[]) => {
    for (const event of events) await giveawayHistoryProjection.apply(event, store);
  };

  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await giveawayHistoryProjection.setup!(store);
  });

  it('records the public steps in log order, chained from the genesis hash', async () => {
    const events = lifecycle();
    await apply(events);
    const history = await steps();
    expect(history.map((s) => [s.seq, s.type])).toEqual([
      [1, 'GiveawayCreated'],
      [2, 'GiveawayPublished'],
      [3, 'GiveawayClosed'],
      [4, 'DrawCommitted'],
      [5, 'EntrantListPublished'],
      [6, 'WinnersDrawn'],
      [7, 'WinnerReplaced'],
    ]);
    expect(history.map((s) => s.position)).toEqual([events[0], events[2], events[4], events[5], events[6], events[7], events[8]].map((e) => e.position));
    expect(history[0].prevHash).toBe(GENESIS_HASH);
    expect(history[0].at).toBe(events[0].metadata.at);
    expect((await verifyHistoryChain({ steps: history, headHash: history[history.length - 1].hash }, nodeDrawCrypto)).ok).toBe(true);
  });

  it('keeps the salt, the server seed before the draw, names and e-mails out of every step', async () => {
    await apply(lifecycle());
    const history = await steps();
    const committed = history.find((s) => s.type === 'DrawCommitted')!;
    expect(committed.data).toEqual({
      giveawayId: 'g-1',
      closePosition: 25,
      entrantCount: 3,
      merkleRoot: 'aa'.repeat(32),
      seedCommitment: 'bb'.repeat(32),
      fonteAleatoriedade: { source: 'loteria-federal', date: '2026-02-01' },
    });
    const beforeDraw = JSON.stringify(history.filter((s) => s.type !== 'WinnersDrawn' && s.type !== 'WinnerReplaced'));
    expect(beforeDraw).not.toContain(SERVER_SEED);
    expect(JSON.stringify(history)).not.toContain(SALT);
    for (const personal of ['Bia Souza', 'bia@ex.com', 'Caio Lima', 'caio@ex.com', 'Kit']) expect(JSON.stringify(history)).not.toContain(personal);

    const drawn = history.find((s) => s.type === 'WinnersDrawn')!;
    expect(drawn.data).toEqual({
      giveawayId: 'g-1',
      drawSeed: 'd5'.repeat(32),
      serverSeed: SERVER_SEED,
      publicValue: null,
      winners: [{ rank: 1, entryId: 'entry-2' }],
      alternates: [{ rank: 2, entryId: 'entry-0' }],
      recibo: '/api/giveaways/g-1/draw',
    });
  });

  it('leaves out the randomness choice of a commitment recorded before it existed', async () => {
    await apply([recorded('DrawCommitted', { giveawayId: 'g-1', closePosition: 1, entrantCount: 0, merkleRoot: '', seedCommitment: 'bb'.repeat(32), salt: SALT, serverSeed: SERVER_SEED }, 'draw-g-1')]);
    const [committed] = await steps();
    expect(committed.data).not.toHaveProperty('fonteAleatoriedade');
  });

  it('changes nothing when events are replayed, and adds a later step without touching earlier hashes', async () => {
    const events = lifecycle();
    await apply(events.slice(0, 8));
    const before = await steps();
    await apply(events.slice(0, 8));
    expect(await steps()).toEqual(before);

    await apply(events.slice(8));
    const after = await steps();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after[after.length - 1]).toMatchObject({ seq: before.length + 1, type: 'WinnerReplaced', prevHash: before[before.length - 1].hash });
  });

  it('keeps each giveaway its own chain', async () => {
    await apply([recorded('GiveawayCreated', { giveawayId: 'g-1', criadorId: 'ana' }), recorded('GiveawayCreated', { giveawayId: 'g-2', criadorId: 'bia' }, 'giveaway-g-2')]);
    const other = await store.collection<HistoryStepDoc>(GIVEAWAY_HISTORY).find({ giveawayId: 'g-2' });
    expect(other).toHaveLength(1);
    expect(other[0]).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
  });
});
