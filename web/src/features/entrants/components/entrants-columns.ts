import type { TFunction } from 'i18next';
import type { Entry, FormField } from '@sorteios/api-contract';
import { formatDateTime } from '../../../lib/giveaway-types';

export interface EntrantsColumn {
  key: string;
  header: string;
  /** A CSS grid track: the columns keep their width so the rows line up while virtualised. */
  width: string;
  cell: (entry: Entry, index: number) => string;
}

// nome and email have their own columns, read from the entry itself.
const BUILT_IN_FIELDS = new Set(['nome', 'email']);

/** #, nome, e-mail, usuário, one column per extra form field, consent and the entry date. */
export function entrantsColumns(campos: readonly FormField[], t: TFunction): EntrantsColumn[] {
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const extra = campos
    .filter((campo) => !BUILT_IN_FIELDS.has(campo.chave))
    .map<EntrantsColumn>((campo) => ({
      key: `campo:${campo.chave}`,
      header: campo.nome,
      width: campo.tipo === 'checkbox' ? '8rem' : '12rem',
      cell: (entry) => formatAnswer(campo, entry.respostas[campo.chave], yesNo, t('entrants.table.noAnswer')),
    }));
  return [
    { key: 'number', header: t('entrants.table.number'), width: '5rem', cell: (_entry, index) => (index + 1).toLocaleString('pt-BR') },
    { key: 'nome', header: t('entrants.table.nome'), width: '12rem', cell: (entry) => entry.nome },
    { key: 'email', header: t('entrants.table.email'), width: '16rem', cell: (entry) => entry.email ?? t('entrants.table.viaInstagram') },
    { key: 'username', header: t('entrants.table.username'), width: '10rem', cell: (entry) => entry.username },
    ...extra,
    {
      key: 'consentimentoContato',
      header: t('entrants.table.consentimentoContato'),
      width: '8rem',
      cell: (entry) => yesNo(entry.consentimentoContato),
    },
    { key: 'createdAt', header: t('entrants.table.createdAt'), width: '10rem', cell: (entry) => formatDateTime(entry.createdAt) },
  ];
}

function formatAnswer(
  campo: FormField,
  value: string | number | boolean | undefined,
  yesNo: (value: boolean) => string,
  noAnswer: string,
): string {
  // An unticked optional checkbox may be stored as false or left out: both mean "Não".
  if (campo.tipo === 'checkbox') return yesNo(value === true);
  if (value === undefined || value === '') return noAnswer;
  if (campo.tipo === 'data' && typeof value === 'string') return formatIsoDate(value);
  if (campo.tipo === 'numero' && typeof value === 'number') return value.toLocaleString('pt-BR');
  return String(value);
}

/** "2026-03-09" → "09/03/2026"; a calendar date, so no time zone shifts it. */
function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
