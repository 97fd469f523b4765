import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class SuspendGiveawayCommand {
  constructor(
    readonly giveawayId: string,
    readonly motivo: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

export class ReinstateGiveawayCommand {
  constructor(
    readonly giveawayId: string,
    readonly motivo: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}
