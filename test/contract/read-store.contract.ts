import type { Doc, ReadStore } from '../../src/platform/read-store/read-store.port';

type Person = Doc & {
  nome: string;
  idade?: number;
  email?: string;
  cidade?: { nome: string; uf: string };
  tags?: string[];
  visitas?: number;
  itens?: { id: number; qtd: number }[];
};

const people: Person[] = [
  { _id: 'p1', nome: 'Ana Souza', idade: 31, email: 'ana@ex.com', cidade: { nome: 'Recife', uf: 'PE' }, tags: ['a'] },
  { _id: 'p2', nome: 'Bruno Lima', idade: 25, email: 'bruno@ex.com', cidade: { nome: 'Natal', uf: 'RN' }, tags: [] },
  { _id: 'p3', nome: 'Carla Dias', idade: 42, email: 'carla@ex.com', cidade: { nome: 'Olinda', uf: 'PE' } },
  { _id: 'p4', nome: 'anastácia Reis', idade: 19, email: 'ana.r@ex.com', cidade: { nome: 'Recife', uf: 'PE' } },
];

export interface ContractOptions {
  /** False for a server known to lack the positional `$` update (FerretDB v1): skipped there. */
  positionalOperator?: boolean;
}

/** The ReadStore contract: every adapter must pass it (DESIGN.md § Adapters). */
export function readStoreContract(name: string, open: () => Promise<ReadStore>, options: ContractOptions = {}): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    const col = () => store.collection<Person>('people');
    const seed = async () => {
      for (const p of people) await col().replaceOne({ _id: p._id }, p, { upsert: true });
    };
    const ids = (docs: Doc[]) => docs.map((d) => d._id);

    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.dropAll();
      await store.close();
    });

    it('inserts a document through an upsert and finds it by _id', async () => {
      const r = await col().updateOne({ _id: 'x1' }, { $set: { nome: 'Xavier', idade: 3 } }, { upsert: true });
      expect(r).toEqual({ matched: 0, upserted: true });
      expect(await col().findOne({ _id: 'x1' })).toEqual({ _id: 'x1', nome: 'Xavier', idade: 3 });
      expect(await col().findOne({ _id: 'nada' })).toBeNull();
    });

    it('filters with $in, case-insensitive $regex, nested fields and $gt', async () => {
      await seed();
      expect(ids(await col().find({ _id: { $in: ['p2', 'p4', 'zz'] } }, { sort: { _id: 1 } }))).toEqual(['p2', 'p4']);
      expect(ids(await col().find({ nome: { $regex: '^ana', $options: 'i' } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4']);
      expect(ids(await col().find({ 'cidade.uf': 'PE', 'cidade.nome': 'Recife' }, { sort: { _id: 1 } }))).toEqual(['p1', 'p4']);
      expect(ids(await col().find({ idade: { $gt: 30 } }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3']);
      expect(ids(await col().find({ tags: 'a' }))).toEqual(['p1']);
    });

    it('sorts, skips and limits', async () => {
      await seed();
      const page = await col().find({}, { sort: { idade: -1 }, skip: 1, limit: 2 });
      expect(ids(page)).toEqual(['p1', 'p2']);
      const byCity = await col().find({}, { sort: { 'cidade.nome': 1, idade: 1 } });
      expect(ids(byCity)).toEqual(['p2', 'p3', 'p4', 'p1']);
    });

    it('returns only the projected fields', async () => {
      await seed();
      const [only] = await col().find({ _id: 'p1' }, { projection: { nome: 1, 'cidade.uf': 1 } });
      expect(only).toEqual({ _id: 'p1', nome: 'Ana Souza', cidade: { uf: 'PE' } });
      const [without] = await col().find({ _id: 'p2' }, { projection: { email: 0, cidade: 0, tags: 0 } });
      expect(without).toEqual({ _id: 'p2', nome: 'Bruno Lima', idade: 25 });
      const [noId] = await col().find({ _id: 'p3' }, { projection: { _id: 0 } });
      expect(noId).toEqual({ nome: 'Carla Dias', idade: 42, email: 'carla@ex.com', cidade: { nome: 'Olinda', uf: 'PE' } });
    });

    it('sorts by a number and projects top-level fields together, as a draw reads its entrants', async () => {
      await seed();
      const rows = await col().find({ 'cidade.uf': 'PE', idade: { $lt: 40 } }, { sort: { idade: 1 }, projection: { nome: 1, cidade: 1 } });
      expect(rows).toEqual([
        { _id: 'p4', nome: 'anastácia Reis', cidade: { nome: 'Recife', uf: 'PE' } },
        { _id: 'p1', nome: 'Ana Souza', cidade: { nome: 'Recife', uf: 'PE' } },
      ]);
      const page = await col().find({}, { sort: { idade: -1 }, skip: 1, limit: 2, projection: { _id: 0, idade: 1 } });
      expect(page).toEqual([{ idade: 31 }, { idade: 25 }]);
      rows[0].cidade!.nome = 'mudado';
      expect((await col().findOne({ _id: 'p4' }))!.cidade!.nome).toBe('Recife');
    });

    it('compares a range only with numbers, or with an element of an array, beside an indexed equality', async () => {
      const c = store.collection('ranges');
      await c.createIndex({ g: 1 });
      const docs = [
        { _id: 'r1', g: 'x', n: 1 },
        { _id: 'r2', g: 'x', n: 7 },
        { _id: 'r3', g: 'x', n: '3' },
        { _id: 'r4', g: 'x', n: null },
        { _id: 'r5', g: 'x' },
        { _id: 'r6', g: 'x', n: [9, 2] },
        { _id: 'r7', g: 'x', n: [9, 8] },
        { _id: 'r8', g: 'y', n: 1 },
        { _id: 'r9', g: 'x', n: 4.5 },
      ];
      for (const doc of docs) await c.replaceOne({ _id: doc._id }, doc, { upsert: true });
      expect(ids(await c.find({ g: 'x', n: { $lt: 5 } }, { sort: { _id: 1 } }))).toEqual(['r1', 'r6', 'r9']);
      expect(ids(await c.find({ g: 'x', n: { $gte: 1, $lt: 7 } }, { sort: { _id: 1 } })).filter((id) => !['r6', 'r7'].includes(id))).toEqual(['r1', 'r9']);
      expect(ids(await c.find({ $and: [{ g: 'x' }, { n: { $gt: 4.5 } }] }, { sort: { _id: 1 } }))).toEqual(['r2', 'r6', 'r7']);
      expect(await c.count({ g: 'x', n: { $lte: 1 } })).toBe(1);
    });

    it('finds by both fields of a two-field index, also documents holding an array or another type there', async () => {
      const c = store.collection('leaves');
      await c.createIndex({ g: 1, n: 1 });
      const docs = [
        { _id: 'l1', g: 'x', n: 1 },
        { _id: 'l2', g: 'x', n: 2 },
        { _id: 'l3', g: 'x', n: '2' },
        { _id: 'l4', g: 'x', n: [9, 2] },
        { _id: 'l5', g: 'x', n: true },
        { _id: 'l6', g: 'x' },
        { _id: 'l7', g: 'y', n: 2 },
        { _id: 'l8', g: ['x', 'z'], n: 2 },
        { _id: 'l9', g: 'x', n: null },
      ];
      for (const doc of docs) await c.replaceOne({ _id: doc._id }, doc, { upsert: true });
      for (let i = 10; i < 300; i++) await c.replaceOne({ _id: `l${i}` }, { _id: `l${i}`, g: 'x', n: i }, { upsert: true });
      const found = async (filter: Record<string, unknown>) => ids(await c.find(filter, { sort: { _id: 1 } }));
      expect(await found({ g: 'x', n: 2 })).toEqual(['l2', 'l4', 'l8']);
      expect(await found({ g: 'x', n: { $in: [1, '2', 150] } })).toEqual(['l1', 'l150', 'l3']);
      expect(await found({ g: { $in: ['y', 'z'] }, n: 2 })).toEqual(['l7', 'l8']);
      expect(await found({ g: 'x', n: true })).toEqual(['l5']);
      expect(await found({ g: 'x', n: 4 })).toEqual([]);
      expect(await found({ $and: [{ g: 'x' }, { n: 299 }] })).toEqual(['l299']);
      expect((await c.findOne({ g: 'x', n: 9 }))?._id).toBe('l4');
      await c.updateOne({ _id: 'l2' }, { $set: { n: 4 } });
      expect(await found({ g: 'x', n: 4 })).toEqual(['l2']);
      expect(await found({ g: 'x', n: 2 })).toEqual(['l4', 'l8']);
    });

    it('counts all documents or those matching a filter', async () => {
      expect(await col().count()).toBe(0);
      await seed();
      expect(await col().count()).toBe(4);
      expect(await col().count({ 'cidade.uf': 'PE' })).toBe(3);
    });

    it('applies $set, $inc, $addToSet, $pull, $unset and $push with updateOne', async () => {
      await seed();
      const r = await col().updateOne(
        { _id: 'p1' },
        { $set: { 'cidade.nome': 'Caruaru' }, $inc: { visitas: 2, idade: 1 }, $addToSet: { tags: 'b' }, $unset: { email: '' } },
      );
      expect(r).toEqual({ matched: 1, upserted: false });
      await col().updateOne({ _id: 'p1' }, { $addToSet: { tags: 'b' }, $inc: { visitas: 1 } });
      await col().updateOne({ _id: 'p1' }, { $pull: { tags: 'a' } });
      await col().updateOne({ _id: 'p1' }, { $push: { tags: 'b' } });
      expect(await col().findOne({ _id: 'p1' })).toEqual({
        _id: 'p1',
        nome: 'Ana Souza',
        idade: 32,
        cidade: { nome: 'Caruaru', uf: 'PE' },
        tags: ['b', 'b'],
        visitas: 3,
      });
    });

    it('rejects an update that touches the same path twice and leaves the document as it was', async () => {
      await seed();
      await expect(col().updateOne({ _id: 'p1' }, { $set: { tags: [] }, $push: { tags: 'x' } })).rejects.toThrow();
      await expect(col().updateOne({ _id: 'p1' }, { $set: { cidade: {} }, $unset: { 'cidade.uf': '' } })).rejects.toThrow();
      expect(await col().findOne({ _id: 'p1' })).toEqual(people[0]);
    });

    const positional = 'updates the array element matched by the filter with the positional $';
    if (options.positionalOperator === false) it.skip(`${positional}: skipped because FerretDB v1 has no positional $ operator`, () => undefined);
    else it(positional, async () => {
      await col().replaceOne({ _id: 'l1' }, { _id: 'l1', nome: 'Lista', itens: [{ id: 1, qtd: 1 }, { id: 2, qtd: 1 }] }, { upsert: true });
      await col().updateOne({ _id: 'l1', 'itens.id': 2 }, { $inc: { 'itens.$.qtd': 4 } });
      expect((await col().findOne({ _id: 'l1' }))?.itens).toEqual([{ id: 1, qtd: 1 }, { id: 2, qtd: 5 }]);
    });

    it('does not insert when updateOne matches nothing without upsert', async () => {
      expect(await col().updateOne({ _id: 'nada' }, { $set: { nome: 'X' } })).toEqual({ matched: 0, upserted: false });
      expect(await col().count()).toBe(0);
    });

    it('applies $setOnInsert only when the upsert inserts, seeding fields from the filter', async () => {
      const upsert = (nome: string) =>
        col().updateOne({ _id: 'u1', email: 'u@ex.com' }, { $setOnInsert: { nome, visitas: 0 }, $inc: { idade: 1 } }, { upsert: true });
      expect(await upsert('Primeiro')).toEqual({ matched: 0, upserted: true });
      expect(await upsert('Segundo')).toEqual({ matched: 1, upserted: false });
      expect(await col().findOne({ _id: 'u1' })).toEqual({ _id: 'u1', email: 'u@ex.com', nome: 'Primeiro', visitas: 0, idade: 2 });
    });

    it('updates every matching document with updateMany', async () => {
      await seed();
      expect(await col().updateMany({ 'cidade.uf': 'PE' }, { $inc: { visitas: 1 } })).toEqual({ matched: 3 });
      expect(ids(await col().find({ visitas: 1 }, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p4']);
      expect(await col().findOne({ _id: 'p2' })).not.toHaveProperty('visitas');
    });

    it('replaces a whole document and upserts with replaceOne', async () => {
      await seed();
      await col().replaceOne({ _id: 'p1' }, { _id: 'p1', nome: 'Ana Nova' });
      expect(await col().findOne({ _id: 'p1' })).toEqual({ _id: 'p1', nome: 'Ana Nova' });
      await col().replaceOne({ _id: 'p9' }, { _id: 'p9', nome: 'Sem upsert' });
      expect(await col().findOne({ _id: 'p9' })).toBeNull();
      await col().replaceOne({ _id: 'p9' }, { _id: 'p9', nome: 'Com upsert' }, { upsert: true });
      expect(await col().findOne({ _id: 'p9' })).toEqual({ _id: 'p9', nome: 'Com upsert' });
    });

    it('deletes one or many documents', async () => {
      await seed();
      expect(await col().deleteOne({ _id: 'p2' })).toEqual({ deleted: 1 });
      expect(await col().deleteOne({ _id: 'p2' })).toEqual({ deleted: 0 });
      expect(await col().deleteMany({ 'cidade.uf': 'PE', idade: { $lt: 40 } })).toEqual({ deleted: 2 });
      expect(ids(await col().find({}))).toEqual(['p3']);
    });

    it('rejects a unique index violation with DUPLICATE_KEY and keeps the data', async () => {
      await seed();
      await col().createIndex({ email: 1 }, { unique: true });
      await expect(col().updateOne({ _id: 'p2' }, { $set: { email: 'ana@ex.com' } })).rejects.toMatchObject({ code: 'DUPLICATE_KEY' });
      await expect(
        col().updateOne({ _id: 'p5' }, { $set: { nome: 'Outra Ana', email: 'ana@ex.com' } }, { upsert: true }),
      ).rejects.toMatchObject({ code: 'DUPLICATE_KEY' });
      expect((await col().findOne({ _id: 'p2' }))?.email).toBe('bruno@ex.com');
      expect(await col().findOne({ _id: 'p5' })).toBeNull();
      // Freeing the key lets another document take it.
      await col().deleteOne({ _id: 'p1' });
      await col().updateOne({ _id: 'p2' }, { $set: { email: 'ana@ex.com' } });
      expect(ids(await col().find({ email: 'ana@ex.com' }))).toEqual(['p2']);
      // And the key p2 left behind is free too.
      await col().updateOne({ _id: 'p3' }, { $set: { email: 'bruno@ex.com' } });
      expect(ids(await col().find({ email: 'bruno@ex.com' }))).toEqual(['p3']);
    });

    it('refuses a unique index over documents that already repeat the key', async () => {
      await seed();
      await expect(col().createIndex({ 'cidade.nome': 1 }, { unique: true })).rejects.toMatchObject({ code: 'DUPLICATE_KEY' });
    });

    it('finds by an indexed field after the field changes or the document is deleted', async () => {
      await seed();
      await col().createIndex({ 'cidade.uf': 1, idade: 1 });
      await col().updateOne({ _id: 'p1' }, { $set: { 'cidade.uf': 'RN' } });
      await col().deleteOne({ _id: 'p3' });
      expect(ids(await col().find({ 'cidade.uf': 'RN', idade: 31 }))).toEqual(['p1']);
      expect(ids(await col().find({ 'cidade.uf': 'PE', idade: 42 }))).toEqual([]);
      expect(ids(await col().find({ 'cidade.uf': 'PE', idade: 19 }))).toEqual(['p4']);
    });

    it('returns copies: changing a result or an input does not change the store', async () => {
      await seed();
      const input: Person = { _id: 'c1', nome: 'Cópia', tags: ['x'] };
      await col().replaceOne({ _id: 'c1' }, input, { upsert: true });
      input.tags!.push('mutado');
      const one = await col().findOne({ _id: 'p1' });
      one!.cidade!.nome = 'Mudou';
      one!.tags!.push('z');
      const [many] = await col().find({ _id: 'p1' });
      many.nome = 'Mudou';
      expect(await col().findOne({ _id: 'p1' })).toEqual(people[0]);
      expect((await col().findOne({ _id: 'c1' }))?.tags).toEqual(['x']);
    });

    it('dropAll empties every collection and the handles keep working', async () => {
      await seed();
      const other = store.collection('outra');
      await other.replaceOne({ _id: 'o1' }, { _id: 'o1' }, { upsert: true });
      await col().createIndex({ email: 1 }, { unique: true });
      await store.dropAll();
      expect(await col().count()).toBe(0);
      expect(await other.count()).toBe(0);
      await other.replaceOne({ _id: 'o2' }, { _id: 'o2' }, { upsert: true });
      expect(await store.collection('outra').count()).toBe(1);
      // The unique index went with the collection.
      await col().replaceOne({ _id: 'd1' }, { _id: 'd1', nome: 'D1', email: 'x@ex.com' }, { upsert: true });
      await col().replaceOne({ _id: 'd2' }, { _id: 'd2', nome: 'D2', email: 'x@ex.com' }, { upsert: true });
      expect(await col().count({ email: 'x@ex.com' })).toBe(2);
    });

    it('reports itself healthy', async () => {
      expect(await store.health()).toMatchObject({ ok: true });
    });
  });
}
