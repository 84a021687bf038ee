/** Small number helpers of the bench. */

/** The p-th percentile (0-100) of `values`, nearest rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function fmt(value: number | undefined, digits = 0): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const mb = (bytes: number) => bytes / (1024 * 1024);

/** A plain text table: the first row is the header; numbers align right. */
export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (row: (string | number)[]) =>
    row
      .map((cell, column) => {
        const text = String(cell ?? '');
        return /^[-+]?[\d,.]+( ?[%x]|x)?$/.test(text) && column > 0
          ? text.padStart(widths[column]!)
          : text.padEnd(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  return [line(header!), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}
