import type { CommandMetadata } from '../../../platform/ddd/stream-executor';

export class DrawWinnersCommand {
  constructor(
    readonly giveawayId: string,
    readonly quantidade: number,
    readonly suplentes: number,
    readonly meta: CommandMetadata & { userId: string },
    /** The five prizes, when the draw was committed to a Loteria Federal result. */
    readonly loteriaFederal?: { premios: string[] },
    /** How many replacements the draw allows; undefined: one per winner. Recorded in the receipt. */
    readonly maxSubstituicoes?: number,
  ) {}
}
