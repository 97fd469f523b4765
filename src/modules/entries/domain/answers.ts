import type { FormField } from '../../giveaways/domain/giveaway.events';
import { TEXT_PROBLEM_MESSAGES, textProblem } from '../../../platform/text/safe-text';
import type { Answer } from './entry.events';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGES = {
  required: 'Campo obrigatório.',
  tooLong: 'Resposta longa demais (máximo 500 caracteres).',
  email: 'Informe um e-mail válido.',
  telefone: 'Informe um telefone válido, com DDD.',
  numero: 'Informe um número.',
  data: 'Informe uma data válida.',
  selecao: 'Escolha uma das opções.',
  checkbox: 'Marque ou desmarque esta opção.',
  unknown: 'Campo não existe neste formulário.',
  texto: 'Informe um texto.',
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function realDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The normalised answer, or the pt-BR reason it is refused (docs/api-giveaways.md). */
function check(field: FormField, raw: unknown): { value: Answer } | { error: string } {
  // Answers reach the creator's screen and CSV: control characters and broken UTF-16 never do.
  // Line breaks are let through (trimmed or refused by each tipo's own rule), as before.
  const problem = typeof raw === 'string' ? textProblem(raw, true) : null;
  if (problem) return { error: TEXT_PROBLEM_MESSAGES[problem] };
  switch (field.tipo) {
    case 'texto': {
      if (typeof raw !== 'string') return { error: MESSAGES.texto };
      const value = raw.trim();
      return value.length > 500 ? { error: MESSAGES.tooLong } : { value };
    }
    case 'email': {
      const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      return EMAIL.test(value) && value.length <= 254 ? { value } : { error: MESSAGES.email };
    }
    case 'telefone': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      const digits = value.replace(/[\s+().-]/g, '');
      return /^\d{10,13}$/.test(digits) ? { value } : { error: MESSAGES.telefone };
    }
    case 'numero': {
      // Decimal notation only ('3,5' or '3.5'): Number() alone would also take '0x10' and '1e3'.
      const text = typeof raw === 'string' ? raw.trim() : '';
      const value = typeof raw === 'number' ? raw : /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : NaN;
      return Number.isFinite(value) ? { value } : { error: MESSAGES.numero };
    }
    case 'data':
      return typeof raw === 'string' && realDate(raw.trim()) ? { value: raw.trim() } : { error: MESSAGES.data };
    case 'selecao': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      return field.opcoes?.includes(value) ? { value } : { error: MESSAGES.selecao };
    }
    case 'checkbox':
      return typeof raw === 'boolean' ? { value: raw } : { error: MESSAGES.checkbox };
  }
}

/**
 * Validates every answer against the giveaway's form: each by its tipo, obrigatorio fields
 * present (a required checkbox must be ticked), no unknown keys. Optional blanks are dropped.
 */
export function validateAnswers(fields: FormField[], respostas: Record<string, unknown>) {
  // No prototype: keys such as __proto__ or constructor are data here, never inherited members.
  const errors: Record<string, string[]> = Object.create(null);
  const answers: Record<string, Answer> = Object.create(null);
  const known = new Set(fields.map((f) => f.chave));
  for (const key of Object.keys(respostas)) if (!known.has(key)) errors[key] = [MESSAGES.unknown];
  for (const field of fields) {
    const raw = Object.hasOwn(respostas, field.chave) ? respostas[field.chave] : undefined;
    if (isBlank(raw) || (field.tipo === 'checkbox' && raw === false && field.obrigatorio)) {
      if (field.obrigatorio) errors[field.chave] = [MESSAGES.required];
      else if (field.tipo === 'checkbox' && raw === false) answers[field.chave] = false;
      continue;
    }
    const result = check(field, raw);
    if ('error' in result) errors[field.chave] = [result.error];
    else answers[field.chave] = result.value;
  }
  return { answers, errors };
}
