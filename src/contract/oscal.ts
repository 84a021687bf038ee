import type { AssessmentMethod, Finding } from './assessment';
import type { ImplementationStatus } from './constants';
import type { Level } from './level2';
import { FINDING_BASIS_LABELS, type FindingBasis } from './sprs';
import type { SystemKind } from './ssp';

/**
 * The rules of the OSCAL exports (D32): which version of NIST's OSCAL the documents declare, how
 * our ids become OSCAL ids, how findings and methods map onto OSCAL's words, and how a stable
 * UUID is shaped. Pure, so that the server's builders and the tests apply the same rules.
 */

/**
 * The OSCAL version of NIST's schemas vendored in `vendor/oscal/` (usnistgov/OSCAL release
 * v1.1.3), which every document we export names in `metadata.oscal-version`.
 */
export const OSCAL_VERSION = '1.1.3';

/**
 * The namespace of the properties we add (OSCAL's `ns`, a URI naming who defines a property's
 * meaning). A URN: it names this product without claiming a web address a deployment may not own.
 */
export const OSCAL_NS = 'urn:cmmc-readiness:oscal';

/**
 * The UUID v5 namespace of this product's OSCAL objects (RFC 4122 section 4.3), from which each
 * object's stable UUID is derived with its organization's id and its own (server side, SHA-1).
 */
export const OSCAL_UUID_NAMESPACE = 'a4c5a2d6-3f0e-4b8a-9c61-7d2e5f90b1c3';

