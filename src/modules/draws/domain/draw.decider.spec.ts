import { deciderSpec } from '../../../../test/support/decider-spec';
import { checkCanDraw, DrawnPerson, DrawRequest, drawDecider, DrawState } from './draw.decider';
import type { DrawCommitted, WinnersDrawn } from './draw.events';
import type { DrawReceiptV2, Receipt } from '@sorteios/verifiable-draw';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const { given } = deciderSpec(drawDecider, { now: NOW });

const commitment: DrawCommitted['data'] = {
  giveawayId: 'g-1',
  closePosition: 40,
  entrantCount: 5,
  merkleRoot: 'aa'.repeat(32),
  seedCommitment: 'bb'.repeat(32),
  salt: 'cc'.repeat(32),
  serverSeed: 'dd'.repeat(32),
};
const committed = { type: 'DrawCommitted' as const, data: commitment };
const receipt = { merkleRoot: commitment.merkleRoot, entrantCount: 5, seedCommitment: commitment.seedCommitment, publicRandomness: null } as Receipt;
const person = (n: number) => ({ entryId: `e-${n}`, participanteId: `p-${n}`, nome: `Pessoa ${n}`, email: `p${n}@ex.com` });
/** The creator asks to draw a closed giveaway: every rule but the draw stream's holds. */
const request: DrawRequest = {
  giveaway: { exists: true, criadorId: 'ana', status: 'Encerrado' },
  actorId: 'ana',
  quantidade: 2,
  quantidadeSuplentes: 2,
  limite: { plano: 'Pro', maximo: 100 },
};
const drawn: { type: 'WinnersDrawn'; data: WinnersDrawn['data'] & { vencedores: DrawnPerson[]; suplentes: DrawnPerson[] } } = {
  type: 'WinnersDrawn',
  data: { giveawayId: 'g-1', receipt, vencedores: [person(1), person(2)], suplentes: [person(3), person(4)] },
};
const replaced = (replacedEntryId: string, byEntryId: string) => ({
  type: 'WinnerReplaced' as const,
  data: { giveawayId: 'g-1', replacedEntryId, byEntryId, motivo: 'Não respondeu no prazo' },
});

