import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  INVALID_RESET_LINK,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_REQUESTED,
  passwordResetByEmailOff,
  type ResetPasswordInput,
} from '../../contract/auth';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Outbox } from '../mail/outbox';
import { passwordResetMessage } from '../mail/password-reset-message';
import { hashPassword } from './password';
import { assertAcceptablePassword } from './password-rule';
import { clearAccountFailures, countPasswordResetRequest } from './throttle';

/*
 * "Forgot password?" (D20): a single-use link by e-mail, valid 30 minutes. The database keeps only
 * the SHA-256 of a link's token: a copy of the table opens no account. The token has 256 random
 * bits, so a fast hash is enough and a lookup by it is a plain index probe. The admin console
 * makes the same links to pass on by hand (issue 23, admin/reset-link.ts). Making a link leaves
 * the account's other open links working; using any one of them uses up them all.
 */

export interface RecoveryDeps {
  db: Db;
  sessions: SessionStore;
  /** Undefined without SMTP_URL: the feature is off. */
  outbox: Outbox | undefined;
  /** PUBLIC_URL (config.publicUrl): the links never take their host from the request. */
  publicUrl: string;
  /** SUPPORT_CONTACT: whom to ask when there is no mail (issue 23). */
  supportContact: string | undefined;
}

export const hashResetToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export interface IssuedResetToken {
  /** The token itself: only its hash is stored, and it is never logged. */
  token: string;
  expiresAt: Date;
}

/**
 * Stores a new reset token's hash for the user, in the caller's transaction (which records the
 * activity entry): valid for 30 minutes by the database's clock.
 */
export async function insertResetToken(tx: Db, userId: string, madeBy?: string): Promise<IssuedResetToken> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(passwordResetTokens)
    .values({
      userId,
      madeBy: madeBy ?? null,
      tokenHash: hashResetToken(token),
      expiresAt: sql`now() + ${`${PASSWORD_RESET_LINK_MINUTES} minutes`}::interval`,
    })
    .returning({ expiresAt: passwordResetTokens.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/**
 * Makes a reset token for the user, for the e-mail of "Forgot password?", with the activity entry
 * in the same transaction; answers the token itself.
 */
export async function issuePasswordResetToken(db: Db, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const { token } = await insertResetToken(tx, userId);
    await recordActivity(tx, {
      userId,
      action: ACTIVITY_ACTIONS.passwordResetRequested,
      description: 'Asked for a password reset link by e-mail',
    });
    return token;
  });
}

/**
 * POST /api/auth/forgot-password: always 202 (issue 12), with the message to show. Without mail
 * (no SMTP_URL) the message says whom to ask (SUPPORT_CONTACT, else the administrator) and
 * nothing else happens. Requests are counted per network address (429 beyond the limit) and per
 * e-mail address (beyond its limit the mail is skipped, the answer unchanged); otherwise the work
 * is posted to the outbox and the caller answers at once, the same for every address: whether an
 * account uses it, and whether that account is disabled (no mail then), is decided after the
 * answer.
 */
export async function requestPasswordReset(
  deps: RecoveryDeps,
  email: string,
  context: { ip: string },
): Promise<string> {
  const { outbox } = deps;
  if (!outbox) return passwordResetByEmailOff(deps.supportContact);
  const mayMail = await countPasswordResetRequest(deps.db, context.ip, email);
  if (!mayMail) return PASSWORD_RESET_REQUESTED;
  outbox.post('password reset', async () => {
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, username: users.username, disabledAt: users.disabledAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!user || user.disabledAt) return undefined;
    const token = await issuePasswordResetToken(deps.db, user.id);
    return passwordResetMessage({
      to: user.email,
      username: user.username,
      link: resetLink(deps.publicUrl, token),
    });
  });
  return PASSWORD_RESET_REQUESTED;
}

/** A link that is unknown, used, expired, or of an account disabled since: one answer for all. */
const invalidLink = () => badRequest(INVALID_RESET_LINK);

/**
 * POST /api/auth/reset-password: a live link's token and a new password that follows the rule of
 * D20. In one transaction: the token and every other open token of the user are used up, the
 * password is set, every session and device cookie of the user ends, the account's failed sign-ins
 * are forgotten, and the change is logged.
 */
export async function resetPasswordWithToken(
  deps: Pick<RecoveryDeps, 'db' | 'sessions'>,
  input: ResetPasswordInput,
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  const [found] = await deps.db
    .select({ userId: users.id, username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(live, isNull(users.disabledAt)))
    .limit(1);
  if (!found) throw invalidLink();
  // Checked before any hashing; a refused password leaves the link usable.
  assertAcceptablePassword(input.newPassword, found, 'newPassword');
  const password = await hashPassword(input.newPassword);
  const { userId } = found;
  await deps.db.transaction(async (tx) => {
    // Taken again under the row lock: of two uses at once, one wins.
    const [taken] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ id: passwordResetTokens.id, madeBy: passwordResetTokens.madeBy });
    if (!taken) throw invalidLink();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    // Every device cookie of the account is revoked with the old password (D33).
    // A link an admin made could have been opened by that admin: the password chosen with it must
    // be changed at the next sign-in (issue 38 item 8). One the account asked for by mail is its own.
    const byAdmin = taken.madeBy !== null;
    await tx
      .update(users)
      .set({ password, deviceEpoch: sql`${users.deviceEpoch} + 1`, passwordChangeRequired: byAdmin })
      .where(eq(users.id, userId));
    await deps.sessions.destroyAllForUser(userId, tx);
    // A user locked out by failed sign-ins (D26) can sign in with the new password at once.
    await clearAccountFailures(tx, found.username);
    await recordActivity(tx, {
      userId,
      action: ACTIVITY_ACTIONS.passwordReset,
      // The link came by e-mail or from an admin (the entry of its making says which).
      description: byAdmin
        ? 'Reset the password with a link an administrator made; every session was signed out, and a new password must be chosen at the next sign-in'
        : 'Reset the password with a single-use reset link; every session was signed out',
    });
  });
}
