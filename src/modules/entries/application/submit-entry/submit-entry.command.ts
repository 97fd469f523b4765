import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';

export class SubmitEntryCommand {
  constructor(
    readonly giveawayId: string,
    readonly input: { respostas: Record<string, unknown>; aceiteRegulamento: boolean; consentimentoContato: boolean },
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}
