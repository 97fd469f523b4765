import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import type { PresentedContact } from './contact-reader';

/**
 * A spreadsheet that opens safely: a cell starting with = + - @ (or tab / carriage return)
 * would run as a formula in Excel or Sheets, so it gets a leading apostrophe (OWASP), as
 * the entrants export does.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** UTF-8 with BOM and ';' (what Excel in pt-BR expects); the giveaways in one cell, ' | ' between them. */
export function contactsCsv(rows: AsyncIterable<PresentedContact>): Readable {
  const csv = stringify({ delimiter: ';', bom: true, header: true, columns: ['Nome', 'E-mail', 'Usuário', 'Sorteios', 'Última inscrição'], record_delimiter: 'windows' });
  void (async () => {
    try {
      for await (const c of rows) {
        const write = [c.nome, c.email, c.username, c.sorteios.map((s) => s.titulo).join(' | '), c.ultimaInscricaoEm].map(neutralise);
        if (!csv.write(write)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (err) {
      csv.destroy(err as Error);
    }
  })();
  return csv;
}
