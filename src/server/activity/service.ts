import { desc, eq } from 'drizzle-orm';
import type { ActivityPage } from '../../contract/activity';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

/** One page of the signed-in user's own activity, newest first. */
export async function activityPage(
  db: Db,
  actor: Actor | null,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ActivityPage> {
  authorize(actor, 'activity:read:own');
  const userId = actor.user.id;
  const [items, total] = await Promise.all([
    db
      .select({
        id: activityLog.id,
        action: activityLog.action,
        description: activityLog.description,
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      .where(eq(activityLog.userId, userId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(activityLog, eq(activityLog.userId, userId)),
  ]);
  return {
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    total,
    page,
    pageSize,
  };
}
