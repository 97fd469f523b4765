import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import type { TestApp } from './test-app';

/** Challenges this small solve in milliseconds: the suites test the rules, not the work. */
export const EASY_CHALLENGES = { CHALLENGE_MAX_NUMBER: '200' };

/** Solves a challenge as the SPA does and returns the X-Altcha header value. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('desafio sem solução');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a fresh challenge from the API and solves it. */
export async function solvedChallenge(t: TestApp): Promise<string> {
  const res = await request(t.http).get('/api/challenge').expect(200);
  return solve(res.body as Challenge);
}
