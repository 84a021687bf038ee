import { z } from 'zod';
import { inheritanceInputSchema, inheritanceSchema } from './inheritance';
import { notApplicableApprovalSchema, saveImplementationSchema } from './implementations';
import { objectiveResult, type ScoredFinding } from './sprs';
import { SSP_REQUIREMENT_STATUSES } from './ssp-status';

/**
 * Each requirement's entry in the system security plan (D36, issue 40 item 3): its statement,
 * the security role and the member responsible, the assets (the scope's systems) it applies to,
 * and its status, derived from the findings (contract/ssp-status.ts), never stored. A requirement
 * is the organization's level's control: `AC.L2-3.1.1` at Level 2, the practice `AC.L1-3.1.1` at
 * Level 1 (each a NIST SP 800-171 requirement). Its inheritance from an external service provider
 * is in contract/inheritance.ts.
 *
 * Every requirement found not applicable is approved by an owner, by name and date: NIST SP
 * 800-171A 3.12.4[d] determines whether "the security requirements identified and approved by the
 * designated authority as non-applicable are identified" (in the tool, the designated authority
 * is an owner).
 */

/**
 * The body of PUT /api/assessment/ssp/requirements/{requirementId}: the plan's fields of the
 * implementation record, as PUT /api/implementations takes them (one rule, one code path); each
 * left out keeps what is stored.
 */
export const planEntryInputSchema = saveImplementationSchema
  .pick({
    implementationStatement: true,
    responsibleRole: true,
    responsibleUserId: true,
    systemIds: true,
  })
  .extend({
    /** Who is responsible (none, partial, full) with the provider and its part, saved whole. */
    inheritance: inheritanceInputSchema.optional(),
  });
export type PlanEntryInput = z.input<typeof planEntryInputSchema>;
export type PlanEntry = z.output<typeof planEntryInputSchema>;

export const requirementParamsSchema = z.object({ requirementId: z.string().max(64) });

/** One requirement's plan entry as the API answers it. */
export const sspRequirementEntrySchema = z.object({
  /** The control id at the organization's level: `AC.L2-3.1.1`, `AC.L1-3.1.1`. */
  requirementId: z.string(),
  /** The NIST SP 800-171 number, `3.1.1`. */
  nist: z.string(),
  title: z.string(),
  /** Derived from the findings (D36): implemented, partially implemented, planned, not applicable. */
  status: z.enum(SSP_REQUIREMENT_STATUSES),
  implementationStatement: z.string().nullable(),
  /** The security role responsible, e.g. "IT administrator"; null when none is named. */
  responsibleRole: z.string().nullable(),
  /** The member responsible; null when none is named or they left. */
  responsibleUserId: z.string().nullable(),
  /** The scope's systems it applies to. */
  systemIds: z.array(z.string()),
  /** Who is responsible: the organization only, or partly or fully one of its providers. */
  inheritance: inheritanceSchema,
  /** The owner's approval as not applicable (3.12.4[d]); counts only while the status is N/A. */
  notApplicableApproval: notApplicableApprovalSchema.nullable(),
  /** Not applicable and not yet approved by an owner: 3.12.4[d] is missing it. */
  approvalNeeded: z.boolean(),
  /** The implementation record's version (an auditor's review names it); null before any record. */
  version: z.number().int().nullable(),
});
export type SspRequirementEntry = z.infer<typeof sspRequirementEntrySchema>;

export const NOT_APPLICABLE_ONLY =
  'Only a requirement found not applicable is approved as such: every objective of it must be N/A (NIST SP 800-171A 3.12.4[d]).';

/**
 * Whether a change of one finding takes its objective out of N/A as the roll-up reads it (an N/A
 * of a capability not permitted counts only with the policy that keeps it off, D30): the change
 * that lapses the requirement's approval as not applicable (D36).
 */
export function leavesNotApplicable(
  nist: string,
  before: Pick<ScoredFinding, 'finding' | 'capabilityOff'> | null | undefined,
  after: Pick<ScoredFinding, 'finding' | 'capabilityOff'>,
): boolean {
  if (!before) return false;
  const was = objectiveResult(nist, { letter: '', ...before });
  const is = objectiveResult(nist, { letter: '', ...after });
  return was === 'not_applicable' && is !== 'not_applicable';
}
