import type { PersonalKeyStore } from '../../src/platform/personal-data/personal-key-store.port';

/**
 * What every PersonalKeyStore adapter must do (crypto-shredding, docs/personal-data.md): keep a
 * subject's key once made, never replace it, destroy it for good and never make a new one after.
 */
export function personalKeyStoreContract(name: string, open: () => Promise<PersonalKeyStore>) {
  describe(`PersonalKeyStore contract: ${name}`, () => {
    let store: PersonalKeyStore;
    let n = 0;
    const subject = () => `u-${process.pid}-${Date.now()}-${++n}`;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    test('a subject with no key finds none', async () => {
      expect(await store.find(subject())).toEqual({ state: 'none' });
    });

    test('the first key made is kept: a second offer returns the first material', async () => {
      const s = subject();
      expect(await store.findOrCreate(s, 'material-1')).toEqual({ state: 'active', material: 'material-1' });
      expect(await store.findOrCreate(s, 'material-2')).toEqual({ state: 'active', material: 'material-1' });
      expect(await store.find(s)).toEqual({ state: 'active', material: 'material-1' });
    });

    test('of many processes making one subject’s key at once, all get the same one', async () => {
      const s = subject();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.findOrCreate(s, `m-${i}`)));
      const materials = new Set(results.map((r) => (r.state === 'active' ? r.material : 'erased')));
      expect(materials.size).toBe(1);
    });

    test('a destroyed key is gone for good, and a new offer does not bring one back', async () => {
      const s = subject();
      await store.findOrCreate(s, 'material-1');
      await store.destroy(s, '2026-01-10T12:00:00.000Z');
      expect(await store.find(s)).toEqual({ state: 'erased', erasedAt: '2026-01-10T12:00:00.000Z' });
      expect(await store.findOrCreate(s, 'material-2')).toEqual({ state: 'erased', erasedAt: '2026-01-10T12:00:00.000Z' });
    });

    test('destroying is idempotent and keeps the first time; a subject never seen can be erased ahead', async () => {
      const s = subject();
      await store.destroy(s, '2026-01-10T12:00:00.000Z');
      await store.destroy(s, '2026-02-01T00:00:00.000Z');
      expect(await store.find(s)).toEqual({ state: 'erased', erasedAt: '2026-01-10T12:00:00.000Z' });
    });

    test('keys survive reopening the store', async () => {
      const s = subject();
      await store.findOrCreate(s, 'material-1');
      await store.close();
      store = await open();
      expect(await store.find(s)).toEqual({ state: 'active', material: 'material-1' });
    });

    test('answers its health check', async () => {
      expect(await store.health()).toEqual({ ok: true });
    });
  });
}
