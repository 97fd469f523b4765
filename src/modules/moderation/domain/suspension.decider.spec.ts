import { deciderSpec } from '../../../../test/support/decider-spec';
import { GiveawayLifecycle, noGiveaway } from '../../giveaways/giveaways.public';
import { moderatedGiveawayOf } from '../application/moderated-giveaway';
import { SuspensionCommand, suspensionDecider } from './suspension.decider';
import type { SuspensionEvent } from './suspension.events';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const G = 'g-1';
/** The giveaway as the handlers give it to the decider: from giveaways' lifecycle fold. */
const giveawayWith = (lifecycle: Partial<GiveawayLifecycle> = {}) =>
  moderatedGiveawayOf({ ...noGiveaway, exists: true, giveawayId: G, criadorId: 'criador', status: 'Ativo', ...lifecycle });
const active = giveawayWith();
const suspend = (overrides: Partial<Extract<SuspensionCommand, { type: 'SuspendGiveaway' }>> = {}): SuspensionCommand => ({
  type: 'SuspendGiveaway',
  giveawayId: G,
  motivo: ' Prêmio falso ',
  by: 'admin-1',
  reportId: null,
  giveaway: active,
  ...overrides,
});
const reinstate = (motivo = 'Criador comprovou a entrega'): SuspensionCommand => ({ type: 'ReinstateGiveaway', giveawayId: G, motivo, by: 'admin-1', giveaway: active });
const suspended: SuspensionEvent = { type: 'GiveawaySuspended', data: { giveawayId: G, motivo: 'Prêmio falso', by: 'admin-1', reportId: null } };
const reinstated: SuspensionEvent = { type: 'GiveawayReinstated', data: { giveawayId: G, motivo: 'Criador comprovou a entrega', by: 'admin-1' } };

const { given } = deciderSpec(suspensionDecider, { now: NOW });

describe('suspensionDecider', () => {
  it('suspends a giveaway with the reason and who did it', () => {
    given([]).when(suspend()).then([suspended]);
  });

  it('reinstates a suspended giveaway, and it can be suspended again', () => {
    given([suspended]).when(reinstate()).then([reinstated]);
    given([suspended, reinstated]).when(suspend()).then([suspended]);
  });

  it('tells an admin a suspended giveaway already is, and one in force cannot be reinstated twice', () => {
    given([suspended]).when(suspend()).then('GIVEAWAY_ALREADY_SUSPENDED');
    given([]).when(reinstate()).then('GIVEAWAY_NOT_SUSPENDED');
    given([suspended, reinstated]).when(reinstate()).then('GIVEAWAY_NOT_SUSPENDED');
  });

  it('a procedente report asking for a suspension already in force writes nothing', () => {
    given([suspended]).when(suspend({ reportId: 'r-1' })).then([]);
    given([]).when(suspend({ reportId: 'r-1' })).then([{ type: 'GiveawaySuspended', data: { giveawayId: G, motivo: 'Prêmio falso', by: 'admin-1', reportId: 'r-1' } }]);
  });

  it('requires a reason', () => {
    expect(given([]).when(suspend({ motivo: '  ' })).error().details).toEqual({ fields: { motivo: ['Informe o motivo.'] } });
    expect(given([suspended]).when(reinstate('')).error().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a giveaway that does not exist or was deleted', () => {
    given([]).when(suspend({ giveaway: moderatedGiveawayOf(noGiveaway) })).then('GIVEAWAY_NOT_FOUND');
    given([]).when(suspend({ giveaway: giveawayWith({ deleted: true }) })).then('GIVEAWAY_NOT_FOUND');
  });
});
