/**
 * CMMC Level 2 (Self): the 110 requirements of NIST SP 800-171 Rev 2 assessed with the 320
 * objectives of NIST SP 800-171A (32 CFR 170.14(c)(3), 170.14(d), 170.16(c)(1)); identifiers as
 * 32 CFR 170.14(c)(1) writes them: `AC.L2-3.1.1`, objectives `AC.L2-3.1.1[a]` (D29).
 */

export const LEVELS = [1, 2] as const;
export type Level = (typeof LEVELS)[number];

/** The counts the Level 2 catalog must match (shared/reference/cmmc-level2.md section 1). */
export const LEVEL2_TOTALS = { families: 14, requirements: 110, objectives: 320 } as const;

/** Requirements per family, in NIST's order (sum 110). */
export const LEVEL2_FAMILY_COUNTS: Readonly<Record<string, number>> = {
  AC: 22,
  AT: 3,
  AU: 9,
  CM: 9,
  IA: 11,
  IR: 3,
  MA: 6,
  MP: 9,
  PS: 2,
  PE: 6,
  RA: 3,
  CA: 4,
  SC: 16,
  SI: 7,
};

/** The 17 Level 1 practices, which are among the 110 (32 CFR 170.14(c)(2)). */
export const LEVEL1_PRACTICES_IN_LEVEL2: readonly string[] = [
  '3.1.1',
  '3.1.2',
  '3.1.20',
  '3.1.22',
  '3.5.1',
  '3.5.2',
  '3.8.3',
  '3.10.1',
  '3.10.3',
  '3.10.4',
  '3.10.5',
  '3.13.1',
  '3.13.5',
  '3.14.1',
  '3.14.2',
  '3.14.4',
  '3.14.5',
];

/** `AC.L1-3.1.1` or `AC.L2-3.1.1` -> its level, family and NIST number; null for anything else. */
export function parseControlId(id: string): { family: string; level: Level; nist: string } | null {
  const match = /^([A-Z]{2})\.L([12])-(3\.\d{1,2}\.\d{1,2})$/.exec(id);
  return match ? { family: match[1]!, level: Number(match[2]) as Level, nist: match[3]! } : null;
}

/** The same practice at the other level: `AC.L1-3.1.1` <-> `AC.L2-3.1.1`. */
export function controlIdAtLevel(id: string, level: Level): string {
  return id.replace(/\.L[12]-/, `.L${level}-`);
}

/** The level a control or objective id belongs to (ids are per level, D29). */
export function levelOfId(id: string): Level | null {
  const match = /^[A-Z]{2}\.L([12])-/.exec(id);
  return match ? (Number(match[1]) as Level) : null;
}

/**
 * The sentence of a write refused because the organization's target level changed while it was
 * on its way (409 `level_changed`, issue 38): it was made for `madeFor`, the organization now works
 * at `now`.
 */
export function levelChangedMessage(madeFor: Level, now: Level): string {
  return `The organization now works at Level ${now}: this change, made for Level ${madeFor}, was not saved. Reload the page to continue at Level ${now}.`;
}
