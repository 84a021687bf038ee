import { desc, eq, sql } from 'drizzle-orm';
import type { ActivityPage } from '../../contract/activity';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { activityLog } from '../db/schema';
import { readTogether } from '../db/read-together';

const ownActivityPage = preparedRead((db) =>
  db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      description: activityLog.description,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(eq(activityLog.userId, sql.placeholder('userId')))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_activity_page'),
);

const ownActivityCount = preparedRead((db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(activityLog)
    .where(eq(activityLog.userId, sql.placeholder('userId')))
    .prepare('own_activity_count'),
);

/** One page of the signed-in user's own activity, newest first. */
export async function activityPage(
  db: Db,
  actor: Actor | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ActivityPage> {
  authorize(actor, 'activity:read:own');
  const userId = actor.user.id;
  const [items, [counted]] = await readTogether(
    db,
    () => ownActivityPage(db).execute({ userId, limit: pageSize, offset: (page - 1) * pageSize }),
    () => ownActivityCount(db).execute({ userId }),
  );
  const total = counted?.total ?? 0;
  return {
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  };
}
