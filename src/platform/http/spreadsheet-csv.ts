import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';

/**
 * A spreadsheet that opens safely: a cell starting with = + - @ (or tab / carriage return)
 * would run as a formula in Excel or Sheets, so it gets a leading apostrophe (OWASP).
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell as a person reads it: empty for nothing, Sim/Não for a box, the rest as text, neutralised. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return neutralise(String(value));
}

/**
 * A CSV download that Excel in pt-BR opens as it is (UTF-8 with BOM, ';', CRLF), every cell
 * through `cell`, streamed as the rows arrive: writing waits while the client is slower, and
 * an error reading the rows ends the stream with it.
 */
export function spreadsheetCsv<T>(columns: string[], rows: AsyncIterable<T>, cellsOf: (row: T) => unknown[]): Readable {
  const csv = stringify({ delimiter: ';', bom: true, header: true, columns, record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write(cellsOf(row).map(cell))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (err) {
      csv.destroy(err as Error);
    }
  })();
  return csv;
}
