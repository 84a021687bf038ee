import { z } from 'zod';
import { FEDRAMP_STATUS_LABELS, FEDRAMP_STATUSES, type FedrampStatus } from './ssp';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * The organization's external service providers (D36): the companies that host, manage or protect
 * its assets. 32 CFR 170.4 defines an External Service Provider as "external people, technology,
 * or facilities that an organization utilizes for provision and management of IT and/or
 * cybersecurity services on behalf of the organization". Each is one row of the organization
 * (not of a cycle): the scope's assets name the one that hosts them, and the plan lists them with
 * their customer responsibility matrix (DoD CMMC Scoping Guide - Level 2). Per-requirement
 * responsibilities will name them too, by `id`.
 */

export const PROVIDER_KINDS = ['csp', 'msp', 'mssp', 'other'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const PROVIDER_KIND_LABELS: Record<ProviderKind, string> = {
  csp: 'Cloud service provider (CSP)',
  msp: 'Managed service provider (MSP)',
  mssp: 'Managed security service provider (MSSP)',
  other: 'Other service provider',
};

export const PROVIDER_NAME_MAX = 200;
export const PROVIDER_TEXT_MAX = 2000;
export const PROVIDERS_MAX = 100;

const text = (max: number) =>
  freeText().trim().max(max, `At most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The customer responsibility matrix in a request: an evidence file of the organization, its version and date. */
export const crmInputSchema = z.object({
  evidenceId: z.uuid('Choose the evidence file that holds the matrix'),
  version: freeText('Give the version of the matrix')
    .trim()
    .min(1, 'Give the version of the matrix')
    .max(100, 'At most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE),
  date: z
    .string('Give the date of that version as YYYY-MM-DD')
    .refine(isRealDay, 'Give the date of that version as YYYY-MM-DD'),
});

/**
 * The body of POST /api/assessment/providers and PUT /api/assessment/providers/:providerId: the
 * whole provider, which a PUT replaces. The body of evidence is kept for a FedRAMP equivalency
 * only (the server drops it for any other standing).
 */
export const serviceProviderInputSchema = z.object({
  name: text(PROVIDER_NAME_MAX).min(1, 'Name the provider'),
  kind: z.enum(PROVIDER_KINDS, 'Choose the kind of provider'),
  /** What it does for the organization. */
  services: text(PROVIDER_TEXT_MAX).default(''),
  /** Whether it stores, processes or transmits CUI for the organization. */
  handlesCui: z.boolean('Answer yes or no'),
  fedrampStatus: z.enum(FEDRAMP_STATUSES, 'Choose a FedRAMP standing').nullable().default(null),
  /** The body of evidence of a FedRAMP Moderate equivalency: an evidence file of the organization. */
  fedrampEvidenceId: z.uuid('Choose the evidence file of the body of evidence').nullable().default(null),
  crm: crmInputSchema.nullable().default(null),
  /** Who to call there: names, e-mail addresses, phone numbers. */
  contacts: text(PROVIDER_TEXT_MAX).default(''),
});
export type ServiceProviderInput = z.input<typeof serviceProviderInputSchema>;

/** An evidence file a provider names; `fileName` null once the file was deleted from the evidence. */
const namedFileSchema = z.object({ evidenceId: z.string().nullable(), fileName: z.string().nullable() });

export const serviceProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROVIDER_KINDS),
  services: z.string(),
  handlesCui: z.boolean(),
  /** Null where the organization has not said. */
  fedrampStatus: z.enum(FEDRAMP_STATUSES).nullable(),
  /** The body of evidence of an equivalency; null when none is named (or its file was deleted). */
  fedrampEvidence: namedFileSchema.nullable(),
  /** The customer responsibility matrix; its file null once deleted from the evidence. */
  crm: namedFileSchema.extend({ version: z.string(), date: z.string() }).nullable(),
  contacts: z.string(),
  /**
   * The warning when the provider is a cloud service provider that stores, processes or transmits
   * CUI without a FedRAMP standing on record (`fedrampWarning`); null otherwise. The plan and the
   * affirmation check show it.
   */
  fedrampWarning: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/** The facts the FedRAMP warning reads. */
export interface FedrampFacts {
  name: string;
  kind: ProviderKind;
  handlesCui: boolean;
  fedrampStatus: FedrampStatus | null;
  /** Whether a body of evidence is on file for an equivalency. */
  hasEquivalencyEvidence: boolean;
}

/**
 * DFARS 252.204-7012(b)(2)(ii)(D) asks that a cloud service provider which stores, processes or
 * transmits covered defense information for the contractor meet security requirements equivalent
 * to the FedRAMP Moderate baseline; the DoD CIO memorandum "FedRAMP Moderate Equivalency for Cloud
 * Service Provider's Cloud Service Offerings" (21 December 2023) asks for a body of evidence
 * assessed by a FedRAMP 3PAO for an equivalency. A CSP that handles CUI is flagged unless it is
 * FedRAMP Certified at the Moderate baseline or higher, or equivalent with its body of evidence on
 * file. Other providers (MSP, MSSP) are assessed within the organization's scope instead (DoD CMMC
 * Scoping Guide - Level 2): no FedRAMP flag for them.
 */
export function fedrampWarning(provider: FedrampFacts): string | null {
  if (provider.kind !== 'csp' || !provider.handlesCui) return null;
  if (provider.fedrampStatus === 'authorized') return null;
  if (provider.fedrampStatus === 'equivalent' && provider.hasEquivalencyEvidence) return null;
  const standing =
    provider.fedrampStatus === 'equivalent'
      ? 'is recorded as FedRAMP Moderate equivalent with no body of evidence on file'
      : provider.fedrampStatus === null
        ? 'has no FedRAMP standing on record'
        : `is recorded as "${FEDRAMP_STATUS_LABELS[provider.fedrampStatus]}"`;
  return (
    `${provider.name} is a cloud service provider that stores, processes or transmits CUI and ${standing}: ` +
    'DFARS 252.204-7012(b)(2)(ii)(D) asks that such a provider meet security requirements equivalent to the ' +
    'FedRAMP Moderate baseline (FedRAMP Certified at the Moderate baseline or higher; or equivalent, with the body of ' +
    "evidence of the DoD CIO's memorandum of 21 December 2023)."
  );
}
