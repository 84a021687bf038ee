import { and, desc, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { affirmedStanding, type AffirmedStanding } from '../../contract/affirmed-standing';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { assessmentCycles, requirementChanges } from '../db/schema';

/**
 * What each organization's last affirmation stands for today (issue 39 item 8): the facts read for
 * a whole list at once, three queries however long the list, and judged by the one pure rule
 * (src/contract/affirmed-standing.ts). A reported change counts while the affirmed cycle is the
 * current one, as the organization's own screens count it (useChangesAgainstResult, D28); an open
 * next cycle shows its own findings. Organizations never affirmed are absent from the map.
 */
export async function affirmedStandingsOf(
  db: Db,
  organizationIds: string[],
  now = new Date(),
): Promise<Map<string, AffirmedStanding>> {
  if (organizationIds.length === 0) return new Map();
  const [affirmed, latest] = await readTogether(
    db,
    () =>
      db
        .selectDistinctOn([assessmentCycles.organizationId], {
          id: assessmentCycles.id,
          organizationId: assessmentCycles.organizationId,
          number: assessmentCycles.number,
          affirmedAt: assessmentCycles.affirmedAt,
          statusDate: assessmentCycles.sprsSubmittedAt,
          closedOutAt: assessmentCycles.poamClosedOutAt,
          level2Status: sql<string | null>`${assessmentCycles.snapshot} -> 'level2' ->> 'status'`,
        })
        .from(assessmentCycles)
        .where(
          and(
            inArray(assessmentCycles.organizationId, organizationIds),
            isNotNull(assessmentCycles.affirmedAt),
          ),
        )
        .orderBy(assessmentCycles.organizationId, desc(assessmentCycles.number)),
    () =>
      db
        .select({ organizationId: assessmentCycles.organizationId, number: max(assessmentCycles.number) })
        .from(assessmentCycles)
        .where(inArray(assessmentCycles.organizationId, organizationIds))
        .groupBy(assessmentCycles.organizationId),
  );
  const latestNumber = new Map(latest.map((row) => [row.organizationId, row.number]));
  const current = affirmed.filter((cycle) => latestNumber.get(cycle.organizationId) === cycle.number);
  const changes = current.length
    ? await db
        .select({ cycleId: requirementChanges.cycleId, requirementId: requirementChanges.requirementId })
        .from(requirementChanges)
        .where(
          inArray(
            requirementChanges.cycleId,
            current.map((cycle) => cycle.id),
          ),
        )
        .orderBy(requirementChanges.reportedAt, requirementChanges.id)
    : [];
  const today = now.toISOString().slice(0, 10);
  return new Map(
    affirmed.map((cycle) => [
      cycle.organizationId,
      affirmedStanding(
        {
          level2Status: cycle.level2Status,
          affirmedOn: cycle.affirmedAt!.toISOString().slice(0, 10),
          statusDate: cycle.statusDate,
          closedOutAt: cycle.closedOutAt,
          changedRequirements: changes
            .filter((change) => change.cycleId === cycle.id)
            .map((change) => change.requirementId),
        },
        today,
      ),
    ]),
  );
}

/** One organization's, for its own reads (the compliance PDF). */
export async function affirmedStandingOf(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<AffirmedStanding | null> {
  return (await affirmedStandingsOf(db, [organizationId], now)).get(organizationId) ?? null;
}
