import { EmbeddedIndex } from './embedded-index';
import { planQuery } from './embedded-plan';
import type { Doc } from './read-store.port';

describe('planQuery over a two-field ordered index', () => {
  const index = new EmbeddedIndex({ name: 'giveawayId_1_index_1', keys: { giveawayId: 1, index: 1 }, unique: false });
  const docs = new Map<unknown, Doc>();
  for (let i = 0; i < 10_000; i++) {
    const doc = { _id: `e${i}`, giveawayId: i % 2 ? 'a' : 'b', index: i >> 1 };
    docs.set(doc._id, doc);
    index.add(doc);
  }
  const candidates = (filter: Record<string, unknown>) => [...planQuery(filter, [index], docs)!.ids];

  it('reads only the documents at the pinned sort values, not every document of the lead value', () => {
    expect(candidates({ giveawayId: 'a', index: 17 })).toEqual(['e35']);
    expect(candidates({ giveawayId: 'b', index: { $in: [0, 4_999, 7] } }).sort()).toEqual(['e0', 'e14', 'e9998']);
  });

  it('still enumerates the whole lead value when the sort field is not pinned by an equality', () => {
    expect(candidates({ giveawayId: 'a', index: { $lt: 3 } })).toHaveLength(5_000);
  });
});
