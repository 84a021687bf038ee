import { z } from 'zod';
import {
  ASSET_CATEGORIES,
  ASSET_COUNT_MAX,
  ASSET_SHORT_TEXT_MAX,
  ASSET_TEXT_MAX,
  SPECIALIZED_KINDS,
} from './assets';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * What a system security plan needs from the records (decision D32). NIST SP 800-171 r2 3.12.4:
 * "Develop, document, and periodically update system security plans that describe system
 * boundaries, system environments of operation, how security requirements are implemented, and
 * the relationships with or connections to other systems." NIST SP 800-171A 3.12.4 determines
 * whether [a] a system security plan is developed; [b] the system boundary, [c] the environment of
 * operation, [e] the method of implementation of the requirements and [f] the relationship with or
 * connection to other systems are described and documented in it; [d] the requirements approved as
 * not applicable are identified; [g] the frequency to update it is defined; [h] it is updated with
 * that frequency (SSP_PART_LETTERS below).
 */

/**
 * The NIST SP 800-171A 3.12.4 objective letter of each part of the plan: the one place the plan,
 * its screens and its OSCAL cite them from (tests/unit/ssp-letters.test.ts reads them against the
 * catalog's objective texts). contract/ssp-gate.ts judges the same letters; its `sspObjective`
 * cites one: `sspObjective(SSP_PART_LETTERS.boundary)` is `3.12.4[b]`, the boundary.
 */
export const SSP_PART_LETTERS = {
  developed: 'a',
  boundary: 'b',
  environment: 'c',
  notApplicable: 'd',
  implementation: 'e',
  connections: 'f',
  frequency: 'g',
  updated: 'h',
} as const;
export type SspPartName = keyof typeof SSP_PART_LETTERS;

/** The kinds of system a scope names; each becomes an OSCAL component of the plan. */
export const SYSTEM_KINDS = [
  'endpoints',
  'servers',
  'network',
  'cloud_service',
  'software',
  'other',
] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];
export const SYSTEM_KIND_LABELS: Record<SystemKind, string> = {
  endpoints: 'Computers and phones',
  servers: 'Servers',
  network: 'Network equipment',
  cloud_service: 'Cloud service',
  software: 'Software',
  other: 'Other',
};

/**
 * A cloud service's FedRAMP standing, where the user knows it. DFARS 252.204-7012(b)(2)(ii)(D)
 * asks that a cloud service storing, processing or transmitting CUI meet security requirements
 * equivalent to the FedRAMP Moderate baseline; the plan states what the user knows, nothing more.
 * FedRAMP's Consolidated Rules for 2026 (published 24 June 2026; fedramp.gov notice NTC-0004) call
 * an authorization a "FedRAMP Certification" and grant certification classes A-D; fedramp.gov's
 * "Choosing a Certification Class" page says "There is not a direct correlation between FedRAMP
 * Certification Class and Impact Level" (Class C "include[s] adequate information for most Low and
 * Moderate security objectives"). So the label names the baseline DFARS names, not a class. The
 * stored values keep their old names.
 */
export const FEDRAMP_STATUSES = ['authorized', 'equivalent', 'not_authorized', 'unknown'] as const;
export type FedrampStatus = (typeof FEDRAMP_STATUSES)[number];
export const FEDRAMP_STATUS_LABELS: Record<FedrampStatus, string> = {
  authorized: 'FedRAMP Certified at the Moderate baseline or higher',
  equivalent: 'FedRAMP Moderate equivalent',
  not_authorized: 'Not FedRAMP Certified',
  unknown: 'FedRAMP status not known',
};

export const SYSTEM_NAME_MAX = 200;
export const SYSTEM_DESCRIPTION_MAX = 2000;
export const SYSTEMS_MAX = 100;
/** How often the plan is updated (800-171A 3.12.4[g], a defined frequency): monthly to every 3 years. */
export const SSP_REVIEW_MONTHS_MIN = 1;
export const SSP_REVIEW_MONTHS_MAX = 36;

