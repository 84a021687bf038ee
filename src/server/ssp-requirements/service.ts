import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { Control } from '../../contract/catalog';
import { userDisplayName } from '../../contract/display';
import {
  NOT_APPLICABLE_ONLY,
  type PlanEntry,
  type SspRequirementEntry,
} from '../../contract/ssp-requirements';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { lockOrganizationAtLevel } from '../db/organization-lock';
import { controlImplementations } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { writeImplementation } from '../implementations/steps';
import { sspRequirementEntriesOf } from './queries';

/**
 * The plan entry of each requirement (D36): listed at the organization's level, written through
 * the implementation record's one write (implementations/steps.ts, as PUT /api/implementations),
 * and approved as not applicable by an owner (NIST SP 800-171A 3.12.4[d]).
 */

/** A requirement of the organization's level, or 404: ids are per level (D29). */
function requirementAtLevel(actor: Actor, requirementId: string): Control {
  const control = catalogControl(requirementId);
  if (!control || control.level !== targetLevelOf(actor)) throw notFound('Requirement not found');
  return control;
}

async function entryOf(db: Db, organizationId: string, controlId: string): Promise<SspRequirementEntry> {
  const [entry] = await sspRequirementEntriesOf(db, organizationId, [controlId]);
  if (!entry) throw notFound('Requirement not found');
  return entry;
}

/** GET /api/assessment/ssp/requirements: every requirement of the level with its plan entry. */
export async function listSspRequirements(db: Db, actor: Actor | null): Promise<SspRequirementEntry[]> {
  authorize(actor, 'workspace:read:own');
  return sspRequirementEntriesOf(db, organizationOf(actor));
}

/**
 * PUT /api/assessment/ssp/requirements/{requirementId}: the plan's fields of the requirement
 * (statement, responsible role and member, systems), each left out kept. The same transaction,
 * checks, activity entry and version rule as PUT /api/implementations: a new statement lapses an
 * auditor's verdict (issue 38).
 */
export async function saveSspRequirement(
  db: Db,
  actor: Actor | null,
  requirementId: string,
  input: PlanEntry,
): Promise<SspRequirementEntry> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const control = requirementAtLevel(actor, requirementId);
  return db.transaction(async (tx) => {
    // A switch of level that came first refuses the save (409 `level_changed`, issue 38).
    await lockOrganizationAtLevel(tx, organizationId, control.level);
    await writeImplementation(tx, actor, organizationId, control, input);
    return entryOf(tx, organizationId, control.id);
  });
}

/**
 * POST /api/assessment/ssp/requirements/{requirementId}/not-applicable-approval: an owner approves
 * the requirement as not applicable, by name and date (800-171A 3.12.4[d]). Only a requirement
 * whose findings make it N/A now (409 `not_applicable_only` otherwise), read under the
 * organization's lock that every finding's save takes: a finding that leaves N/A first is seen
 * here, one after clears the approval in its own transaction. Approving again keeps the first.
 */
export async function approveNotApplicable(
  db: Db,
  actor: Actor | null,
  requirementId: string,
): Promise<SspRequirementEntry> {
  authorize(actor, 'not-applicable:approve:own');
  const organizationId = organizationOf(actor);
  const control = requirementAtLevel(actor, requirementId);
  return db.transaction(async (tx) => {
    await lockOrganizationAtLevel(tx, organizationId, control.level);
    const before = await entryOf(tx, organizationId, control.id);
    if (before.status !== 'not_applicable') {
      const error = conflict(NOT_APPLICABLE_ONLY);
      error.code = 'not_applicable_only';
      throw error;
    }
    if (before.notApplicableApproval) return before;
    const approval = {
      notApplicableApprovedBy: actor.user.id,
      notApplicableApprovedByName: userDisplayName(actor.user),
      notApplicableApprovedAt: new Date(),
    };
    await tx
      .insert(controlImplementations)
      .values({ organizationId, controlId: control.id, ...approval })
      .onConflictDoUpdate({
        target: [controlImplementations.organizationId, controlImplementations.controlId],
        set: approval,
      });
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.sspEntryUpdate,
      description: `Approved ${control.controlNumber} ${control.title} as not applicable`,
      metadata: { controlId: control.id, notApplicableApproval: 'approved' },
    });
    return entryOf(tx, organizationId, control.id);
  });
}
