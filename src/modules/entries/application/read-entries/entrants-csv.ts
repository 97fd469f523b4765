import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import type { FormField } from '../../../giveaways/domain/giveaway.events';
import type { EntryView } from '../../projections/entries.projection';

/**
 * A spreadsheet that opens safely: a cell starting with = + - @ (or tab / carriage return)
 * would run as a formula in Excel or Sheets, so it gets a leading apostrophe (OWASP).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const cell = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return neutralise(String(value));
};

/** UTF-8 with BOM and ';' (what Excel in pt-BR expects), one column per form field. */
export function entrantsCsv(fields: FormField[], rows: AsyncIterable<EntryView>): Readable {
  const extra = fields.filter((f) => f.chave !== 'nome' && f.chave !== 'email');
  const header = ['Inscrição', 'Nome', 'E-mail', 'Usuário', ...extra.map((f) => f.nome), 'Aceita contato', 'Inscrito em'];
  const csv = stringify({ delimiter: ';', bom: true, header: true, columns: header, record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const e of rows) {
        const write = [e.id, e.nome, e.email, e.username, ...extra.map((f) => e.respostas[f.chave]), e.consentimentoContato, e.createdAt].map(cell);
        if (!csv.write(write)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (err) {
      csv.destroy(err as Error);
    }
  })();
  return csv;
}
