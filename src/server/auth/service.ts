import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { LoginInput, PublicUser, registerSchema } from '../../contract/auth';
import { ACCOUNT_DISABLED_MESSAGE } from '../../contract/staff';
import { actingUserId, type Actor } from '../access/actor';
import { authorize, mayOpenConsole } from '../access/authorize';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import type { OrganizationRow, UserRow } from '../db/rows';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import type { Membership } from '../../contract/permissions';
import type { Outbox } from '../mail/outbox';
import type { DeviceKeys } from './device';
import { noteFailedPassword } from './failed-sign-in-mail';
import { decoyHash, verifyPassword } from './password';
import { secondStep } from './second-step';
import {
  clearSignInFailures,
  countRegistration,
  countSignInAttempt,
  throttleKeys,
  type ThrottleKeys,
  type ThrottlePolicy,
} from './throttle';
import { currentOrganizationOf, insertAccount, findUserByUsername, toPublicUser } from './users';
import { foundOrganization, joinByInvitation } from '../organizations/steps';
import { invitedAddressOf } from '../organizations/queries';
import { AccessRefused } from '../access/errors';
import { INVALID_INVITATION, INVITATION_OTHER_EMAIL } from '../../contract/organizations';
import { mailConfirmation, newConfirmationToken, type EmailConfirmationDeps } from './email-confirmation';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  throttle: ThrottlePolicy;
  /** STAFF_TOTP_REQUIRED (D33): staff sign in only once enrolled in two-step sign-in. */
  staffTotpRequired: boolean;
}

/** What the password checks need besides (D33): device cookies, and mail to the account's owner. */
export interface SignInDeps extends AuthDeps {
  devices: DeviceKeys;
  /** Undefined without SMTP_URL: nobody is mailed. */
  outbox: Outbox | undefined;
}

/**
 * What every sign-in and credential check reads from the app (D26, D33): the session store, the
 * throttle, the device cookies' keys and the staff two-step rule, with the database and the outbox.
 */
export function signInDepsOf(app: FastifyInstance, db: Db, outbox: Outbox | undefined): SignInDeps {
  return {
    db,
    sessions: app.sessions,
    throttle: app.throttlePolicy,
    devices: app.devices,
    outbox,
    staffTotpRequired: app.staffTotpRequired,
  };
}

export interface SignedIn {
  token: string;
  user: UserRow;
  /** The organization the new session works in, with the account's membership (D27); null for staff. */
  organization: OrganizationRow | null;
  membership: Membership | null;
}

/** Never says whether the username exists (D12). */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

/** The request's cookies, where a device cookie of the account may be (D33). */
export type RequestCookies = Record<string, string | undefined>;

interface SignInContext {
  ip: string;
  replacing: Actor | null;
  cookies: RequestCookies;
  console?: boolean;
}

/**
 * The throttle keys of a password check of `user` (D26): with a valid device cookie of the account
 * in the request (D33), the per-account count is the cookie's own, not the account's.
 */
export function passwordCheckKeys(
  devices: DeviceKeys,
  context: { ip: string; cookies: RequestCookies },
  username: string,
  user: UserRow | undefined,
): ThrottleKeys {
  const device = user ? devices.validFor(context.cookies, user) : undefined;
  return throttleKeys(context.ip, username, device && { userId: user!.id, tokenId: device.id });
}

/**
 * The first step of every sign-in: the username and password, of an admin for the console (D10).
 * Counted before the password is checked, so that parallel guesses all count (D26); a success
 * clears the count when the session opens. A wrong password of an existing account is noted for
 * the owner's mail after the answer (D33).
 */
async function checkPassword(
  deps: SignInDeps,
  input: LoginInput,
  context: SignInContext,
): Promise<{ user: UserRow; keys: ThrottleKeys }> {
  const user = await findUserByUsername(deps.db, input.username);
  const keys = passwordCheckKeys(deps.devices, context, input.username, user);
  await countSignInAttempt(deps.db, keys, deps.throttle);
  const valid = await verifyPassword(input.password, user?.password ?? (await decoyHash()));
  if (user && !valid) noteFailedPassword(deps, user.id);
  if (!user || !valid || (context.console && !mayOpenConsole(user.role))) {
    throw unauthorized(context.console ? INVALID_ADMIN_CREDENTIALS : INVALID_CREDENTIALS);
  }
  // Said only to whoever knows the password (D20).
  if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
  return { user, keys };
}

/**
 * Opens the session once every step passed. The session it replaces ends: a new session id at
 * every sign-in (D12).
 */
async function openSession(
  deps: AuthDeps,
  user: UserRow,
  keys: ThrottleKeys,
  context: SignInContext,
  second: { note: string },
): Promise<SignedIn> {
  await clearSignInFailures(deps.db, keys);
  if (context.replacing?.sessionId) await deps.sessions.destroy(context.replacing.sessionId);
  const token = await deps.sessions.create(user.id, { kind: context.console ? 'console' : 'platform' });
  await recordActivity(deps.db, {
    // A member's sign-in shows in the feed of the organization it starts in (D27).
    organizationId: user.currentOrganizationId,
    userId: user.id,
    action: ACTIVITY_ACTIONS.signIn,
    description: `${context.console ? 'Signed in to the admin console' : 'Signed in'}${second.note}`,
  });
  return { token, user, ...(await currentOrganizationOf(deps.db, user)) };
}

