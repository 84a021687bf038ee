import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_LIST_LIMIT,
  type AdminPage,
  type AllAssessments,
  type allAssessmentsQuerySchema,
} from '../../contract/admin';
import type { z } from 'zod';
import { STAFF_ROLES } from '../../contract/staff';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { controlImplementations, diagnosticReports, organizations, users } from '../db/schema';
import { rowCount } from '../db/list-days';
import { catalogDomains, everyCatalogControl } from '../catalog/catalog';
import { listAdminActivity } from './activity-list';
import { listAdminEvidence } from './evidence-list';
import { listAdminImplementations } from './implementations-list';
import { listAdminUsers } from './users-list';

type Query = z.output<typeof allAssessmentsQuerySchema>;

/**
 * The admin console's overview (D16): the summary counted in SQL, the catalog, and the first page
 * of each list (the paged routes of D21 serve the rest). The evidence and activity lists have no
 * filter here, so their totals are the summary's.
 */
export async function allAssessments(db: Db, actor: Actor | null, query: Query): Promise<AllAssessments> {
  authorize(actor, 'admin:console');
  const filtered = Boolean(query.search) || query.status !== 'all' || query.domainId !== 'all';
  const [
    implementations,
    userPage,
    evidence,
    reports,
    activity,
    catalog,
    domains,
    staff,
    totalUsers,
    totalOrganizations,
    allImplementations,
  ] = await Promise.all([
    listAdminImplementations(db, actor, {
      search: query.search || undefined,
      status: query.status,
      domainId: query.domainId,
      page: query.implementationsPage,
      pageSize: ADMIN_LIST_LIMIT,
    }),
    listAdminUsers(db, actor, {
      search: query.userSearch || undefined,
      role: 'all',
      affirmation: query.affirmation,
      page: query.usersPage,
      pageSize: ADMIN_LIST_LIMIT,
    }),
    listAdminEvidence(db, actor, { search: undefined, page: 1, pageSize: ADMIN_LIST_LIMIT }),
    db
      .select({
        id: diagnosticReports.id,
        userId: diagnosticReports.organizationId,
        businessName: organizations.businessName,
        overallScore: diagnosticReports.overallScore,
        readinessLevel: diagnosticReports.readinessLevel,
        createdAt: diagnosticReports.createdAt,
      })
      .from(diagnosticReports)
      .leftJoin(organizations, eq(organizations.id, diagnosticReports.organizationId))
      .orderBy(desc(diagnosticReports.createdAt))
      .limit(ADMIN_LIST_LIMIT),
    listAdminActivity(db, actor, { search: undefined, action: 'all', page: 1, pageSize: ADMIN_LIST_LIMIT }),
    everyCatalogControl().map(({ id, controlNumber, title, domainId }) => ({
      id,
      controlNumber,
      title,
      domainId,
    })),
    catalogDomains(2),
    // "Total Users" counts users, every role, as the Users tab lists them (issue 23); the card says
    // how many of them are clients: all but the staff, who are few and found by the role's index
    // (counting 100,000 accounts by role took 19 ms; issue 28).
    db
      .select({ accounts: count() })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES])),
    rowCount(db, users),
    rowCount(db, organizations),
    // Unfiltered, the implementation list's total is the summary's: counted once.
    filtered ? rowCount(db, controlImplementations) : undefined,
  ]);

  const page = ({ total, page, pageSize }: AdminPage<unknown>) => ({ total, page, pageSize });
  return {
    users: userPage.items,
    implementations: implementations.items,
    evidenceFiles: evidence.items,
    diagnosticReports: reports.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    activityLogs: activity.items,
    controls: catalog,
    domains,
    summary: {
      totalUsers,
      totalOrganizations,
      totalClientAccounts: totalUsers - (staff[0]?.accounts ?? 0),
      totalImplementations: allImplementations ?? implementations.total,
      totalEvidenceFiles: evidence.total,
      totalActivityLogs: activity.total,
    },
    pages: { implementations: page(implementations), users: page(userPage) },
  };
}
