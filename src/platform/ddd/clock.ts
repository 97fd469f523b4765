import { randomBytes } from 'node:crypto';

/** Time and randomness as injectable inputs, so tests can fix them (DESIGN.md conventions). */
export abstract class Clock {
  abstract now(): Date;
  abstract random(n: number): Uint8Array;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
  random(n: number): Uint8Array {
    return randomBytes(n);
  }
}
