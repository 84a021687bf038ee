import { sql, type SQL } from 'drizzle-orm';
import type { ActivityAction, ActivityPage } from '../../contract/activity';
import type { Role } from '../../contract/constants';
import { activityActorName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';

interface EntryRow extends Record<string, unknown> {
  id: string;
  action: ActivityAction;
  description: string;
  created_at: Date | string;
  member_role: Role | null;
  member_first_name: string | null;
  member_last_name: string | null;
  member_username: string | null;
  actor_role: Role | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_username: string | null;
}

/**
 * The parts of a feed, each read newest first from its own index: a member reads its
 * organization's entries (D27) and its own account's (its password, its two-step sign-in), which
 * belong to no organization; a staff account reads its own.
 */
function partsOf(actor: Actor): SQL[] {
  const own = sql`a.organization_id is null and a.user_id = ${actor.user.id}`;
  if (!actor.organization) return [sql`a.user_id = ${actor.user.id}`];
  return [sql`a.organization_id = ${actor.organization.id}`, own];
}

/**
 * One page of a feed: each part gives its newest `offset + size` entries through its index, and
 * the page is cut from their union, so a deep page never sorts the whole log.
 */
function pageQuery(parts: SQL[], size: number, offset: number): SQL {
  const enough = offset + size;
  const selects = parts.map(
    (where) =>
      sql`(select a.id, a.action, a.description, a.created_at, a.user_id, a.actor_user_id
        from activity_log a where ${where} order by a.created_at desc, a.id desc limit ${enough})`,
  );
  return sql`select e.id, e.action, e.description, e.created_at,
      m.role as member_role, m.first_name as member_first_name, m.last_name as member_last_name,
      m.username as member_username,
      s.role as actor_role, s.first_name as actor_first_name, s.last_name as actor_last_name,
      s.username as actor_username
    from (${sql.join(selects, sql` union all `)}) e
    left join users m on m.id = e.user_id
    left join users s on s.id = e.actor_user_id
    order by e.created_at desc, e.id desc
    limit ${size} offset ${offset}`;
}

const countQuery = (parts: SQL[]): SQL =>
  sql`select (${sql.join(
    parts.map((where) => sql`(select count(*) from activity_log a where ${where})`),
    sql` + `,
  )})::int as total`;

const person = (
  role: Role | null,
  firstName: string | null,
  lastName: string | null,
  username: string | null,
) => (role && username ? { role, firstName, lastName, username } : null);

/**
 * One page of the activity the actor reads, newest first, each entry naming who acted: the member
 * (D27), or the staff member behind it (an admin "as" the business, an auditor's review).
 */
export async function activityPage(
  db: Db,
  actor: Actor | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ActivityPage> {
  authorize(actor, 'activity:read:own');
  const parts = partsOf(actor);
  const businessName = actor.organization?.businessName ?? '';
  const [entries, counted] = await readTogether(
    db,
    () => db.execute<EntryRow>(pageQuery(parts, pageSize, (page - 1) * pageSize)),
    () => db.execute<{ total: number }>(countQuery(parts)),
  );
  return {
    items: entries.rows.map((row) => {
      const member = person(
        row.member_role,
        row.member_first_name,
        row.member_last_name,
        row.member_username,
      );
      const staff = person(row.actor_role, row.actor_first_name, row.actor_last_name, row.actor_username);
      return {
        id: row.id,
        action: row.action,
        description: row.description,
        createdAt: new Date(row.created_at).toISOString(),
        actorName: activityActorName({
          action: row.action,
          owner: member && { ...member, businessName },
          actor: staff && { ...staff, businessName: '' },
        }),
      };
    }),
    total: counted.rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}
