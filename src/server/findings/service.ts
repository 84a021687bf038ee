import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { Control } from '../../contract/catalog';
import {
  capabilityPolicyRequired,
  NOT_PERMITTED_CAPABILITIES,
  partialFor,
  type FindingBasis,
  type Partial,
} from '../../contract/sprs';
import {
  BASIS_DESCRIPTION_REQUIRED,
  FINDING_LABELS,
  JUSTIFICATION_REQUIRED,
  parseObjectiveId,
  type Assessment,
  type AssessmentMethod,
  type ObjectiveFinding,
  type SaveFindingInput,
  type SavedFinding,
} from '../../contract/assessment';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { catalogControl } from '../catalog/catalog';
import { evidenceControlLinks, evidenceFiles, evidenceObjectiveLinks, objectiveFindings } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { cycleForFinding } from '../cycles/steps';
import { lapseVerdict } from '../implementations/steps';
import { implementationsOf } from '../implementations/queries';
import { readTogether } from '../db/read-together';
import { assessmentOf, toFinding } from './queries';

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

/** The signed-in organization's self-assessment. */
export async function getAssessment(db: Db, actor: Actor | null): Promise<Assessment> {
  authorize(actor, 'workspace:read:own');
  return assessmentOf(db, organizationOf(actor));
}

/**
 * The Level 2 fields of a finding where they may go (D30): `partial` only on an objective of 3.5.3
 * (`remote_and_privileged_only`) or 3.13.11 (`not_fips_validated`), `basis` only at Level 2, the
 * capability policy only on remote access, wireless and mobile devices.
 */
function refuseLevel2FieldsOutOfPlace(control: Control, input: SaveFindingInput) {
  if (input.partial && partialFor(control.level === 2 ? control.nistReference : '') !== input.partial) {
    const message = `Partial credit applies only to 3.5.3 (remote_and_privileged_only) and 3.13.11 (not_fips_validated) at Level 2; ${control.id} takes none`;
    throw badRequest(message, { partial: message });
  }
  if (input.basis && control.level !== 2) {
    const message = 'An enduring exception or a temporary deficiency is recorded at Level 2 only';
    throw badRequest(message, { basis: message });
  }
  if (input.capabilityOff && !(control.level === 2 && control.nistReference in NOT_PERMITTED_CAPABILITIES)) {
    const message =
      'The capability policy applies only to remote access (3.1.12, 3.1.13), wireless (3.1.16, 3.1.17) and mobile devices (3.1.18) at Level 2';
    throw badRequest(message, { capabilityOff: message });
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Describes a finding for the activity log: `Assessed AC.L1-3.1.1[a]: MET`. */
const findingDescription = (id: string, finding: ObjectiveFinding['finding']) =>
  finding ? `Assessed ${id}: ${FINDING_LABELS[finding]}` : `Cleared the finding on ${id}`;

/**
 * Records the organization's finding on one objective (D22): the finding, methods, note,
 * justification and the evidence it rests on, which must be the caller's own files. Fields left
 * out keep their value. Any change is logged and lapses an auditor's verdict on the control (D19).
 */
export async function saveFinding(
  db: Db,
  actor: Actor | null,
  id: string,
  input: SaveFindingInput & { finding: ObjectiveFinding['finding'] },
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
  refuseLevel2FieldsOutOfPlace(control, input);
  const evidenceIds = input.evidenceIds ? [...new Set(input.evidenceIds)] : undefined;
  return db.transaction(async (tx) => {
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
    const kept = <K extends keyof typeof input>(key: K, stored: unknown) =>
      input[key] !== undefined ? input[key] || null : (stored ?? null);
    const notMet = input.finding === 'not_met';
    const next = {
      finding: input.finding,
      methods: input.methods ?? ((before?.methods ?? []) as AssessmentMethod[]),
      note: kept('note', before?.note) as string | null,
      justification: kept('justification', before?.justification) as string | null,
      // A partial case and a basis belong to a NOT MET finding only (D30); the policy to an N/A.
      partial: notMet ? (kept('partial', before?.partial) as Partial | null) : null,
      basis: notMet ? (kept('basis', before?.basis) as FindingBasis | null) : null,
      basisDescription: notMet ? (kept('basisDescription', before?.basisDescription) as string | null) : null,
      capabilityOff:
        input.finding === 'not_applicable' ? (input.capabilityOff ?? before?.capabilityOff ?? false) : false,
    };
    if (next.finding === 'not_applicable' && !next.justification) {
      throw badRequest(JUSTIFICATION_REQUIRED, { justification: JUSTIFICATION_REQUIRED });
    }
    if (next.basis && !next.basisDescription) {
      throw badRequest(BASIS_DESCRIPTION_REQUIRED, { basisDescription: BASIS_DESCRIPTION_REQUIRED });
    }
    if (
      control.level === 2 &&
      next.finding === 'not_applicable' &&
      control.nistReference in NOT_PERMITTED_CAPABILITIES &&
      !next.capabilityOff
    ) {
      const message = capabilityPolicyRequired(control.nistReference);
      throw badRequest(message, { capabilityOff: message });
    }
    // Saving a finding of an earlier cycle again confirms it for this one (D23).
    const confirmed = before !== undefined && before.updatedAt < cycle.startedAt;
    const findingChanged =
      confirmed ||
      (before?.finding ?? null) !== next.finding ||
      !sameList(before?.methods ?? [], next.methods) ||
      (before?.note ?? null) !== next.note ||
      (before?.justification ?? null) !== next.justification ||
      (before?.partial ?? null) !== next.partial ||
      (before?.basis ?? null) !== next.basis ||
      (before?.basisDescription ?? null) !== next.basisDescription ||
      (before?.capabilityOff ?? false) !== next.capabilityOff;
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
    if (findingChanged || evidenceChanged) {
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.objectiveAssessed,
        description: findingDescription(id, next.finding),
        metadata: { objectiveId: id, controlId: control.id, finding: next.finding },
      });
      verdictLapsed = await lapseVerdict(tx, {
        organizationId,
        controlId: control.id,
        actor,
        reason: 'objective_finding',
      });
    }
    const saved = toFinding(control.id, parsed.letter, row, evidenceIds ?? linkedIds, cycle.startedAt);
    return { ...saved, ...(await rollUpsAfterSave(tx, organizationId, control.id)), verdictLapsed };
  });
}
