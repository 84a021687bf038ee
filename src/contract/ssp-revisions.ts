import { z } from 'zod';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * Approved revisions of the system security plan (issue 40 item 5, D36). NIST SP 800-171 r2
 * 3.12.4: "Develop, document, and periodically update system security plans"; NIST SP 800-171A
 * 3.12.4 determines whether "[g] frequency to update the system security plan is defined" and
 * "[h] system security plan is updated with the defined frequency". An owner of the organization
 * approves a revision (a version, what changed, the approver and the time); only approved
 * revisions count as updates of the plan. A download of the plan is never one.
 */

export const SSP_REVISION_VERSION_MAX = 40;
export const SSP_REVISION_SUMMARY_MAX = 2000;

/** POST /api/assessment/ssp/revisions. */
export const approveSspRevisionSchema = z.object({
  /** The version the organization gives this revision ("1.0", "2026-1"); one line, unique per organization. */
  version: freeText('Give the version of the plan')
    .trim()
    .min(1, 'Give the version of the plan')
    .max(SSP_REVISION_VERSION_MAX, `At most ${SSP_REVISION_VERSION_MAX} characters`)
    .refine((value) => !/[\r\n\t]/.test(value), 'Write the version on one line')
    .refine(hasNoNul, NUL_MESSAGE),
  /** What changed in the plan since the revision before (or that it is the first). */
  summary: freeText('Say what changed in the plan')
    .trim()
    .min(1, 'Say what changed in the plan')
    .max(SSP_REVISION_SUMMARY_MAX, `At most ${SSP_REVISION_SUMMARY_MAX} characters`)
    .refine(hasNoNul, NUL_MESSAGE),
});
export type ApproveSspRevisionInput = z.infer<typeof approveSspRevisionSchema>;

/** One approved revision as the API answers it. */
export const sspRevisionSchema = z.object({
  id: z.string(),
  /** 1, 2, 3... per organization, in the order of approval. */
  number: z.number().int(),
  version: z.string(),
  summary: z.string(),
  approvedAt: z.string(),
  /** Null once the approver's account is gone; the name stays. */
  approvedByUserId: z.string().nullable(),
  approvedByName: z.string(),
  /** The assessment cycle and the level the plan was at when approved. */
  cycleNumber: z.number().int(),
  level: z.union([z.literal(1), z.literal(2)]),
});
export type SspRevision = z.infer<typeof sspRevisionSchema>;

/** GET /api/assessment/ssp/revisions: newest first. */
export const sspRevisionsSchema = z.array(sspRevisionSchema);

/** The 409 of a version the organization has approved already. */
export const duplicateVersionMessage = (version: string) =>
  `Version ${version} is approved already: give this revision a version of its own.`;
