import { z } from 'zod';
import type { FormField, Giveaway } from '@sorteios/api-contract';
import { i18n } from '../../../i18n/i18n';
import { FIELD_TYPES } from '../../../lib/giveaway-types';
import { isoToSaoPauloLocal, saoPauloLocalToIso } from '../../../lib/sao-paulo-time';
import type { GiveawayPayload } from '../api/giveaway-payload.types';
import { assignChaves, FIXED_KEYS, type FixedKey } from './field-key';

// The limits of docs/api-giveaways.md, checked here first so mistakes show before a round trip.
export const LIMITS = {
  tituloMin: 3,
  tituloMax: 120,
  descricaoMax: 5000,
  premiosMax: 20,
  premioMax: 200,
  vencedoresMax: 1000,
  regulamentoMax: 20000,
  camposMax: 30,
  campoNomeMax: 80,
  opcoesMin: 2,
  opcoesMax: 50,
  opcaoMax: 100,
} as const;

const v = (key: string, options?: Record<string, unknown>) => i18n.t(`creator.validation.${key}`, options);

/** The options are edited as text, one per line; blank lines are ignored. */
export function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const fieldSchema = z
  .object({
    nome: z.string().trim().min(1, v('campoNome')).max(LIMITS.campoNomeMax, v('campoNomeMax', { count: LIMITS.campoNomeMax })),
    tipo: z.enum(FIELD_TYPES),
    obrigatorio: z.boolean(),
    opcoes: z.string(),
    fixa: z.enum(FIXED_KEYS).nullable(),
  })
  .superRefine((field, ctx) => {
    if (field.tipo !== 'selecao') return;
    const options = optionLines(field.opcoes);
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['opcoes'], message });
    if (new Set(options).size !== options.length) fail(v('opcoesDistinct'));
    else if (options.length < LIMITS.opcoesMin) fail(v('opcoesMin'));
    else if (options.length > LIMITS.opcoesMax) fail(v('opcoesMax', { count: LIMITS.opcoesMax }));
    else if (options.some((option) => option.length > LIMITS.opcaoMax)) fail(v('opcaoMax', { count: LIMITS.opcaoMax }));
  });

/** `now` is read when the form is submitted: the date must still be in the future then. */
export function giveawayFormSchema(now: () => number = Date.now) {
  return z.object({
    titulo: z
      .string()
      .trim()
      .min(LIMITS.tituloMin, v('tituloMin', { count: LIMITS.tituloMin }))
      .max(LIMITS.tituloMax, v('tituloMax', { count: LIMITS.tituloMax })),
    descricao: z.string().max(LIMITS.descricaoMax, v('descricaoMax')),
    premios: z
      .array(
        z.object({
          valor: z.string().trim().min(1, v('premioRequired')).max(LIMITS.premioMax, v('premioMax', { count: LIMITS.premioMax })),
          /** The prize's uploaded image (the upload's URL), or null. */
          imagem: z.string().nullable(),
        }),
      )
      .min(1, v('premiosMin'))
      .max(LIMITS.premiosMax, v('premiosMax', { count: LIMITS.premiosMax })),
    imagemUrl: z.string().nullable(),
    dataSorteio: z
      .string()
      .min(1, v('dataRequired'))
      .refine((local) => saoPauloLocalToIso(local) !== null, v('dataRequired'))
      .refine((local) => {
        const iso = saoPauloLocalToIso(local);
        return iso === null || Date.parse(iso) > now();
      }, v('dataFuture')),
    numeroVencedores: z
      .number({ error: v('vencedoresRange', { max: LIMITS.vencedoresMax }) })
      .int(v('vencedoresRange', { max: LIMITS.vencedoresMax }))
      .min(1, v('vencedoresRange', { max: LIMITS.vencedoresMax }))
      .max(LIMITS.vencedoresMax, v('vencedoresRange', { max: LIMITS.vencedoresMax })),
    regulamento: z.string().max(LIMITS.regulamentoMax, v('regulamentoMax')),
    camposFormulario: z.array(fieldSchema).max(LIMITS.camposMax, v('camposMax', { count: LIMITS.camposMax })),
    exigirEmailConfirmado: z.boolean(),
  });
}

export type GiveawayFormValues = z.input<ReturnType<typeof giveawayFormSchema>>;
export type FormFieldValues = GiveawayFormValues['camposFormulario'][number];

const NOME_FIELD: FormFieldValues = { nome: 'Nome', tipo: 'texto', obrigatorio: true, opcoes: '', fixa: 'nome' };
const EMAIL_FIELD: FormFieldValues = { nome: 'E-mail', tipo: 'email', obrigatorio: true, opcoes: '', fixa: 'email' };

