import { toHex, utf8 } from './bytes';
import { type DrawCrypto, isSync } from './draw-crypto';

/** The prevHash of a giveaway's first step: nothing came before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a step's hash covers (titulo, prevHash and hash are not part of it). */
export interface HistoryStepContent {
  seq: number;
  type: string;
  position: number;
  at: string;
  data: Record<string, unknown>;
}

export interface HistoryStep extends HistoryStepContent {
  prevHash: string;
  hash: string;
}

/**
 * JSON with object keys sorted (by UTF-16 code units, JavaScript's default order), no
 * whitespace, strings and numbers written as JSON.stringify writes them: RFC 8785 (JCS) for
 * the values a history holds (strings, integers, booleans, null, arrays, objects).
 * Keys whose value is undefined are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('número não finito não tem forma canônica');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`valor sem forma canônica: ${typeof value}`);
  }
}

/** hash = SHA-256 hex of utf8(prevHash + "\n" + canonicalJson({ seq, type, position, at, data })). */
export async function historyStepHash(prevHash: string, step: HistoryStepContent, crypto: DrawCrypto): Promise<string> {
  const { seq, type, position, at, data } = step;
  const digest = crypto.sha256(utf8(`${prevHash}\n${canonicalJson({ seq, type, position, at, data })}`));
  return toHex(isSync(digest) ? digest : await digest);
}

export type ChainProblem = 'order' | 'prev-hash' | 'hash';

export interface ChainStepCheck {
  seq: number;
  position: number;
  ok: boolean;
  /** Every way this step fails; empty when it passes. */
  problems: ChainProblem[];
}

export interface ChainVerification {
  ok: boolean;
  steps: ChainStepCheck[];
  /** The head recomputed from the steps, and whether it is the head the server published. */
  headHash: string;
  headOk: boolean;
}

/**
 * Recomputes the chain from the first step. Each step is checked against the hash recomputed
 * for the step before it (not the one it claims), so a changed step fails and so does every
 * step after it: the chain is broken from there on.
 */
export async function verifyHistoryChain(history: { steps: readonly HistoryStep[]; headHash: string }, crypto: DrawCrypto): Promise<ChainVerification> {
  let running = GENESIS_HASH;
  let lastPosition = 0;
  const steps: ChainStepCheck[] = [];
  for (const [i, step] of history.steps.entries()) {
    const problems: ChainProblem[] = [];
    if (step.seq !== i + 1 || !(step.position > lastPosition)) problems.push('order');
    if (step.prevHash !== running) problems.push('prev-hash');
    running = await historyStepHash(running, step, crypto);
    if (step.hash !== running) problems.push('hash');
    lastPosition = step.position;
    steps.push({ seq: step.seq, position: step.position, ok: problems.length === 0, problems });
  }
  const headOk = history.headHash === running;
  return { ok: headOk && steps.every((s) => s.ok), steps, headHash: running, headOk };
}
