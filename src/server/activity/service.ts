import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityPage } from '../../contract/activity';
import { activityActorName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { activityLog, users } from '../db/schema';
import { readTogether } from '../db/read-together';

const member = alias(users, 'member');
const staffActor = alias(users, 'staff_actor');

/** Whose feed: an organization's (its members read it, D27), or a staff account's own entries. */
const FEEDS = {
  organization: activityLog.organizationId,
  account: activityLog.userId,
} as const;
type Feed = keyof typeof FEEDS;

function pageOf(feed: Feed) {
  return preparedRead((db) =>
    db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        description: activityLog.description,
        createdAt: activityLog.createdAt,
        member: {
          role: member.role,
          firstName: member.firstName,
          lastName: member.lastName,
          username: member.username,
        },
        actor: {
          role: staffActor.role,
          firstName: staffActor.firstName,
          lastName: staffActor.lastName,
          username: staffActor.username,
        },
      })
      .from(activityLog)
      .leftJoin(member, eq(member.id, activityLog.userId))
      .leftJoin(staffActor, eq(staffActor.id, activityLog.actorUserId))
      .where(eq(FEEDS[feed], sql.placeholder('ownerId')))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${feed}_activity_page`),
  );
}

function countOf(feed: Feed) {
  return preparedRead((db) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(eq(FEEDS[feed], sql.placeholder('ownerId')) as SQL)
      .prepare(`${feed}_activity_count`),
  );
}

const PAGES = { organization: pageOf('organization'), account: pageOf('account') };
const COUNTS = { organization: countOf('organization'), account: countOf('account') };

/**
 * One page of the activity the actor reads, newest first, each entry naming who acted: a member
 * reads its organization's (D27), a staff account its own.
 */
export async function activityPage(
  db: Db,
  actor: Actor | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ActivityPage> {
  authorize(actor, 'activity:read:own');
  const feed: Feed = actor.organization ? 'organization' : 'account';
  const ownerId = actor.organization?.id ?? actor.user.id;
  const businessName = actor.organization?.businessName ?? '';
  const [items, [counted]] = await readTogether(
    db,
    () => PAGES[feed](db).execute({ ownerId, limit: pageSize, offset: (page - 1) * pageSize }),
    () => COUNTS[feed](db).execute({ ownerId }),
  );
  return {
    items: items.map(({ member: acted, actor: staff, ...item }) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      actorName: activityActorName({
        action: item.action,
        owner: acted && { ...acted, businessName },
        actor: staff && { ...staff, businessName: '' },
      }),
    })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}