export function newFieldValues(): FormFieldValues {
  return { nome: '', tipo: 'texto', obrigatorio: false, opcoes: '', fixa: null };
}

/** The builder's rows from stored fields, nome and email first whatever the source had. */
export function fieldsToValues(fields: readonly FormField[]): FormFieldValues[] {
  const stored = (key: FixedKey, fallback: FormFieldValues): FormFieldValues => {
    const found = fields.find((field) => field.chave === key);
    return { ...fallback, nome: found?.nome || fallback.nome };
  };
  const others = fields
    .filter((field) => !(FIXED_KEYS as readonly string[]).includes(field.chave))
    .map<FormFieldValues>((field) => ({
      nome: field.nome,
      tipo: field.tipo,
      obrigatorio: field.obrigatorio,
      opcoes: (field.opcoes ?? []).join('\n'),
      fixa: null,
    }));
  return [stored('nome', NOME_FIELD), stored('email', EMAIL_FIELD), ...others];
}

export type PrizeValues = GiveawayFormValues['premios'][number];

export function newPrizeValues(): PrizeValues {
  return { valor: '', imagem: null };
}

/** Each prize's image in prize order, without the empty places at the end (the API's shape). */
export function prizeImages(premios: readonly PrizeValues[]): (string | null)[] {
  const images = premios.map((premio) => premio.imagem ?? null);
  while (images.length > 0 && images[images.length - 1] === null) images.pop();
  return images;
}

export function emptyGiveawayValues(): GiveawayFormValues {
  return {
    titulo: '',
    descricao: '',
    premios: [newPrizeValues()],
    imagemUrl: null,
    dataSorteio: '',
    numeroVencedores: 1,
    regulamento: '',
    camposFormulario: fieldsToValues([]),
    // On for new giveaways (issue 11): accounts made in bulk rarely confirm their e-mail.
    exigirEmailConfirmado: true,
  };
}

export function giveawayToValues(giveaway: Giveaway): GiveawayFormValues {
  return {
    titulo: giveaway.titulo,
    descricao: giveaway.descricao ?? '',
    premios: giveaway.premios.length ? giveaway.premios.map((valor, index) => ({ valor, imagem: giveaway.premiosImagens?.[index] ?? null })) : [newPrizeValues()],
    imagemUrl: giveaway.imagemUrl,
    dataSorteio: isoToSaoPauloLocal(giveaway.dataSorteio),
    numeroVencedores: giveaway.numeroVencedores,
    regulamento: giveaway.regulamento ?? '',
    camposFormulario: fieldsToValues(giveaway.camposFormulario),
    exigirEmailConfirmado: giveaway.exigirEmailConfirmado === true,
  };
}

/** The fields as the API stores them, chave derived from nome and options only on selecao. */
export function valuesToFields(fields: readonly FormFieldValues[]): FormField[] {
  const chaves = assignChaves(fields);
  return fields.map((field, index) => {
    const stored: FormField = { nome: field.nome.trim(), chave: chaves[index]!, tipo: field.tipo, obrigatorio: field.obrigatorio };
    if (field.tipo === 'selecao') stored.opcoes = optionLines(field.opcoes);
    return stored;
  });
}

/** The body to send. `forUpdate` sends null to clear an optional text or image. */
export function valuesToPayload(values: GiveawayFormValues, { forUpdate = false } = {}): GiveawayPayload {
  const regulamento = values.regulamento.trim();
  const payload: GiveawayPayload = {
    titulo: values.titulo.trim(),
    descricao: values.descricao.trim(),
    premios: values.premios.map((premio) => premio.valor.trim()),
    dataSorteio: saoPauloLocalToIso(values.dataSorteio)!,
    numeroVencedores: values.numeroVencedores,
    camposFormulario: valuesToFields(values.camposFormulario),
  };
  if (regulamento || forUpdate) payload.regulamento = regulamento || null;
  // A new giveaway left without it requires a confirmed e-mail (the API's default): only "off" needs saying.
  if (!values.exigirEmailConfirmado || forUpdate) payload.exigirEmailConfirmado = values.exigirEmailConfirmado;
  if (values.imagemUrl || forUpdate) payload.imagemUrl = values.imagemUrl ?? null;
  const premiosImagens = prizeImages(values.premios);
  // An edit always sends them, so removing the last image (an empty list) is saved too.
  if (premiosImagens.length > 0 || forUpdate) payload.premiosImagens = premiosImagens;
  return payload;
}
