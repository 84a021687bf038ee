import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, neutralizeCell } from '../../src/server/http/csv';

const columns = [
  { header: 'date', value: (row: string[]) => row[0] },
  { header: 'notes', value: (row: string[]) => row[1] },
];
const csvOf = async (rows: string[][]) => (await buffer(csvStream(columns, rows))).toString('utf8');

describe('CSV cells (D21, D25, D33)', () => {
  it('neutralizes a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeCell(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    }
    expect(neutralizeCell('Acme = good')).toBe('Acme = good');
  });

  it('neutralizes a formula after every line break inside a cell too', () => {
    expect(neutralizeCell("see below\n=cmd|' /C calc'!A0")).toBe("see below\n'=cmd|' /C calc'!A0");
    expect(neutralizeCell('a\r\n+1\r@2\n-3')).toBe("a\r\n'+1\r'@2\n'-3");
    expect(neutralizeCell('two\nlines')).toBe('two\nlines');
  });

  it('quotes a field with any line break, so that a line feed never starts a row', async () => {
    const csv = await csvOf([
      ['2026-01-01T00:00:00.000Z', "see below\n=cmd|' /C calc'!A0"],
      ['2026-01-02T00:00:00.000Z', 'carriage\rreturn'],
      ['2026-01-03T00:00:00.000Z', 'say "hi", then go'],
    ]);
    expect(csv).toBe(
      '\uFEFFdate,notes\r\n' +
        "2026-01-01T00:00:00.000Z,\"see below\n'=cmd|' /C calc'!A0\"\r\n" +
        '2026-01-02T00:00:00.000Z,"carriage\rreturn"\r\n' +
        '2026-01-03T00:00:00.000Z,"say ""hi"", then go"\r\n',
    );
    // Read back as a spreadsheet would: three rows, the break inside its cell.
    expect(parse(csv, { bom: true })).toEqual([
      ['date', 'notes'],
      ['2026-01-01T00:00:00.000Z', "see below\n'=cmd|' /C calc'!A0"],
      ['2026-01-02T00:00:00.000Z', 'carriage\rreturn'],
      ['2026-01-03T00:00:00.000Z', 'say "hi", then go'],
    ]);
  });
});
