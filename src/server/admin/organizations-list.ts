import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrganization, AdminPage, adminOrganizationsQuerySchema } from '../../contract/admin';
import { userDisplayName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { affirmedStandingsOf } from '../cycles/queries';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { containsPattern } from '../db/query-input';
import { assessmentCycles, memberships, organizations, users } from '../db/schema';
import { byTimeThenId, countUpTo, listPage, windowIds } from './paging';

type Query = z.output<typeof adminOrganizationsQuerySchema>;

/** When the organization's next affirmation is due: from its last affirmed cycle (D23). */
const nextAffirmationDue = sql<string | null>`(
  select max(c.next_due_at) from ${assessmentCycles} c
  where c.organization_id = ${sql.raw('"organizations"."id"')} and c.affirmed_at is not null)`;

type MemberRow = Omit<AdminOrganization['members'][number], 'name'> & {
  firstName: string | null;
  lastName: string | null;
};

/** Each organization's members as JSON, owners first, then in the order they joined. */
const membersOf = sql<MemberRow[]>`(
  select coalesce(json_agg(json_build_object(
      'userId', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name,
      'email', u.email, 'role', m.role, 'canAffirm', m.can_affirm)
    order by case m.role when 'owner' then 0 when 'editor' then 1 else 2 end, m.created_at), '[]'::json)
  from ${memberships} m join ${users} u on u.id = m.user_id
  where m.organization_id = ${sql.raw('"organizations"."id"')})`;

/** A member named as the members screen names it: the person's name, else the username. */
const toMember = ({ firstName, lastName, ...member }: MemberRow) => ({
  ...member,
  name: userDisplayName({ firstName, lastName, username: member.username }),
});

/**
 * The search: the business name (its trigram index), or a member's username or e-mail (theirs),
 * found through the members' memberships.
 */
function organizationSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const membersMatching = sql`select m.organization_id from ${memberships} m join ${users} u on u.id = m.user_id
    where u.username ilike ${pattern} or u.email ilike ${pattern}`;
  return or(ilike(organizations.businessName, pattern), sql`${organizations.id} in (${membersMatching})`);
}

/**
 * GET /api/admin/organizations (D27): every organization, newest first, one page, each with its
 * members. Two statements: the page (members and due date for its rows only) and the count.
 */
export async function listAdminOrganizations(
  db: Db,
  actor: Actor | null,
  query: Query,
): Promise<AdminPage<AdminOrganization>> {
  authorize(actor, 'admin:console');
  const filter = organizationSearch(query.search);
  const order = byTimeThenId(organizations.createdAt, organizations.id);
  return listPage(db, query, {
    counted: filter === undefined ? organizations : undefined,
    count: (cap) => countUpTo(db, organizations, filter, cap),
    rows: async (span) => {
      const page = windowIds(db, { table: organizations, id: organizations.id, filter, order }, span).as(
        'page',
      );
      const rows = await db
        .select({ organization: organizations, members: membersOf, nextDue: nextAffirmationDue })
        .from(page)
        .innerJoin(organizations, eq(organizations.id, page.id))
        .orderBy(...order.newestFirst);
      const standings = await affirmedStandingsOf(
        db,
        rows.map(({ organization }) => organization.id),
      );
      return rows.map(({ organization, members, nextDue }) => ({
        id: organization.id,
        businessName: organization.businessName,
        industry: organization.industry,
        targetLevel: organization.targetLevel as 1 | 2,
        businessNumber: organization.businessNumber,
        createdAt: organization.createdAt.toISOString(),
        nextAffirmationDueAt: nextDue ? new Date(nextDue).toISOString() : null,
        affirmedStanding: standings.get(organization.id) ?? null,
        members: members.map(toMember),
      }));
    },
  });
}
