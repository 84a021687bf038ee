import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isoOrNull } from '../../contract/format';
import { ADMIN_LIST_LIMIT, type AllAssessments, type allAssessmentsQuerySchema } from '../../contract/admin';
import { DUE_SOON_DAYS } from '../../contract/cycles';
import type { z } from 'zod';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import {
  activityLog,
  assessmentCycles,
  controlDomains,
  controlImplementations,
  controls,
  diagnosticReports,
  evidenceFiles,
  users,
} from '../db/schema';
import { catalogDomains } from '../controls/service';

type Query = z.output<typeof allAssessmentsQuerySchema>;

/**
 * When the organization's next affirmation is due: from its last affirmed cycle (D23). The outer
 * column is written qualified: in a select list Drizzle leaves a single table's columns bare, and a
 * bare "id" would name the cycle's own id inside the subquery.
 */
const nextAffirmationDue = sql<string | null>`(
  select max(c.next_due_at) from ${assessmentCycles} c
  where c.user_id = ${sql.raw('"users"."id"')} and c.affirmed_at is not null)`;

/** The console's affirmation filter, on the same states as the dashboard's banner (dueState). */
function affirmationFilter(state: Query['affirmation']): SQL | undefined {
  const soon = sql`now() + make_interval(days => ${DUE_SOON_DAYS})`;
  switch (state) {
    case 'all':
      return undefined;
    case 'never':
      return and(eq(users.role, 'client'), sql`${nextAffirmationDue} is null`);
    case 'overdue':
      return sql`${nextAffirmationDue} < now()`;
    case 'due_soon':
      return sql`${nextAffirmationDue} >= now() and ${nextAffirmationDue} <= ${soon}`;
    case 'affirmed':
      return sql`${nextAffirmationDue} > ${soon}`;
  }
}

/**
 * The admin console's overview. Every list is bounded and newest first, filters run in SQL and
 * the totals are counted there (D16), so it stays fast with many organizations.
 */
export async function allAssessments(db: Db, actor: Actor | null, query: Query): Promise<AllAssessments> {
  authorize(actor, 'admin:console');
  const implementationFilter: SQL | undefined = and(
    query.status !== 'all' ? eq(controlImplementations.status, query.status) : undefined,
    query.domainId !== 'all' ? eq(controls.domainId, query.domainId) : undefined,
    query.search
      ? or(
          ilike(controls.controlNumber, containsPattern(query.search)),
          ilike(controls.title, containsPattern(query.search)),
        )
      : undefined,
  );
  const userFilter: SQL | undefined = and(
    query.userSearch
      ? or(
          ilike(users.businessName, containsPattern(query.userSearch)),
          ilike(users.username, containsPattern(query.userSearch)),
          ilike(users.email, containsPattern(query.userSearch)),
        )
      : undefined,
    affirmationFilter(query.affirmation),
  );

  const [
    implementations,
    implementationsTotal,
    userRows,
    usersTotal,
    evidence,
    reports,
    activity,
    catalog,
    domains,
    totals,
  ] = await Promise.all([
    db
      .select({
        id: controlImplementations.id,
        userId: controlImplementations.userId,
        businessName: users.businessName,
        controlNumber: controls.controlNumber,
        controlTitle: controls.title,
        domainShortName: controlDomains.shortName,
        status: controlImplementations.status,
        completedAt: controlImplementations.completedAt,
      })
      .from(controlImplementations)
      .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
      .innerJoin(controlDomains, eq(controlDomains.id, controls.domainId))
      .leftJoin(users, eq(users.id, controlImplementations.userId))
      .where(implementationFilter)
      .orderBy(desc(controlImplementations.updatedAt), desc(controlImplementations.id))
      .limit(ADMIN_LIST_LIMIT)
      .offset((query.implementationsPage - 1) * ADMIN_LIST_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(controlImplementations)
      .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
      .where(implementationFilter),
    db
      .select({ user: users, nextDue: nextAffirmationDue })
      .from(users)
      .where(userFilter)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_LIST_LIMIT)
      .offset((query.usersPage - 1) * ADMIN_LIST_LIMIT),
    db.$count(users, userFilter),
    db
      .select({
        id: evidenceFiles.id,
        userId: evidenceFiles.userId,
        businessName: users.businessName,
        controlNumber: controls.controlNumber,
        fileName: evidenceFiles.fileName,
        fileSize: evidenceFiles.fileSize,
        uploadedAt: evidenceFiles.uploadedAt,
      })
      .from(evidenceFiles)
      .innerJoin(controls, eq(controls.id, evidenceFiles.controlId))
      .leftJoin(users, eq(users.id, evidenceFiles.userId))
      .orderBy(desc(evidenceFiles.uploadedAt))
      .limit(ADMIN_LIST_LIMIT),
    db
      .select({
        id: diagnosticReports.id,
        userId: diagnosticReports.userId,
        businessName: users.businessName,
        overallScore: diagnosticReports.overallScore,
        readinessLevel: diagnosticReports.readinessLevel,
        createdAt: diagnosticReports.createdAt,
      })
      .from(diagnosticReports)
      .leftJoin(users, eq(users.id, diagnosticReports.userId))
      .orderBy(desc(diagnosticReports.createdAt))
      .limit(ADMIN_LIST_LIMIT),
    db
      .select({
        id: activityLog.id,
        userId: activityLog.userId,
        businessName: users.businessName,
        action: activityLog.action,
        description: activityLog.description,
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ADMIN_LIST_LIMIT),
    db
      .select({
        id: controls.id,
        controlNumber: controls.controlNumber,
        title: controls.title,
        domainId: controls.domainId,
      })
      .from(controls)
      .orderBy(asc(controls.sortOrder)),
    catalogDomains(db),
    Promise.all([
      db.$count(users, eq(users.role, 'client')),
      db.$count(controlImplementations),
      db.$count(evidenceFiles),
      db.$count(activityLog),
    ]),
  ]);

  return {
    users: userRows.map(({ user, nextDue }) => ({
      id: user.id,
      businessName: user.businessName,
      companyName: user.businessName,
      role: user.role,
      email: user.email,
      username: user.username,
      industry: user.industry,
      businessNumber: user.businessNumber,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
      nextAffirmationDueAt: nextDue ? new Date(nextDue).toISOString() : null,
    })),
    implementations: implementations.map((row) => ({ ...row, completedAt: isoOrNull(row.completedAt) })),
    evidenceFiles: evidence.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })),
    diagnosticReports: reports.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    activityLogs: activity.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    controls: catalog,
    domains,
    summary: {
      totalUsers: totals[0],
      totalImplementations: totals[1],
      totalEvidenceFiles: totals[2],
      totalActivityLogs: totals[3],
    },
    pages: {
      implementations: {
        total: implementationsTotal[0]?.count ?? 0,
        page: query.implementationsPage,
        pageSize: ADMIN_LIST_LIMIT,
      },
      users: { total: usersTotal, page: query.usersPage, pageSize: ADMIN_LIST_LIMIT },
    },
  };
}
