import type { Level } from '../../contract/level2';
import { and, asc, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import { affirmedStanding, type AffirmedStanding } from '../../contract/affirmed-standing';
import { isoOrNull } from '../../contract/format';
import { createHash } from 'node:crypto';
import {
  SSP_SCOPE_DEFAULTS,
  type Cycle,
  type FrozenScope,
  type RequirementChange,
  type Scope,
} from '../../contract/cycles';
import { storedAsset, type ScopeSystem } from '../../contract/ssp';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { preparedRead } from '../db/prepared';
import {
  assessmentCycles,
  fullNameOf,
  organizations,
  requirementChanges,
  serviceProviders,
  users,
} from '../db/schema';

/**
 * What other capabilities and reports read of the assessment cycles (issue 24): plain readers that
 * take an organization id and check no permission; the guarded functions are in service.ts.
 */

export type CycleRow = typeof assessmentCycles.$inferSelect;

export { planFactsOf, SSP_CONTROL_ID } from './plan-facts';

export const FROZEN_MESSAGE =
  'This assessment cycle is affirmed and frozen. Start the next cycle to change the scope or the findings.';

const newestCycle = preparedRead((db) =>
  db
    .select()
    .from(assessmentCycles)
    .where(eq(assessmentCycles.organizationId, sql.placeholder('userId')))
    .orderBy(desc(assessmentCycles.number))
    .limit(1)
    .prepare('newest_cycle'),
);

/**
 * An organization's first cycle: at the level it aims for, started when it registered, so that
 * work done before cycles existed counts for it.
 */
export const firstCycleOf = (organization: {
  id: string;
  createdAt: Date;
  targetLevel: number;
}): typeof assessmentCycles.$inferInsert => ({
  organizationId: organization.id,
  number: 1,
  level: organization.targetLevel,
  startedAt: organization.createdAt,
});

/**
 * The organization's latest cycle. Every organization gets its first cycle when it is founded
 * (organizations/steps.ts) or by migration 0027; one made some other way (SQL typed by hand) gets
 * it here, on first use.
 */
export async function latestCycle(db: Db, userId: string): Promise<CycleRow> {
  const [latest] = await newestCycle(db).execute({ userId });
  if (latest) return latest;
  const [organization] = await db
    .select({
      id: organizations.id,
      createdAt: organizations.createdAt,
      targetLevel: organizations.targetLevel,
    })
    .from(organizations)
    .where(eq(organizations.id, userId));
  await db
    .insert(assessmentCycles)
    .values(firstCycleOf(organization ?? { id: userId, createdAt: new Date(), targetLevel: 1 }))
    .onConflictDoNothing();
  return latestCycle(db, userId);
}

/** The organization's last affirmed cycle: the result that stands in SPRS. */
export async function lastAffirmed(db: Db, userId: string): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.organizationId, userId), isNotNull(assessmentCycles.affirmedAt)))
    .orderBy(desc(assessmentCycles.number))
    .limit(1);
  return row;
}

/**
 * The cycle's assets as stored, each read through its schema: a system stored before D36 reads as
 * an asset with no category yet (migration 0035 added no field to the stored rows).
 */
export const assetsOf = (row: Pick<CycleRow, 'systems'>): ScopeSystem[] => row.systems.map(storedAsset);

export function scopeOf(row: CycleRow): Scope {
  return {
    fciDescription: row.fciDescription,
    systems: assetsOf(row),
    people: row.people,
    facilities: row.facilities,
    serviceProviders: row.serviceProviders,
    specializedAssets: row.specializedAssets,
    cageCodes: row.cageCodes,
    holdsCui: row.holdsCui,
    systemName: row.systemName,
    systemPurpose: row.systemPurpose,
    boundary: row.boundary,
    environment: row.environment,
    connections: row.connections,
    enduringExceptions: row.enduringExceptionList,
    enduringExceptionsNote: row.enduringExceptionsNote,
    externalSsp: row.externalSsp ?? null,
    sspReviewMonths: row.sspReviewMonths,
    employeeCount: row.employeeCount,
    systemOwnerUserId: row.systemOwnerUserId,
    securityContactUserId: row.securityContactUserId,
    affirmingOfficialUserId: row.affirmingOfficialUserId,
    userCount: row.userCount,
    privilegedUserCount: row.privilegedUserCount,
    hardwareList: row.hardwareList,
    softwareList: row.softwareList,
    hardwareEvidenceId: row.hardwareEvidenceId,
    softwareEvidenceId: row.softwareEvidenceId,
    diagramEvidenceId: row.diagramEvidenceId,
    interconnections: row.interconnections,
  };
}

/**
 * The id migration 0020 gave the one system it made of a cycle's former systems text:
 * md5(cycle id || ':systems') read as a UUID, so a snapshot frozen before D32 names the same system.
 */