describe('draw decider', () => {
  it('records the commitment once', () => {
    given([]).when({ type: 'CommitDraw', commitment }).then([committed]);
    given([committed]).when({ type: 'CommitDraw', commitment }).then([]);
  });

  it('records a draw that answers the commitment', () => {
    given([committed]).when({ type: 'RecordDraw', ...request, receipt, vencedores: drawn.data.vencedores, suplentes: drawn.data.suplentes }).then([drawn]);
  });

  it('refuses a draw before the commitment, a second draw, and a receipt over other entrants', () => {
    const record = { type: 'RecordDraw' as const, ...request, receipt, vencedores: [], suplentes: [] };
    given([]).when(record).then('DRAW_NOT_READY');
    given([committed, drawn]).when(record).then('GIVEAWAY_ALREADY_DRAWN');
    given([committed]).when({ ...record, receipt: { ...receipt, merkleRoot: 'ee'.repeat(32) } }).then('DRAW_INCONSISTENT');
    given([committed]).when({ ...record, receipt: { ...receipt, entrantCount: 6 } }).then('DRAW_INCONSISTENT');
  });

  it('draws a giveaway with an entry log over its sealed tree only (version 2), and one without a log only with a version-1 receipt', () => {
    const withLog = { type: 'DrawCommitted' as const, data: { ...commitment, registro: { versao: 2 as const, treeSize: 6, root: commitment.merkleRoot, excluidos: [3] } } };
    const sealed = { treeSize: 6, root: commitment.merkleRoot, time: NOW.toISOString(), signature: '00'.repeat(64), keyId: '00'.repeat(8), excluidos: [3] };
    const v2 = { ...receipt, version: 2, registro: sealed } as unknown as DrawReceiptV2;
    const record = { type: 'RecordDraw' as const, ...request, vencedores: drawn.data.vencedores, suplentes: drawn.data.suplentes };
    given([withLog]).when({ ...record, receipt: v2 }).then([{ type: 'WinnersDrawn', data: { ...drawn.data, receipt: v2 } }]);
    given([withLog]).when({ ...record, receipt }).then('DRAW_INCONSISTENT');
    given([withLog]).when({ ...record, receipt: { ...v2, registro: { ...sealed, excluidos: [] } } }).then('DRAW_INCONSISTENT');
    given([withLog]).when({ ...record, receipt: { ...v2, registro: { ...sealed, treeSize: 7 } } }).then('DRAW_INCONSISTENT');
    given([committed]).when({ ...record, receipt: v2 }).then('DRAW_INCONSISTENT');
  });

  it("refuses more winners and alternates than the creator's plan allows, pointing to /precos", () => {
    const record = { type: 'RecordDraw' as const, ...request, receipt, vencedores: drawn.data.vencedores, suplentes: drawn.data.suplentes };
    given([committed]).when({ ...record, quantidade: 4, quantidadeSuplentes: 2, limite: { plano: 'Grátis', maximo: 5 } }).then('PLAN_LIMIT_REACHED');
    given([committed]).when({ ...record, limite: { plano: 'Grátis', maximo: 5 } }).then([drawn]);
  });

  it('refuses a draw of a giveaway that is gone, someone else\'s or not closed, in that order, whatever the stream holds', () => {
    const record = (giveaway: DrawRequest['giveaway'], actorId = 'ana') => ({ type: 'RecordDraw' as const, ...request, giveaway, actorId, receipt, vencedores: [], suplentes: [] });
    given([committed]).when(record({ exists: false, criadorId: null, status: 'Rascunho' })).then('GIVEAWAY_NOT_FOUND');
    given([committed]).when(record({ exists: false, criadorId: 'ana', status: 'Encerrado' })).then('GIVEAWAY_NOT_FOUND');
    given([committed]).when(record({ exists: true, criadorId: 'ana', status: 'Ativo' }, 'bia')).then('NOT_GIVEAWAY_OWNER');
    given([committed, drawn]).when(record({ exists: true, criadorId: 'ana', status: 'Ativo' })).then('GIVEAWAY_NOT_CLOSED');
    given([]).when(record({ exists: true, criadorId: 'ana', status: 'Cancelado' })).then('GIVEAWAY_NOT_CLOSED');
  });

  it('refuses a draw with nobody committed, or more winners than entrants committed', () => {
    const empty = { type: 'DrawCommitted' as const, data: { ...commitment, entrantCount: 0, merkleRoot: '' } };
    given([empty]).when({ type: 'RecordDraw', ...request, quantidade: 1, receipt, vencedores: [], suplentes: [] }).then('NO_ENTRIES');
    given([committed]).when({ type: 'RecordDraw', ...request, quantidade: 6, receipt, vencedores: [], suplentes: [] }).then('VALIDATION_FAILED');
    given([committed]).when({ type: 'RecordDraw', ...request, quantidade: 5, receipt, vencedores: [], suplentes: [] }).then([
      { type: 'WinnersDrawn', data: { giveawayId: 'g-1', receipt, vencedores: [], suplentes: [] } },
    ]);
  });

  it('lets the handler check the same rules before computing a receipt', () => {
    const fold = (events: Array<typeof committed | typeof drawn>): DrawState => events.reduce<DrawState>((state, e) => drawDecider.evolve(state, e), drawDecider.initialState);
    const codeOf = (check: () => void) => {
      try {
        check();
        return null;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(codeOf(() => checkCanDraw(request, fold([committed])))).toBeNull();
    expect(codeOf(() => checkCanDraw(request, fold([])))).toBe('DRAW_NOT_READY');
    expect(codeOf(() => checkCanDraw(request, fold([committed, drawn])))).toBe('GIVEAWAY_ALREADY_DRAWN');
    expect(codeOf(() => checkCanDraw({ ...request, actorId: 'bia' }, fold([])))).toBe('NOT_GIVEAWAY_OWNER');
  });

  it('reads a draw recorded before the participant ids with a null participant', () => {
    const { participanteId: _, ...older } = person(1);
    // As recorded before WinnersDrawn carried the participants.
    const old = { ...drawn, data: { ...drawn.data, vencedores: [older], suplentes: [] } } as unknown as typeof drawn;
    given([committed, old]).when({ type: 'ReplaceWinner', entryId: 'e-1', motivo: 'x' }).then('NO_ALTERNATE_LEFT');
    expect(drawDecider.evolve(drawDecider.evolve(drawDecider.initialState, committed), old).winners).toEqual([{ ...older, participanteId: null }]);
  });

  it('records a draw only with the public value committed at the close', () => {
    const drandRound = { source: 'drand' as const, chainHash: 'ff'.repeat(32), round: 7, publicaEm: NOW.toISOString() };
    const withDrand = { ...committed, data: { ...commitment, fonteAleatoriedade: drandRound } };
    const beacon = (round: number) => ({ source: 'drand' as const, chainHash: 'ff'.repeat(32), round, randomness: '11'.repeat(32), signature: '22'.repeat(48), value: 'v', check: 'c' });
    const record = (publicRandomness: Receipt['publicRandomness']) => ({ type: 'RecordDraw' as const, ...request, receipt: { ...receipt, publicRandomness }, vencedores: [], suplentes: [] });
    given([withDrand]).when(record(beacon(7))).then([{ type: 'WinnersDrawn', data: { giveawayId: 'g-1', receipt: { ...receipt, publicRandomness: beacon(7) }, vencedores: [], suplentes: [] } }]);
    given([withDrand]).when(record(beacon(8))).then('DRAW_INCONSISTENT');
    given([withDrand]).when(record(null)).then('DRAW_INCONSISTENT');
    given([committed]).when(record(beacon(7))).then('DRAW_INCONSISTENT');
    const withLottery = { ...committed, data: { ...commitment, fonteAleatoriedade: { source: 'loteria-federal' as const, date: '2026-12-26' } } };
    const lottery = (date: string) => ({ source: 'loteria-federal' as const, date, premios: ['11111', '22222', '33333', '44444', '55555'], value: 'v', check: 'c' });
    given([withLottery]).when(record(lottery('2026-12-26'))).then([{ type: 'WinnersDrawn', data: { giveawayId: 'g-1', receipt: { ...receipt, publicRandomness: lottery('2026-12-26') }, vencedores: [], suplentes: [] } }]);
    given([withLottery]).when(record(lottery('2026-12-23'))).then('DRAW_INCONSISTENT');
  });

  it('replaces a winner with the first unused alternate, in receipt order', () => {
    given([committed, drawn]).when({ type: 'ReplaceWinner', entryId: 'e-2', motivo: 'Não respondeu no prazo' }).then([replaced('e-2', 'e-3')]);
    given([committed, drawn, replaced('e-2', 'e-3')])
      .when({ type: 'ReplaceWinner', entryId: 'e-1', motivo: 'Não respondeu no prazo' })
      .then([replaced('e-1', 'e-4')]);
  });

  it('lets an alternate who became a winner be replaced in turn, and stops when none is left', () => {
    const history = [committed, drawn, replaced('e-2', 'e-3')];
    given(history).when({ type: 'ReplaceWinner', entryId: 'e-3', motivo: 'Desistiu' }).then([{ ...replaced('e-3', 'e-4'), data: { ...replaced('e-3', 'e-4').data, motivo: 'Desistiu' } }]);
    given([...history, replaced('e-3', 'e-4')]).when({ type: 'ReplaceWinner', entryId: 'e-1', motivo: 'Desistiu' }).then('NO_ALTERNATE_LEFT');
  });

  it('refuses a replacement beyond the cap the receipt fixed at the draw (one per winner by default)', () => {
    const capped = { ...drawn, data: { ...drawn.data, receipt: { ...receipt, maxSubstituicoes: 1 } } };
    given([committed, capped]).when({ type: 'ReplaceWinner', entryId: 'e-2', motivo: 'Desistiu' }).then([{ ...replaced('e-2', 'e-3'), data: { ...replaced('e-2', 'e-3').data, motivo: 'Desistiu' } }]);
    given([committed, capped, replaced('e-2', 'e-3')]).when({ type: 'ReplaceWinner', entryId: 'e-3', motivo: 'Desistiu' }).then('REPLACEMENT_LIMIT_REACHED');
    // The auditor's attack: one winner, alternates enough to swap until the last-ranked wins.
    const single = { ...drawn, data: { ...drawn.data, vencedores: [person(1)], suplentes: [person(2), person(3), person(4), person(5)] } };
    given([committed, single, replaced('e-1', 'e-2')]).when({ type: 'ReplaceWinner', entryId: 'e-2', motivo: 'Desistiu' }).then('REPLACEMENT_LIMIT_REACHED');
    const none = { ...drawn, data: { ...drawn.data, receipt: { ...receipt, maxSubstituicoes: 0 } } };
    given([committed, none]).when({ type: 'ReplaceWinner', entryId: 'e-1', motivo: 'Desistiu' }).then('REPLACEMENT_LIMIT_REACHED');
  });

  it('refuses to replace someone who is not a current winner, or before the draw', () => {
    given([committed, drawn]).when({ type: 'ReplaceWinner', entryId: 'e-3', motivo: 'x' }).then('NOT_A_WINNER');
    given([committed, drawn, replaced('e-2', 'e-3')]).when({ type: 'ReplaceWinner', entryId: 'e-2', motivo: 'x' }).then('NOT_A_WINNER');
    given([committed]).when({ type: 'ReplaceWinner', entryId: 'e-1', motivo: 'x' }).then('DRAW_NOT_FOUND');
  });
});
