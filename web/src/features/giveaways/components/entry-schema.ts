import { z } from 'zod';
import type { FormField, Respostas } from '@sorteios/api-contract';
import { i18n } from '../../../i18n/i18n';

/** What the form holds: text inputs give strings, checkboxes booleans. */
export type AnswerValue = string | boolean;

export interface EntryFormValues {
  respostas: Record<string, AnswerValue>;
  aceiteRegulamento: boolean;
  consentimentoContato: boolean;
}

// The same rules and messages as the server (docs/api-giveaways.md, answers by tipo), so a
// participant learns what is wrong before sending; the server still decides.
const MAX_TEXT = 500;
const PHONE_SEPARATORS = /[+()\-.\s]/g;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function msg(key: string): string {
  return i18n.t(`participation.validation.${key}`);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for a value that is present but wrong for its tipo, or null when it is fine. */
function formatError(field: FormField, value: unknown): string | null {
  if (field.tipo === 'checkbox') return typeof value === 'boolean' ? null : msg('checkbox');
  if (typeof value !== 'string') return msg(field.tipo);
  const text = value.trim();
  switch (field.tipo) {
    case 'texto':
      return text.length <= MAX_TEXT ? null : msg('texto');
    case 'email':
      return z.email().safeParse(text).success ? null : msg('email');
    case 'telefone':
      return /^\d{10,13}$/.test(text.replace(PHONE_SEPARATORS, '')) ? null : msg('telefone');
    case 'numero':
      return Number.isFinite(Number(text)) ? null : msg('numero');
    case 'data':
      return isRealDate(text) ? null : msg('data');
    case 'selecao':
      return field.opcoes?.includes(text) ? null : msg('selecao');
  }
}

function answerSchema(field: FormField) {
  // unknown, not string | boolean: a wrong type must get our pt-BR message, not zod's.
  return z.unknown().superRefine((value, ctx) => {
    const missing = field.tipo === 'checkbox' ? field.obrigatorio && value !== true : isBlank(value);
    if (missing) {
      if (field.obrigatorio) ctx.addIssue({ code: 'custom', message: msg('required') });
      return;
    }
    const error = formatError(field, value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
}

/** The zod schema of one giveaway's entry form, built from its camposFormulario. */
export function entrySchema(fields: readonly FormField[]) {
  return z.object({
    respostas: z.object(Object.fromEntries(fields.map((field) => [field.chave, answerSchema(field)]))),
    aceiteRegulamento: z.boolean().refine((accepted) => accepted, msg('rules')),
    consentimentoContato: z.boolean(),
  });
}

/** Empty answers to start from; nome and email come from the profile. */
export function initialAnswers(fields: readonly FormField[], prefill: { nome: string; email: string }): Record<string, AnswerValue> {
  return Object.fromEntries(
    fields.map((field) => {
      if (field.tipo === 'checkbox') return [field.chave, false];
      if (field.chave === 'nome' || field.chave === 'email') return [field.chave, prefill[field.chave]];
      return [field.chave, ''];
    }),
  );
}

/** The body's respostas: blank optional answers are left out, numbers sent as numbers. */
export function toRespostas(fields: readonly FormField[], values: Record<string, AnswerValue>): Respostas {
  const respostas: Respostas = {};
  for (const field of fields) {
    const value = values[field.chave];
    if (typeof value === 'boolean') {
      respostas[field.chave] = value;
      continue;
    }
    if (value === undefined || value.trim() === '') continue;
    respostas[field.chave] = field.tipo === 'numero' ? Number(value.trim()) : value.trim();
  }
  return respostas;
}
