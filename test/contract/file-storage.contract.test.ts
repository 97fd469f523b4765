import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFileStorage } from '../../src/platform/storage/local-file-storage';
import { S3FileStorage } from '../../src/platform/storage/s3-file-storage';
import { dropBucket, s3OptionsOf, s3TestUrl, withFreshBucket } from '../support/s3-bucket';
import { fileStorageContract, HOSTILE_KEYS } from './file-storage.contract';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sorteios-files-'));

describe('FileStorage contract: local disk (DATA_DIR/uploads)', () => {
  fileStorageContract(async () => {
    const dataDir = freshDir();
    return { storage: new LocalFileStorage(dataDir), close: async () => rmSync(dataDir, { recursive: true, force: true }) };
  });
});

// CONTRACT_S3_URL lets .ci/run point this suite at moto (test/support/start-moto.sh) without
// the API suites, which read STORAGE_URL through the app config, switching to it as well.
const s3Url = s3TestUrl;
if (s3Url) {
  const s3 = s3OptionsOf(s3Url);
  describe(`FileStorage contract: S3 (${s3.endpoint ?? `AWS, ${s3.region}`})`, () => {
    // A bucket per test, created by the adapter on first use, so tests never see each other's objects.
    fileStorageContract(async () => {
      const options = s3OptionsOf(withFreshBucket(s3Url).url);
      return { storage: new S3FileStorage(options), close: () => dropBucket(options) };
    });

    it('reports itself unhealthy, naming the bucket, when the server does not answer', async () => {
      const storage = new S3FileStorage({ ...s3, endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
      try {
        const health = await storage.health();
        expect(health).toMatchObject({ ok: false, detail: expect.stringContaining(`bucket ${s3.bucket}:`) });
      } finally {
        await storage.close();
      }
    });
  });
} else {
  // .ci/run starts moto and sets CONTRACT_S3_URL; a local `npm test` without it says so.
  it.skip('S3: suite skipped because neither CONTRACT_S3_URL nor STORAGE_URL is set (test/support/start-moto.sh prints one)', () => undefined);
}

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
