import { createHash, createHmac, randomBytes } from 'node:crypto';
import { nodeDrawCrypto } from './node-crypto';

describe('nodeDrawCrypto', () => {
  it('hashes exactly as node:crypto does, whatever the length', () => {
    for (const length of [0, 1, 31, 55, 56, 63, 64, 65, 100, 1000]) {
      const data = randomBytes(length);
      expect(Buffer.from(nodeDrawCrypto.sha256(data) as Uint8Array).toString('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('computes the HMAC of RFC 2104 for short, block-sized and long keys and messages', () => {
    for (const keyLength of [0, 1, 32, 64, 65, 200]) {
      const key = randomBytes(keyLength);
      for (const length of [0, 5, 36, 64, 150, 1000]) {
        const data = randomBytes(length);
        expect(Buffer.from(nodeDrawCrypto.hmacSha256(key, data) as Uint8Array).toString('hex')).toBe(createHmac('sha256', key).update(data).digest('hex'));
      }
    }
  });

  it('notices a key changed in place between two calls', () => {
    const key = randomBytes(32);
    const data = Buffer.from('participante');
    nodeDrawCrypto.hmacSha256(key, data);
    key[0] ^= 0xff;
    expect(Buffer.from(nodeDrawCrypto.hmacSha256(key, data) as Uint8Array).toString('hex')).toBe(createHmac('sha256', key).update(data).digest('hex'));
  });

  it('matches the RFC 4231 test case 2 vector', () => {
    const out = nodeDrawCrypto.hmacSha256(Buffer.from('Jefe'), Buffer.from('what do ya want for nothing?')) as Uint8Array;
    expect(Buffer.from(out).toString('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
