import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { FieldInput } from '../../domain/form-fields';
import type { GiveawayContent } from '../../domain/giveaway.events';

export type GiveawayInput = Omit<GiveawayContent, 'camposFormulario' | 'imagemUrl' | 'regulamento' | 'aleatoriedadePublica'> & {
  camposFormulario?: FieldInput[];
  aleatoriedadePublica?: { fonte: 'drand' | 'loteria-federal'; data?: string } | null;
  imagemUrl?: string | null;
  regulamento?: string | null;
};

export class CreateGiveawayCommand {
  constructor(
    readonly input: GiveawayInput & { templateId?: string },
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}
