import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { ActivityPage } from '../../contract/activity';
import { activityActorName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { readTogether } from '../db/read-together';
import { activityLog, organizations, users } from '../db/schema';

/*
 * The parts of a feed, each read newest first from its own index: a member reads its
 * organization's entries (D27) and its own account's (its password, its two-step sign-in), which
 * belong to no organization; a staff account reads its own.
 *
 * Every statement is prepared once per connection (named): on ten million entries, PostgreSQL
 * spent about 1 ms planning the page and the count of each request, five times what it spent
 * running them (issue 28).
 */
const organizationEntries = eq(activityLog.organizationId, sql.placeholder('organizationId'));
const ownAccountEntries = and(
  isNull(activityLog.organizationId),
  eq(activityLog.userId, sql.placeholder('userId')),
);
const accountEntries = eq(activityLog.userId, sql.placeholder('userId'));

/** One part's newest `enough` entries, through its index (a deep page never sorts the whole log). */
const part = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      description: activityLog.description,
      createdAt: activityLog.createdAt,
      userId: activityLog.userId,
      actorUserId: activityLog.actorUserId,
    })
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(sql.placeholder('enough'));

const member = alias(users, 'member');
const staff = alias(users, 'staff');

/** The page cut from the parts' union, each entry with the member and the staff member named. */
function pageOf(db: Db, entries: ReturnType<typeof part>) {
  const e = entries.as('e');
  return db
    .select({
      id: e.id,
      action: e.action,
      description: e.description,
      createdAt: e.createdAt,
      member: {
        role: member.role,
        firstName: member.firstName,
        lastName: member.lastName,
        username: member.username,
      },
      staff: {
        role: staff.role,
        firstName: staff.firstName,
        lastName: staff.lastName,
        username: staff.username,
      },
    })
    .from(e)
    .leftJoin(member, eq(member.id, e.userId))
    .leftJoin(staff, eq(staff.id, e.actorUserId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
}

const memberPage = preparedRead((db) =>
  pageOf(
    db,
    unionAll(part(db, organizationEntries), part(db, ownAccountEntries)) as unknown as ReturnType<
      typeof part
    >,
  ).prepare('activity_feed_member_page'),
);
const accountPage = preparedRead((db) =>
  pageOf(db, part(db, accountEntries)).prepare('activity_feed_account_page'),
);

/** Each part counted from its own index alone, added: counting through their OR reads every row. */
const countOf = (where: SQL | undefined) => sql`(select count(*) from ${activityLog} where ${where})`;

const memberCount = preparedRead((db) =>
  db
    .select({ total: sql<number>`(${countOf(organizationEntries)} + ${countOf(ownAccountEntries)})::int` })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('activity_feed_member_count'),
);
const accountCount = preparedRead((db) =>
  db
    .select({ total: sql<number>`${countOf(accountEntries)}::int` })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('activity_feed_account_count'),
);

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
  const offset = (page - 1) * pageSize;
  const window = { enough: offset + pageSize, size: pageSize, offset };
  const { organization } = actor;
  const ids = { organizationId: organization?.id, userId: actor.user.id };
  const [entries, counted] = await readTogether(
    db,
    () => (organization ? memberPage : accountPage)(db).execute({ ...ids, ...window }),
    () => (organization ? memberCount : accountCount)(db).execute(ids),
  );
  const businessName = organization?.businessName ?? '';
  return {
    items: entries.map((row) => {
      // A left-joined account is null as a whole when there is none (an entry of no member, no staff).
      const { member: owner, staff: behind } = row;
      return {
        id: row.id,
        action: row.action,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        actorName: activityActorName({
          action: row.action,
          owner: owner && { ...owner, businessName },
          actor: behind && { ...behind, businessName: '' },
        }),
      };
    }),
    total: counted[0]?.total ?? 0,
    page,
    pageSize,
  };
}
