import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { AdminUser, CreatedStaff } from '../../contract/admin';
import { staffDisplayName } from '../../contract/display';
import type { createStaffSchema, updateUserSchema } from '../../contract/staff';
import type { EnrolmentLink } from '../../contract/totp';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import {
  createUser,
  isStaffRole,
  issueLoggedEnrolmentLink,
  newEnrolmentLinkFor,
  type IssuedEnrolmentLink,
} from '../auth/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { enrolmentLinkMessage } from '../mail/enrolment-link-message';
import type { Outbox } from '../mail/outbox';
import { adminUserById } from './users-list';

interface StaffDeps {
  db: Db;
  sessions: SessionStore;
  /** STAFF_TOTP_REQUIRED (D33). */
  staffTotpRequired: boolean;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
  /** The base of the enrolment links (PUBLIC_URL). */
  publicUrl: string;
}

/** Posts the enrolment link to the account's e-mail when mail is set; whether it did. */
function mailEnrolmentLink(
  deps: Pick<StaffDeps, 'outbox'>,
  to: { email: string; username: string },
  link: string,
): boolean {
  if (!deps.outbox) return false;
  deps.outbox.post('enrolment link', async () =>
    enrolmentLinkMessage({ to: to.email, username: to.username, link }),
  );
  return true;
}

const linkAnswer = (issued: IssuedEnrolmentLink, mailed: boolean): EnrolmentLink => ({
  link: issued.link,
  expiresAt: issued.expiresAt.toISOString(),
  mailed,
});

/**
 * POST /api/admin/users: an auditor or admin account made by an admin in the console (D17, D20),
 * through the same path as the command-line tool: the password rule, unique names regardless of
 * case (409), and the account_created entry naming the admin, in one transaction with the
 * account's enrolment link for two-step sign-in (D33). The link is answered to the admin (the
 * only time it is shown) and mailed to the account when mail is set.
 */
export async function createStaff(
  deps: Pick<StaffDeps, 'db' | 'outbox' | 'publicUrl'>,
  admin: Actor | null,
  input: z.output<typeof createStaffSchema>,
): Promise<CreatedStaff> {
  authorize(admin, 'user:create');
  const by = `by ${staffDisplayName(admin.user)}`;
  let issued: IssuedEnrolmentLink | undefined;
  const user = await createUser(
    deps.db,
    admin,
    {
      ...input,
    },
    `in the admin console ${by}`,
    async (tx, created) => {
      issued = await issueLoggedEnrolmentLink(tx, created.id, {
        publicUrl: deps.publicUrl,
        actorUserId: admin.user.id,
        by,
      });
    },
  );
  const mailed = mailEnrolmentLink(deps, user, issued!.link);
  return { ...(await adminUserById(deps.db, user.id))!, enrolmentLink: linkAnswer(issued!, mailed) };
}

/**
 * POST /api/admin/users/{id}/enrolment-link: a new enrolment link for a staff account that has not
 * turned two-step sign-in on (D33); the older links of the account stop working. Answered to the
 * admin, and mailed to the account when mail is set.
 */
export async function makeEnrolmentLink(
  deps: Pick<StaffDeps, 'db' | 'outbox' | 'publicUrl'>,
  admin: Actor | null,
  userId: string,
): Promise<EnrolmentLink> {
  authorize(admin, 'user:manage');
  if (!isUuid(userId)) throw notFound('User not found');
  const issued = await newEnrolmentLinkFor(deps.db, userId, {
    publicUrl: deps.publicUrl,
    actorUserId: admin.user.id,
    by: `by ${staffDisplayName(admin.user)}`,
  });
  return linkAnswer(issued, mailEnrolmentLink(deps, issued.user, issued.link));
}

/**
 * PATCH /api/admin/users/{id}: a new role, or the account disabled or enabled (D20). Never one's
 * own role or account (403), so the console always keeps the admin who is using it. Each change
 * and its entry (naming the admin) are one transaction; disabling then ends every session of the
 * account (a disabled account's sessions also stop loading, access/session-store).
 */
export async function updateUser(
  deps: Pick<StaffDeps, 'db' | 'sessions' | 'staffTotpRequired'>,
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
  const signOutNow = await deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    // A client made staff without two-step sign-in keeps no session opened with its password
    // alone (D33): it enrols through a link the console then offers to make.
    let unenrolledStaff = false;
    if (change.role !== undefined && change.role !== target.role) {
      unenrolledStaff = deps.staffTotpRequired && isStaffRole(change.role) && !target.totpEnabledAt;
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
      return change.disabled || unenrolledStaff;
    }
    return unenrolledStaff;
  });
  if (signOutNow) await deps.sessions.destroyAllForUser(userId);
  return (await adminUserById(deps.db, userId))!;
}
