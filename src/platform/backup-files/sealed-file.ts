import { createHash } from 'node:crypto';
import { bodyShapeProblem } from '../http/json-body-shape';
import { backupErrors } from './backup-file.errors';
import { canonicalJson } from './canonical-json';

/** The SHA-256 a backup file records for a part: over its canonical JSON, so reading and writing it back keeps the sum. */
export const sha256Of = (value: unknown) => createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');

/** A file's bytes as JSON, refused whole when they are not JSON or not a shape the API would take in a body. */
export function parseJsonFile(bytes: Buffer): unknown {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // A file that does not even start as a JSON object is another kind of file (an image, a
  // PDF): 415. One that does but breaks off is a damaged backup: 400.
  if (!text.trimStart().startsWith('{')) throw backupErrors.notJson();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw backupErrors.invalid('não é um JSON válido.');
  }
  if (bodyShapeProblem(raw)) throw backupErrors.invalid('estrutura não permitida.');
  return raw;
}

/**
 * The manifest's format and version, read before anything else: another product's JSON or a
 * later version is refused as such, not as a shape error.
 */
export function checkFormat(raw: unknown, formato: string, versao: number): void {
  const manifest = (raw as { manifesto?: unknown } | null)?.manifesto as { formato?: unknown; versao?: unknown } | undefined;
  if (!manifest || typeof manifest !== 'object') throw backupErrors.invalid('falta o manifesto.');
  if (manifest.formato !== formato || manifest.versao !== versao) throw backupErrors.versionUnsupported(manifest.formato, manifest.versao);
}
