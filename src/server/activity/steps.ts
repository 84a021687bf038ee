import type { ActivityAction } from '../../contract/activity';
import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { activityLog, memberships, users } from '../db/schema';

export interface ActivityEntry {
  /**
   * The organization whose feed shows the entry (D27). Left out, an entry about a member's account
   * (its password, its two-step sign-in) goes to the organization the member works in, for its
   * owners to see; null keeps it out of every organization's feed.
   */
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
      organizationId:
        entry.organizationId !== undefined
          ? entry.organizationId
          : entry.userId &&
            sql`(select u.current_organization_id from ${users} u
              join ${memberships} m on m.user_id = u.id and m.organization_id = u.current_organization_id
              where u.id = ${entry.userId})`,
      userId: entry.userId,
      actorUserId: entry.actorUserId ?? null,
      action: entry.action,
      description: entry.description,
      metadata: entry.metadata ?? null,
    })),
  );
}
