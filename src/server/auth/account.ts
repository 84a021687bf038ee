import { and, eq, ne, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { ChangePasswordInput, ProfileInput, PublicUser } from '../../contract/auth';
import { actingUserId, type Actor } from '../access/actor';
import { authorize, can } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { organizations, users } from '../db/schema';
import { badRequest, conflict, forbidden } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-rule';
import type { DeviceAccount } from './device';
import { noteFailedPassword } from './failed-sign-in-mail';
import { passwordCheckKeys, type AuthDeps, type RequestCookies, type SignInDeps } from './service';
import { countSignInAttempt, clearSignInFailures } from './throttle';
import { EMAIL_TAKEN, isUniqueViolation, toPublicUser } from './users';

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
  authorize(actor, 'account:own');
  const { user } = actor;
  const keys = passwordCheckKeys(deps.devices, context, user.username, user);
  await countSignInAttempt(deps.db, keys, deps.throttle);
  if (!(await verifyPassword(input.currentPassword, user.password))) {
    noteFailedPassword(deps, user.id);
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await clearSignInFailures(deps.db, keys);
  if (input.newPassword === input.currentPassword)
    throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  assertAcceptablePassword(input.newPassword, user, 'newPassword');
  const password = await hashPassword(input.newPassword);
  const account = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password, deviceEpoch: sql`${users.deviceEpoch} + 1` })
      .where(eq(users.id, user.id))
      .returning({ id: users.id, deviceEpoch: users.deviceEpoch });
    await recordActivity(tx, {
      userId: user.id,
      actorUserId: actingUserId(actor, user.id),
      action: ACTIVITY_ACTIONS.passwordChange,
      description: 'Changed their password; other sessions were signed out',
    });
    return updated;
  });
  if (actor.sessionId) await deps.sessions.destroyOthersOfUser(user.id, actor.sessionId);
  return actor.impersonatorId ? undefined : account;
}

/** The fields of the profile form that are the organization's (D27), not the account's. */
const BUSINESS_FIELDS = ['businessName', 'businessNumber', 'industry'] as const;

/**
 * A signed-in user edits their own profile (D20); an e-mail taken by another account is 409. The
 * business fields change the organization the user works in (D27), in the same write; an account
 * without one (staff) cannot send them.
 */
export async function updateProfile(
  deps: Pick<AuthDeps, 'db'>,
  actor: Actor | null,
  input: ProfileInput,
): Promise<PublicUser> {
  authorize(actor, 'account:own');
  const userId = actor.user.id;
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
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
  if (Object.keys(changes).length === 0) return toPublicUser(actor.user, organization, actor.membership);
  if (input.email) {
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [updated] = Object.keys(personal).length
        ? await tx.update(users).set(personal).where(eq(users.id, userId)).returning()
        : [actor.user];
      const [changedOrganization] =
        organization && Object.keys(business).length
          ? await tx
              .update(organizations)
              .set(business)
              .where(eq(organizations.id, organization.id))
              .returning()
          : [organization];
      await recordActivity(tx, {
        // A change to the business fields is the current organization's (D27).
        organizationId: organization && Object.keys(business).length ? organization.id : undefined,
        userId,
        actorUserId: actingUserId(actor, userId),
        action: ACTIVITY_ACTIONS.profileUpdate,
        description: `Updated the profile (${Object.keys(changes).join(', ')})`,
      });
      return toPublicUser(updated!, changedOrganization ?? null, actor.membership);
    });
  } catch (error) {
    // Two accounts taking the same e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}
