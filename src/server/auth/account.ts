import { and, eq, ne, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  type ChangePasswordInput,
  type ProfileInput,
  type PublicUser,
} from '../../contract/auth';
import { actingUserId, type Actor } from '../access/actor';
import { authorize, can } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { organizations, users } from '../db/schema';
import { badRequest, conflict, forbidden } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-rule';
import type { DeviceAccount } from './device';
import { noteFailedPassword } from './failed-sign-in-mail';
import { passwordCheckKeys, type RequestCookies, type SignInDeps } from './service';
import { countSignInAttempt, clearSignInFailures } from './throttle';
import { EMAIL_TAKEN, toPublicUser } from './users';
import {
  lockAccount,
  mailConfirmation,
  newConfirmationToken,
  type EmailConfirmationDeps,
} from './email-confirmation';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';
export const SAME_PASSWORD = 'Choose a new password, different from the current one';

/**
 * A signed-in user changes their own password (D20): the current one is required (and guesses are
 * throttled like sign-ins, D26, with the device cookie's skip of D33), the new one follows the
 * rule, and every other session ends. The account's device cookies are revoked (D33); answers the
 * account's new device generation for this browser's new cookie, except under impersonation (the
 * admin's browser is not the owner's).
 */
export async function changePassword(
  deps: SignInDeps,
  actor: Actor | null,
  input: Required<ChangePasswordInput>,
  context: { ip: string; cookies: RequestCookies },
): Promise<DeviceAccount | undefined> {
  authorize(actor, 'account:edit:own');
  const { user } = actor;
  await checkCurrentPassword(deps, actor, input.currentPassword, context);
  if (input.newPassword === input.currentPassword)
    throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  assertAcceptablePassword(input.newPassword, user, 'newPassword');
  const password = await hashPassword(input.newPassword);
  const account = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      // A password chosen by the account itself ends what an administrator's reset required (issue 38).
      .set({ password, deviceEpoch: sql`${users.deviceEpoch} + 1`, passwordChangeRequired: false })
      .where(eq(users.id, user.id))
      .returning({ id: users.id, deviceEpoch: users.deviceEpoch });
    await recordActivity(tx, {
      userId: user.id,
      actorUserId: actingUserId(actor, user.id),
      action: ACTIVITY_ACTIONS.passwordChange,
      description: user.passwordChangeRequired
        ? "Chose a new password, as an administrator's reset required; other sessions were signed out"
        : 'Changed their password; other sessions were signed out',
    });
    return updated;
  });
  if (actor.sessionId) await deps.sessions.destroyOthersOfUser(user.id, actor.sessionId);
  return actor.impersonatorId ? undefined : account;
}

/**
 * The current password of the signed-in account, checked as a sign-in is (D26: guesses throttled,
 * with the device cookie's skip of D33; the owner mailed after many wrong ones): 400 on the
 * `currentPassword` field when it is missing or wrong.
 */
