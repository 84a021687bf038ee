import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { objectivesMetOf } from '../../contract/level1';
import { percentOf, type DomainProgress, type OverallProgress } from '../../contract/progress';
import { practiceFindingsOf } from '../findings/queries';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { readTogether } from '../db/read-together';
import { controlDomains, controlImplementations, controls, organizations } from '../db/schema';

/**
 * What other capabilities and reports read of the progress figures (issue 24): plain readers that
 * take an organization id and check no permission; the guarded functions are in service.ts.
 */

/** Counts per status over the whole catalog: a control without a record is not started. */
const counts = {
  total: sql<number>`count(${controls.id})::int`,
  completed: sql<number>`(count(*) filter (where ${controlImplementations.status} = 'completed'))::int`,
  inProgress: sql<number>`(count(*) filter (where ${controlImplementations.status} = 'in_progress'))::int`,
};

const ownImplementation = (userId: Placeholder) =>
  and(eq(controlImplementations.controlId, controls.id), eq(controlImplementations.organizationId, userId));

/** The controls of the organization's target level (D29), in the same statement. */
const ofTargetLevel = (userId: Placeholder) =>
  eq(
    controls.level,
    sql`(select ${organizations.targetLevel} from ${organizations} where ${organizations.id} = ${userId})`,
  );

const overallCounts = preparedRead((db) =>
  db
    .select(counts)
    .from(controls)
    .leftJoin(controlImplementations, ownImplementation(sql.placeholder('userId')))
    .where(ofTargetLevel(sql.placeholder('userId')))
    .prepare('overall_progress'),
);

const domainCounts = preparedRead((db) =>
  db
    .select({ domain: controlDomains, ...counts })
    .from(controlDomains)
    .innerJoin(controls, eq(controls.domainId, controlDomains.id))
    .leftJoin(controlImplementations, ownImplementation(sql.placeholder('userId')))
    .where(ofTargetLevel(sql.placeholder('userId')))
    .groupBy(controlDomains.id)
    .orderBy(asc(controlDomains.sortOrder))
    .prepare('domain_progress'),
);

/**
 * Document 2's status counts, with the objectives MET or N/A of the current cycle (D28) counted
 * by the assessment's own roll-up.
 */
export async function overallProgressOf(db: Db, userId: string): Promise<OverallProgress> {
  const [[row], practices] = await readTogether(
    db,
    () => overallCounts(db).execute({ userId }),
    () => practiceFindingsOf(db, userId),
  );
  const { total, completed, inProgress } = row ?? { total: 0, completed: 0, inProgress: 0 };
  return {
    total,
    completed,
    inProgress,
    notStarted: total - completed - inProgress,
    percentage: percentOf(completed, total),
    ...objectivesMetOf(practices),
  };
}

export async function domainProgressOf(db: Db, userId: string): Promise<DomainProgress[]> {
  const [rows, practices] = await readTogether(
    db,
    () => domainCounts(db).execute({ userId }),
    () => practiceFindingsOf(db, userId),
  );
  return rows.map(({ domain, total, completed, inProgress }) => ({
    domainId: domain.id,
    domainName: domain.name,
    shortName: domain.shortName,
    completedControls: completed,
    inProgressControls: inProgress,
    totalControls: total,
    progressPercentage: percentOf(completed, total),
    ...objectivesMetOf(
      practices.filter((practice) => catalogControl(practice.controlId)?.domainId === domain.id),
    ),
  }));
}
