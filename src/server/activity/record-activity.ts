import type { ActivityAction } from '../../contract/activity';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

export interface ActivityEntry {
  /** The account the entry belongs to. */
  userId: string;
  /** Who did it, when not the account's own user (an impersonating admin, an auditor). */
  actorUserId?: string | null;
  action: ActivityAction;
  description: string;
  metadata?: Record<string, unknown>;
}

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    description: entry.description,
    metadata: entry.metadata ?? null,
  });
}
