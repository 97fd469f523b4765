import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import type { EntryEvent } from './entry.events';
import { ImportInstagramComments, instagramEntryDecider, skipReasonOf } from './instagram-entry.decider';

const NOW = new Date('2025-06-01T12:00:00.000Z');

const giveaway: GiveawayLifecycle = {
  exists: true,
  deleted: false,
  giveawayId: 'g-1',
  criadorId: 'u-owner',
  status: 'Ativo',
  content: {
    titulo: 'Sorteio',
    descricao: '',
    premios: ['Kit'],
    imagemUrl: null,
    dataSorteio: '2025-12-24T21:00:00.000Z',
    numeroVencedores: 1,
    camposFormulario: [],
    regulamento: 'Regras',
    aleatoriedadePublica: null,
  },
  regulamentoVersao: 1,
  formLocked: false,
};

const comment = (n: number) => ({ commentId: `c${n}`, texto: `@amigo${n} @outro${n} quero!`, comentadoEm: '2025-05-30T10:00:00+0000', entryId: `e${n}` });

const importing = (overrides: Partial<ImportInstagramComments> = {}): ImportInstagramComments => ({
  type: 'ImportInstagramComments',
  giveawayId: 'g-1',
  giveaway,
  mediaId: 'm-1',
  profile: { userId: '1784', username: 'mariana.s' },
  comments: [comment(1), comment(2)],
  umaEntradaPorPerfil: false,
  limiteInscricoes: { maximo: 1_000_000, inscritos: 0 },
  ...overrides,
});

const { given, decideAfter } = deciderSpec(instagramEntryDecider, { now: NOW });

describe('instagram entry decider', () => {
  it('makes each comment an entry of origin instagram, named by the @username, with no e-mail', () => {
    const events = decideAfter([], importing({ comments: [comment(1)] }));
    expect(events).toEqual([
      {
        type: 'EntrySubmitted',
        data: {
          entryId: 'e1',
          sorteioId: 'g-1',
          participanteId: 'instagram:1784',
          respostas: {},
          nome: '@mariana.s',
          email: null,
          username: 'mariana.s',
          consentimentoContato: false,
          aceite: null,
          origem: 'instagram',
          instagram: { userId: '1784', username: 'mariana.s', commentId: 'c1', mediaId: 'm-1', texto: '@amigo1 @outro1 quero!', comentadoEm: '2025-05-30T10:00:00+0000' },
        },
      },
    ]);
  });

  it('adds only comments the profile has not entered with yet (a second import of the same post)', () => {
    const first = decideAfter([], importing());
    const again = decideAfter(first as EntryEvent[], importing({ comments: [comment(1), comment(2), comment(3)] }));
    expect(again.map((e) => (e.type === 'EntrySubmitted' ? e.data.instagram?.commentId : null))).toEqual(['c3']);
  });

  it('keeps one entry per profile when the rule asks for it, across imports', () => {
    expect(decideAfter([], importing({ umaEntradaPorPerfil: true }))).toHaveLength(1);
    const first = decideAfter([], importing({ umaEntradaPorPerfil: true }));
    given(first as EntryEvent[]).when(importing({ umaEntradaPorPerfil: true, comments: [comment(9)] })).then([]);
  });

  it('stops at the plan limit', () => {
    expect(decideAfter([], importing({ limiteInscricoes: { maximo: 10, inscritos: 9 } }))).toHaveLength(1);
    given([]).when(importing({ limiteInscricoes: { maximo: 10, inscritos: 10 } })).then([]);
  });

  it('refuses a giveaway that is not open, or whose draw date has passed', () => {
    given([]).when(importing({ giveaway: { ...giveaway, status: 'Encerrado' } })).then('GIVEAWAY_NOT_OPEN');
    given([]).when(importing(), new Date('2026-01-01T00:00:00.000Z')).then('GIVEAWAY_NOT_OPEN');
    given([]).when(importing({ giveaway: { ...giveaway, deleted: true } })).then('GIVEAWAY_NOT_FOUND');
  });

  it('says why a comment made no entry', () => {
    const first = decideAfter([], importing({ comments: [comment(1)], umaEntradaPorPerfil: true }));
    const state = fold(instagramEntryDecider, first as EntryEvent[]);
    expect(skipReasonOf('c1', true, state, new Set())).toBe('ja-importado');
    expect(skipReasonOf('c2', true, state, new Set())).toBe('perfil-repetido');
    expect(skipReasonOf('c2', false, state, new Set())).toBe('limite-do-plano');
    expect(skipReasonOf('c1', true, state, new Set(['c1']))).toBeNull();
  });
});
