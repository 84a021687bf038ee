import type { Control } from '../../contract/catalog';
import { SSP_REQUIREMENT } from '../../contract/sprs';
import {
  basisRefusal,
  notApplicableWithoutApproval,
  sspMissingParts,
  sspPartMissingMessage,
  SSP_PARTS,
  requirementsWithoutStatement,
  type SspPart,
} from '../../contract/ssp-gate';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { planFactsOf } from '../cycles/queries';
import { assessmentOf, scoredRequirements } from './queries';
import type { FindingState } from './rules';

/**
 * A Level 2 finding against the plan (D35), in the save's transaction under the organization's
 * lock, which the scope's save takes too: a MET on a part of 3.12.4 the plan lacks is 409
 * `ssp_part_missing` (NIST SP 800-171A 3.12.4[b]-[h]); a basis the plan or the POA&M does not
 * support is 409 with its code (32 CFR 170.24(b)(1)(i)-(ii)). The score reads both again later.
 */
export async function refuseAgainstThePlan(
  tx: Db,
  organizationId: string,
  control: Control,
  letter: string,
  next: FindingState,
): Promise<void> {
  if (control.level !== 2) return;
  const part =
    control.nistReference === SSP_REQUIREMENT &&
    next.finding === 'met' &&
    (SSP_PARTS as readonly string[]).includes(letter)
      ? (letter as SspPart)
      : null;
  if (!part && !next.basis) return;
  const cycle = await latestCycle(tx, organizationId);
  // Only 3.12.4[d] and [e] read the findings (the N/A justifications and approvals, the requirements N/A).
  const assessment = part ? await assessmentOf(tx, organizationId) : null;
  const { plan, bases } = await planFactsOf(
    tx,
    organizationId,
    cycle,
    assessment ?? { objectives: [] },
    new Date().toISOString().slice(0, 10),
  );
  if (part && assessment) {
    const requirements = scoredRequirements(assessment);
    if (sspMissingParts(requirements, plan).includes(part)) {
      const lacking =
        part === 'e'
          ? requirementsWithoutStatement(requirements, plan.statements)
          : part === 'd'
            ? [
                ...plan.unjustifiedNotApplicable,
                ...notApplicableWithoutApproval(requirements, plan.notApplicableApproved),
              ]
            : [];
      const error = conflict(sspPartMissingMessage(part, lacking));
      error.code = 'ssp_part_missing';
      error.part = part;
      throw error;
    }
  }
  const refusal = basisRefusal(
    control.id,
    control.nistReference,
    {
      basis: next.basis,
      planOfActionItemId: next.poamItemId,
      arisenOn: next.deficiencyArisenOn,
      implementedBefore: next.implementedBefore,
    },
    bases,
  );
  if (refusal) {
    // The message stands beside the field that lacks what the rule asks (the form shows it there).
    const error = conflict(refusal.message, { [refusal.field]: refusal.message });
    error.code = refusal.code;
    throw error;
  }
}
