/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a quote, a comma or a line
 * break, lines ended by CRLF. The activity log's export writes its lines with these; the reports
 * stream theirs through csv-stringify (reports/csv.ts). Both neutralize formulas the same way.
 */

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`,
 * and the tab and carriage return that some programs skip before one of them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * D21, D25: a text cell that a spreadsheet would run as a formula is neutralized with a leading
 * `'`, which the spreadsheet shows as text; every other value is left as it is.
 */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  const text = neutralizeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
