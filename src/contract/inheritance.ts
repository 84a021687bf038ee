import { z } from 'zod';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * Who is responsible for a requirement (D36, issue 40 items 3 and 7): the organization alone
 * (`none`), the organization and one of its external service providers (`partial`), or the
 * provider (`full`). 32 CFR 170.4 defines an External Service Provider as "external people,
 * technology, or facilities that an organization utilizes for provision and management of IT
 * and/or cybersecurity services on behalf of the organization"; the provider's part is what its
 * customer responsibility matrix says it does for the requirement. OSCAL writes a partial or full
 * inheritance as `by-components` `inherited` (the provider's part) and `satisfied` (the
 * organization's part, partial only).
 */
export const INHERITANCE_KINDS = ['none', 'partial', 'full'] as const;
export type InheritanceKind = (typeof INHERITANCE_KINDS)[number];
export const INHERITANCE_LABELS: Record<InheritanceKind, string> = {
  none: 'Your organization only',
  partial: 'Partly a provider',
  full: 'Fully a provider',
};
export const PROVIDER_PART_MAX = 2000;

export const PROVIDER_REQUIRED = 'Choose the provider responsible';
export const PROVIDER_PART_REQUIRED = "Describe the provider's part";

/**
 * The inheritance of a plan entry's PUT, saved whole: with `partial` or `full` a provider of the
 * organization and its part (up to 2000 characters) are required; with `none` both are dropped.
 */
export const inheritanceInputSchema = z
  .object({
    kind: z.enum(INHERITANCE_KINDS, 'Choose who is responsible'),
    providerId: z.uuid(PROVIDER_REQUIRED).nullable().default(null),
    providerPart: freeText("Enter the provider's part as text")
      .trim()
      .max(PROVIDER_PART_MAX, `The provider's part must be at most ${PROVIDER_PART_MAX} characters`)
      .refine(hasNoNul, NUL_MESSAGE)
      .nullable()
      .default(null),
  })
  .superRefine((value, context) => {
    if (value.kind === 'none') return;
    if (!value.providerId)
      context.addIssue({ code: 'custom', path: ['providerId'], message: PROVIDER_REQUIRED });
    if (!value.providerPart)
      context.addIssue({ code: 'custom', path: ['providerPart'], message: PROVIDER_PART_REQUIRED });
  })
  .transform((value) =>
    value.kind === 'none'
      ? { kind: value.kind, providerId: null, providerPart: null }
      : { kind: value.kind, providerId: value.providerId, providerPart: value.providerPart || null },
  );
export type InheritanceInput = z.input<typeof inheritanceInputSchema>;
export type Inheritance = z.output<typeof inheritanceInputSchema>;

/** A plan entry's inheritance as the API answers it; `providerName` is the provider's name now. */
export const inheritanceSchema = z.object({
  kind: z.enum(INHERITANCE_KINDS),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  providerPart: z.string().nullable(),
});
export type InheritanceEntry = z.infer<typeof inheritanceSchema>;

/** The plan's line for it: "Inherited: partial from Acme Cloud: ...", or null for none. */
export function inheritanceLine(
  entry: Pick<InheritanceEntry, 'kind' | 'providerName' | 'providerPart'>,
): string | null {
  if (entry.kind === 'none' || !entry.providerName) return null;
  return `Inherited: ${entry.kind} from ${entry.providerName}: ${entry.providerPart ?? ''}`;
}
