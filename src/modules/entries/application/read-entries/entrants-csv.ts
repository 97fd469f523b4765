import type { Readable } from 'node:stream';
import { spreadsheetCsv } from '../../../../platform/http/spreadsheet-csv';
import { saoPauloDateTime } from '../../../../platform/time/sao-paulo-date-time';
import type { FormField } from '../../../giveaways/domain/giveaway.events';
import type { EntryView } from '../../projections/entries.projection';

/** The entrants as a spreadsheet: one column per form field besides name and e-mail; times in São Paulo, as on the screens. */
export function entrantsCsv(fields: FormField[], rows: AsyncIterable<EntryView>): Readable {
  const extra = fields.filter((f) => f.chave !== 'nome' && f.chave !== 'email');
  const columns = ['Inscrição', 'Nome', 'E-mail', 'Usuário', ...extra.map((f) => f.nome), 'Aceita contato', 'Inscrito em'];
  return spreadsheetCsv(columns, rows, (e) => [e.id, e.nome, e.email, e.username, ...extra.map((f) => e.respostas[f.chave]), e.consentimentoContato, saoPauloDateTime(e.createdAt)]);
}
