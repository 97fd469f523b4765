import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidKey, FileStorage, InvalidStorageKeyError } from './file-storage.port';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under DATA_DIR/uploads, served by express.static at /uploads (app.setup.ts). Writes
 * go to a temporary file in .tmp (same disk, never served: dotfiles are ignored) and are
 * renamed into place, so a reader sees the old file or the new one, never half of one.
 */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
    this.tmpDir = join(this.root, '.tmp');
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(this.tmpDir, `${randomUUID()}.part`);
    try {
      const file = await open(tmp, 'wx', 0o644);
      try {
        await file.writeFile(body);
        await file.sync(); // durable before it is announced as stored
      } finally {
        await file.close();
      }
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return { ok: true };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }

  async close(): Promise<void> {}

  /** The key rule already forbids '..'; resolving and re-checking the prefix is the second lock. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }
}
