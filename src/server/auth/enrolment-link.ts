import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { StaffRole } from '../../contract/staff';
import {
  TOTP_ENROLMENT_LINK_DAYS,
  TOTP_MESSAGES,
  type EnrolmentFinishInput,
  type LinkEnrolled,
  type LinkEnrolment,
} from '../../contract/totp';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { totpEnrolmentTokens, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isStaffRole } from './second-step';
import { enrolmentFor, matchingStep, pendingSecret, turnOnTwoStep } from './totp';

/*
 * Enrolment links (D33): a staff account turns two-step sign-in on through a single-use link made
 * when the account is created (console or `npm run user:create`) or later by an admin, before it
 * can sign in at all. As with the reset links, the database keeps only the SHA-256 of a link's
 * 256-bit random token. A link works for TOTP_ENROLMENT_LINK_DAYS days, once; a newer link
 * replaces the older ones.
 */

const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export const enrolmentLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/enrol?token=${encodeURIComponent(token)}`;

export interface IssuedEnrolmentLink {
  link: string;
  expiresAt: Date;
}

/**
 * Makes the account's enrolment link, in the caller's transaction: the older open links of the
 * account stop working, and the secret waiting for a first code is dropped, so that a secret shown
 * through an older link is never the one turned on. The account must be a staff account without
 * two-step sign-in (the callers check, under the row lock where it matters).
 */
export async function issueEnrolmentLink(
  tx: Db,
  userId: string,
  publicUrl: string,
): Promise<IssuedEnrolmentLink> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx
    .update(totpEnrolmentTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(totpEnrolmentTokens.userId, userId), isNull(totpEnrolmentTokens.usedAt)));
  await tx.update(users).set({ totpPendingSecret: null }).where(eq(users.id, userId));
  const [row] = await tx
    .insert(totpEnrolmentTokens)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${`${TOTP_ENROLMENT_LINK_DAYS} days`}::interval`,
    })
    .returning({ expiresAt: totpEnrolmentTokens.expiresAt });
  return { link: enrolmentLinkUrl(publicUrl, token), expiresAt: row!.expiresAt };
}

/** issueEnrolmentLink with its activity entry, naming who made it (`by`); the link is never logged. */
export async function issueLoggedEnrolmentLink(
  tx: Db,
  userId: string,
  context: { publicUrl: string; actorUserId: string | null; by: string },
): Promise<IssuedEnrolmentLink> {
  const issued = await issueEnrolmentLink(tx, userId, context.publicUrl);
  await recordActivity(tx, {
    userId,
    actorUserId: context.actorUserId,
    action: ACTIVITY_ACTIONS.totpEnrolmentLink,
    description: `Enrolment link for two-step sign-in made ${context.by}`,
  });
  return issued;
}

/** Unknown, used, expired, replaced, or of an account disabled or enrolled since: one answer for all. */
const deadLink = () => notFound(TOTP_MESSAGES.enrolmentLinkInvalid);

const liveToken = (token: string) =>
  and(
    eq(totpEnrolmentTokens.tokenHash, hashToken(token)),
    isNull(totpEnrolmentTokens.usedAt),
    gt(totpEnrolmentTokens.expiresAt, sql`now()`),
  );

/** The live link's account: a staff account, enabled, without two-step sign-in on. */
async function linkedAccount(db: Db, token: string) {
  const [found] = await db
    .select({
      userId: users.id,
      username: users.username,
      role: users.role,
      expiresAt: totpEnrolmentTokens.expiresAt,
    })
    .from(totpEnrolmentTokens)
    .innerJoin(users, eq(users.id, totpEnrolmentTokens.userId))
    .where(and(liveToken(token), isNull(users.disabledAt), isNull(users.totpEnabledAt)))
    .limit(1);
  if (!found || !isStaffRole(found.role)) throw deadLink();
  return { ...found, role: found.role as StaffRole };
}

/**
 * POST /api/auth/totp-enrolment/start: what the enrolment page shows for a live link, the secret
 * to scan (the same one until it is confirmed, or until a newer link replaces this one).
 */
export async function startLinkEnrolment(db: Db, token: string): Promise<LinkEnrolment> {
  const account = await linkedAccount(db, token);
  return {
    username: account.username,
    role: account.role,
    expiresAt: account.expiresAt.toISOString(),
    enrolment: await enrolmentFor(await pendingSecret(db, account.userId), account.username),
  };
}

/**
 * POST /api/auth/totp-enrolment/finish: a code of the secret shown turns two-step sign-in on and
 * uses the link up, in one transaction (of two uses at once, one wins); the recovery codes are
 * answered once, and every session of the account ends (opened with the password alone, while
 * STAFF_TOTP_REQUIRED was off). The code's time step counts as used: sign-in takes the next one.
 */
export async function finishLinkEnrolment(
  deps: { db: Db; sessions: SessionStore },
  input: EnrolmentFinishInput,
): Promise<LinkEnrolled> {
  const account = await linkedAccount(deps.db, input.token);
  const [row] = await deps.db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, account.userId));
  const step = row?.pending ? await matchingStep(row.pending, input.code) : null;
  if (step === null) {
    throw badRequest(TOTP_MESSAGES.enrolmentInvalid, { code: TOTP_MESSAGES.enrolmentInvalid });
  }
  const recoveryCodes = await turnOnTwoStep(
    deps.db,
    account.userId,
    step,
    { actorUserId: null, how: 'through the enrolment link' },
    // Taken under the row lock first: of two uses of the link at once, the second finds it used.
    async (tx) => {
      const [taken] = await tx
        .update(totpEnrolmentTokens)
        .set({ usedAt: sql`now()` })
        .where(liveToken(input.token))
        .returning({ id: totpEnrolmentTokens.id });
      if (!taken) throw deadLink();
    },
  );
  await deps.sessions.destroyAllForUser(account.userId);
  return { username: account.username, role: account.role, recoveryCodes };
}

/**
 * A new enrolment link for a staff account that has not turned two-step sign-in on (D33), made by
 * an admin in the console: refused for a client (409), an enrolled account (409) and a disabled
 * one (409). Logged, naming the admin; the link itself is never logged.
 */
export async function newEnrolmentLinkFor(
  db: Db,
  userId: string,
  context: { publicUrl: string; actorUserId: string; by: string },
): Promise<IssuedEnrolmentLink & { user: { email: string; username: string } }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (!isStaffRole(target.role)) throw conflict(TOTP_MESSAGES.enrolmentLinkForStaffOnly);
    if (target.totpEnabledAt) throw conflict(TOTP_MESSAGES.alreadyOn);
    if (target.disabledAt)
      throw conflict('This account is disabled: enable it before making an enrolment link');
    const issued = await issueLoggedEnrolmentLink(tx, userId, context);
    return { ...issued, user: { email: target.email, username: target.username } };
  });
}
