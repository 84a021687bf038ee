import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { Control } from '../../contract/catalog';
import type { ImplementationStatus } from '../../contract/constants';
import { statusLabel } from '../../contract/implementations';
import { organizationActivityBy, type Actor } from '../access/actor';
import { recordActivities, recordActivity } from '../activity/steps';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { controlImplementations } from '../db/schema';
import { planFieldsOf, PLAN_FIELD_NAMES, type PlanFieldsInput } from './plan-fields';

/**
 * What a write of an implementation record carries: the status and notes of the checklist (PUT
 * /api/implementations) and the plan's fields (that route, and the plan entry's own PUT of D36).
 * Each left out keeps what is stored; a record made without a status is not started.
 */
export interface ImplementationWrite extends PlanFieldsInput {
  status?: ImplementationStatus;
  notes?: string | null;
}

/**
 * Creates or updates the organization's record of a control, in the caller's transaction, which
 * has taken the organization's lock at the control's level: the one write of the record's status,
 * notes and plan fields, whichever route sends them (D36: one way to do each thing). `completedAt`
 * is set when the control becomes completed and cleared when it is reopened; each real change is
 * logged (D13); a new status, notes or statement lapses an auditor's verdict and raises the
 * version (issue 38), the responsible member and role and the systems do not.
 */
export async function writeImplementation(
  tx: Db,
  actor: Actor,
  organizationId: string,
  control: Control,
  input: ImplementationWrite,
): Promise<void> {
  const [existing] = await tx
    .select()
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        eq(controlImplementations.controlId, control.id),
      ),
    )
    .for('update');
  const previousStatus = existing?.status ?? 'not_started';
  const previousNotes = existing?.notes ?? '';
  const status = input.status ?? previousStatus;
  const notes = input.notes === undefined ? (existing?.notes ?? null) : input.notes;
  const plan = await planFieldsOf(tx, organizationId, input, existing);
  // A plan entry's save that changes nothing writes nothing: no record made, no version read again.
  if (input.status === undefined && input.notes === undefined && plan.changed.length === 0) return;
  const now = new Date();
  const completedAt =
    status === 'completed' ? (previousStatus === 'completed' ? (existing?.completedAt ?? now) : now) : null;
  await tx
    .insert(controlImplementations)
    .values({ organizationId, controlId: control.id, status, notes, completedAt, ...plan.fields })
    .onConflictDoUpdate({
      target: [controlImplementations.organizationId, controlImplementations.controlId],
      set: { status, notes, completedAt, ...plan.fields },
    });

  const statusChanged = previousStatus !== status;
  const notesChanged = (notes ?? '') !== previousNotes;
  const name = `${control.controlNumber} ${control.title}`;
  const base = { organizationId, ...organizationActivityBy(actor) };
  if (statusChanged) {
    await recordActivity(tx, {
      ...base,
      action: ACTIVITY_ACTIONS.statusChange,
      description: `Marked ${name} as ${statusLabel(status)}`,
      metadata: { controlId: control.id, from: previousStatus, to: status, notesChanged },
    });
  } else if (notesChanged) {
    await recordActivity(tx, {
      ...base,
      action: ACTIVITY_ACTIONS.notesUpdate,
      description: `Updated implementation notes for ${name}`,
      metadata: { controlId: control.id },
    });
  } else if (plan.changed.length > 0) {
    await recordActivity(tx, {
      ...base,
      action: ACTIVITY_ACTIONS.sspEntryUpdate,
      description: `Updated the ${plan.changed.map((field) => PLAN_FIELD_NAMES[field]).join(', ')} of ${name}`,
      metadata: { controlId: control.id, fields: plan.changed },
    });
  }
  // The reviewer judged the record as written: a new status, notes, statement or inheritance lapses the
  // verdict and raises the version a review names; naming the responsible member or role or the
  // systems does not change what was judged.
  // Who is responsible changes how the requirement is met (D36): it lapses the verdict too.
  const statementChanged =
    plan.changed.includes('implementationStatement') || plan.changed.includes('inheritance');
  if (statusChanged || notesChanged || statementChanged) {
    await workChanged(tx, {
      organizationId,
      controlIds: [control.id],
      actor,
      reason: statusChanged ? 'status_change' : 'notes_update',
    });
  }
}

