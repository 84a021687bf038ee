import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../src/contract/exports';
import { neutralizeCell } from '../../src/server/http/csv';
import { EntryNames, safeEntryName } from '../../src/server/reports/zip-names';

describe('exportFileName (D25)', () => {
  it('names each export by the day it was made, in UTC', () => {
    const day = new Date('2026-11-22T23:30:00Z');
    expect(exportFileName('implementations', day)).toBe('cmmc-implementations-2026-11-22.csv');
    expect(exportFileName('findings', day)).toBe('cmmc-findings-2026-11-22.csv');
    expect(exportFileName('evidence-package', day)).toBe('cmmc-evidence-package-2026-11-22.zip');
  });
});

describe('neutralizeCell (D25, OWASP CSV injection)', () => {
  it('prefixes a quote to what a spreadsheet would run as a formula, and leaves the rest', () => {
    for (const value of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralizeCell(value)).toBe(`'${value}`);
    for (const value of ['', 'Policy v2', '1-2', 'a=b', ' =1']) expect(neutralizeCell(value)).toBe(value);
  });
});

describe('evidence package entry names', () => {
  it('keeps a file name inside its folder and readable on every system', () => {
    expect(safeEntryName('Access Policy.pdf')).toBe('Access Policy.pdf');
    expect(safeEntryName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(safeEntryName('C:\\Users\\dana\\scan.pdf')).toBe('scan.pdf');
    expect(safeEntryName('report: "final" <v2>?.pdf')).toBe('report_ _final_ _v2__.pdf');
    expect(safeEntryName('.hidden.txt')).toBe('hidden.txt');
    expect(safeEntryName('trailing. ')).toBe('trailing');
    expect(safeEntryName('CON.txt')).toBe('_CON.txt');
    expect(safeEntryName('invoice\u202Efdp.exe.pdf')).toBe('invoicefdp.exe.pdf');
    expect(safeEntryName('...')).toBe('file');
    const long = safeEntryName(`${'a'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.xlsx')).toBe(true);
  });

  it('gives each entry its own path, whatever the case of the names', () => {
    const names = new EntryNames();
    expect(names.take('AC.L1-3.1.1', 'policy.pdf')).toBe('AC.L1-3.1.1/policy.pdf');
    expect(names.take('AC.L1-3.1.1', 'Policy.PDF')).toBe('AC.L1-3.1.1/Policy (2).PDF');
    expect(names.take('AC.L1-3.1.1', 'policy.pdf')).toBe('AC.L1-3.1.1/policy (3).pdf');
    expect(names.take('AC.L1-3.1.2', 'policy.pdf')).toBe('AC.L1-3.1.2/policy.pdf');
    expect(names.take('AC.L1-3.1.1', 'README')).toBe('AC.L1-3.1.1/README');
    expect(names.take('AC.L1-3.1.1', 'readme')).toBe('AC.L1-3.1.1/readme (2)');
  });
});
