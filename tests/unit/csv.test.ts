import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/server/http/csv';

describe('CSV cells (D21, D25)', () => {
  it('neutralizes a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1:A9)`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Acme = good')).toBe('Acme = good');
  });
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['2026-01-01T00:00:00.000Z', '=cmd|"/c calc"!A0', 'x'])).toBe(
      '2026-01-01T00:00:00.000Z,"\'=cmd|""/c calc""!A0",x\r\n',
    );
  });
});
