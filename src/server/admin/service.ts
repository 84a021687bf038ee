import { and, eq, ne } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { recordActivity } from '../activity/record-activity';
import { hashPassword } from '../auth/password';
import type { SessionStore } from '../auth/sessions';
import type { UserRow } from '../auth/users';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';

interface AdminDeps {
  db: Db;
  sessions: SessionStore;
}

/** Sets a new password and ends every session of that user (D12). */
export async function resetPassword(deps: AdminDeps, admin: UserRow, userId: string, newPassword: string) {
  const [user] = await deps.db
    .update(users)
    .set({ password: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('User not found');
  await deps.sessions.destroyAllForUser(user.id);
  await recordActivity(deps.db, {
    userId: user.id,
    actorUserId: admin.id,
    action: ACTIVITY_ACTIONS.passwordReset,
    description: `Password reset by an administrator (${admin.username})`,
  });
  return user;
}

/**
 * Opens a platform session for a non-admin user, marked with the admin's id (D11); what happens
 * in it is logged with that id as the actor.
 */
export async function impersonate(deps: AdminDeps, admin: UserRow, userId: string): Promise<string> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .limit(1);
  if (!user) throw notFound('User not found');
  const token = await deps.sessions.create(user.id, { impersonatorId: admin.id });
  await recordActivity(deps.db, {
    userId: user.id,
    actorUserId: admin.id,
    action: ACTIVITY_ACTIONS.impersonationStart,
    description: `Administrator ${admin.username} opened this platform`,
  });
  return token;
}

export async function endImpersonation(deps: AdminDeps, token: string, userId: string, adminId: string) {
  await deps.sessions.destroy(token);
  await recordActivity(deps.db, {
    userId,
    actorUserId: adminId,
    action: ACTIVITY_ACTIONS.impersonationEnd,
    description: 'Administrator left this platform',
  });
}
