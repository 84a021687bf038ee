import type { z } from 'zod';

/**
 * The JSON of an object whose own fields are checked against `schema` and serialized now, with
 * one more field whose JSON was made ahead of time (a catalog entry, checked once per process):
 * the large part of an answer is not parsed and stringified again on every request.
 */
export function spliceJson<Schema extends z.ZodObject>(
  schema: Schema,
  own: z.input<Schema>,
  field: string,
  fieldJson: string,
): string {
  const json = JSON.stringify(schema.parse(own));
  const rest = json === '{}' ? '{' : `${json.slice(0, -1)},`;
  return `${rest}${JSON.stringify(field)}:${fieldJson}}`;
}
