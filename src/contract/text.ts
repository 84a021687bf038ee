/**
 * Text that reaches the database: PostgreSQL refuses the NUL character in text columns, so the
 * schemas refuse it first, with a message on the field (D5), rather than fail at the query.
 */
export const NUL_MESSAGE = 'Remove the invisible NUL character';

export const hasNoNul = (value: string): boolean => !value.includes('\0');
