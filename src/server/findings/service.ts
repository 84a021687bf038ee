import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { parseObjectiveId, type SavedFinding } from '../../contract/assessment';
import { findingRoutes } from '../../contract/routes/findings';
import type { OrganizationRead } from '../http/read-model';
import { answerJson } from '../http/send-json';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { catalogControl } from '../catalog/catalog';
import { evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks, objectiveFindings } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { partialCaseRefusal, type ScoredRequirement } from '../../contract/sprs';
import type { Control } from '../../contract/catalog';
import { cycleForFinding } from '../cycles/steps';

import { notApplicableApprovalsLapsed, workChanged } from '../implementations/steps';
import { leavesNotApplicable } from '../../contract/ssp-requirements';
import { implementationsOf } from '../implementations/queries';
import { readTogether } from '../db/read-together';
import { assessmentOf, toFinding } from './queries';
import {
  findingChanged,
  findingDescription,
  findingStateProblems,
  level2FieldProblems,
  nextFindingState,
  sameList,
  type FindingInput,
  type FindingProblem,
  type FindingState,
} from './rules';
import { lockOrganizationAtLevel } from '../db/organization-lock';
import { refuseAgainstThePlan } from './plan-check';

/**
 * What a saved finding changed, read in the save's own transaction (issue 24): the practice, its
 * requirement and the Level 1 result as the roll-up now reads, and the control's implementation.
 */
async function rollUpsAfterSave(tx: Db, organizationId: string, controlId: string) {
  const [assessment, [implementation]] = await readTogether(
    tx,
    () => assessmentOf(tx, organizationId),
    () => implementationsOf(tx, organizationId, [controlId]),
  );
  const practice = assessment.practices.find((one) => one.controlId === controlId);
  const requirement = assessment.requirements.find((one) => one.controlIds.includes(controlId));
  if (!practice || !requirement) throw new Error(`Roll-up: no practice or requirement for ${controlId}`);
  return { practice, requirement, overall: assessment.overall, implementation: implementation ?? null };
}

/** The signed-in organization's self-assessment, served from the read model (issue 28). */
export function assessmentRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  return {
    organizationId,
    name: 'assessment',
    json: async () =>
      answerJson(findingRoutes.assessment.answers[200], await assessmentOf(db, organizationId)),
  };
}

/** A save is refused with the first of its problems, on its field (D5). */
function refuseFirst(problems: FindingProblem[]) {
  const [first] = problems;
  if (first) throw badRequest(first[1], { [first[0]]: first[1] });
}

/**
 * 3.5.3's partial case only when [a]-[c] are MET and [d] is the one NOT MET (D35; DoD Assessment
 * Methodology Annex A; 170.24(c)(2)(i)(B)(4)): the requirement's other findings, as stored under
 * the organization's lock that every save takes, with this save's in place; 409
 * `partial_not_applicable` with the sentence otherwise. The score reads the rule again
 * (partialCaseHolds), so that a finding changed later takes the case away.
 */
async function refuseOutOfCasePartial(
  tx: Db,
  organizationId: string,
  control: Control,
  letter: string,
  next: FindingState,
) {
  const stored = await tx
    .select({
      objectiveId: objectiveFindings.objectiveId,
      finding: objectiveFindings.finding,
      partial: objectiveFindings.partial,
      basis: objectiveFindings.basis,
      capabilityOff: objectiveFindings.capabilityOff,
    })
    .from(objectiveFindings)
    .where(and(eq(objectiveFindings.organizationId, organizationId), eq(objectiveFindings.controlId, control.id)));
  const byId = new Map(stored.map((row) => [row.objectiveId, row]));
  const requirement: ScoredRequirement = {
    requirementId: control.id,
    nist: control.nistReference,
    objectives: control.objectives.map((objective) => {
      if (objective.letter === letter) return { letter, ...next };
      const row = byId.get(`${control.id}[${objective.letter}]`);
      return {
        letter: objective.letter,
        finding: row?.finding ?? null,
        partial: row?.partial ?? null,
        basis: row?.basis ?? null,
        capabilityOff: row?.capabilityOff ?? false,
      };
    }),
  };
  const refusal = partialCaseRefusal(requirement, letter);
  if (refusal) {
    const error = conflict(refusal, { partial: refusal });
    error.code = 'partial_not_applicable';
    throw error;
  }
}

/**
 * Records the organization's finding on one objective (D22): the finding, methods, note,
 * justification and the evidence it rests on, which must be the caller's own files. Fields left
 * out keep their value. Any change is logged and lapses an auditor's verdict on the control (D19).
 */
