/**
 * The FileStorage port: uploaded bytes by key. A key is a relative path such as
 * 'capas/<uuid>.jpg'; it becomes the public address /uploads/<key>, so every adapter refuses
 * keys that could climb out of its root or name hidden files.
 */
export interface FileStorage {
  readonly name: string;
  /** Stores the bytes under key, replacing what was there; readers never see a partial file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** false when there was nothing to delete. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Chave de arquivo inválida: ${JSON.stringify(key).slice(0, 120)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * Each segment starts with a letter or digit, so '.', '..' and dotfiles are impossible;
 * no backslashes, empty segments or absolute paths. Same rule on every adapter.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function assertValidKey(key: string): void {
  const segments = typeof key === 'string' ? key.split('/') : [];
  if (key.length > 300 || segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) {
    throw new InvalidStorageKeyError(String(key));
  }
}
