import { deciderSpec } from '../../../../test/support/decider-spec';
import { fold } from '../../../platform/ddd/decider';
import type { TemplateEvent } from './giveaway.events';
import { TemplateCommand, templateDecider } from './template.decider';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const OWNER = 'u-owner';

const save: TemplateCommand = {
  type: 'SaveTemplate',
  templateId: 't-1',
  criadorId: OWNER,
  nome: '  Meu modelo ',
  camposFormulario: [{ nome: 'Cor preferida', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul ', ' Verde'] }],
};
const saved: TemplateEvent = {
  type: 'TemplateSaved',
  data: {
    templateId: 't-1',
    criadorId: OWNER,
    nome: 'Meu modelo',
    camposFormulario: [
      { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
      { nome: 'Cor preferida', chave: 'cor_preferida', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul', 'Verde'] },
    ],
  },
};
const deleted: TemplateEvent = { type: 'TemplateDeleted', data: { templateId: 't-1', criadorId: OWNER } };

const { given } = deciderSpec(templateDecider, { now: NOW });

describe('templateDecider', () => {
  it('saves the template with its name trimmed and its form normalised', () => {
    given([]).when(save).then([saved]);
  });

  it('refuses an invalid form with the errors of each field', () => {
    const err = given([])
      .when({ ...save, camposFormulario: [{ nome: 'Cor', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul', 'Azul'] }] })
      .error();
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.details).toEqual({ fields: { 'camposFormulario.0.opcoes': ['As opções não podem se repetir.'] } });
  });

  it('does not save again a template that exists', () => {
    given([saved]).when(save).then([]);
  });

  it('lets the creator delete the template', () => {
    given([saved]).when({ type: 'DeleteTemplate', actorId: OWNER }).then([deleted]);
  });

  it('does not let anyone else delete the template', () => {
    const err = given([saved]).when({ type: 'DeleteTemplate', actorId: 'u-other' }).error();
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toBe('Você não tem permissão para isso.');
  });

  it('treats a deleted template as gone', () => {
    given([saved, deleted]).when({ type: 'DeleteTemplate', actorId: OWNER }).then('TEMPLATE_NOT_FOUND');
  });

  it('does not find a template that never existed', () => {
    given([]).when({ type: 'DeleteTemplate', actorId: OWNER }).then('TEMPLATE_NOT_FOUND');
  });

  it('holds the saved name and form in its state', () => {
    expect(fold(templateDecider, [saved])).toEqual({
      exists: true,
      deleted: false,
      templateId: 't-1',
      criadorId: OWNER,
      nome: 'Meu modelo',
      camposFormulario: saved.data.camposFormulario,
    });
  });
});
