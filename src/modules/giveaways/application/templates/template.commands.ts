import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { FieldInput } from '../../domain/form-fields';

export class SaveTemplateCommand {
  constructor(
    readonly nome: string,
    readonly camposFormulario: FieldInput[],
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}

export class DeleteTemplateCommand {
  constructor(
    readonly templateId: string,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}