/** The 16 bytes of a UUID written as 8-4-4-4-12 hex digits. */
export function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Not a UUID: ${uuid}`);
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

/**
 * A name-based UUID from the SHA-1 digest of namespace + name (RFC 4122 section 4.3, version 5):
 * the first 16 bytes, with the version (5) and the variant (10xx) set. OSCAL's UUID type accepts
 * versions 4 and 5 only.
 */
export function uuidV5FromSha1(digest: Uint8Array): string {
  if (digest.length < 16) throw new Error('A SHA-1 digest has 20 bytes');
  const bytes = digest.slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A requirement of NIST SP 800-171 Rev 2 as an OSCAL control id: `3.1.1` -> `_03.01.01`, the form
 * of the SP 800-171 Rev 2 OSCAL catalog we diff our catalog against
 * (vendor/catalog-copies/khanssen-oscal-nist-800-171r2). OSCAL ids are tokens (XML NCNames), which
 * cannot start with a digit: hence the underscore.
 */
export function oscalControlId(nistReference: string): string {
  const parts = nistReference.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,2}$/.test(part)))
    throw new Error(`Not a NIST SP 800-171 requirement number: ${nistReference}`);
  return `_${parts.map((part) => part.padStart(2, '0')).join('.')}`;
}

/**
 * An assessment objective of NIST SP 800-171A as an OSCAL objective id: `3.1.1` and `a` ->
 * `_03.01.01_obj.a`, the part ids of the same catalog. Level 1's objectives (CMMC Level 1
 * Assessment Guide) are those of SP 800-171A for the same 17 requirements, with FCI in place of
 * CUI, and take the same ids; each finding also names our own objective id in a property.
 */
export function oscalObjectiveId(nistReference: string, letter: string): string {
  if (!/^[a-z]$/.test(letter)) throw new Error(`Not an objective letter: ${letter}`);
  return `${oscalControlId(nistReference)}_obj.${letter}`;
}

/**
 * A finding's OSCAL state (finding-target status): MET and N/A are `satisfied` (N/A counts as MET,
 * 32 CFR 170.24(b)(3); the document says it is N/A in a property and gives the justification),
 * NOT MET is `not-satisfied`.
 */
export const OSCAL_FINDING_STATES: Record<Finding, 'satisfied' | 'not-satisfied'> = {
  met: 'satisfied',
  not_met: 'not-satisfied',
  not_applicable: 'satisfied',
};

/** NIST SP 800-171A's assessment methods as OSCAL names them in an observation's `methods`. */
export const OSCAL_METHODS: Record<AssessmentMethod, 'EXAMINE' | 'INTERVIEW' | 'TEST'> = {
  examine: 'EXAMINE',
  interview: 'INTERVIEW',
  test: 'TEST',
};

/**
 * OSCAL requires at least one method on an observation: a finding saved without one says
 * `UNKNOWN` (a value OSCAL defines), and its remarks say that no method was recorded.
 */
export const OSCAL_UNKNOWN_METHOD = 'UNKNOWN';

/** The paragraph of an observation's remarks saying no method was recorded (the import leaves it out). */
export const NO_METHOD_REMARK = 'No assessment method was recorded with this finding.';

/**
 * A finding's basis (D30) as the paragraph of its remarks: `Enduring exception: <description>`. It
 * is the last paragraph, so the import reads the description back whole (`basisDescriptionOf`).
 */
export const basisRemark = (basis: FindingBasis, description: string | null): string =>
  `${FINDING_BASIS_LABELS[basis]}: ${description ?? ''}`.trim();

/** The description in a finding's remarks written by `basisRemark`; undefined when there is none. */
export function basisDescriptionOf(basis: FindingBasis, remarks: string | undefined): string | undefined {
  const label = `${FINDING_BASIS_LABELS[basis]}: `;
  const at = remarks?.startsWith(label) ? 0 : (remarks?.indexOf(`\n\n${label}`) ?? -1);
  if (at < 0) return undefined;
  return remarks!.slice(at === 0 ? label.length : at + 2 + label.length).trim() || undefined;
}

/** The OSCAL documents we export, and their file names (`cmmc-oscal-poam-2026-11-22.json`). */
export const OSCAL_DOCUMENTS = ['assessment-results', 'poam', 'ssp'] as const;
export type OscalDocument = (typeof OSCAL_DOCUMENTS)[number];

export function oscalFileName(document: OscalDocument, date: Date): string {
  return `cmmc-oscal-${document}-${date.toISOString().slice(0, 10)}.json`;
}

/**
 * Why an OSCAL POA&M cannot be made: NIST's schema requires at least one `poam-item`. Level 1
 * never allows a POA&M (32 CFR 170.21(a)(1)); a Level 2 assessment may have none.
 */
export const OSCAL_POAM_REFUSALS = {
  level_1:
    'Level 1 never allows a POA&M (32 CFR 170.21(a)(1)), so there is no OSCAL POA&M to export: the assessment results export holds the Level 1 findings.',
  no_poam_items:
    'The POA&M has no items, and an OSCAL POA&M must hold at least one (NIST OSCAL 1.1.3 schema, poam-items): there is nothing to export.',
} as const;
export type OscalPoamRefusal = keyof typeof OSCAL_POAM_REFUSALS;

/** The assessment each level's results follow, as the documents describe it. */
export const OSCAL_ASSESSMENT_BASIS: Record<Level, string> = {
  1: 'CMMC Level 1 self-assessment (32 CFR 170.15): the 17 practices of FAR 52.204-21(b)(1), assessed by the 59 objectives of the CMMC Level 1 Assessment Guide, which are those of NIST SP 800-171A for the same requirements with FCI in place of CUI.',
  2: 'CMMC Level 2 self-assessment (32 CFR 170.16): the 110 security requirements of NIST SP 800-171 Rev 2, assessed by the 320 objectives of NIST SP 800-171A, scored by the DoD Assessment Methodology (32 CFR 170.24).',
};

/**
 * The security sensitivity level the OSCAL SSP states (FIPS 199's words): `moderate` for a Level 2
 * system, which holds CUI (32 CFR 2002.14: CUI Basic is protected at no less than the moderate
 * confidentiality impact value); `low` for a Level 1 system, which holds FCI only (FAR 52.204-21's
 * basic safeguarding).
 */
export const OSCAL_SENSITIVITY_LEVELS: Record<Level, 'low' | 'moderate'> = { 1: 'low', 2: 'moderate' };

/** The information type each level's system holds, as the OSCAL SSP names it. */
export const OSCAL_INFORMATION_TYPES: Record<Level, { key: string; title: string }> = {
  1: { key: 'fci', title: 'Federal Contract Information (FCI), FAR 52.204-21(a)' },
  2: { key: 'cui', title: 'Controlled Unclassified Information (CUI), 32 CFR 2002' },
};

/**
 * An implementation record's status in OSCAL's words (implementation-status of the plan): a
 * requirement marked completed is `implemented`, one in progress `partial`, one not started
 * `planned`. The plan states the organization's own status; the assessment results say whether
 * it is MET.
 */
export const OSCAL_IMPLEMENTATION_STATES: Record<
  ImplementationStatus,
  'implemented' | 'partial' | 'planned'
> = {
  completed: 'implemented',
  in_progress: 'partial',
  not_started: 'planned',
};

/** A scope system's kind as an OSCAL component type (`other` is allowed: OSCAL's list is open). */
export const OSCAL_COMPONENT_TYPES: Record<SystemKind, string> = {
  endpoints: 'hardware',
  servers: 'hardware',
  network: 'network',
  cloud_service: 'service',
  software: 'software',
  other: 'other',
};
