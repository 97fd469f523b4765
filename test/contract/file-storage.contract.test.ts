import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from '../../src/platform/storage/local-file-storage';
import { fileStorageContract, HOSTILE_KEYS } from './file-storage.contract';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sorteios-files-'));

describe('FileStorage contract: local disk (DATA_DIR/uploads)', () => {
  fileStorageContract(async () => {
    const dataDir = freshDir();
    return { storage: new LocalFileStorage(dataDir), close: async () => rmSync(dataDir, { recursive: true, force: true }) };
  });
});

describe('local file storage on disk', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = freshDir();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('keeps a key at DATA_DIR/uploads/<key>, where /uploads serves it from', async () => {
    await new LocalFileStorage(dataDir).put('capas/foto.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(readFileSync(join(dataDir, 'uploads', 'capas', 'foto.jpg'), 'utf8')).toBe('jpeg');
  });

  test('leaves no temporary file behind after writing', async () => {
    const storage = new LocalFileStorage(dataDir);
    await Promise.all([1, 2, 3].map((n) => storage.put(`geral/${n}.png`, Buffer.alloc(1024, n), 'image/png')));
    expect(readdirSync(join(dataDir, 'uploads', '.tmp'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'uploads', 'geral')).sort()).toEqual(['1.png', '2.png', '3.png']);
  });

  test('never touches a file outside its root, whatever the key', async () => {
    writeFileSync(join(dataDir, 'segredo.txt'), 'não apague');
    const storage = new LocalFileStorage(dataDir);
    for (const key of HOSTILE_KEYS) {
      await storage.delete(key).catch(() => undefined);
      await storage.put(key, Buffer.from('sobrescrito'), 'text/plain').catch(() => undefined);
    }
    expect(readFileSync(join(dataDir, 'segredo.txt'), 'utf8')).toBe('não apague');
    expect(existsSync(join(dataDir, 'uploads', '.htaccess'))).toBe(false);
  });
});
