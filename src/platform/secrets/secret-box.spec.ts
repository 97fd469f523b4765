import { randomBytes } from 'node:crypto';
import { SecretBox, SecretUnreadable } from './secret-box';

const key = () => randomBytes(32);
const TOKEN = 'IGAAJ-long-lived-token-0123456789';

/** Replaces one character of a base64url field with another. */
function flip(sealed: string, field: number): string {
  const parts = sealed.split('.');
  const value = parts[field];
  parts[field] = (value[0] === 'A' ? 'B' : 'A') + value.slice(1);
  return parts.join('.');
}

describe('SecretBox', () => {
  it('opens what it sealed, for the same context, without the plaintext showing in the sealed form', () => {
    const box = new SecretBox([key()]);
    const sealed = box.seal(TOKEN, 'instagram:u-1');
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(box.open(sealed, 'instagram:u-1')).toBe(TOKEN);
  });

  it('draws a new IV for every value, so the same secret never seals the same way twice', () => {
    const box = new SecretBox([key()]);
    const a = box.seal(TOKEN, 'c');
    const b = box.seal(TOKEN, 'c');
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
  });

  it('refuses a value whose ciphertext, tag or IV was changed', () => {
    const box = new SecretBox([key()]);
    const sealed = box.seal(TOKEN, 'c');
    for (const field of [2, 3, 4]) expect(() => box.open(flip(sealed, field), 'c')).toThrow(SecretUnreadable);
  });

  it('refuses a value sealed for another context (copied into another person’s record)', () => {
    const box = new SecretBox([key()]);
    expect(() => box.open(box.seal(TOKEN, 'instagram:u-1'), 'instagram:u-2')).toThrow(SecretUnreadable);
  });

  it('after a rotation seals with the new key and still opens what the old key sealed', () => {
    const [older, newer] = [key(), key()];
    const before = new SecretBox([older]);
    const sealedBefore = before.seal(TOKEN, 'c');
    const rotated = new SecretBox([newer, older]);
    expect(rotated.open(sealedBefore, 'c')).toBe(TOKEN);
    expect(rotated.sealedWithCurrentKey(sealedBefore)).toBe(false);
    const sealedAfter = rotated.seal(TOKEN, 'c');
    expect(rotated.sealedWithCurrentKey(sealedAfter)).toBe(true);
    expect(() => before.open(sealedAfter, 'c')).toThrow(SecretUnreadable);
  });

  it('cannot open anything once the key that sealed it is gone', () => {
    const sealed = new SecretBox([key()]).seal(TOKEN, 'c');
    expect(() => new SecretBox([key()]).open(sealed, 'c')).toThrow('Segredo ilegível: selado com uma chave que não está em SECRETS_KEY');
    expect(() => new SecretBox([key()]).open('texto-qualquer', 'c')).toThrow(SecretUnreadable);
  });

  it('accepts only 32-byte keys', () => {
    expect(() => new SecretBox([randomBytes(16)])).toThrow('32 bytes');
    expect(() => new SecretBox([])).toThrow('nenhuma chave');
  });
});
