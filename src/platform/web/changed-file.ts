import { stat, readFile } from 'node:fs/promises';

/**
 * A file read once and again only when it changes on disk (its mtime or size): the SPA's
 * index.html and route list are read for every page, and a redeploy rewrites them under a
 * running server.
 */
export class ChangedFile<T> {
  private cached: { mtimeMs: number; size: number; value: T } | undefined;

  constructor(
    readonly path: string,
    private readonly parse: (raw: Buffer) => T,
  ) {}

  /** The file's current content, or undefined when it is missing. */
  async read(): Promise<T | undefined> {
    const info = await stat(this.path).catch(() => undefined);
    if (!info?.isFile()) return (this.cached = undefined);
    if (this.cached && this.cached.mtimeMs === info.mtimeMs && this.cached.size === info.size) return this.cached.value;
    const raw = await readFile(this.path).catch(() => undefined);
    if (raw === undefined) return (this.cached = undefined);
    this.cached = { mtimeMs: info.mtimeMs, size: info.size, value: this.parse(raw) };
    return this.cached.value;
  }
}
