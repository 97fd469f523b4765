import { Inject, Injectable } from '@nestjs/common';
import { drawErrors } from '../domain/draw.errors';
import type { FonteComprometida } from '../domain/draw.events';
import { describePublicRandomness, PublicRandomness } from '@sorteios/verifiable-draw';
import { DRAND_BEACONS, DrandBeacons } from './drand/drand-beacons.port';
import { saoPauloDay } from '../../../platform/time/sao-paulo-day';

const timeInBrasilia = (at: Date) => at.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * The public value a draw uses, from the source committed at the close: the drand round's
 * beacon (fetched and checked against the chain's key) or the Loteria Federal prizes the
 * creator typed in. Without a committed source the draw has none.
 */
@Injectable()
export class PublicValues {
  constructor(@Inject(DRAND_BEACONS) private readonly drand: DrandBeacons) {}

  async resolve(source: FonteComprometida | null, loteria: { premios: string[] } | undefined, now: Date): Promise<PublicRandomness | null> {
    if (!source) return null;
    if (source.source === 'loteria-federal') {
      if (saoPauloDay(now) < source.date) throw drawErrors.lotteryPending(source.date);
      if (!loteria) throw drawErrors.lotteryRequired(source.date);
      return describePublicRandomness({ source: 'loteria-federal', date: source.date, premios: loteria.premios });
    }
    if (source.chainHash !== this.drand.chainHash) throw drawErrors.drandUnavailable(`a cadeia ${source.chainHash} não é a configurada`);
    const result = await this.drand.beacon(source.round, now);
    if (result.status === 'pending') throw drawErrors.drandPending(source.round, timeInBrasilia(result.publishedAt));
    if (result.status === 'unavailable') throw drawErrors.drandUnavailable(result.detail);
    if (result.status === 'invalid') throw drawErrors.drandInvalid(source.round);
    const { round, randomness, signature } = result.beacon;
    return describePublicRandomness({ source: 'drand', chainHash: source.chainHash, round, randomness, signature });
  }
}