export async function saveFinding(
  db: Db,
  actor: Actor | null,
  id: string,
  input: FindingInput,
): Promise<SavedFinding> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  const parsed = parseObjectiveId(id);
  const control = parsed ? catalogControl(parsed.controlId) : undefined;
  // Ids are per level (D29): an objective of the other level's catalog is not one of this work's.
  if (
    !parsed ||
    !control ||
    control.level !== targetLevelOf(actor) ||
    !control.objectives.some((o) => o.letter === parsed.letter)
  ) {
    throw notFound('Objective not found');
  }
  refuseFirst(level2FieldProblems(control, input));
  const evidenceIds = input.evidenceIds ? [...new Set(input.evidenceIds)] : undefined;
  return db.transaction(async (tx) => {
    // A switch of level that came first refuses the save (409), rather than rolling it up at the
    // other level (issue 38).
    await lockOrganizationAtLevel(tx, organizationId, control.level);
    const cycle = await cycleForFinding(tx, organizationId, control.id);
    if (evidenceIds?.length) {
      const owned = await tx
        .select({ id: evidenceFiles.id })
        .from(evidenceFiles)
        .where(and(eq(evidenceFiles.organizationId, organizationId), inArray(evidenceFiles.id, evidenceIds)));
      if (owned.length !== evidenceIds.length) {
        throw badRequest('Some evidence files could not be found', {
          evidenceIds: 'Choose files from your own evidence library',
        });
      }
    }
    const [before] = await tx
      .select()
      .from(objectiveFindings)
      .where(and(eq(objectiveFindings.organizationId, organizationId), eq(objectiveFindings.objectiveId, id)))
      .for('update');
    const linked = await tx
      .select({ evidenceId: evidenceObjectiveLinks.evidenceId })
      .from(evidenceObjectiveLinks)
      .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceObjectiveLinks.evidenceId))
      .where(
        and(eq(evidenceFiles.organizationId, organizationId), eq(evidenceObjectiveLinks.objectiveId, id)),
      );
    const linkedIds = linked.map((link) => link.evidenceId);
    const next = nextFindingState(input, before);
    refuseFirst(findingStateProblems(control, next));
    if (next.partial) await refuseOutOfCasePartial(tx, organizationId, control, parsed.letter, next);
    // Read under the organization's lock, which the scope's save takes too (D35).
    await refuseAgainstThePlan(tx, organizationId, control, parsed.letter, next);
    const changed = findingChanged(before, next, cycle.startedAt);
    const evidenceChanged = evidenceIds !== undefined && !sameList(linkedIds, evidenceIds);
    let verdictLapsed = false;
    const [row] = await tx
      .insert(objectiveFindings)
      .values({ organizationId: organizationId, controlId: control.id, objectiveId: id, ...next })
      .onConflictDoUpdate({
        target: [objectiveFindings.organizationId, objectiveFindings.objectiveId],
        set: next,
      })
      .returning();
    if (evidenceChanged) {
      if (linkedIds.length) {
        await tx
          .delete(evidenceObjectiveLinks)
          .where(
            and(
              eq(evidenceObjectiveLinks.objectiveId, id),
              inArray(evidenceObjectiveLinks.evidenceId, linkedIds),
            ),
          );
      }
      if (evidenceIds.length) {
        await tx
          .insert(evidenceObjectiveLinks)
          .values(evidenceIds.map((evidenceId) => ({ evidenceId, objectiveId: id, controlId: control.id })));
        // A file that supports an objective serves its control too (D22).
        await tx
          .insert(evidenceControlLinks)
          .values(evidenceIds.map((evidenceId) => ({ evidenceId, controlId: control.id })))
          .onConflictDoNothing();
      }
    }
    if (changed || evidenceChanged) {
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.objectiveAssessed,
        description: findingDescription(id, next.finding),
        metadata: { objectiveId: id, controlId: control.id, finding: next.finding },
      });
      const lapsed = await workChanged(tx, {
        organizationId,
        controlIds: [control.id],
        actor,
        reason: 'objective_finding',
      });
      verdictLapsed = lapsed.length > 0;
    }
    // An objective that leaves N/A takes the owner's approval of the requirement as not applicable
    // with it (D36; 800-171A 3.12.4[d]), in this transaction.
    if (leavesNotApplicable(control.nistReference, before, next))
      await notApplicableApprovalsLapsed(tx, { organizationId, controlIds: [control.id], actor });
    const saved = toFinding(control.id, parsed.letter, row, evidenceIds ?? linkedIds, cycle.startedAt);
    return { ...saved, ...(await rollUpsAfterSave(tx, organizationId, control.id)), verdictLapsed };
  });
}
