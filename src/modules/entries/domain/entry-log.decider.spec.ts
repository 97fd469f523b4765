import { deciderSpec } from '../../../../test/support/decider-spec';
import { entryLogDecider } from './entry-log.decider';
import type { EntryLogSealed } from './entry-log.events';

const head: EntryLogSealed['data'] = {
  giveawayId: 'g-1',
  closePosition: 40,
  treeSize: 3,
  root: 'ab'.repeat(32),
  time: '2026-01-20T12:00:00.000Z',
  signature: 'cd'.repeat(64),
  keyId: '0123456789abcdef',
  excluidos: [1],
};
const { given } = deciderSpec(entryLogDecider, { now: new Date('2026-01-20T12:00:00.000Z') });

describe('entry log seal', () => {
  it('records the final signed head once', () => {
    given([]).when({ type: 'SealEntryLog', head }).then([{ type: 'EntryLogSealed', data: head }]);
  });

  it('keeps the first seal when the job runs again, even with a later signature', () => {
    given([{ type: 'EntryLogSealed', data: head }]).when({ type: 'SealEntryLog', head: { ...head, time: '2026-01-20T12:00:05.000Z' } }).then([]);
  });
});
