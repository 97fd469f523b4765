import Papa from 'papaparse';
import { saveBlob } from './download-file';

const BOM = '\uFEFF';
const CRLF = '\r\n';

/** One cell as a person reads it, like the API's CSVs: empty for nothing, Sim/Não for a box. */
function cell(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return value;
}

/**
 * A CSV that Excel in pt-BR opens as it is, the same shape as the API's downloads: UTF-8 with
 * BOM, ';' between cells, CRLF after every row, numbers plain (1234, not "1.234"), and a
 * text cell starting with = + - @ turned harmless with a leading apostrophe (OWASP).
 */
export function spreadsheetCsv(columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const body = Papa.unparse(
    { fields: [...columns], data: rows.map((row) => row.map(cell)) },
    { delimiter: ';', newline: CRLF, escapeFormulae: true },
  );
  return `${BOM}${body}${CRLF}`;
}

/** Builds the CSV in the browser and hands it over as a download called `fileName`. */
export function saveSpreadsheetCsv(fileName: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>): void {
  saveBlob(new Blob([spreadsheetCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
