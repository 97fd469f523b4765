/** A drand round, with the BLS signature that proves it came from the chain. */
export interface DrandBeacon {
  round: number;
  randomness: string;
  signature: string;
}

export type BeaconResult =
  | { status: 'ok'; beacon: DrandBeacon }
  | { status: 'pending'; publishedAt: Date }
  | { status: 'unavailable'; detail: string }
  | { status: 'invalid' };

/**
 * The drand chain a draw may commit to. The round chosen at the close is one that did not
 * exist yet; at the draw its beacon is fetched and checked against the chain's public key.
 */
export interface DrandBeacons {
  readonly chainHash: string;
  /** The first round published strictly after `time` plus a safety margin. */
  roundAfter(time: Date): { round: number; publishedAt: Date };
  /** The round's beacon, verified; 'pending' while its time has not come. */
  beacon(round: number, now: Date): Promise<BeaconResult>;
}

export const DRAND_BEACONS = Symbol('DRAND_BEACONS');