/**
 * Signs in to the platform: the password, then, for an account with two-step sign-in on, its code
 * or a recovery code (D20, second-step.ts); a staff account must have it on (D33).
 */
export async function signIn(
  deps: SignInDeps,
  input: LoginInput,
  context: { ip: string; replacing: Actor | null; cookies: RequestCookies },
): Promise<SignedIn> {
  const { user, keys } = await checkPassword(deps, input, context);
  const second = await secondStep(deps.db, user, input, deps);
  return openSession(deps, user, keys, context, second);
}

/**
 * Signs in to the admin console (D10), which only admins may open, with the same second step as
 * the platform: an admin who has not enrolled in two-step sign-in is refused until enrolled
 * through the enrolment link (D33).
 */
export async function signInToConsole(
  deps: SignInDeps,
  input: LoginInput,
  context: { ip: string; replacing: Actor | null; cookies: RequestCookies },
): Promise<SignedIn> {
  const full = { ...context, console: true };
  const { user, keys } = await checkPassword(deps, input, full);
  const second = await secondStep(deps.db, user, input, deps);
  return openSession(deps, user, keys, full, second);
}

/**
 * Open registration of a business (document 1 section 3); the account and its entry are one write.
 * Registrations are counted per address (D26).
 */
export async function registerClient(
  deps: AuthDeps & EmailConfirmationDeps,
  input: z.output<typeof registerSchema>,
  context: { ip: string; replacing: Actor | null },
): Promise<SignedIn> {
  const { replacing } = context;
  await countRegistration(deps.db, context.ip, deps.throttle);
  // On a server that sends mail the address counts only once its link is opened (D34); without
  // mail it is the address the account registered with, the one invitations accept.
  const emailUnconfirmed = deps.outbox !== undefined;
  let confirmation: string | undefined;
  const { user, organization, membership } = await deps.db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      username: input.username,
      password: input.password,
      email: input.email,
      role: 'client',
      firstName: input.firstName || undefined,
      lastName: input.lastName || undefined,
      emailUnconfirmed,
    });
    // With an invitation's link, the account joins that organization instead of founding one (D27).
    const { invitationToken, businessName, industry } = input;
    if (invitationToken && emailUnconfirmed) {
      // Holding the link proves nothing of the address (issue 38): the account is made and its
      // confirmation link mailed at once; it accepts the invitation once the address is confirmed.
      const invited = await invitedAddressOf(tx, invitationToken);
      if (invited === undefined) throw new AccessRefused('not_found', INVALID_INVITATION);
      if (invited.toLowerCase() !== created.email.trim().toLowerCase())
        throw new AccessRefused('not_permitted', INVITATION_OTHER_EMAIL);
      const fresh = newConfirmationToken();
      const [sent] = await tx.update(users).set(fresh.columns).where(eq(users.id, created.id)).returning();
      confirmation = fresh.token;
      await recordActivity(tx, {
        userId: created.id,
        action: ACTIVITY_ACTIONS.registration,
        description:
          'Registered with an invitation link; it can be accepted once the e-mail address is confirmed',
      });
      return { user: sent!, organization: null, membership: null };
    }
    if (invitationToken) {
      const joined = await joinByInvitation(tx, created, invitationToken);
      await recordActivity(tx, {
        organizationId: joined.id,
        userId: created.id,
        action: ACTIVITY_ACTIONS.registration,
        description: `Registered to join ${joined.businessName}`,
      });
      const workplace = await currentOrganizationOf(tx, created);
      return { user: { ...created, currentOrganizationId: joined.id }, ...workplace };
    }
    if (!businessName || !industry) throw badRequest('Business name and industry are required');
    const founded = await foundOrganization(tx, created, {
      businessName,
      industry,
      businessNumber: input.businessNumber,
    });
    await recordActivity(tx, {
      organizationId: founded.id,
      userId: created.id,
      action: ACTIVITY_ACTIONS.registration,
      description: `Registered ${founded.businessName}`,
    });
    return {
      user: { ...created, currentOrganizationId: founded.id },
      organization: founded,
      membership: { role: 'owner' as const, canAffirm: true },
    };
  });
  if (replacing?.sessionId) await deps.sessions.destroy(replacing.sessionId);
  const token = await deps.sessions.create(user.id);
  if (confirmation) mailConfirmation(deps, user.email, user.username, confirmation);
  return { token, user, organization, membership };
}

export async function signOut(deps: AuthDeps, actor: Actor | null): Promise<void> {
  authorize(actor, 'account:own');
  if (actor.sessionId) await deps.sessions.destroy(actor.sessionId);
  await recordActivity(deps.db, {
    organizationId: actor.organization?.id ?? null,
    userId: actor.user.id,
    actorUserId: actingUserId(actor, actor.user.id),
    action: ACTIVITY_ACTIONS.signOut,
    description: 'Signed out',
  });
}

export function currentUser(actor: Actor | null): PublicUser {
  authorize(actor, 'account:own');
  const user = toPublicUser(actor.user, actor.organization, actor.membership);
  // An admin viewing the platform is not held back by it (serve.ts), and cannot change it anyway.
  return actor.impersonatorId ? { ...user, passwordChangeRequired: false } : user;
}
