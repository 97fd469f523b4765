import type { Doc, Filter, ReadStore } from '../../src/platform/read-store/read-store.port';

type Item = Doc & { words?: unknown; n?: number; rank?: number; kind?: string };

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const VOCABULARY = ['sao', 'paulo', 'cafe', 'kit', 'bike', 'tv', 'ps5', 'sol'];

/**
 * ReadStore contract for filters on array fields (MongoDB's multikey semantics) and for a
 * short sorted page of a long match: what a search index asks. Every adapter must give the
 * same answers with an index as without one.
 */
export function readStoreArrayIndexContract(name: string, open: () => Promise<ReadStore>): void {
  describe(`ReadStore array fields: ${name}`, () => {
    let store: ReadStore;
    const indexed = () => store.collection<Item>('indexed');
    const plain = () => store.collection<Item>('plain');
    const ids = (docs: Doc[]) => docs.map((d) => d._id).sort();

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.dropAll();
      await store.close();
    });

    async function seedBoth(docs: Item[]) {
      await indexed().createIndex({ words: 1 });
      await indexed().createIndex({ n: 1 });
      for (const doc of docs) {
        await indexed().replaceOne({ _id: doc._id }, doc, { upsert: true });
        await plain().replaceOne({ _id: doc._id }, doc, { upsert: true });
      }
    }

    it('finds a document by any one element of an indexed array, with $eq, $in, $all and $and', async () => {
      await seedBoth([
        { _id: 'a', words: ['sao', 'paulo'], n: 1 },
        { _id: 'b', words: ['paulo', 'cafe'], n: 2 },
        { _id: 'c', words: 'cafe', n: 3 },
        { _id: 'd', words: [], n: 1 },
        { _id: 'e', n: 2 },
      ]);
      expect(ids(await indexed().find({ words: 'paulo' }))).toEqual(['a', 'b']);
      expect(ids(await indexed().find({ words: { $eq: 'cafe' } }))).toEqual(['b', 'c']);
      expect(ids(await indexed().find({ words: { $in: ['sao', 'cafe'] } }))).toEqual(['a', 'b', 'c']);
      expect(ids(await indexed().find({ words: { $all: ['paulo', 'cafe'] } }))).toEqual(['b']);
      expect(ids(await indexed().find({ $and: [{ words: { $in: ['sao', 'cafe'] } }, { words: 'paulo' }] }))).toEqual(['a', 'b']);
      expect(ids(await indexed().find({ words: { $in: ['paulo', 'cafe'] }, n: 2 }))).toEqual(['b']);
      expect(ids(await indexed().find({ words: { $in: [] } }))).toEqual([]);
      expect(ids(await indexed().find({ words: 'nada' }))).toEqual([]);
      expect(await indexed().count({ words: 'paulo' })).toBe(2);
    });

    it('keeps answering right after elements are added, removed, replaced by a scalar and the document deleted', async () => {
      await seedBoth([{ _id: 'a', words: ['sao', 'paulo'] }, { _id: 'b', words: ['paulo'] }]);
      await indexed().updateOne({ _id: 'a' }, { $addToSet: { words: 'cafe' } });
      await indexed().updateOne({ _id: 'a' }, { $pull: { words: 'sao' } });
      await indexed().updateOne({ _id: 'b' }, { $set: { words: 'sol' } });
      expect(ids(await indexed().find({ words: 'cafe' }))).toEqual(['a']);
      expect(ids(await indexed().find({ words: 'sao' }))).toEqual([]);
      expect(ids(await indexed().find({ words: 'paulo' }))).toEqual(['a']);
      expect(ids(await indexed().find({ words: 'sol' }))).toEqual(['b']);
      await indexed().deleteOne({ _id: 'a' });
      expect(ids(await indexed().find({ words: { $in: ['cafe', 'paulo', 'sol'] } }))).toEqual(['b']);
    });

    it('gives the same answers with the index as without it, over arrays, scalars, objects, nulls and missing fields', async () => {
      const next = random(42);
      const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)];
      const shapes: Array<() => unknown> = [
        () => [pick(), pick(), pick()],
        () => [pick()],
        () => pick(),
        () => [],
        () => null,
        () => undefined,
        () => [pick(), { w: pick() }],
        () => [pick(), 7],
      ];
      const docs: Item[] = Array.from({ length: 200 }, (_, i) => {
        const words = shapes[Math.floor(next() * shapes.length)]();
        return { _id: `d${i}`, n: Math.floor(next() * 4), ...(words === undefined ? {} : { words }) };
      });
      await seedBoth(docs);
      const filters: Filter[] = [
        { words: 'sao' },
        { words: 7 },
        { words: null },
        { words: { $in: ['tv', 'ps5', 7] } },
        { words: { $all: ['sao', 'kit'] } },
        { $and: [{ words: { $in: ['sao', 'sol'] } }, { words: { $in: ['kit', 'bike'] } }] },
        { words: 'cafe', n: { $gte: 2 } },
        { words: { $in: ['paulo'] }, n: 1 },
        { $and: [{ words: 'tv' }, { $or: [{ n: 0 }, { n: 3 }] }] },
        { 'words.w': 'sao' },
        // A few ids against a broad condition: tested on each document rather than intersected.
        { _id: { $in: ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] }, n: { $in: [0, 1, 2] }, words: { $in: ['sao', 'kit', 'tv'] } },
      ];
      for (const filter of filters) {
        expect({ filter, ids: ids(await indexed().find(filter)) }).toEqual({ filter, ids: ids(await plain().find(filter)) });
      }
    });

    it('returns the first few of a long match in sort order, with the projection asked for', async () => {
      await indexed().createIndex({ kind: 1 });
      const next = random(7);
      const ranks = Array.from({ length: 400 }, (_, i) => i).sort(() => next() - 0.5);
      for (let i = 0; i < ranks.length; i++) {
        await indexed().replaceOne({ _id: `r${i}` }, { _id: `r${i}`, kind: i % 5 === 0 ? 'other' : 'item', rank: ranks[i], n: i }, { upsert: true });
      }
      const page = await indexed().find({ kind: 'item' }, { sort: { rank: -1 }, skip: 2, limit: 5, projection: { rank: 1 } });
      const expected = ranks
        .map((rank, i) => ({ _id: `r${i}`, rank, kind: i % 5 === 0 ? 'other' : 'item' }))
        .filter((d) => d.kind === 'item')
        .sort((a, b) => b.rank - a.rank)
        .slice(2, 7)
        .map(({ _id, rank }) => ({ _id, rank }));
      expect(page).toEqual(expected);
    });

    it('pages the best-ranked documents holding any of many words, over long matches, as documents change', async () => {
      // Many candidates for a short page: the embedded store reads its { words, rank } index in
      // rank order here, and each word holds more than one block (512) of documents.
      const next = random(11);
      const pickWords = () => VOCABULARY.filter(() => next() < 0.45);
      const docs: Item[] = Array.from({ length: 1500 }, (_, i) => ({ _id: `w${i}`, words: pickWords(), rank: Math.floor(next() * 1e6) + i / 1e4, n: i % 3 }));
      await indexed().createIndex({ words: 1, rank: -1 });
      await indexed().createIndex({ n: 1 });
      for (const doc of docs) {
        await indexed().replaceOne({ _id: doc._id }, doc, { upsert: true });
        await plain().replaceOne({ _id: doc._id }, doc, { upsert: true });
      }
      const change = async (id: string, update: Record<string, unknown>) => {
        await indexed().updateOne({ _id: id }, update);
        await plain().updateOne({ _id: id }, update);
      };
      // Moved to the top, out of the words, into a word, deleted.
      await change('w10', { $set: { rank: 2e6 } });
      await change('w11', { $set: { words: ['nada'] } });
      await change('w12', { $set: { words: ['kit', 'sol'], rank: 1.5e6 } });
      await indexed().deleteOne({ _id: 'w13' });
      await plain().deleteOne({ _id: 'w13' });

      const pages: Array<[Filter, { skip?: number; limit: number; sort: Record<string, 1 | -1> }]> = [
        [{ words: { $in: ['sao', 'kit', 'sol'] } }, { limit: 20, sort: { rank: -1 } }],
        [{ words: { $in: ['sao', 'kit', 'sol'] } }, { skip: 15, limit: 10, sort: { rank: 1 } }],
        [{ words: 'cafe' }, { limit: 5, sort: { rank: -1 } }],
        [{ $and: [{ words: { $in: ['sao', 'paulo'] } }, { words: { $in: ['kit', 'tv'] } }] }, { limit: 30, sort: { rank: -1 } }],
        [{ words: { $in: ['sao', 'paulo', 'cafe'] }, n: 2 }, { limit: 12, sort: { rank: -1 } }],
      ];
      for (const [filter, options] of pages) {
        const got = (await indexed().find(filter, { ...options, projection: { rank: 1 } })).map((d) => d._id);
        const expected = (await plain().find(filter, { ...options, projection: { rank: 1 } })).map((d) => d._id);
        expect({ filter, options, got }).toEqual({ filter, options, got: expected });
      }
    }, 60_000);
  });
}
