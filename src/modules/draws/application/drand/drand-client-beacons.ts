import { QUICKNET, verifyDrandBeacon } from '@sorteios/verifiable-draw/drand';
import type { ChainClient, ChainInfo } from 'drand-client';
import type { BeaconResult, DrandBeacon, DrandBeacons } from './drand-beacons.port';

// The pinned quicknet chain and the beacon's BLS check belong to the verifier: the server and
// sorteios-verify check a round with the same code and the same key.
export { QUICKNET, verifyDrandBeacon };

/** The round must not exist when the commitment is written, a few seconds after the close. */
const MARGIN_MS = 30_000;

/**
 * drand-client, required on first use rather than at start: with its BLS code it was the
 * largest module a server loaded, and most processes never draw with public randomness.
 */
const drand = () => require('drand-client') as typeof import('drand-client');

/** A relay over HTTP whose chain info is the pinned one, so fetchBeacon verifies against it. */
export function httpChainClient(relayUrl: string, info: ChainInfo = QUICKNET): () => ChainClient {
  const chain = { baseUrl: `${relayUrl}/${info.hash}`, info: async () => info };
  return () => new (drand().HttpChainClient)(chain, { disableBeaconVerification: false, noCache: false });
}

/** Rounds and beacons through drand-client, which checks each beacon's BLS signature. */
export class DrandClientBeacons implements DrandBeacons {
  readonly chainHash: string;

  private client: ChainClient | null = null;

  /** `client` may be given as a function, called on first use (see httpChainClient). */
  constructor(
    private readonly makeClient: ChainClient | (() => ChainClient),
    private readonly info: ChainInfo = QUICKNET,
  ) {
    this.chainHash = info.hash;
  }

  roundAfter(time: Date): { round: number; publishedAt: Date } {
    const round = drand().roundAt(time.getTime() + MARGIN_MS, this.info) + 1;
    return { round, publishedAt: new Date(drand().roundTime(this.info, round)) };
  }

  async beacon(round: number, now: Date): Promise<BeaconResult> {
    const publishedAt = new Date(drand().roundTime(this.info, round));
    if (now < publishedAt) return { status: 'pending', publishedAt };
    this.client ??= typeof this.makeClient === 'function' ? this.makeClient() : this.makeClient;
    let fetched: DrandBeacon;
    try {
      const { randomness, signature } = await this.client.get(round);
      fetched = { round, randomness, signature };
    } catch (error) {
      return { status: 'unavailable', detail: (error as Error).message };
    }
    return (await verifyDrandBeacon(fetched, round, this.info)) ? { status: 'ok', beacon: fetched } : { status: 'invalid' };
  }
}
