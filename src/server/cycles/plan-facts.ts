import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Assessment } from '../../contract/assessment';
import type { BasisFacts, PlanFacts } from '../../contract/ssp-gate';
import { SSP_REQUIREMENT } from '../../contract/sprs';
import type { CycleRow } from './queries';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import {
  controlImplementations,
  evidenceControlLinks,
  evidenceFiles,
  poamItems,
  sspApprovedRevisions,
} from '../db/schema';

/**
 * What the plan and the POA&M hold, as the rule of D35 reads them (src/contract/ssp-gate.ts): read
 * without any permission check (callers authorize first), in the caller's transaction, so that a
 * save under the organization's lock and the score read the same plan.
 */

/** 3.12.4's control id at Level 2. */
export const SSP_CONTROL_ID = `CA.L2-${SSP_REQUIREMENT}`;

/**
 * When the plan at `level` was last approved, YYYY-MM-DD (UTC), or null: what 3.12.4[h] reads
 * (D36). A revision approved of the plan at the other level does not count: it approved another
 * plan (a Level 1 plan covers the 15 FAR requirements, not the 110 of NIST SP 800-171).
 */
async function lastApprovedOn(db: Db, organizationId: string, level: number): Promise<string | null> {
  const [row] = await db
    .select({ at: max(sspApprovedRevisions.approvedAt) })
    .from(sspApprovedRevisions)
    .where(
      and(eq(sspApprovedRevisions.organizationId, organizationId), eq(sspApprovedRevisions.level, level)),
    );
  return row?.at ? new Date(row.at).toISOString().slice(0, 10) : null;
}

/** The plan's and the POA&M's facts for the organization's latest cycle. */
export async function planFactsOf(
  db: Db,
  organizationId: string,
  cycle: CycleRow,
  assessment: Pick<Assessment, 'objectives'>,
  today: string,
): Promise<{ plan: PlanFacts; bases: BasisFacts }> {
  const [statements, approved, items, externalLinked, approvedOn] = await readTogether(
    db,
    () =>
      db
        .select({ controlId: controlImplementations.controlId })
        .from(controlImplementations)
        .where(
          and(
            eq(controlImplementations.organizationId, organizationId),
            sql`btrim(coalesce(${controlImplementations.implementationStatement}, '')) <> ''`,
          ),
        ),
    // The requirements an owner approved as not applicable (D36; 800-171A 3.12.4[d]).
    () =>
      db
        .select({ controlId: controlImplementations.controlId })
        .from(controlImplementations)
        .where(
          and(
            eq(controlImplementations.organizationId, organizationId),
            isNotNull(controlImplementations.notApplicableApprovedAt),
          ),
        ),
    () =>
      db
        .select({
          id: poamItems.id,
          controlId: poamItems.controlId,
          milestones: sql<number>`jsonb_array_length(${poamItems.milestones})`,
        })
        .from(poamItems)
        .where(and(eq(poamItems.organizationId, organizationId), eq(poamItems.cycleId, cycle.id))),
    async () => {
      const external = cycle.externalSsp;
      if (!external) return false;
      // The file still there and still linked to 3.12.4: unlinked or deleted, it stands for nothing.
      const [link] = await db
        .select({ evidenceId: evidenceControlLinks.evidenceId })
        .from(evidenceControlLinks)
        .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceControlLinks.evidenceId))
        .where(
          and(
            eq(evidenceFiles.organizationId, organizationId),
            eq(evidenceControlLinks.evidenceId, external.evidenceId),
            eq(evidenceControlLinks.controlId, SSP_CONTROL_ID),
          ),
        );
      return link !== undefined;
    },
    // The plan's last update (3.12.4[h]): its latest approved revision at the cycle's level (D36).
    () => lastApprovedOn(db, organizationId, cycle.level),
  );
  return {
    plan: {
      boundary: cycle.boundary,
      environment: cycle.environment,
      connections: cycle.connections,
      sspReviewMonths: cycle.sspReviewMonths,
      lastApprovedOn: approvedOn,
      today,
      statements: new Set(statements.map((row) => row.controlId)),
      unjustifiedNotApplicable: assessment.objectives
        .filter((objective) => objective.finding === 'not_applicable' && !objective.justification?.trim())
        .map((objective) => objective.objectiveId),
      notApplicableApproved: new Set(approved.map((row) => row.controlId)),
      externalSsp: externalLinked ? cycle.externalSsp : null,
    },
    bases: {
      exceptions: new Set(cycle.enduringExceptionList.map((one) => one.requirementId)),
      planItems: new Map(
        items.map((item) => [
          item.id,
          { requirementId: item.controlId, milestones: Number(item.milestones) },
        ]),
      ),
      today,
    },
  };
}
