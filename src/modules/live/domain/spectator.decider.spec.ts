import { deciderSpec } from '../../../../test/support/decider-spec';
import { spectatorDecider } from './spectator.decider';

const { given } = deciderSpec(spectatorDecider, { now: new Date('2025-06-01T12:00:00.000Z') });
const ids = { giveawayId: 'g-1', userId: 'u-1' };
const joined = { type: 'SpectatorJoined' as const, data: ids };
const left = { type: 'SpectatorLeft' as const, data: ids };

describe('spectator decider', () => {
  it('records a join, and nothing more while the user is still watching', () => {
    given([]).when({ type: 'Join', ...ids, visible: true }).then([joined]);
    given([joined]).when({ type: 'Join', ...ids, visible: true }).then([]);
    given([joined, left]).when({ type: 'Join', ...ids, visible: true }).then([joined]);
  });

  it('records a leave only for someone watching', () => {
    given([joined]).when({ type: 'Leave', ...ids }).then([left]);
    given([]).when({ type: 'Leave', ...ids }).then([]);
    given([joined, left]).when({ type: 'Leave', ...ids }).then([]);
  });

  it('refuses to join a giveaway the user cannot see', () => {
    given([]).when({ type: 'Join', ...ids, visible: false }).then('GIVEAWAY_NOT_FOUND');
  });
});
