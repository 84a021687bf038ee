import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralizeCell } from '../http/csv';

/**
 * The CSV exports of D25 (implementations, objective findings, the evidence package's index),
 * written by `csv-stringify` as a stream: RFC 4180 quoting, CRLF line ends, and a byte-order mark
 * so that spreadsheet programs read the UTF-8 (names with accents) as UTF-8.
 */

/** One column: its heading and how a row gives its cell (null and undefined are empty). */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A CSV of `rows` under `columns`, produced as it is read. Every text cell, headings included,
 * goes through `neutralizeCell`; numbers are written as numbers.
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
    cast: { string: neutralizeCell },
  });
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
