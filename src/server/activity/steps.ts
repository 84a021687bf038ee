import type { ActivityAction } from '../../contract/activity';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

export interface ActivityEntry {
  /** The organization whose data changed (D27); none for an entry about an account alone. */
  organizationId?: string | null;
  /** The account the entry is about: in an organization's entry, the member who acted. */
  userId: string | null;
  /** Who did it, when not the account's own user (an impersonating admin, an auditor). */
  actorUserId?: string | null;
  action: ActivityAction;
  description: string;
  metadata?: Record<string, unknown>;
}

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, [entry]);
}

/** Several entries in one statement (a bulk action logs one entry per object it changed). */
export async function recordActivities(db: Db, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(
    entries.map((entry) => ({
      organizationId: entry.organizationId ?? null,
      userId: entry.userId,
      actorUserId: entry.actorUserId ?? null,
      action: entry.action,
      description: entry.description,
      metadata: entry.metadata ?? null,
    })),
  );
}
