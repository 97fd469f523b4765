import { deciderSpec } from '../../../../test/support/decider-spec';
import { activeSlotsDecider, type ActiveSlotsCommand } from './active-slots.decider';
import type { ActiveSlotClaimed } from './giveaway.events';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const claimed = (giveawayId: string, secondsAgo: number): ActiveSlotClaimed & { at: string } => ({
  type: 'ActiveSlotClaimed',
  data: { criadorId: 'ana', giveawayId },
  at: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(),
});
const claim = (giveawayId: string, ativos: string[], resolvidos: string[] = []): ActiveSlotsCommand => ({
  type: 'ClaimActiveSlot',
  criadorId: 'ana',
  giveawayId,
  plano: 'Grátis',
  limite: 3,
  ativos,
  resolvidos,
});

const { given } = deciderSpec(activeSlotsDecider, { now: NOW });

describe('active giveaway slots', () => {
  it('claims a slot while fewer giveaways than the limit are active', () => {
    given([]).when(claim('g4', ['g1', 'g2'])).then([{ type: 'ActiveSlotClaimed', data: { criadorId: 'ana', giveawayId: 'g4' } }]);
  });

  it('refuses the claim when the active ones fill the plan, with the limit in pt-BR', () => {
    const err = given([]).when(claim('g4', ['g1', 'g2', 'g3'])).error();
    expect(err.code).toBe('PLAN_LIMIT_REACHED');
    expect(err.message).toBe('O plano Grátis permite até 3 sorteios ativos ao mesmo tempo. Encerre um deles ou conheça o Pro em /precos.');
  });

  it('counts a publish still in flight, which the read model does not show yet', () => {
    given([claimed('g3', 1)]).when(claim('g4', ['g1', 'g2'])).then('PLAN_LIMIT_REACHED');
  });

  it('does not count a recent claim whose giveaway the read model shows settled, nor an old claim', () => {
    given([claimed('g3', 1)]).when(claim('g4', ['g1', 'g2'], ['g3'])).then([{ type: 'ActiveSlotClaimed', data: { criadorId: 'ana', giveawayId: 'g4' } }]);
    given([claimed('g3', 120)]).when(claim('g4', ['g1', 'g2'])).then([{ type: 'ActiveSlotClaimed', data: { criadorId: 'ana', giveawayId: 'g4' } }]);
  });

  it('does not count the giveaway being published against itself', () => {
    given([claimed('g3', 1)]).when(claim('g3', ['g1', 'g2'])).then([{ type: 'ActiveSlotClaimed', data: { criadorId: 'ana', giveawayId: 'g3' } }]);
  });
});