/**
 * The owners' approvals as not applicable of these requirements lapse (D36; NIST SP 800-171A
 * 3.12.4[d]): a finding of each left N/A, in the caller's transaction, so that the finding and
 * the lapse commit together, each with its activity entry. Answers the requirements whose
 * approval was cleared; one never approved is skipped.
 */
export async function notApplicableApprovalsLapsed(
  tx: Db,
  change: { organizationId: string; controlIds: Iterable<string>; actor: Actor },
): Promise<string[]> {
  const controlIds = [...new Set(change.controlIds)];
  if (controlIds.length === 0) return [];
  const cleared = await tx
    .update(controlImplementations)
    .set({ notApplicableApprovedBy: null, notApplicableApprovedByName: null, notApplicableApprovedAt: null })
    .where(
      and(
        eq(controlImplementations.organizationId, change.organizationId),
        inArray(controlImplementations.controlId, controlIds),
        isNotNull(controlImplementations.notApplicableApprovedAt),
      ),
    )
    .returning({ controlId: controlImplementations.controlId });
  const lapsed = controlIds.filter((id) => cleared.some((row) => row.controlId === id));
  await recordActivities(
    tx,
    lapsed.map((controlId) => ({
      organizationId: change.organizationId,
      ...organizationActivityBy(change.actor),
      action: ACTIVITY_ACTIONS.sspEntryUpdate,
      description: `The approval of ${catalogControl(controlId)?.controlNumber ?? controlId} as not applicable lapsed: a finding of it is no longer N/A`,
      metadata: { controlId, notApplicableApproval: 'lapsed' },
    })),
  );
  return lapsed;
}

/**
 * The rule of a change to the work an auditor judges, in one place: a change to status, notes,
 * statement, findings or evidence of these controls raises each implementation's version (a
 * review names the version it was made on, issue 38) and makes a current verdict lapse, so the
 * implementation reads "Pending Review" again and returns to the auditors' queue. The review
 * history keeps the old verdict. Runs inside the caller's transaction, so the change, the new
 * version, the lapse and its activity entries commit together. Controls without an
 * implementation are skipped. Answers the controls whose verdict lapsed, in the order given.
 */
export async function workChanged(
  tx: Db,
  change: { organizationId: string; controlIds: Iterable<string>; actor: Actor; reason: string },
): Promise<string[]> {
  const controlIds = [...new Set(change.controlIds)];
  if (controlIds.length === 0) return [];
  // Locked in id order, as a review locks them: a change to several controls and a bulk approval
  // never wait for each other in a cycle.
  const changed = await tx
    .select({
      id: controlImplementations.id,
      controlId: controlImplementations.controlId,
      auditorStatus: controlImplementations.auditorStatus,
    })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, change.organizationId),
        inArray(controlImplementations.controlId, controlIds),
      ),
    )
    .orderBy(asc(controlImplementations.id))
    .for('update');
  if (changed.length === 0) return [];
  await tx
    .update(controlImplementations)
    .set({
      version: sql`${controlImplementations.version} + 1`,
      auditorStatus: null,
      auditorNotes: null,
      auditorUserId: null,
      auditedAt: null,
    })
    .where(
      inArray(
        controlImplementations.id,
        changed.map((row) => row.id),
      ),
    );
  const lapsedIds = new Map(
    changed.flatMap((row) => (row.auditorStatus === null ? [] : [[row.controlId, row.id] as const])),
  );
  const lapsed = controlIds.filter((controlId) => lapsedIds.has(controlId));
  await recordActivities(
    tx,
    lapsed.map((controlId) => ({
      organizationId: change.organizationId,
      ...organizationActivityBy(change.actor),
      action: ACTIVITY_ACTIONS.resubmitted,
      description: `Resubmitted ${catalogControl(controlId)?.controlNumber ?? controlId} for review`,
      metadata: { implementationId: lapsedIds.get(controlId), controlId, reason: change.reason },
    })),
  );
  return lapsed;
}
