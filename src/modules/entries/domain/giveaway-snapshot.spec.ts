import type { FormField, GiveawayEvent } from '../../giveaways/domain/giveaway.events';
import { emptySnapshot, snapshotOf } from './giveaway-snapshot';

const ID = 'g-1';
const NOME: FormField = { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true };
const EMAIL: FormField = { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true };
const CIDADE: FormField = { nome: 'Cidade', chave: 'cidade', tipo: 'texto', obrigatorio: false };

const created: GiveawayEvent = {
  type: 'GiveawayCreated',
  data: {
    giveawayId: ID,
    criadorId: 'u-owner',
    templateId: null,
    titulo: 'Sorteio de um kit',
    descricao: 'Texto livre',
    premios: ['Kit'],
    imagemUrl: null,
    dataSorteio: '2025-12-24T21:00:00.000Z',
    numeroVencedores: 1,
    regulamento: 'Regulamento v1',
    camposFormulario: [NOME, EMAIL],
  },
};
const updated = (changes: Record<string, unknown>, regulamentoVersao?: number): GiveawayEvent =>
  ({ type: 'GiveawayUpdated', data: { giveawayId: ID, changes, ...(regulamentoVersao === undefined ? {} : { regulamentoVersao }) } }) as GiveawayEvent;
const published: GiveawayEvent = { type: 'GiveawayPublished', data: { giveawayId: ID } };
const locked: GiveawayEvent = { type: 'GiveawayFormLocked', data: { giveawayId: ID, entryId: 'e-1' } };
const closed: GiveawayEvent = { type: 'GiveawayClosed', data: { giveawayId: ID, motivo: 'dataSorteio' } };
const cancelled: GiveawayEvent = { type: 'GiveawayCancelled', data: { giveawayId: ID, motivo: null } };
const deleted: GiveawayEvent = { type: 'GiveawayDeleted', data: { giveawayId: ID, deletedBy: 'u-owner', motivo: null } };

describe('snapshotOf', () => {
  it('sem eventos, o sorteio não existe', () => {
    expect(snapshotOf([])).toEqual(emptySnapshot);
    expect(emptySnapshot.exists).toBe(false);
  });

  it('um sorteio criado existe, em Rascunho, com o regulamento na versão 1', () => {
    expect(snapshotOf([created])).toEqual({
      exists: true,
      criadorId: 'u-owner',
      titulo: 'Sorteio de um kit',
      status: 'Rascunho',
      dataSorteio: '2025-12-24T21:00:00.000Z',
      camposFormulario: [NOME, EMAIL],
      regulamento: 'Regulamento v1',
      regulamentoVersao: 1,
      formLocked: false,
    });
  });

  it('aplica as mudanças de título, data, formulário e regulamento', () => {
    const snapshot = snapshotOf([
      created,
      updated({ titulo: 'Outro título', dataSorteio: '2026-01-10T12:00:00.000Z', camposFormulario: [NOME, EMAIL, CIDADE] }),
      updated({ regulamento: 'Regulamento v2' }, 2),
    ]);
    expect(snapshot).toMatchObject({
      titulo: 'Outro título',
      dataSorteio: '2026-01-10T12:00:00.000Z',
      camposFormulario: [NOME, EMAIL, CIDADE],
      regulamento: 'Regulamento v2',
      regulamentoVersao: 2,
    });
  });

  it('mantém o que a edição não mudou', () => {
    const snapshot = snapshotOf([created, updated({ regulamento: 'Regulamento v2' }, 2), updated({ descricao: 'Outra' })]);
    expect(snapshot).toMatchObject({
      titulo: 'Sorteio de um kit',
      dataSorteio: '2025-12-24T21:00:00.000Z',
      camposFormulario: [NOME, EMAIL],
      regulamento: 'Regulamento v2',
      regulamentoVersao: 2,
    });
  });

  it('registra a remoção do regulamento', () => {
    expect(snapshotOf([created, updated({ regulamento: null }, 2)])).toMatchObject({ regulamento: null, regulamentoVersao: 2 });
  });

  it('fica Ativo ao publicar e marca o formulário bloqueado na primeira inscrição', () => {
    expect(snapshotOf([created, published])).toMatchObject({ status: 'Ativo', formLocked: false });
    expect(snapshotOf([created, published, locked])).toMatchObject({ status: 'Ativo', formLocked: true });
  });

  it('fica Encerrado ao encerrar e Cancelado ao cancelar', () => {
    expect(snapshotOf([created, published, closed]).status).toBe('Encerrado');
    expect(snapshotOf([created, cancelled]).status).toBe('Cancelado');
  });

  it('deixa de existir quando é excluído', () => {
    expect(snapshotOf([created, published, deleted]).exists).toBe(false);
  });

  it('ignora eventos que não conhece', () => {
    const snapshot = snapshotOf([created, { type: 'WinnersDrawn', data: { giveawayId: ID } }, published]);
    expect(snapshot).toEqual({ ...snapshotOf([created]), status: 'Ativo' });
  });
});
