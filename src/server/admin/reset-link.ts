import { eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { RESET_LINK_FOR_DISABLED, type ResetLink } from '../../contract/admin';
import { staffDisplayName } from '../../contract/display';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { insertResetToken, resetLink } from '../auth/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { users } from '../db/schema';
import { conflict, notFound } from '../http/errors';

/**
 * POST /api/admin/users/{id}/reset-link (issue 23): for a server without mail, or a user who does
 * not get it, an admin makes the same single-use link that "Forgot password?" mails (30 minutes,
 * only its hash stored) and passes it on through a channel they trust; the user chooses the new
 * password on the reset page, so the admin never knows it. Any account but a disabled one (its
 * link would not work: 409): staff passwords are reset the same way as clients', and a staff
 * account still needs its two-step code to sign in. The entry names the admin, never the link.
 */
export async function makeResetLink(
  deps: { db: Db; publicUrl: string },
  admin: Actor | null,
  userId: string,
): Promise<ResetLink> {
  authorize(admin, 'user:reset-password');
  if (!isUuid(userId)) throw notFound('User not found');
  const issued = await deps.db.transaction(async (tx) => {
    // Under the row lock: an account disabled at the same moment gets no link.
    const [target] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound('User not found');
    if (target.disabledAt) throw conflict(RESET_LINK_FOR_DISABLED);
    // Made by an admin, who could open it: the password chosen with it must be changed (issue 38).
    const made = await insertResetToken(tx, userId, admin.user.id);
    await recordActivity(tx, {
      userId,
      actorUserId: admin.user.id,
      action: ACTIVITY_ACTIONS.passwordResetRequested,
      description: `Password reset link made in the admin console by ${staffDisplayName(admin.user)}, to pass on by hand; the password chosen with it must be changed at the next sign-in`,
    });
    return made;
  });
  return { resetUrl: resetLink(deps.publicUrl, issued.token), expiresAt: issued.expiresAt.toISOString() };
}
