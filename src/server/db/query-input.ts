/** Safe shapes for user input that reaches a query. */

/** A `%text%` pattern for ILIKE in which the user's own `%`, `_` and `\` match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Whether an id from a URL can be a uuid key; anything else is simply not found. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f-]{36}$/i.test(value);
}
