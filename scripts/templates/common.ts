/** Facts shared by the template builders (decision D24). */

/**
 * The date written into every file's properties and ZIP entries, so that building twice gives the
 * same bytes. Change it only on purpose (for example when the set of templates is revised).
 */
export const TEMPLATE_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/** Author and "last modified by" written into every file's properties. */
export const TEMPLATE_AUTHOR = 'CMMC Readiness';

/**
 * How templates mark good practice that CMMC Level 1 does not require (multi-factor sign-in,
 * screen lock, separate admin accounts, a written password policy). The builders set it in
 * italics wherever it appears; the unit tests check it stands beside every such practice.
 */
export const OPTIONAL_MARK = '(optional, beyond Level 1)';

/** Metadata that goes into a file's document properties. */
export interface TemplateMeta {
  title: string;
  description: string;
}
