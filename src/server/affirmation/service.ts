import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  affirmationCheck,
  affirmationOutcome,
  AFFIRMATION_BLOCKED,
  type AffirmationCheck,
  type GateFacts,
  type OpenVerdict,
} from '../../contract/affirmation-gate';
import type { Assessment } from '../../contract/assessment';
import {
  AFFIRMING_OFFICIAL_NAME_REQUIRED,
  affirmationStatement,
  oneYearAfter,
  type AffirmInput,
  type Cycle,
  type CycleSnapshot,
} from '../../contract/cycles';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { assessmentOf } from '../findings/queries';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { assessmentCycles, controlImplementations } from '../db/schema';
import { evidenceOf } from '../evidence/queries';
import { keepForAffirmation, lockOrganizationUploads } from '../evidence/steps';
import { badRequest, conflict, conflictBecause } from '../http/errors';
import {
  FROZEN_MESSAGE,
  latestCycle,
  organizationName,
  scopeOf,
  toCycle,
  type CycleRow,
} from '../cycles/queries';
import { openCycleFor } from '../cycles/steps';

/** The controls whose auditor's verdict is still open: rejected, or a question to answer (D28). */
async function openVerdictsOf(db: Db, organizationId: string): Promise<OpenVerdict[]> {
  const rows = await db
    .select({
      controlId: controlImplementations.controlId,
      auditorStatus: controlImplementations.auditorStatus,
    })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        inArray(controlImplementations.auditorStatus, ['rejected', 'needs_clarification']),
      ),
    );
  return rows.map((row) => ({
    controlId: row.controlId,
    auditorStatus: row.auditorStatus as OpenVerdict['auditorStatus'],
  }));
}

async function gateFactsOf(
  db: Db,
  organizationId: string,
  cycle: CycleRow,
): Promise<GateFacts & { assessment: Assessment }> {
  const [assessment, openVerdicts] = await readTogether(
    db,
    () => assessmentOf(db, organizationId),
    () => openVerdictsOf(db, organizationId),
  );
  return { assessment, scope: scopeOf(cycle), openVerdicts };
}

/** GET /api/assessment/affirmation-check: everything that blocks affirming the open cycle (D28). */
export async function getAffirmationCheck(db: Db, actor: Actor | null): Promise<AffirmationCheck> {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  const cycle = await latestCycle(db, organizationId);
  if (cycle.affirmedAt) throw conflict(FROZEN_MESSAGE);
  return affirmationCheck(await gateFactsOf(db, organizationId, cycle));
}

/**
 * POST /api/assessment/affirm (32 CFR 170.22): refused with every blocker of the gate (D28) while
 * any is open; the official lifts the missing-evidence ones only by confirming that the evidence
 * exists outside the tool, which the affirmation records. Freezes the cycle into a snapshot and
 * sets the next affirmation a year later. `affirmedAt` is now, except for the demo seed, which
 * affirms its model organizations' cycles at dates in the past.
 */
/**
 * The affirming official is the member who affirms, in their own name and e-mail (32 CFR
 * 170.22(a), D27): their account must carry a first and a last name.
 */
function officialOf(actor: Actor): { name: string; email: string } {
  const first = actor.user.firstName?.trim();
  const last = actor.user.lastName?.trim();
  if (!first || !last) {
    const errors = {
      ...(first ? {} : { firstName: 'First name is required to affirm' }),
      ...(last ? {} : { lastName: 'Last name is required to affirm' }),
    };
    throw badRequest(AFFIRMING_OFFICIAL_NAME_REQUIRED, errors);
  }
  return { name: `${first} ${last}`, email: actor.user.email };
}

export async function affirmCycle(
  db: Db,
  actor: Actor | null,
  input: AffirmInput,
  affirmedAt = new Date(),
): Promise<Cycle> {
  authorize(actor, 'cycle:affirm:own');
  const organizationId = organizationOf(actor);
  const official = officialOf(actor);
  return db.transaction(async (tx) => {
    const cycle = await openCycleFor(tx, organizationId);
    // The evidence is read and kept under the upload lock that a deletion takes (D33).
    await lockOrganizationUploads(tx, organizationId);
    const [facts, evidence, name] = await readTogether(
      tx,
      () => gateFactsOf(tx, organizationId, cycle),
      () => evidenceOf(tx, organizationId),
      () => organizationName(tx, organizationId),
    );
    const acknowledged = input.acknowledgeMissingEvidence === true;
    const check = affirmationOutcome(facts, acknowledged);
    if (!check.ready) {
      const count = check.blockers.length;
      throw conflictBecause(
        AFFIRMATION_BLOCKED,
        `The affirmation is refused: ${count} ${count === 1 ? 'item stands' : 'items stand'} in the way.`,
        check.blockers,
      );
    }
    const evidenceOutsideTool = check.lifted.flatMap((blocker) =>
      blocker.controlId ? [blocker.controlId] : [],
    );
    const affirmation = {
      officialName: official.name,
      officialTitle: input.officialTitle,
      officialEmail: official.email,
      officialPhone: input.officialPhone,
      statement: affirmationStatement(name),
      affirmedAt: affirmedAt.toISOString(),
      ...(evidenceOutsideTool.length ? { evidenceOutsideTool } : {}),
    };
    const snapshot: CycleSnapshot = {
      scope: facts.scope,
      assessment: facts.assessment,
      evidence: evidence.map(({ id, fileName, fileSize, uploadedAt, controlIds, objectiveIds, sha256 }) => ({
        id,
        fileName,
        fileSize,
        uploadedAt,
        controlIds,
        objectiveIds,
        sha256,
      })),
      affirmation,
    };
    const [saved] = await tx
      .update(assessmentCycles)
      .set({
        officialName: affirmation.officialName,
        officialTitle: affirmation.officialTitle,
        officialEmail: affirmation.officialEmail,
        officialPhone: affirmation.officialPhone,
        statement: affirmation.statement,
        affirmedAt,
        nextDueAt: oneYearAfter(affirmedAt),
        snapshot,
      })
      .where(eq(assessmentCycles.id, cycle.id))
      .returning();
    await keepForAffirmation(
      tx,
      organizationId,
      cycle.number,
      evidence.map((file) => file.id),
    );
    const outside = evidenceOutsideTool.length
      ? `; confirmed evidence outside the tool for ${evidenceOutsideTool.join(', ')}`
      : '';
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.affirmation,
      description: `${affirmation.officialName} (${affirmation.officialTitle}) affirmed Level 1 compliance for cycle ${cycle.number}${outside}`,
      metadata: { cycleId: cycle.id, ...(evidenceOutsideTool.length ? { evidenceOutsideTool } : {}) },
    });
    return toCycle(saved!);
  });
}
