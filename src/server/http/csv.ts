/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a quote, a comma or a line
 * break, lines ended by CRLF. A cell that starts with = + - @ (or a tab or carriage return) is
 * prefixed with ' so that a spreadsheet shows it as text instead of running it as a formula
 * (D21, D25: CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
