import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SspRevision } from '../../contract/ssp-revisions';
import type { Db } from '../db/client';
import { assessmentCycles, sspApprovedRevisions } from '../db/schema';

/**
 * Reads of the approved revisions of the system security plan (D36), without any permission
 * check: callers authorize first (the service, the plan's and the OSCAL exports). The plan's facts
 * for 3.12.4[h] read the table themselves (cycles/plan-facts.ts).
 */

const t = sspApprovedRevisions;

const columns = {
  id: t.id,
  number: t.number,
  version: t.version,
  summary: t.summary,
  approvedAt: t.approvedAt,
  approvedByUserId: t.approvedByUserId,
  approvedByName: t.approvedByName,
  cycleNumber: assessmentCycles.number,
  level: t.level,
};

type Row = { approvedAt: Date; level: number } & Omit<SspRevision, 'approvedAt' | 'level'>;

export const toSspRevision = (row: Row): SspRevision => ({
  ...row,
  approvedAt: row.approvedAt.toISOString(),
  level: row.level as 1 | 2,
});

/** The organization's approved revisions, newest first (the list) or oldest first (a history). */
export async function approvedRevisionsOf(
  db: Db,
  organizationId: string,
  order: 'newest' | 'oldest' = 'newest',
): Promise<SspRevision[]> {
  const rows = await db
    .select(columns)
    .from(t)
    .innerJoin(assessmentCycles, eq(assessmentCycles.id, t.cycleId))
    .where(eq(t.organizationId, organizationId))
    .orderBy(order === 'newest' ? desc(t.number) : asc(t.number));
  return rows.map(toSspRevision);
}

/** The next number and whether `version` is taken, read under the organization's lock. */
export async function nextRevisionOf(
  db: Db,
  organizationId: string,
  version: string,
): Promise<{ number: number; versionTaken: boolean }> {
  const [row] = await db
    .select({
      number: sql<number>`coalesce(max(${t.number}), 0)::int + 1`,
      versionTaken: sql<boolean>`coalesce(bool_or(lower(${t.version}) = lower(${version})), false)`,
    })
    .from(t)
    .where(eq(t.organizationId, organizationId));
  return { number: Number(row!.number), versionTaken: Boolean(row!.versionTaken) };
}
