import { type FileStorage, InvalidStorageKeyError } from '../../src/platform/storage/file-storage.port';

export interface FileStorageHarness {
  storage: FileStorage;
  close(): Promise<void>;
}

/** Keys that try to leave the storage root or reach hidden files; every adapter refuses them. */
export const HOSTILE_KEYS = [
  '../segredo.txt',
  'capas/../../segredo.txt',
  '/etc/passwd',
  'capas/./foto.jpg',
  'capas//foto.jpg',
  'capas\\..\\foto.jpg',
  '.htaccess',
  'capas/.tmp',
  '',
  'capas/',
];

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** The FileStorage contract; each adapter's test file supplies a fresh harness per test. */
export function fileStorageContract(open: () => Promise<FileStorageHarness>): void {
  let harness: FileStorageHarness;
  let storage: FileStorage;
  beforeEach(async () => {
    harness = await open();
    storage = harness.storage;
  });
  afterEach(async () => {
    await storage.close();
    await harness.close();
  });

  test('gives back exactly the bytes stored under a key', async () => {
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80, 0xfe]);
    await storage.put('capas/foto.jpg', body, 'image/jpeg');
    expect(await storage.get('capas/foto.jpg')).toEqual(body);
    expect(await storage.exists('capas/foto.jpg')).toBe(true);
  });

  test('answers null and false for a key never stored', async () => {
    expect(await storage.get('capas/nada.jpg')).toBeNull();
    expect(await storage.exists('capas/nada.jpg')).toBe(false);
    expect(await storage.delete('capas/nada.jpg')).toBe(false);
  });

  test('replaces the bytes when a key is stored again', async () => {
    await storage.put('geral/doc.pdf', bytes('primeira versão'), 'application/pdf');
    await storage.put('geral/doc.pdf', bytes('segunda'), 'application/pdf');
    expect((await storage.get('geral/doc.pdf'))?.toString()).toBe('segunda');
  });

  test('deletes a stored key once: true the first time, false after', async () => {
    await storage.put('geral/a.png', bytes('a'), 'image/png');
    await storage.put('geral/b.png', bytes('b'), 'image/png');
    expect(await storage.delete('geral/a.png')).toBe(true);
    expect(await storage.delete('geral/a.png')).toBe(false);
    expect(await storage.get('geral/a.png')).toBeNull();
    expect((await storage.get('geral/b.png'))?.toString()).toBe('b');
  });

  test('keeps keys in different folders apart', async () => {
    await storage.put('capas/x.webp', bytes('capa'), 'image/webp');
    await storage.put('perfis/x.webp', bytes('perfil'), 'image/webp');
    expect((await storage.get('capas/x.webp'))?.toString()).toBe('capa');
    expect((await storage.get('perfis/x.webp'))?.toString()).toBe('perfil');
  });

  test('leaves one whole version when the same key is written concurrently', async () => {
    const versions = ['a', 'b', 'c', 'd'].map((c) => bytes(c.repeat(256 * 1024)));
    await Promise.all(versions.map((v) => storage.put('geral/disputa.pdf', v, 'application/pdf')));
    const stored = await storage.get('geral/disputa.pdf');
    expect(versions.some((v) => v.equals(stored!))).toBe(true);
  });

  test.each(HOSTILE_KEYS)('refuses the key %j in every operation', async (key) => {
    await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  test('reports itself healthy', async () => {
    await expect(storage.health()).resolves.toMatchObject({ ok: true });
  });
}
