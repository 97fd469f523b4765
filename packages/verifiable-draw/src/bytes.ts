// Byte helpers shared by the API (Node) and the browser verifier: only ES2022 + TextEncoder.

const encoder = new TextEncoder();

/** UTF-8 bytes; ASCII (every generated id) skips TextEncoder, which is slow for short strings. */
export function utf8(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(text);
    out[i] = code;
  }
  return out;
}

/** Most bytes the UTF-8 of `text` can take: 3 per UTF-16 unit (a surrogate pair is 4 for 2). */
export const maxUtf8Length = (text: string) => text.length * 3;

/**
 * Writes the UTF-8 of `text` into `target` at `offset` (room for maxUtf8Length bytes) and
 * returns how many bytes it wrote: a million ids encoded with no array allocated for each.
 */
export function utf8Into(text: string, target: Uint8Array, offset: number): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return encoder.encodeInto(text, target.subarray(offset)).written;
    target[offset + i] = code;
  }
  return text.length;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]];
  return out;
}

/** Receipts carry lowercase hex only, so that one value has exactly one spelling. */
export function isHex(value: unknown, byteLength?: number): value is string {
  if (typeof value !== 'string' || !/^(?:[0-9a-f]{2})*$/.test(value)) return false;
  return byteLength === undefined || value.length === byteLength * 2;
}

/** The value of one lowercase hex digit's char code, or -1. */
const nibble = (code: number) => (code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 102 ? code - 87 : -1);

/** Decoded char by char (no regex, no slices): every receipt and every stored tree block goes through here. */
export function fromHex(hex: string): Uint8Array {
  const invalid = () => new Error(`hexadecimal inválido: ${String(hex).slice(0, 20)}`);
  if (typeof hex !== 'string' || hex.length % 2 !== 0) throw invalid();
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) {
    const high = nibble(hex.charCodeAt(2 * i));
    const low = nibble(hex.charCodeAt(2 * i + 1));
    if (high < 0 || low < 0) throw invalid();
    out[i] = (high << 4) | low;
  }
  return out;
}

/** 8-byte big-endian unsigned integer; exact for every safe integer. */
export function uint64BE(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`inteiro fora do intervalo: ${value}`);
  const out = new Uint8Array(8);
  const view = new DataView(out.buffer);
  view.setUint32(0, Math.floor(value / 2 ** 32));
  view.setUint32(4, value >>> 0);
  return out;
}
