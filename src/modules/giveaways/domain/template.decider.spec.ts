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
  it('salva o modelo com o nome aparado e o formulário normalizado', () => {
    given([]).when(save).then([saved]);
  });

  it('recusa um formulário inválido com os erros de cada campo', () => {
    const err = given([])
      .when({ ...save, camposFormulario: [{ nome: 'Cor', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul', 'Azul'] }] })
      .error();
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.details).toEqual({ fields: { 'camposFormulario.0.opcoes': ['As opções não podem se repetir.'] } });
  });

  it('não salva de novo um modelo que já existe', () => {
    given([saved]).when(save).then([]);
  });

  it('quem criou exclui o modelo', () => {
    given([saved]).when({ type: 'DeleteTemplate', actorId: OWNER }).then([deleted]);
  });

  it('outra pessoa não exclui o modelo', () => {
    const err = given([saved]).when({ type: 'DeleteTemplate', actorId: 'u-other' }).error();
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toBe('Você não tem permissão para isso.');
  });

  it('um modelo excluído não existe mais', () => {
    given([saved, deleted]).when({ type: 'DeleteTemplate', actorId: OWNER }).then('TEMPLATE_NOT_FOUND');
  });

  it('um modelo que nunca existiu não é encontrado', () => {
    given([]).when({ type: 'DeleteTemplate', actorId: OWNER }).then('TEMPLATE_NOT_FOUND');
  });

  it('guarda no estado o nome e o formulário salvos', () => {
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
