import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ClientStanding } from '../../contract/auditor';
import { practiceStanding, rollUp, type FindingFact, type PracticeResult } from '../../contract/assessment';
import type { Finding } from '../../contract/constants';
import { catalogControl, catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { assessmentCycles, objectiveFindings, users } from '../db/schema';

/**
 * The Level 1 standings of many organizations at once, for the auditor's lists (D28): one query
 * for all of them, never one per row. The same rule as `assessmentOf` (D22, D23): a finding counts
 * when it was made or confirmed in the organization's latest cycle, whose start is the
 * registration date until a cycle is recorded.
 */

const cycleStart = sql`coalesce(
  (select ${assessmentCycles.startedAt} from ${assessmentCycles}
    where ${assessmentCycles.organizationId} = ${objectiveFindings.organizationId}
    order by ${assessmentCycles.number} desc limit 1),
  ${users.createdAt})`;

/** Each organization's current findings, keyed by organization then objective id. */
async function currentFindingsOf(
  db: Db,
  userIds: string[],
  controlIds?: string[],
): Promise<Map<string, Map<string, Finding | null>>> {
  const byUser = new Map<string, Map<string, Finding | null>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: objectiveFindings.organizationId,
      objectiveId: objectiveFindings.objectiveId,
      finding: objectiveFindings.finding,
    })
    .from(objectiveFindings)
    .innerJoin(users, eq(users.id, objectiveFindings.organizationId))
    .where(
      and(
        inArray(objectiveFindings.organizationId, userIds),
        controlIds ? inArray(objectiveFindings.controlId, controlIds) : undefined,
        gte(objectiveFindings.updatedAt, cycleStart),
      ),
    );
  for (const row of rows) {
    const findings = byUser.get(row.userId) ?? new Map<string, Finding | null>();
    findings.set(row.objectiveId, row.finding);
    byUser.set(row.userId, findings);
  }
  return byUser;
}

/** Each organization's Level 1 result and objectives MET or N/A out of 59, by organization id. */
export async function clientStandingsOf(db: Db, userIds: string[]): Promise<Map<string, ClientStanding>> {
  const findings = await currentFindingsOf(db, userIds);
  const catalog = catalogControls();
  return new Map(
    userIds.map((userId) => {
      const facts: FindingFact[] = [...(findings.get(userId) ?? new Map()).entries()].map(
        ([objectiveId, finding]) => ({ objectiveId, finding }),
      );
      const { practices, overall } = rollUp(catalog, facts, []);
      const standing: ClientStanding = {
        level1: {
          result: overall.result,
          requirementsMet: overall.requirementsMet,
          requirementsTotal: overall.requirementsTotal,
        },
        objectivesMet: practices.reduce((sum, practice) => sum + practice.met + practice.notApplicable, 0),
        objectivesTotal: overall.objectivesTotal,
      };
      return [userId, standing];
    }),
  );
}

/** The practice results of (organization, control) pairs, keyed `${userId} ${controlId}`. */
export async function practiceResultsOf(
  db: Db,
  pairs: { userId: string; controlId: string }[],
): Promise<Map<string, PracticeResult>> {
  const findings = await currentFindingsOf(
    db,
    [...new Set(pairs.map((pair) => pair.userId))],
    [...new Set(pairs.map((pair) => pair.controlId))],
  );
  const results = new Map<string, PracticeResult>();
  for (const { userId, controlId } of pairs) {
    const practice = catalogControl(controlId);
    if (!practice) continue;
    const standing = practiceStanding(practice, findings.get(userId) ?? new Map(), 0);
    results.set(practiceKey(userId, controlId), standing.result);
  }
  return results;
}

export const practiceKey = (userId: string, controlId: string) => `${userId} ${controlId}`;
