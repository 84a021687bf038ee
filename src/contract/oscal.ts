import type { AssessmentMethod, Finding } from './assessment';
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
 * The OSCAL catalog whose ids our documents use for the requirements and objectives of NIST SP
 * 800-171 Rev 2 / SP 800-171A (issue 40 item 7: "described as what they are"). NIST publishes no
 * OSCAL catalog of Rev 2: usnistgov/oscal-content holds SP 800-53 and, since 2025-05-29 (branch
 * `develop`, src/nist.gov/SP800-171/rev3/xml/NIST_SP800-171_rev3_catalog.xml), SP 800-171 **Rev 3**,
 * whose ids (`SP_800_171_03.01.01`) name Rev 3's requirements, which are numbered and worded
 * differently (Rev 3's 03.01.01 is "Account Management", Rev 2's 3.1.1 "Limit system access...").
 * CMMC Level 2 assesses Rev 2 (32 CFR 170.16), so the ids are those of a third party's OSCAL
 * catalog of Rev 2, the one our catalog is diffed against (D29): khanssen/oscal-nist-800-171r2
 * ("NIST SP 800-171 Rev 2 Combined OSCAL Catalog", Archstone Security LLC, CC BY 4.0), pinned at a
 * commit with its SHA-256 (vendor/catalog-copies/README.md), which the profile we export imports.
 */
export const CONTROL_ID_CATALOG = {
  title:
    "NIST SP 800-171 Rev 2 Combined OSCAL Catalog (khanssen/oscal-nist-800-171r2, Archstone Security LLC, CC BY 4.0): a third party's OSCAL rendering of NIST SP 800-171 Rev 2 and SP 800-171A, not a NIST publication",
  href: 'https://raw.githubusercontent.com/khanssen/oscal-nist-800-171r2/ee4868ee523a6d8903251d0b5822c3da5189c5d0/verify-test/nist-sp-800-171r2-combined-catalog.json',
  sha256: 'eda853fa74ab03523daee7e20b37b6ce74549725fa6a2599c4f6878ac05c762d',
  /** What each document says of its ids, in its remarks. */
  remarks:
    "Control and objective ids are those of khanssen/oscal-nist-800-171r2, a third party's OSCAL catalog of NIST SP 800-171 Rev 2 / SP 800-171A (3.1.1 is _03.01.01, its objective [a] _03.01.01_obj.a): NIST publishes no OSCAL catalog of Rev 2 (its OSCAL catalog of SP 800-171 is of Rev 3, whose ids and requirements differ). Each object also names our own id (AC.L2-3.1.1) in a property of ours.",
} as const;

/**
 * NIST's media type for OSCAL JSON resources (OSCAL metadata metaschema, `media-type`: "The
 * application/oscal+xml, application/oscal+json or application/oscal+yaml media types SHOULD be
 * used when referencing OSCAL XML, JSON, or YAML resources respectively").
 */
export const OSCAL_MEDIA_TYPE = 'application/oscal+json';

/**
 * The kinds of document we write, each with one UUID per organization (issue 40 item 7): the
 * exports, and the profile and assessment plan embedded in them. OSCAL: "This UUID should be
 * assigned per-subject, which means it should be consistently used to identify the same subject
 * across revisions of the document"; a new export is a new revision (`metadata.version`,
 * `last-modified`), never a new document.
 */
export const OSCAL_DOCUMENT_KINDS = [
  'ssp',
  'assessment-results',
  'poam',
  'profile',
  'assessment-plan',
] as const;
export type OscalDocumentKind = (typeof OSCAL_DOCUMENT_KINDS)[number];

/**
 * A document's `metadata.version`: the cycle it reports and the moment it was exported, so that
 * each export is a revision of its own (`cycle 3, exported 2026-11-22T10:15:03.120Z`).
 */
export const oscalDocumentVersion = (cycleNumber: number, exportedAt: Date): string =>
  `cycle ${cycleNumber}, exported ${exportedAt.toISOString()}`;

/**
 * A requirement of NIST SP 800-171 Rev 2 as an OSCAL control id: `3.1.1` -> `_03.01.01`, the form
 * of the third party's Rev 2 catalog `CONTROL_ID_CATALOG` (not NIST's). OSCAL ids are tokens (XML
 * NCNames), which cannot start with a digit: hence that catalog's underscore.
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

/** A scope system's kind as an OSCAL component type (`other` is allowed: OSCAL's list is open). */
export const OSCAL_COMPONENT_TYPES: Record<SystemKind, string> = {
  endpoints: 'hardware',
  servers: 'hardware',
  network: 'network',
  cloud_service: 'service',
  software: 'software',
  other: 'other',
};

/**
 * A calendar date of ours (a POA&M item's planned completion, a milestone's due date, the close-by
 * date) as OSCAL's date-time with a time zone, which `deadline` and a task's `timing` require: the
 * end of that day in UTC. A reader takes the date back as written (`oscalDateOf`).
 */
export const oscalEndOfDay = (date: string): string => `${date}T23:59:59Z`;

/** The calendar date an OSCAL date-time names, as its writer wrote it (`2026-12-15T...` -> `2026-12-15`). */
export function oscalDateOf(dateTime: string | undefined): string | undefined {
  const date = dateTime?.trim().slice(0, 10);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}
