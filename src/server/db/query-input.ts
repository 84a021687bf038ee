/** Safe shapes for user input that reaches a query. */

/** A `%text%` pattern for ILIKE in which the user's own `%`, `_` and `\` match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL can be a uuid key; anything else is simply not found (D5). The exact
 * 8-4-4-4-12 shape: 36 characters of hex digits and dashes in other places are refused by
 * PostgreSQL, which would make a malformed id a 500.
 */
export function isUuid(value: string): boolean {
  return UUID_FORMAT.test(value);
}
