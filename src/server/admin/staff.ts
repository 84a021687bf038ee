import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { AdminUser } from '../../contract/admin';
import { staffDisplayName } from '../../contract/display';
import {
  STAFF_BUSINESS_NAME,
  STAFF_INDUSTRY,
  type createStaffSchema,
  type updateUserSchema,
} from '../../contract/staff';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/record-activity';
import { createUser } from '../auth/users';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { adminUserById } from './users-list';

interface StaffDeps {
  db: Db;
  sessions: SessionStore;
}

/**
 * POST /api/admin/users: an auditor or admin account made by an admin in the console (D17, D20),
 * through the same path as the command-line tool: the password rule, unique names regardless of
 * case (409), and the account_created entry naming the admin, in one transaction.
 */
export async function createStaff(
  db: Db,
  admin: Actor | null,
  input: z.output<typeof createStaffSchema>,
): Promise<AdminUser> {
  authorize(admin, 'user:create');
  const user = await createUser(
    db,
    admin,
    {
      ...input,
      businessName: STAFF_BUSINESS_NAME,
      industry: STAFF_INDUSTRY,
    },
    `in the admin console by ${staffDisplayName(admin.user)}`,
  );
  return (await adminUserById(db, user.id))!;
}

/**
 * PATCH /api/admin/users/{id}: a new role, or the account disabled or enabled (D20). Never one's
 * own role or account (403), so the console always keeps the admin who is using it. Each change
 * and its entry (naming the admin) are one transaction; disabling then ends every session of the
 * account (a disabled account's sessions also stop loading, access/session-store).
 */
export async function updateUser(
  deps: StaffDeps,
  admin: Actor | null,
  userId: string,
  change: z.output<typeof updateUserSchema>,
): Promise<AdminUser> {
  authorize(admin, 'user:manage');
  if (!isUuid(userId)) throw notFound('User not found');
  if (userId === admin.user.id) {
    if (change.role !== undefined) throw forbidden('You cannot change your own role');
    if (change.disabled !== undefined) throw forbidden('You cannot disable or enable your own account');
  }
  const by = staffDisplayName(admin.user);
  const disabledNow = await deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (change.role !== undefined && change.role !== target.role) {
      await tx.update(users).set({ role: change.role }).where(eq(users.id, userId));
      await recordActivity(tx, {
        userId,
        actorUserId: admin.user.id,
        action: ACTIVITY_ACTIONS.roleChange,
        description: `Role changed from ${target.role} to ${change.role} by ${by}`,
        metadata: { from: target.role, to: change.role },
      });
    }
    const wasDisabled = target.disabledAt !== null;
    if (change.disabled !== undefined && change.disabled !== wasDisabled) {
      await tx
        .update(users)
        .set({ disabledAt: change.disabled ? new Date() : null })
        .where(eq(users.id, userId));
      await recordActivity(tx, {
        userId,
        actorUserId: admin.user.id,
        action: change.disabled ? ACTIVITY_ACTIONS.accountDisabled : ACTIVITY_ACTIONS.accountEnabled,
        description: `Account ${change.disabled ? 'disabled' : 'enabled'} by ${by}`,
      });
      return change.disabled;
    }
    return false;
  });
  if (disabledNow) await deps.sessions.destroyAllForUser(userId);
  return (await adminUserById(deps.db, userId))!;
}
