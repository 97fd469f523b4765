import { spreadsheetCsv } from './spreadsheet-csv';

async function* rowsOf<T>(rows: T[]) {
  yield* rows;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('spreadsheetCsv', () => {
  it('writes a BOM, a header and ;-separated CRLF rows, with boxes as Sim/Não and nothing as empty', async () => {
    const csv = await text(spreadsheetCsv(['Nome', 'Aceita', 'Idade'], rowsOf([{ nome: 'Bia', aceita: true, idade: null }]), (r) => [r.nome, r.aceita, r.idade]));
    expect(csv).toBe('\ufeffNome;Aceita;Idade\r\nBia;Sim;\r\n');
  });

  it('puts an apostrophe before a cell that a spreadsheet would run as a formula', async () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'a=b'];
    const csv = await text(spreadsheetCsv(['A', 'B', 'C', 'D', 'E', 'F'], rowsOf([cells]), (r) => r));
    expect(csv.split('\r\n')[1]).toBe("'=1+1;'+1;'-1;'@SUM(A1);'\tx;a=b");
  });

  it('ends the download with the error when reading the rows fails', async () => {
    async function* failing() {
      yield ['ok'];
      throw new Error('read store down');
    }
    await expect(text(spreadsheetCsv(['A'], failing(), (r) => r))).rejects.toThrow('read store down');
  });
});