const ASSET_COUNT_MESSAGE = 'Enter how many, a whole number of 1 or more';

const plainText = (max: number) =>
  freeText().trim().max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

/** The level of a category the switch cleared (D36), as stored. */
const categoryBeforeSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)]),
  category: z.enum(ASSET_CATEGORIES),
});

/**
 * One asset of the scope as the API answers it (D32, D36): the scope's systems grew into the
 * assets of 32 CFR 170.19, under the same field and ids. Every field added by D36 has a default,
 * so that a system stored before (migration 0035) reads as an asset not yet categorized.
 */
export const scopeSystemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SYSTEM_KINDS),
  description: z.string(),
  /** Its 170.19 category at the cycle's level (contract/assets.ts); null until the owner chooses. */
  category: z.enum(ASSET_CATEGORIES).nullable().default(null),
  /** What kind of specialized asset; null unless the category is `specialized`. */
  specializedKind: z.enum(SPECIALIZED_KINDS).nullable().default(null),
  /** How many units the line counts (ten laptops); null when not stated. */
  count: z.number().int().nullable().default(null),
  location: z.string().default(''),
  /** Who owns or manages it. */
  owner: z.string().default(''),
  /** The organization's external service provider that hosts it (GET /api/assessment/providers). */
  hostingProviderId: z.string().nullable().default(null),
  /**
   * The policies, procedures and practices that keep CUI off a contractor risk managed asset
   * (required for it), or that manage a specialized asset's risk (optional).
   */
  policy: z.string().default(''),
  /** Why an out-of-scope asset cannot hold the information (required for it). */
  outOfScopeReason: z.string().default(''),
  /** The category a switch of level cleared, until the owner chooses one (assetAtLevel). */
  categoryBefore: categoryBeforeSchema.nullable().default(null),
  /**
   * Read only, from before D36: the FedRAMP standing a cloud service stated on itself. Migration
   * 0035 moved each to a provider (GET /api/assessment/providers) that the asset names as its
   * host; new writes leave it null, and only scopes frozen before carry it.
   */
  fedrampStatus: z.enum(FEDRAMP_STATUSES).nullable().default(null),
});
export type ScopeSystem = z.infer<typeof scopeSystemSchema>;
/** An asset as D36 names it: the scope's systems are its assets. */
export type ScopeAsset = ScopeSystem;

/** An asset as the database or a snapshot holds it: the fields added since may be missing. */
export type StoredAsset = z.input<typeof scopeSystemSchema>;
/** An asset as stored, with the fields added since filled in (a system stored before D36 reads uncategorized). */
export const storedAsset = (stored: StoredAsset): ScopeSystem => scopeSystemSchema.parse(stored);

const optionalText = (max: number) => plainText(max).default('');

/**
 * One asset in PUT /api/assessment/scope: an `id` keeps an existing one (and the implementations
 * that name it); without one, the asset is new. The category's own required fields, and whether
 * the category is one of the cycle's level, are checked by the server against the level
 * (`assetProblems`, contract/assets.ts), with a field error each.
 */
export const scopeSystemInputSchema = z.object({
  id: z.uuid('Unknown system').optional(),
  name: plainText(SYSTEM_NAME_MAX).min(1, 'Name the system'),
  kind: z.enum(SYSTEM_KINDS, 'Choose the kind of system'),
  description: plainText(SYSTEM_DESCRIPTION_MAX).default(''),
  category: z.enum(ASSET_CATEGORIES, 'Choose a category').nullable().default(null),
  specializedKind: z.enum(SPECIALIZED_KINDS, 'Choose the kind of specialized asset').nullable().default(null),
  count: z
    .number(ASSET_COUNT_MESSAGE)
    .int(ASSET_COUNT_MESSAGE)
    .min(1, ASSET_COUNT_MESSAGE)
    .max(ASSET_COUNT_MAX, `At most ${ASSET_COUNT_MAX.toLocaleString('en-US')}`)
    .nullable()
    .default(null),
  location: optionalText(ASSET_SHORT_TEXT_MAX),
  owner: optionalText(ASSET_SHORT_TEXT_MAX),
  hostingProviderId: z.uuid('Choose one of your providers').nullable().default(null),
  policy: optionalText(ASSET_TEXT_MAX),
  outOfScopeReason: optionalText(ASSET_TEXT_MAX),
});
export type ScopeSystemInput = z.input<typeof scopeSystemInputSchema>;

