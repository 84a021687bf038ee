import type { PracticeStanding } from './assessment';

/**
 * A requirement's implementation status in the system security plan, derived from the findings on
 * its objectives (D36), never from the progress buttons. NIST SP 800-171A (June 2018), section 2.1:
 * "an assessment objective ... is satisfied" and a requirement is satisfied only when all of its
 * determination statements are; 32 CFR 170.24(b)(1): an objective found not applicable counts as
 * met. The four words are those of NIST's SP 800-171 SSP template ("Implemented", "Planned to be
 * implemented", "Not applicable") plus partially implemented, and map to OSCAL's
 * `implementation-status` states (`implemented`, `partial`, `planned`, `not-applicable`).
 *
 * - not applicable: every objective is N/A;
 * - implemented: every objective counts as MET (MET or N/A; at Level 2 also what the score counts
 *   as MET, D30);
 * - partially implemented: at least one objective counts as MET (or N/A) but not all do;
 * - planned: none does yet (nothing assessed, or every assessed objective NOT MET).
 */
export const SSP_REQUIREMENT_STATUSES = [
  'implemented',
  'partially_implemented',
  'planned',
  'not_applicable',
] as const;
export type SspRequirementStatus = (typeof SSP_REQUIREMENT_STATUSES)[number];

export const SSP_REQUIREMENT_STATUS_LABELS: Record<SspRequirementStatus, string> = {
  implemented: 'Implemented',
  partially_implemented: 'Partially implemented',
  planned: 'Planned to be implemented',
  not_applicable: 'Not applicable',
};

/** The OSCAL `implementation-status` state of each (OSCAL 1.1 SSP model, allowed values). */
export const SSP_REQUIREMENT_OSCAL_STATES: Record<
  SspRequirementStatus,
  'implemented' | 'partial' | 'planned' | 'not-applicable'
> = {
  implemented: 'implemented',
  partially_implemented: 'partial',
  planned: 'planned',
  not_applicable: 'not-applicable',
};

/** The plan's status of one practice (at Level 2 a practice is one requirement) from its standing. */
export function sspRequirementStatus(
  standing: Pick<PracticeStanding, 'result' | 'objectives' | 'met' | 'notApplicable'>,
): SspRequirementStatus {
  if (standing.result === 'not_applicable') return 'not_applicable';
  if (standing.result === 'met') return 'implemented';
  // `met` counts what the score counts as MET; an N/A objective counts as met (170.24(b)(1)).
  return standing.met + standing.notApplicable > 0 ? 'partially_implemented' : 'planned';
}
