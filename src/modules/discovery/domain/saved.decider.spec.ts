import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import type { GiveawayStatus } from '../../giveaways/domain/giveaway.events';
import { PUBLIC_STATUSES } from '../../giveaways/giveaways.public';
import { SavedCommand, savedDecider } from './saved.decider';
import type { SavedEvent } from './saved.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const USER = 'u-1';
const G = 'g-1';

const toggle = (status: GiveawayStatus, exists = true): SavedCommand => ({
  type: 'ToggleSave',
  userId: USER,
  giveawayId: G,
  giveaway: { present: exists, public: exists && PUBLIC_STATUSES.includes(status) },
});
const saved = (giveawayId = G): SavedEvent => ({ type: 'GiveawaySaved', data: { userId: USER, giveawayId } });
const unsaved = (giveawayId = G): SavedEvent => ({ type: 'GiveawayUnsaved', data: { userId: USER, giveawayId } });

const { given } = deciderSpec(savedDecider, { now: NOW });

describe('savedDecider', () => {
  it.each(['Ativo', 'Encerrado', 'Realizado'] as const)('saves a public giveaway (%s) that was not saved', (status) => {
    given([]).when(toggle(status)).then([saved()]);
  });

  it('takes a saved giveaway out when pressed again', () => {
    given([saved()]).when(toggle('Ativo')).then([unsaved()]);
  });

  it('saves it again after it was taken out', () => {
    given([saved(), unsaved()]).when(toggle('Ativo')).then([saved()]);
  });

  it('keeps the other saved giveaways apart: saving one does not touch another', () => {
    given([saved('g-2')]).when(toggle('Ativo')).then([saved()]);
  });

  it('lets a saved giveaway that was cancelled afterwards be taken out', () => {
    given([saved()]).when(toggle('Cancelado')).then([unsaved()]);
  });

  it.each(['Rascunho', 'Cancelado'] as const)('answers "Sorteio não encontrado" for a %s giveaway that was not saved', (status) => {
    const err = given([]).when(toggle(status)).error();
    expect(err.code).toBe('GIVEAWAY_NOT_FOUND');
    expect(err.message).toBe('Sorteio não encontrado');
  });

  it('answers not found for a giveaway that does not exist or was deleted, saved or not', () => {
    given([]).when(toggle('Ativo', false)).then('GIVEAWAY_NOT_FOUND');
    given([saved()]).when(toggle('Ativo', false)).then('GIVEAWAY_NOT_FOUND');
  });

  it('holds the ids saved now in its state', () => {
    expect([...fold(savedDecider, [saved('a'), saved('b'), unsaved('a'), saved('c')]).salvos]).toEqual(['b', 'c']);
  });
});
