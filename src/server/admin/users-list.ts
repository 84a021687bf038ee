import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPage, AdminUser, adminUsersQuerySchema } from '../../contract/admin';
import { DUE_SOON_DAYS } from '../../contract/cycles';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import type { OrganizationRow, UserRow } from '../db/rows';
import { assessmentCycles, fullNameOf, memberships, organizations, users } from '../db/schema';
import { businessNameOf, STAFF_INDUSTRY } from '../../contract/staff';
import { byTimeThenId, inIds, countUpTo, listPage, windowIds } from './paging';

type Query = z.output<typeof adminUsersQuerySchema>;

/**
 * When the organization's next affirmation is due: from its last affirmed cycle (D23). The outer
 * column is written qualified: in a select list Drizzle leaves a single table's columns bare, and a
 * bare "id" would name the cycle's own id inside the subquery.
 */
const nextAffirmationDue = sql<string | null>`(
  select max(c.next_due_at) from ${assessmentCycles} c
  where c.organization_id = ${sql.raw('"users"."current_organization_id"')} and c.affirmed_at is not null)`;

/**
 * The accounts working in an organization whose latest due date meets the condition (on
 * `max(next_due_at)` of its affirmed cycles): the organizations are found from their affirmed
 * cycles, then the accounts through their own index. Checking the due date account by account
 * walked most of 100,000 accounts newest first to find a page of overdue ones (312 ms; issue 28).
 */
const workingInOrganizationsDue = (condition: SQL): SQL =>
  inIds(
    users.currentOrganizationId,
    sql`select c.organization_id from ${assessmentCycles} c where c.affirmed_at is not null
      group by c.organization_id having ${condition}`,
  );

/** The console's affirmation filter, on the same states as the dashboard's banner (dueState). */
function affirmationFilter(state: Query['affirmation']): SQL | undefined {
  const soon = sql`now() + make_interval(days => ${DUE_SOON_DAYS})`;
  const due = sql`max(c.next_due_at)`;
  switch (state) {
    case 'all':
      return undefined;
    case 'never':
      return and(eq(users.role, 'client'), sql`${nextAffirmationDue} is null`);
    case 'overdue':
      return workingInOrganizationsDue(sql`${due} < now()`);
    case 'due_soon':
      return workingInOrganizationsDue(sql`${due} >= now() and ${due} <= ${soon}`);
    case 'affirmed':
      return workingInOrganizationsDue(sql`${due} > ${soon}`);
  }
}

/**
 * Business name, username, e-mail, first or last name, or the whole name ("Pat Lee"): each
 * condition has its trigram index, so the matches are found by a BitmapOr, not a scan.
 */
function userSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    // The organization the account works in (D27), through its own trigram index.
    inIds(users.currentOrganizationId, organizationsNamed(pattern)),
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(fullNameOf(users), pattern),
  );
}

/** The organizations an account is a member of (D27), with its role, in the order it joined them. */
const memberOf = sql<AdminUser['organizations']>`(
  select coalesce(json_agg(json_build_object('id', o.id, 'businessName', o.business_name, 'role', m.role)
    order by m.created_at), '[]'::json)
  from ${memberships} m join ${organizations} o on o.id = m.organization_id
  where m.user_id = ${sql.raw('"users"."id"')})`;

const organizationsNamed = (pattern: string) =>
  sql`select ${organizations.id} from ${organizations} where ${organizations.businessName} ilike ${pattern}`;

/**
 * A user as the console lists it: never the password hash nor the TOTP secrets. The business
 * fields are those of the organization the account works in (D27); staff go by the agency's.
 */
export function toAdminUser(
  user: UserRow,
  organization: OrganizationRow | null,
  nextDue: string | Date | null,
  memberOf: AdminUser['organizations'],
): AdminUser {
  const businessName = businessNameOf(organization?.businessName);
  return {
    id: user.id,
    organizations: memberOf,
    businessName,
    companyName: businessName,
    role: user.role,
    email: user.email,
    username: user.username,
    industry: organization?.industry ?? STAFF_INDUSTRY,
    businessNumber: organization?.businessNumber ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
    nextAffirmationDueAt: nextDue ? new Date(nextDue).toISOString() : null,
    disabledAt: user.disabledAt ? user.disabledAt.toISOString() : null,
    totpEnabled: user.totpEnabledAt !== null,
  };
}

/**
 * GET /api/admin/users: every account, newest first, one page (D21). Two statements whatever the
 * number of accounts: the page (with each one's affirmation due date) and the count.
 */
export async function listAdminUsers(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminUser>> {
  authorize(actor, 'admin:console');
  const filter = and(
    userSearch(query.search),
    query.role !== 'all' ? eq(users.role, query.role) : undefined,
    affirmationFilter(query.affirmation),
  );
  const order = byTimeThenId(users.createdAt, users.id);
  // The page's ids first; the due date is then looked up for the page's rows only.
  return listPage(db, query, {
    counted: filter === undefined ? users : undefined,
    count: (cap) => countUpTo(db, users, filter, cap),
    rows: async (span) => {
      const page = windowIds(db, { table: users, id: users.id, filter, order }, span).as('page');
      const rows = await db
        .select({ user: users, organization: organizations, nextDue: nextAffirmationDue, memberOf })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .leftJoin(organizations, eq(organizations.id, users.currentOrganizationId))
        .orderBy(...order.newestFirst);
      return rows.map(({ user, organization, nextDue, memberOf: of }) =>
        toAdminUser(user, organization, nextDue, of),
      );
    },
  });
}

/** One user as the console lists it, after a change (staff created, role or state changed). */
export async function adminUserById(db: Db, id: string): Promise<AdminUser | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations, nextDue: nextAffirmationDue, memberOf })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.currentOrganizationId))
    .where(eq(users.id, id))
    .limit(1);
  return row && toAdminUser(row.user, row.organization, row.nextDue, row.memberOf);
}
