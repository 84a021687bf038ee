import { desc, eq } from 'drizzle-orm';
import type { ActivityPage } from '../../contract/activity';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

/** One page of a user's activity, newest first. */
export async function activityPage(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ActivityPage> {
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
