import { z } from 'zod';

/**
 * Text that reaches the database: PostgreSQL refuses the NUL character in text columns, so the
 * schemas refuse it first, with a message on the field (D5), rather than fail at the query.
 */
export const NUL_MESSAGE = 'Remove the invisible NUL character';

export const hasNoNul = (value: string): boolean => !value.includes('\0');

/**
 * Characters nobody means to type into a note, a name or a statement, which only hide or disguise
 * what the text says (issue 38):
 * - the control characters (Unicode category Cc) other than tab, line feed and carriage return,
 *   and other than NUL, which stays refused with its message (`hasNoNul`): C0 (U+0001-U+001F),
 *   DEL and C1 (U+007F-U+009F). XML 1.0, and so the DOCX, cannot even hold most of them;
 * - the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069, Unicode
 *   UAX #9 section 2), which reorder the text shown after them, beyond the field that holds them:
 *   the "Trojan Source" spoofing of CVE-2021-42574. The marks LRM, RLM and ALM (U+200E, U+200F,
 *   U+061C) stay: they are how right-to-left writers place punctuation, and they reorder nothing
 *   but the neutral characters beside them.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN_CONTROLS = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** The text without its hidden controls (`HIDDEN_CONTROLS`): otherwise what the person typed. */
export const withoutHiddenControls = (value: string): string => value.replace(HIDDEN_CONTROLS, '');

/**
 * A free-text field of a request (a note, a statement, a name, a description): a string whose
 * hidden controls are dropped on the way in, before the field's own trim, limits and NUL check
 * (issue 38). Every free-text field of a request body starts from this, so that it happens in
 * one place; tests/unit/free-text.test.ts checks that no request's text field misses it.
 */
export const freeText = (message?: string) => z.string(message).overwrite(withoutHiddenControls);
