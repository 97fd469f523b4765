import { foldGiveaway, isPresent, isPublic, noGiveaway } from './giveaway-lifecycle';
import type { GiveawayEvent } from './giveaway.events';

const content = {
  titulo: 'Kit de café',
  descricao: '',
  premios: ['Kit'],
  imagemUrl: null,
  dataSorteio: '2025-12-24T21:00:00.000Z',
  numeroVencedores: 1,
  regulamento: 'v1',
  camposFormulario: [],
  aleatoriedadePublica: null,
};
const created: GiveawayEvent = { type: 'GiveawayCreated', data: { giveawayId: 'g-1', criadorId: 'u-1', templateId: null, ...content } };
const published: GiveawayEvent = { type: 'GiveawayPublished', data: { giveawayId: 'g-1' } };
const renamed: GiveawayEvent = { type: 'GiveawayUpdated', data: { giveawayId: 'g-1', changes: { titulo: 'Kit de chá', regulamento: 'v2' }, regulamentoVersao: 2 } };
const deleted: GiveawayEvent = { type: 'GiveawayDeleted', data: { giveawayId: 'g-1', deletedBy: 'u-1', motivo: null } };

describe('the giveaway lifecycle other modules fold', () => {
  it('knows nothing of a giveaway with no events', () => {
    expect(foldGiveaway([])).toBe(noGiveaway);
    expect(isPresent(noGiveaway)).toBe(false);
  });

  it('follows owner, status, content and rules version through the stream', () => {
    const lifecycle = foldGiveaway([created, published, renamed]);
    expect(lifecycle).toMatchObject({ exists: true, criadorId: 'u-1', status: 'Ativo', regulamentoVersao: 2 });
    expect(lifecycle.content).toMatchObject({ titulo: 'Kit de chá', regulamento: 'v2', dataSorteio: content.dataSorteio });
    expect(isPublic(lifecycle)).toBe(true);
  });

  it('starts a created giveaway as a draft, with its rules at version 1 and its form open', () => {
    expect(foldGiveaway([created])).toMatchObject({ exists: true, deleted: false, giveawayId: 'g-1', status: 'Rascunho', regulamentoVersao: 1, formLocked: false, content });
  });

  it('keeps what an edit did not change, and a rules text taken out as null', () => {
    const dated: GiveawayEvent = { type: 'GiveawayUpdated', data: { giveawayId: 'g-1', changes: { dataSorteio: '2026-01-10T12:00:00.000Z' } } };
    const noRules: GiveawayEvent = { type: 'GiveawayUpdated', data: { giveawayId: 'g-1', changes: { regulamento: null }, regulamentoVersao: 3 } };
    const lifecycle = foldGiveaway([created, renamed, dated, noRules]);
    expect(lifecycle.content).toEqual({ ...content, titulo: 'Kit de chá', dataSorteio: '2026-01-10T12:00:00.000Z', regulamento: null });
    expect(lifecycle.regulamentoVersao).toBe(3);
  });

  it('goes Ativo when published, Encerrado when closed, Cancelado when cancelled, and locks the form at the first entry', () => {
    const locked: GiveawayEvent = { type: 'GiveawayFormLocked', data: { giveawayId: 'g-1', entryId: 'e-1' } };
    const closed: GiveawayEvent = { type: 'GiveawayClosed', data: { giveawayId: 'g-1', motivo: 'dataSorteio' } };
    const cancelled: GiveawayEvent = { type: 'GiveawayCancelled', data: { giveawayId: 'g-1', motivo: null } };
    expect(foldGiveaway([created, published, locked])).toMatchObject({ status: 'Ativo', formLocked: true });
    expect(foldGiveaway([created, published, closed]).status).toBe('Encerrado');
    expect(foldGiveaway([created, cancelled]).status).toBe('Cancelado');
    expect(isPublic(foldGiveaway([created, cancelled]))).toBe(false);
  });

  it('continues from a lifecycle folded earlier, as if folded at once', () => {
    expect(foldGiveaway([renamed], foldGiveaway([created, published]))).toEqual(foldGiveaway([created, published, renamed]));
  });

  it('treats a deleted giveaway as absent and a draft as private', () => {
    expect(isPresent(foldGiveaway([created, published, deleted]))).toBe(false);
    expect(isPublic(foldGiveaway([created]))).toBe(false);
  });

  it('ignores events it does not know, such as those of other streams', () => {
    expect(foldGiveaway([created, { type: 'EntrySubmitted', data: {} }])).toEqual(foldGiveaway([created]));
  });
});
