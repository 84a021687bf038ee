import { DOMAINS } from '../data';
import type { DomainSeed } from '../types';
import { NEW_FAMILY_DESCRIPTIONS } from './guidance/index';

/**
 * The 14 families of NIST SP 800-171 Rev 2 in NIST's order (chapter 3.1 to 3.14), with the
 * two-letter abbreviations of 32 CFR 170.14(c)(1). The six families Level 1 has keep its
 * descriptions; the other eight are written in the same voice (D29).
 */

const FAMILY_NAMES: [string, string][] = [
  ['AC', 'Access Control'],
  ['AT', 'Awareness and Training'],
  ['AU', 'Audit and Accountability'],
  ['CM', 'Configuration Management'],
  ['IA', 'Identification and Authentication'],
  ['IR', 'Incident Response'],
  ['MA', 'Maintenance'],
  ['MP', 'Media Protection'],
  ['PS', 'Personnel Security'],
  ['PE', 'Physical Protection'],
  ['RA', 'Risk Assessment'],
  ['CA', 'Security Assessment'],
  ['SC', 'System and Communications Protection'],
  ['SI', 'System and Information Integrity'],
];

/** The chapter of NIST SP 800-171 Rev 2 of each family: AC is 3.1, SI is 3.14. */
export const FAMILY_CHAPTERS: Readonly<Record<string, string>> = Object.fromEntries(
  FAMILY_NAMES.map(([id], index) => [id, `3.${index + 1}`]),
);

export const LEVEL2_DOMAINS: DomainSeed[] = FAMILY_NAMES.map(([id, name]) => {
  const description = DOMAINS.find((domain) => domain.id === id)?.description ?? NEW_FAMILY_DESCRIPTIONS[id];
  if (description === undefined) throw new Error(`Catalog: family ${id} has no description`);
  return { id, name, shortName: id, description };
});