export const scopeSystemsInputSchema = z
  .array(scopeSystemInputSchema)
  .max(SYSTEMS_MAX, `At most ${SYSTEMS_MAX} systems`)
  .refine((systems) => {
    const ids = systems.flatMap((system) => (system.id ? [system.id] : []));
    return new Set(ids).size === ids.length;
  }, 'List each system once')
  .refine(
    (systems) => new Set(systems.map((system) => system.name.toLowerCase())).size === systems.length,
    'Give each system its own name',
  );

export const sspReviewMonthsSchema = z
  .number('Enter a number of months')
  .int('Enter a whole number of months')
  .min(SSP_REVIEW_MONTHS_MIN, `At least ${SSP_REVIEW_MONTHS_MIN} month`)
  .max(SSP_REVIEW_MONTHS_MAX, `At most ${SSP_REVIEW_MONTHS_MAX} months`);

/** The formats the plan is downloaded in; a download is a view of the records, never a revision (D36). */
export const SSP_FORMATS = ['docx', 'pdf'] as const;
export type SspFormat = (typeof SSP_FORMATS)[number];

/** The calendar date `months` after an ISO instant (UTC), clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, 0, 0, 0, 0));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Whether the plan is updated with its stated frequency (800-171A 3.12.4[h]), read from the
 * dates of its approved revisions (D36; contract/ssp-revisions.ts), never from downloads: each
 * approved revision follows the one before within the frequency, and the next is due `months`
 * after the latest. Dates compare as UTC calendar days.
 */
export function sspReviewState(
  approvedDates: readonly string[],
  months: number | null,
  today: string,
): { frequencyStated: boolean; nextDueOn: string | null; late: boolean; lateGaps: number } {
  if (months === null) return { frequencyStated: false, nextDueOn: null, late: false, lateGaps: 0 };
  const sorted = [...approvedDates].sort();
  let lateGaps = 0;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.slice(0, 10) > addMonths(sorted[i - 1]!, months)) lateGaps++;
  }
  const latest = sorted.at(-1);
  const nextDueOn = latest ? addMonths(latest, months) : null;
  return { frequencyStated: true, nextDueOn, late: nextDueOn !== null && today > nextDueOn, lateGaps };
}

/** The media type each format is served as. */
export const SSP_CONTENT_TYPES: Record<SspFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * What the plan says of the level it covers: the requirements and the rule's section for a self
 * -assessment at that level (32 CFR 170.15 for Level 1, 170.16 for Level 2).
 */
export const SSP_LEVEL_LABELS: Record<1 | 2, string> = {
  1: 'Level 1 (Self): the 15 requirements of FAR 52.204-21(b)(1), 32 CFR 170.15',
  2: 'Level 2 (Self): the 110 requirements of NIST SP 800-171 Rev 2, 32 CFR 170.16',
};

/**
 * `ssp-acme-machining-2026-11-22.docx`: the organization's name in lower-case ASCII letters and
 * digits joined by dashes (at most 40 characters), and the day it was made (UTC).
 */
export function sspFileName(organization: string, date: Date, format: SspFormat): string {
  const slug =
    organization
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)
      .replace(/^-+|-+$/g, '') || 'organization';
  return `ssp-${slug}-${date.toISOString().slice(0, 10)}.${format}`;
}
