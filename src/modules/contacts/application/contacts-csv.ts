import type { Readable } from 'node:stream';
import { spreadsheetCsv } from '../../../platform/http/spreadsheet-csv';
import type { PresentedContact } from './contact-reader';

/** The contacts as a spreadsheet: the giveaways in one cell, ' | ' between them. */
export function contactsCsv(rows: AsyncIterable<PresentedContact>): Readable {
  const columns = ['Nome', 'E-mail', 'Usuário', 'Sorteios', 'Última inscrição'];
  return spreadsheetCsv(columns, rows, (c) => [c.nome, c.email, c.username, c.sorteios.map((s) => s.titulo).join(' | '), c.ultimaInscricaoEm]);
}
