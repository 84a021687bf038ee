import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ClientStanding } from '../../contract/auditor';
import {
  practiceStanding,
  rollUp,
  type FindingFact,
  type FindingFacts,
  type PracticeResult,
} from '../../contract/assessment';
import type { Level } from '../../contract/level2';
import { catalogControl, catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { assessmentCycles, objectiveFindings, organizations } from '../db/schema';

/**
 * The standings of many organizations at once, each at its target level (D29), for the auditor's
 * lists (D28): one query for all of them, never one per row. The same rule as `assessmentOf`
 * (D22, D23): a finding counts when it was made or confirmed in the organization's latest cycle,
 * whose start is the organization's creation until a cycle is recorded.
 */

const cycleStart = sql`coalesce(
  (select ${assessmentCycles.startedAt} from ${assessmentCycles}
    where ${assessmentCycles.organizationId} = ${objectiveFindings.organizationId}
    order by ${assessmentCycles.number} desc limit 1),
  ${organizations.createdAt})`;

interface CurrentFindings {
  /** Each organization's current findings by objective id. */
  facts: Map<string, FindingFacts>;
  /** Each organization's target level (D29). */
  levels: Map<string, Level>;
}

/**
 * Each organization's current findings, keyed by organization then objective id, and its level:
 * one statement, the organizations joined to their findings (an organization without any still
 * answers its level).
 */
async function currentFindingsOf(db: Db, userIds: string[], controlIds?: string[]): Promise<CurrentFindings> {
  const facts = new Map<string, FindingFacts>();
  const levels = new Map<string, Level>();
  if (userIds.length === 0) return { facts, levels };
  const rows = await db
    .select({
      userId: organizations.id,
      targetLevel: organizations.targetLevel,
      objectiveId: objectiveFindings.objectiveId,
      finding: objectiveFindings.finding,
      partial: objectiveFindings.partial,
      basis: objectiveFindings.basis,
      capabilityOff: objectiveFindings.capabilityOff,
    })
    .from(organizations)
    .leftJoin(
      objectiveFindings,
      and(
        eq(objectiveFindings.organizationId, organizations.id),
        controlIds ? inArray(objectiveFindings.controlId, controlIds) : undefined,
        gte(objectiveFindings.updatedAt, cycleStart),
      ),
    )
    .where(inArray(organizations.id, userIds));
  for (const { userId, targetLevel, objectiveId, ...fact } of rows) {
    levels.set(userId, targetLevel as Level);
    if (objectiveId === null) continue;
    const findings = facts.get(userId) ?? new Map();
    findings.set(objectiveId, { ...fact, capabilityOff: fact.capabilityOff ?? false });
    facts.set(userId, findings);
  }
  return { facts, levels };
}

/** Each organization's result at its target level and objectives MET or N/A, by organization id. */
export async function clientStandingsOf(db: Db, userIds: string[]): Promise<Map<string, ClientStanding>> {
  const { facts, levels } = await currentFindingsOf(db, userIds);
  return new Map(
    userIds.map((userId) => {
      const findingFacts: FindingFact[] = [...(facts.get(userId) ?? new Map()).entries()].map(
        ([objectiveId, fact]) => ({ objectiveId, ...fact }),
      );
      const { practices, overall } = rollUp(catalogControls(levels.get(userId) ?? 1), findingFacts, []);
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
    const standing = practiceStanding(practice, findings.facts.get(userId) ?? new Map(), 0);
    results.set(practiceKey(userId, controlId), standing.result);
  }
  return results;
}

export const practiceKey = (userId: string, controlId: string) => `${userId} ${controlId}`;