async function checkCurrentPassword(
  deps: SignInDeps,
  actor: Actor,
  currentPassword: string | undefined,
  context: { ip: string; cookies: RequestCookies },
  missing = WRONG_CURRENT_PASSWORD,
): Promise<void> {
  const { user } = actor;
  if (!currentPassword) throw badRequest(missing, { currentPassword: missing });
  const keys = passwordCheckKeys(deps.devices, context, user.username, user);
  await countSignInAttempt(deps.db, keys, deps.throttle);
  if (!(await verifyPassword(currentPassword, user.password))) {
    noteFailedPassword(deps, user.id);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await clearSignInFailures(deps.db, keys);
}

/** The fields of the profile form that are the organization's (D27), not the account's. */
const BUSINESS_FIELDS = ['businessName', 'businessNumber', 'industry'] as const;

/**
 * A signed-in user edits their own profile (D20); never under an impersonation (issue 38). The
 * business fields change the organization the user works in (D27), in the same write; an account
 * without one (staff) cannot send them. A new e-mail address needs the current password and does
 * not replace the account's own: it waits, with a link mailed to it, until the link is opened
 * (D34, email-confirmation.ts); an address another account confirmed is 409. Without mail it waits
 * for ever: invitations accept only the address the account registered with.
 */
export async function updateProfile(
  deps: SignInDeps & EmailConfirmationDeps,
  actor: Actor | null,
  input: ProfileInput,
  context: { ip: string; cookies: RequestCookies },
): Promise<PublicUser> {
  authorize(actor, 'account:edit:own');
  const userId = actor.user.id;
  const { currentPassword: _password, email: asked, ...rest } = input;
  const sameAs = (address: string | null) =>
    address !== null && asked !== undefined && address.toLowerCase() === asked.trim().toLowerCase();
  // The address the account has, or the one it already awaits, is no change.
  const newEmail =
    asked !== undefined && !sameAs(actor.user.email) && !sameAs(actor.user.pendingEmail)
      ? asked.trim()
      : undefined;
  const changes = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const business = Object.fromEntries(
    Object.entries(changes).filter(([field]) => (BUSINESS_FIELDS as readonly string[]).includes(field)),
  );
  const personal = Object.fromEntries(
    Object.entries(changes).filter(([field]) => !(BUSINESS_FIELDS as readonly string[]).includes(field)),
  );
  const organization = actor.organization;
  if (Object.keys(business).length > 0 && !(organization && can(actor, 'organization:manage:own'))) {
    throw forbidden(
      organization
        ? 'Only an owner of the organization can change its business fields'
        : 'This account belongs to no organization: it has no business fields to change',
    );
  }
  if (Object.keys(changes).length === 0 && newEmail === undefined)
    return toPublicUser(actor.user, organization, actor.membership);
  if (newEmail !== undefined) {
    await checkCurrentPassword(deps, actor, input.currentPassword, context, CURRENT_PASSWORD_FOR_EMAIL);
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${newEmail})`,
          sql`${users.emailConfirmedAt} is not null`,
          ne(users.id, userId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const confirmation = newEmail !== undefined && deps.outbox ? newConfirmationToken() : undefined;
  const result = await deps.db.transaction(async (tx) => {
    // The account's row first: an e-mail change, a confirmation and a resend go one at a time.
    const locked = await lockAccount(tx, userId);
    const emailColumns =
      newEmail === undefined
        ? {}
        : {
            pendingEmail: newEmail,
            // Without mail no link is made: the address waits, and counts for nothing (D34).
            ...(confirmation?.columns ?? { emailTokenHash: null, emailTokenSentAt: null }),
          };
    const [updated] =
      Object.keys(personal).length || newEmail !== undefined
        ? await tx
            .update(users)
            .set({ ...personal, ...emailColumns })
            .where(eq(users.id, userId))
            .returning()
        : [locked];
    const [changedOrganization] =
      organization && Object.keys(business).length
        ? await tx
            .update(organizations)
            .set(business)
            .where(eq(organizations.id, organization.id))
            .returning()
        : [organization];
    if (Object.keys(changes).length) {
      await recordActivity(tx, {
        // A change to the business fields is the current organization's (D27).
        organizationId: organization && Object.keys(business).length ? organization.id : undefined,
        userId,
        actorUserId: actingUserId(actor, userId),
        action: ACTIVITY_ACTIONS.profileUpdate,
        description: `Updated the profile (${Object.keys(changes).join(', ')})`,
      });
    }
    if (newEmail !== undefined) {
      await recordActivity(tx, {
        userId,
        actorUserId: actingUserId(actor, userId),
        action: ACTIVITY_ACTIONS.emailChangeRequested,
        description: confirmation
          ? 'Asked for a new e-mail address; a confirmation link was mailed to it'
          : 'Asked for a new e-mail address; this server sends no mail, so it cannot be confirmed',
      });
    }
    return toPublicUser(updated!, changedOrganization ?? null, actor.membership);
  });
  if (confirmation && newEmail) mailConfirmation(deps, newEmail, actor.user.username, confirmation.token);
  return result;
}