export function legacySystemId(cycleId: string): string {
  const hex = createHash('md5').update(`${cycleId}:systems`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The first line of a former systems text, as migration 0020 named its system. */
export const LEGACY_SYSTEM_NAME_MAX = 80;

/**
 * A snapshot's scope in today's shape: snapshots frozen before D32 held the systems as one text,
 * and before D35 the enduring exceptions as one text, which reads as the note to split.
 */
export function frozenScopeOf(cycleId: string, scope: FrozenScope): Scope {
  const { systems, enduringExceptions, ...rest } = scope;
  return {
    ...SSP_SCOPE_DEFAULTS,
    ...rest,
    ...(typeof enduringExceptions === 'string'
      ? { enduringExceptionsNote: enduringExceptions }
      : enduringExceptions
        ? { enduringExceptions }
        : {}),
    systems:
      typeof systems !== 'string'
        ? systems.map(storedAsset)
        : systems.trim()
          ? [
              storedAsset({
                id: legacySystemId(cycleId),
                name: legacySystemName(systems),
                kind: 'other',
                description: systems.trim(),
              }),
            ]
          : [],
  };
}

function legacySystemName(text: string): string {
  const firstLine = text.trim().split('\n')[0]!.trim();
  return firstLine.length <= LEGACY_SYSTEM_NAME_MAX
    ? firstLine
    : `${firstLine.slice(0, LEGACY_SYSTEM_NAME_MAX - 1).trimEnd()}…`;
}

/** A cycle as the API answers it, with the changes reported on it (D28). */
export function toCycle(row: CycleRow, changes: RequirementChange[] = []): Cycle {
  const affirmed = row.affirmedAt && row.snapshot;
  return {
    id: row.id,
    number: row.number,
    level: row.level as Level,
    status: affirmed ? 'affirmed' : 'open',
    startedAt: row.startedAt.toISOString(),
    scope: scopeOf(row),
    affirmation: affirmed ? row.snapshot!.affirmation : null,
    nextDueAt: isoOrNull(row.nextDueAt),
    snapshot: row.snapshot ? { ...row.snapshot, scope: frozenScopeOf(row.id, row.snapshot.scope) } : null,
    sprsEntry:
      row.cmmcUid && row.sprsSubmittedAt && row.sprsRecordedAt
        ? {
            cmmcUid: row.cmmcUid,
            submittedAt: row.sprsSubmittedAt,
            recordedAt: row.sprsRecordedAt.toISOString(),
          }
        : null,
    changes,
    laterAffirmations: row.laterAffirmations,
  };
}

export async function organizationName(db: Db, organizationId: string): Promise<string> {
  const [organization] = await db
    .select({ businessName: organizations.businessName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization?.businessName ?? 'the organization';
}

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

/** The changes reported on each of the given cycles, oldest first. */
export async function changesOfCycles(db: Db, cycleIds: string[]): Promise<Map<string, RequirementChange[]>> {
  if (cycleIds.length === 0) return new Map();
  return changesWhere(db, inArray(requirementChanges.cycleId, cycleIds));
}

/**
 * Every change reported on an organization's cycles, by cycle: one query that needs no cycle id
 * first, so that the reads of the current cycle can run it beside theirs.
 */
export function changesOfOrganization(
  db: Db,
  organizationId: string,
): Promise<Map<string, RequirementChange[]>> {
  return changesWhere(db, eq(assessmentCycles.organizationId, organizationId));
}

async function changesWhere(db: Db, condition: SQL): Promise<Map<string, RequirementChange[]>> {
  const byCycle = new Map<string, RequirementChange[]>();
  const rows = await db
    .select({
      id: requirementChanges.id,
      cycleId: requirementChanges.cycleId,
      cycleNumber: assessmentCycles.number,
      requirementId: requirementChanges.requirementId,
      note: requirementChanges.note,
      reportedAt: requirementChanges.reportedAt,
      reporterName: fullNameOf(users).mapWith(String),
      reporterUsername: users.username,
    })
    .from(requirementChanges)
    .innerJoin(assessmentCycles, eq(assessmentCycles.id, requirementChanges.cycleId))
    .leftJoin(users, eq(users.id, requirementChanges.reportedBy))
    .where(condition)
    .orderBy(asc(requirementChanges.reportedAt), asc(requirementChanges.id));
  for (const { cycleId, reportedAt, reporterName, reporterUsername, ...change } of rows) {
    const list = byCycle.get(cycleId) ?? [];
    list.push({
      ...change,
      reportedAt: reportedAt.toISOString(),
      reportedBy: reporterName.trim() || reporterUsername || 'A former user',
    });
    byCycle.set(cycleId, list);
  }
  return byCycle;
}

/** Which of `ids` are providers of the organization. */
export async function knownProviderIds(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.organizationId, organizationId), inArray(serviceProviders.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
