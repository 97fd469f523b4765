import type { FieldType, FormField } from './giveaway.events';

export const MAX_FIELDS = 30;
const CHAVE = /^[a-z][a-z0-9_]{0,39}$/;
const REQUIRED_FIELDS: FormField[] = [
  { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
  { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
];
/** Every form has these; a plan counts the fields beyond them. */
export const FIXED_FIELD_KEYS: readonly string[] = REQUIRED_FIELDS.map((f) => f.chave);

export interface FieldInput {
  nome: string;
  chave?: string;
  tipo: FieldType;
  obrigatorio: boolean;
  opcoes?: string[];
}

/** 'Cor preferida?' → 'cor_preferida': lowercase, no accents, other characters → '_'. */
export function chaveFrom(nome: string): string {
  const base = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const start = /^[a-z]/.test(base) ? base : `campo_${base}`.replace(/_+$/, '');
  return start.slice(0, 40).replace(/_+$/, '');
}

function uniqueChave(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = wanted.slice(0, 40 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The form as stored: nome and email first and fixed, every chave valid and unique (derived
 * from nome when missing), options only on selecao. Errors are keyed like the DTO's
 * (camposFormulario.<index>.<field>) so the SPA can show them on the right input.
 */
export function normaliseForm(input: FieldInput[]): { fields: FormField[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);
  const byChave = new Map(input.filter((f) => f.chave).map((f) => [f.chave!, f]));
  const fields: FormField[] = REQUIRED_FIELDS.map((required) => {
    const given = byChave.get(required.chave);
    return { ...required, nome: given?.nome.trim() || required.nome };
  });
  const taken = new Set(fields.map((f) => f.chave));

  input.forEach((field, index) => {
    const at = `camposFormulario.${index}`;
    if (field.chave === 'nome' || field.chave === 'email') {
      if (field.tipo !== (field.chave === 'nome' ? 'texto' : 'email') || !field.obrigatorio) {
        fail(at, `O campo ${field.chave} é fixo: sempre obrigatório e do tipo ${field.chave === 'nome' ? 'texto' : 'e-mail'}.`);
      }
      return;
    }
    const nome = field.nome.trim();
    if (!nome) return fail(`${at}.nome`, 'Informe o nome do campo.');
    if (field.chave !== undefined && !CHAVE.test(field.chave)) {
      return fail(`${at}.chave`, 'Chave inválida: use letras minúsculas, números e _, começando por letra.');
    }
    if (field.chave !== undefined && taken.has(field.chave)) return fail(`${at}.chave`, 'Chave repetida no formulário.');
    const chave = field.chave ?? uniqueChave(chaveFrom(nome), taken);
    taken.add(chave);
    const stored: FormField = { nome, chave, tipo: field.tipo, obrigatorio: field.obrigatorio };
    if (field.tipo === 'selecao') {
      const opcoes = (field.opcoes ?? []).map((o) => o.trim()).filter(Boolean);
      if (new Set(opcoes).size !== opcoes.length) fail(`${at}.opcoes`, 'As opções não podem se repetir.');
      else if (opcoes.length < 2 || opcoes.length > 50) fail(`${at}.opcoes`, 'Uma seleção precisa de 2 a 50 opções.');
      stored.opcoes = opcoes;
    } else if (field.opcoes !== undefined) {
      fail(`${at}.opcoes`, 'Somente campos de seleção têm opções.');
    }
    fields.push(stored);
  });
  if (fields.length > MAX_FIELDS) fail('camposFormulario', `O formulário pode ter no máximo ${MAX_FIELDS} campos.`);
  return { fields, errors };
}
