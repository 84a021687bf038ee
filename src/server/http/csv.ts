import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * The one CSV writer of every export (D21, D25, D33): the activity log, implementations, objective
 * findings and the evidence package's index. `csv-stringify` writes RFC 4180 as spreadsheets read
 * it: CRLF line ends, a byte-order mark so that names with accents read as UTF-8, and a field
 * quoted when it holds a quote, a comma or any line break. The last is not its default: it quotes
 * only the record delimiter (CRLF), and a field with a bare `\n` left unquoted starts a new row in
 * Excel and LibreOffice, whose first cell could then be a live formula (issue 22).
 */

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`,
 * and the tab and carriage return that some programs skip before one of them; at the start of
 * the cell or after any line break inside it, where a program that splits lines carelessly would
 * start a cell.
 */
const FORMULA_AFTER_BREAK = /(^|[\r\n])(?=[=+\-@\t\r])/g;

/**
 * D21, D25, D33: a text cell that a spreadsheet would run as a formula is neutralized with a `'`
 * before the formula character, which the spreadsheet shows as text, at the start and after every
 * line break; every other value is left as it is.
 */
export function neutralizeCell(value: string): string {
  return value.replace(FORMULA_AFTER_BREAK, "$1'");
}

/** One column: its heading and how a row gives its cell (null and undefined are empty). */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A CSV of `rows` under `columns`, produced as it is read, so that memory stays flat whatever the
 * number of rows. Every text cell, headings included, goes through `neutralizeCell`; numbers are
 * written as numbers.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: neutralizeCell },
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
