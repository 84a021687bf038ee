import { and, eq, ne, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { AdminSession, ImpersonationStatus } from '../../contract/admin';
import { staffDisplayName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import { assertAcceptablePassword, hashPassword } from '../auth/steps';
import type { Db } from '../db/client';
import type { UserRow } from '../db/rows';
import { organizations, users } from '../db/schema';
import { businessNameOf } from '../../contract/staff';
import { forbidden, notFound, unauthorized } from '../http/errors';

interface AdminDeps {
  db: Db;
  sessions: SessionStore;
}

export function consoleSession(actor: Actor | null): AdminSession {
  authorize(actor, 'admin:console');
  return { authenticated: true, admin: { id: actor.user.id, username: actor.user.username } };
}

/** Ends the admin console's session, logged on the admin's own history. */
export async function signOutOfConsole(deps: AdminDeps, actor: Actor | null): Promise<void> {
  authorize(actor, 'admin:console');
  if (actor.sessionId) {
    // The platforms the admin opened from this console end with it (D11).
    await deps.sessions.destroyImpersonationsFrom(actor.sessionId);
    await deps.sessions.destroy(actor.sessionId);
  }
  await recordActivity(deps.db, {
    userId: actor.user.id,
    action: ACTIVITY_ACTIONS.signOut,
    description: 'Signed out of the admin console',
  });
}

/**
 * Sets a new password and ends every session of that user (D12); logged in the same write. The
 * admin knows that password: the account must choose its own at its next sign-in before it can do
 * anything else (issue 38 item 8), so that the admin cannot act as the account unseen.
 */
export async function resetPassword(
  deps: AdminDeps,
  admin: Actor | null,
  userId: string,
  newPassword: string,
): Promise<UserRow & { businessName: string }> {
  authorize(admin, 'user:reset-password');
  // The password rule of D20 needs the user's names; checked before any hashing.
  const [target] = await deps.db
    .select({ username: users.username, email: users.email, businessName: organizations.businessName })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.currentOrganizationId))
    .where(eq(users.id, userId));
  if (!target) throw notFound('User not found');
  assertAcceptablePassword(newPassword, target, 'newPassword');
  const password = await hashPassword(newPassword);
  const user = await deps.db.transaction(async (tx) => {
    // Every device cookie of the account is revoked with the old password (D33).
    const [updated] = await tx
      .update(users)
      .set({ password, deviceEpoch: sql`${users.deviceEpoch} + 1`, passwordChangeRequired: true })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw notFound('User not found');
    await recordActivity(tx, {
      userId: updated.id,
      actorUserId: admin.user.id,
      action: ACTIVITY_ACTIONS.passwordReset,
      description: `Password reset by an administrator (${admin.user.username}); a new password must be chosen at the next sign-in`,
    });
    return updated;
  });
  await deps.sessions.destroyAllForUser(user.id);
  return { ...user, businessName: businessNameOf(target.businessName) };
}

/**
 * Opens a platform session for a non-admin user, marked with the admin's id (D11); what happens
 * in it is logged with that id as the actor. The platform session it replaces ends.
 */
export async function impersonate(
  deps: AdminDeps,
  admin: Actor | null,
  userId: string,
  replacing: Actor | null,
): Promise<string> {
  authorize(admin, 'user:impersonate');
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ne(users.role, 'admin')))
    .limit(1);
  if (!user) throw notFound('User not found');
  if (user.disabledAt) throw forbidden('This account is disabled. Enable it before opening its platform.');
  if (!admin.sessionId) throw unauthorized('Admin session required');
  // A fresh platform session id: the one the browser held before ends.
  if (replacing?.sessionId) await deps.sessions.destroy(replacing.sessionId);
  const token = await deps.sessions.create(user.id, {
    impersonation: { adminId: admin.user.id, consoleSessionId: admin.sessionId },
  });
  await recordActivity(deps.db, {
    organizationId: user.currentOrganizationId,
    userId: user.id,
    actorUserId: admin.user.id,
    action: ACTIVITY_ACTIONS.impersonationStart,
    description: `Administrator ${admin.user.username} opened this platform`,
  });
  return token;
}

export async function impersonationStatus(db: Db, actor: Actor | null): Promise<ImpersonationStatus> {
  authorize(actor, 'account:own');
  if (!actor.impersonatorId) return { isImpersonating: false, user: null, admin: null };
  const [admin] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, actor.impersonatorId))
    .limit(1);
  return {
    isImpersonating: true,
    user: { businessName: businessNameOf(actor.organization?.businessName) },
    // The session ends with the admin's authority (D11): a missing row is not expected, but says "Admin".
    admin: { name: admin ? staffDisplayName(admin) : 'Admin' },
  };
}

/** Ends an impersonation session (D11); only such a session can. */
export async function endImpersonation(deps: AdminDeps, actor: Actor | null): Promise<void> {
  authorize(actor, 'account:own');
  if (!actor.impersonatorId) throw unauthorized('Not viewing a platform as an administrator');
  if (actor.sessionId) await deps.sessions.destroy(actor.sessionId);
  await recordActivity(deps.db, {
    organizationId: actor.organization?.id ?? null,
    userId: actor.user.id,
    actorUserId: actor.impersonatorId,
    action: ACTIVITY_ACTIONS.impersonationEnd,
    description: 'Administrator left this platform',
  });
}
