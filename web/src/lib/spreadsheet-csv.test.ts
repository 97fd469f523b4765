import { saveSpreadsheetCsv, spreadsheetCsv } from './spreadsheet-csv';

afterEach(() => jest.restoreAllMocks());

describe('spreadsheetCsv', () => {
  it('writes a BOM, ";" between cells, CRLF after every row and numbers without grouping', () => {
    expect(spreadsheetCsv(['Dia', 'Visualizações'], [['2026-03-01', 1234], ['2026-03-02', 0]])).toBe(
      '\uFEFFDia;Visualizações\r\n2026-03-01;1234\r\n2026-03-02;0\r\n',
    );
  });

  it('quotes cells with ";" or quotes, empties nothing, says Sim/Não and neutralises formulas', () => {
    expect(spreadsheetCsv(['A', 'B', 'C', 'D'], [['x;y', 'diz "oi"', null, true], ['=1+1', '@soma', false, -3]])).toBe(
      '\uFEFFA;B;C;D\r\n"x;y";"diz ""oi""";;Sim\r\n"\'=1+1";"\'@soma";Não;-3\r\n',
    );
  });
});

describe('saveSpreadsheetCsv', () => {
  it('downloads the CSV as UTF-8 under the given name', async () => {
    let saved: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn((blob: Blob) => ((saved = blob), 'blob:1')) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    saveSpreadsheetCsv('relatorio.csv', ['Dia'], [['2026-03-01']]);

    expect(names).toEqual(['relatorio.csv']);
    expect(saved!.type).toBe('text/csv;charset=utf-8');
    expect(Array.from(new Uint8Array(await saved!.arrayBuffer()).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });
});
