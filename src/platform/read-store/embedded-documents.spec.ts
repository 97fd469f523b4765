import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocuments } from './embedded-documents';
import type { Doc } from './read-store.port';

describe('EmbeddedDocuments', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sorteios-docs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const doc = (i: number): Doc => ({ _id: `d${i}`, n: i, when: new Date(Date.UTC(2026, 0, 1 + (i % 28))), tags: [`t${i % 3}`], nested: { ok: i % 2 === 0 } });
  const filled = (count: number, after = 10) => {
    const docs = new EmbeddedDocuments({ dir, after });
    for (let i = 0; i < count; i++) docs.set(`d${i}`, doc(i));
    return docs;
  };

  it('keeps a small collection in memory and hands back the very objects stored', () => {
    const docs = filled(9);
    const stored = doc(99);
    docs.set('d99', stored);
    expect(docs.spilled).toBe(false);
    expect(docs.get('d99')).toBe(stored);
  });

  it('past the threshold keeps documents on disk and reads back equal ones, in insertion order', () => {
    const docs = filled(5_000);
    expect(docs.spilled).toBe(true);
    expect(docs.size).toBe(5_000);
    expect(docs.get('d4321')).toEqual(doc(4321));
    expect(docs.get('d3')).toEqual(doc(3)); // one of the first ten, moved after the switch
    expect([...docs.values()].map((d) => d.n)).toEqual(Array.from({ length: 5_000 }, (_, i) => i));
    expect(docs.get('nope')).toBeUndefined();
    expect(docs.has('d0')).toBe(true);
  });

  it('told that a large load is coming, keeps documents on disk from the first one', () => {
    const docs = new EmbeddedDocuments({ dir, after: 10 });
    docs.expect(5);
    expect(docs.spilled).toBe(false);
    docs.expect(1_000);
    expect(docs.spilled).toBe(true);
    docs.set('d0', doc(0));
    expect(docs.get('d0')).not.toBe(docs.get('d0')); // read back from the file each time
    expect(docs.get('d0')).toEqual(doc(0));
  });

  it('leaves no file behind in the directory, even while spilling', () => {
    const docs = filled(100);
    expect(docs.spilled).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    docs.close();
  });

  it('replaces and deletes documents kept on disk', () => {
    const docs = filled(100);
    docs.set('d7', { _id: 'd7', n: -7 });
    docs.delete('d8');
    expect(docs.get('d7')).toEqual({ _id: 'd7', n: -7 });
    expect(docs.get('d8')).toBeUndefined();
    expect(docs.size).toBe(99);
    expect([...docs.values()].slice(6, 9).map((d) => d.n)).toEqual([6, -7, 9]);
  });

  it('a frozen list keeps that instant\'s documents while writes go on', () => {
    const docs = filled(100);
    const frozen = docs.frozen();
    docs.set('d0', { _id: 'd0', n: 'changed' });
    docs.delete('d1');
    docs.set('d100', doc(100));
    expect(frozen.length).toBe(100);
    expect(frozen.slice(0, 3).map((d) => d.n)).toEqual([0, 1, 2]);
    expect(frozen.slice(98, 100).map((d) => d._id)).toEqual(['d98', 'd99']);
  });

  it('stores documents larger than its write buffer', () => {
    const docs = filled(20);
    const big = { _id: 'big', text: 'x'.repeat(3 << 20) };
    docs.set('big', big);
    docs.set('after', { _id: 'after', n: 1 });
    expect(docs.get('big')).toEqual(big);
    expect(docs.get('after')).toEqual({ _id: 'after', n: 1 });
    expect(docs.get('d19')).toEqual(doc(19));
  });

  it('starts over in memory after clear, and spills again when it grows', () => {
    const docs = filled(100);
    docs.clear();
    expect(docs.size).toBe(0);
    expect(docs.spilled).toBe(false);
    for (let i = 0; i < 50; i++) docs.set(`n${i}`, { _id: `n${i}`, n: i });
    expect(docs.spilled).toBe(true);
    expect(docs.get('n42')).toEqual({ _id: 'n42', n: 42 });
    expect(docs.get('d5')).toBeUndefined();
  });
});
