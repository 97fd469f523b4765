import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MemoryUsedSolutionStore } from './memory-used-solution-store';
import { ProofOfWork } from './proof-of-work';

const options = { hmacKey: 'k'.repeat(64), maxNumber: 200, expirySeconds: 300 };

async function solved(pow: ProofOfWork): Promise<string> {
  const challenge = await pow.issue();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('proof-of-work challenges', () => {
  it('accepts a solved challenge once, then refuses it as used', async () => {
    const pow = new ProofOfWork(options, new MemoryUsedSolutionStore());
    const header = await solved(pow);
    await expect(pow.redeem(header)).resolves.toBeUndefined();
    await expect(pow.redeem(header)).rejects.toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('refuses a challenge signed with another key', async () => {
    const other = new ProofOfWork({ ...options, hmacKey: 'o'.repeat(64) }, new MemoryUsedSolutionStore());
    const pow = new ProofOfWork(options, new MemoryUsedSolutionStore());
    await expect(pow.redeem(await solved(other))).rejects.toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('refuses a challenge past its expiry', async () => {
    const store = new MemoryUsedSolutionStore();
    const issuedLongAgo = new ProofOfWork(options, store, () => Date.now() - 301_000);
    await expect(new ProofOfWork(options, store).redeem(await solved(issuedLongAgo))).rejects.toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('refuses garbage without throwing anything else', async () => {
    const pow = new ProofOfWork(options, new MemoryUsedSolutionStore());
    for (const header of ['', 'x', Buffer.from('null').toString('base64'), Buffer.from('{"challenge":{}}').toString('base64'), 'A'.repeat(5000)]) {
      await expect(pow.redeem(header)).rejects.toMatchObject({ code: 'CHALLENGE_INVALID' });
    }
  });
});
