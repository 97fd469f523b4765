import { deciderSpec } from '../../../../test/support/decider-spec';
import type { GiveawayLifecycle } from '../../giveaways/giveaways.public';
import { entryDecider } from './entry.decider';
import type { EntryEvent, EntrySubmitted } from './entry.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const lifecycle = (status: GiveawayLifecycle['status']) => ({ exists: true, deleted: false, giveawayId: 'g-1', status }) as GiveawayLifecycle;

const submitted: EntrySubmitted = {
  type: 'EntrySubmitted',
  data: {
    entryId: 'e-1',
    sorteioId: 'g-1',
    participanteId: 'u-bia',
    respostas: { nome: 'Bia', email: 'bia@exemplo.com' },
    nome: 'Bia',
    email: 'bia@exemplo.com',
    username: 'bia',
    consentimentoContato: true,
    aceite: null,
  },
};
const withdrawn: EntryEvent = { type: 'EntryWithdrawn', data: { entryId: 'e-1', sorteioId: 'g-1', participanteId: 'u-bia', motivo: 'conta-excluida' } };

const { given } = deciderSpec(entryDecider, { now: NOW });

describe('entryDecider: withdrawing an entry when its participant erases the account', () => {
  it('withdraws the entry while the giveaway takes entries', () => {
    given([submitted]).when({ type: 'WithdrawEntry', giveaway: lifecycle('Ativo') }).then([withdrawn]);
  });

  it('keeps an entry a close already committed (the receipt must keep verifying)', () => {
    for (const status of ['Encerrado', 'Realizado'] as const) {
      given([submitted]).when({ type: 'WithdrawEntry', giveaway: lifecycle(status) }).then([]);
    }
  });

  it('does nothing twice, nor without an entry', () => {
    given([submitted, withdrawn]).when({ type: 'WithdrawEntry', giveaway: lifecycle('Ativo') }).then([]);
    given([]).when({ type: 'WithdrawEntry', giveaway: lifecycle('Ativo') }).then([]);
  });

  it('a withdrawal does not read as a withdrawn contact consent', () => {
    const state = [submitted, withdrawn].reduce(entryDecider.evolve, entryDecider.initialState);
    expect(state.entry?.consentimentoContato).toBe(true);
    expect(state.withdrawn).toBe(true);
  });
});
