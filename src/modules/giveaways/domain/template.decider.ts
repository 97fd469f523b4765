import type { Decider } from '../../../platform/ddd/decider';
import { FieldInput, normaliseForm } from './form-fields';
import { giveawayErrors } from './giveaway.errors';
import type { FormField, TemplateEvent } from './giveaway.events';

export type TemplateCommand =
  | { type: 'SaveTemplate'; templateId: string; criadorId: string; nome: string; camposFormulario: FieldInput[] }
  | { type: 'DeleteTemplate'; actorId: string };

export interface TemplateState {
  exists: boolean;
  deleted: boolean;
  templateId: string | null;
  criadorId: string | null;
  nome: string;
  camposFormulario: FormField[];
}

export const templateDecider: Decider<TemplateCommand, TemplateEvent, TemplateState> = {
  initialState: { exists: false, deleted: false, templateId: null, criadorId: null, nome: '', camposFormulario: [] },
  decide(command, state) {
    if (command.type === 'SaveTemplate') {
      if (state.exists) return [];
      const { fields, errors } = normaliseForm(command.camposFormulario);
      if (Object.keys(errors).length > 0) throw giveawayErrors.invalidForm(errors);
      const { templateId, criadorId, nome } = command;
      return [{ type: 'TemplateSaved', data: { templateId, criadorId, nome: nome.trim(), camposFormulario: fields } }];
    }
    if (!state.exists || state.deleted) throw giveawayErrors.templateNotFound();
    if (state.criadorId !== command.actorId) throw giveawayErrors.notTemplateOwner();
    return [{ type: 'TemplateDeleted', data: { templateId: state.templateId!, criadorId: state.criadorId! } }];
  },
  evolve(state, event) {
    if (event.type === 'TemplateDeleted') return { ...state, deleted: true };
    const { templateId, criadorId, nome, camposFormulario } = event.data;
    return { ...state, exists: true, templateId, criadorId, nome, camposFormulario };
  },
};
