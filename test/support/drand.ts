import type { ChainClient, RandomnessBeacon } from 'drand-client';
import { roundAt } from 'drand-client';
import recorded from '../fixtures/drand-quicknet-rounds.json';
import { DrandClientBeacons, QUICKNET } from '../../src/modules/draws/application/drand/drand-client-beacons';
import { SystemClock } from '../../src/platform/ddd/clock';

export const recordedRounds = recorded.rounds;
export const recordedRound = (round: number) => recorded.rounds.find((r) => r.round === round)!;

/** A drand relay that serves only the recorded rounds (as drand's HTTP API would: 404 otherwise). */
export function recordedChainClient(beacons: RandomnessBeacon[]): ChainClient {
  return {
    options: { disableBeaconVerification: false, noCache: true },
    chain: () => ({ baseUrl: 'https://registro.invalid', info: async () => QUICKNET }),
    latest: async () => beacons[beacons.length - 1],
    get: async (round) => {
      const beacon = beacons.find((b) => b.round === round);
      if (!beacon) throw new Error(`Error while fetching https://registro.invalid/public/${round} (404)`);
      return beacon;
    },
  };
}

/**
 * The real adapter (drand-client checks every BLS signature) over recorded rounds. Those rounds
 * are from 2023, so the round committed at a close is chosen by the test: `nextRound`.
 */
export class RecordedDrand extends DrandClientBeacons {
  nextRound = 3;

  /** What the relay serves; a test may add a forged round. */
  constructor(readonly beacons: RandomnessBeacon[] = recorded.rounds.map(({ round, randomness, signature }) => ({ round, randomness, signature }))) {
    super(recordedChainClient(beacons));
  }

  override roundAfter(time: Date) {
    return { round: this.nextRound, publishedAt: new Date(time.getTime() + 1000) };
  }

  /** A round whose time has not come, so the draw must wait for it. */
  commitToAFutureRound(): void {
    this.nextRound = roundAt(Date.now(), QUICKNET) + 10_000;
  }
}

/** The system clock, movable forward: the Loteria Federal draw of a future date, today. */
export class MovableClock extends SystemClock {
  offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
