import type { FieldType, GiveawayStatus, NoneMissing } from '@sorteios/api-contract';

/**
 * The lists the screens offer (status filters, the form builder's field types). The shapes of
 * the API's answers are in @sorteios/api-contract; labels for people live in i18n
 * (common.status.*, common.fieldTypes.*).
 */
export const GIVEAWAY_STATUSES = ['Rascunho', 'Ativo', 'Encerrado', 'Realizado', 'Cancelado'] as const satisfies readonly GiveawayStatus[];

export const FIELD_TYPES = ['texto', 'email', 'telefone', 'numero', 'data', 'selecao', 'checkbox'] as const satisfies readonly FieldType[];

/** A status or field type the contract gains and these lists miss fails to compile here. */
export type AllStatusesListed = NoneMissing<Exclude<GiveawayStatus, (typeof GIVEAWAY_STATUSES)[number]>>;
export type AllFieldTypesListed = NoneMissing<Exclude<FieldType, (typeof FIELD_TYPES)[number]>>;

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * Dates are shown in America/Sao_Paulo, pt-BR format (API.md). One formatter, made on first use:
 * `toLocaleString` with options builds a new one per call (about a millisecond each, the largest
 * cost of rendering a page of cards on a phone).
 */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(iso));
}
