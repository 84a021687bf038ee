import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  EMAIL_CONFIRMATION_LINK_HOURS,
  emailConfirmationLink,
  EMAIL_CONFIRMATION_RESEND_SECONDS,
  INVALID_EMAIL_CONFIRMATION_LINK,
  type PublicUser,
} from '../../contract/auth';
import { actingUserId, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import type { UserRow } from '../db/rows';
import { users } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/errors';
import { emailConfirmationMessage } from '../mail/email-confirmation-message';
import type { Outbox } from '../mail/outbox';
import { EMAIL_TAKEN, isUniqueViolation, toPublicUser } from './users';

/*
 * Confirmed e-mail (D34, issue 38 item 7). An address counts for invitations (and is the one a
 * password reset mail goes to) only once a link mailed to it was opened by its account: whoever
 * holds a session, or an invitation link, cannot claim an address they do not read. `users.email`
 * is the account's address, confirmed or (registered on a server that sends mail) not yet;
 * `users.pending_email` a new address asked for, which replaces it only when its link is opened.
 * Only the SHA-256 of a link's token is stored, as for reset links; the token is masked in logs.
 */

export interface EmailConfirmationDeps {
  db: Db;
  /** Undefined without SMTP_URL: no link can be sent, so nothing new is ever confirmed. */
  outbox: Outbox | undefined;
  /** PUBLIC_URL: the links never take their host from the request. */
  publicUrl: string;
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The address awaiting confirmation: a new one asked for, else the account's own when unconfirmed. */
export function awaitingConfirmation(user: UserRow): string | null {
  return user.pendingEmail ?? (user.emailConfirmedAt ? null : user.email);
}

/** A fresh token for the address awaiting confirmation: the columns to set, and the token itself. */
export function newConfirmationToken(): {
  token: string;
  columns: { emailTokenHash: string; emailTokenSentAt: ReturnType<typeof sql> };
} {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, columns: { emailTokenHash: hashOf(token), emailTokenSentAt: sql`now()` } };
}

/** Posts the confirmation mail after the answer (D20: mail never holds up a request). */
export function mailConfirmation(
  deps: EmailConfirmationDeps,
  to: string,
  username: string,
  token: string,
): void {
  const link = emailConfirmationLink(deps.publicUrl, token);
  deps.outbox?.post('e-mail confirmation', async () => emailConfirmationMessage({ to, username, link }));
}

/** The account's row, locked for this transaction: every e-mail write of one account goes one at a time. */
export async function lockAccount(tx: Db, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw badRequest(INVALID_EMAIL_CONFIRMATION_LINK);
  return row;
}

const publicOf = (actor: Actor, row: UserRow): PublicUser =>
  toPublicUser(row, actor.organization, actor.membership);

/**
 * POST /api/auth/confirm-email: the token of a link mailed to the address awaiting confirmation,
 * opened signed in to its own account (a link opened in another account's session is refused like
 * an unknown one: it confirms nothing for anybody else). Under the account's row lock, so that of
 * two openings one confirms and the other finds the link used, and an address asked for meanwhile
 * is never confirmed by the earlier link. An address another account confirmed first is 409.
 */
export async function confirmEmail(
  deps: Pick<EmailConfirmationDeps, 'db'>,
  actor: Actor | null,
  token: string,
): Promise<PublicUser> {
  authorize(actor, 'account:edit:own');
  const userId = actor.user.id;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [live] = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.emailTokenHash, hashOf(token)),
            isNotNull(users.emailTokenSentAt),
            gt(users.emailTokenSentAt, sql`now() - make_interval(hours => ${EMAIL_CONFIRMATION_LINK_HOURS})`),
          ),
        );
      const address = live && awaitingConfirmation(live);
      if (!live || !address) throw badRequest(INVALID_EMAIL_CONFIRMATION_LINK);
      const [confirmed] = await tx
        .update(users)
        .set({
          email: address,
          emailConfirmedAt: sql`now()`,
          pendingEmail: null,
          emailTokenHash: null,
          emailTokenSentAt: null,
        })
        .where(eq(users.id, userId))
        .returning();
      await recordActivity(tx, {
        userId,
        actorUserId: actingUserId(actor, userId),
        action: ACTIVITY_ACTIONS.emailConfirmed,
        description: live.pendingEmail
          ? 'Confirmed a new e-mail address by the link mailed to it'
          : 'Confirmed the e-mail address by the link mailed to it',
      });
      return confirmed!;
    });
    return publicOf(actor, row);
  } catch (error) {
    // Another account confirmed the same address first: the unique index of confirmed addresses decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
}

function tooSoon(seconds: number): HttpError {
  const error = new HttpError(
    429,
    `A confirmation link was sent less than a minute ago. Please wait ${seconds} seconds and try again.`,
  );
  error.headers = { 'Retry-After': String(seconds) };
  return error;
}

export const NOTHING_TO_CONFIRM = 'No e-mail address of this account awaits confirmation';
export const NO_MAIL_TO_CONFIRM =
  'This server sends no e-mail, so no address can be confirmed: invitations accept only the address the account registered with.';

/**
 * POST /api/auth/email-confirmation: mails a new link for the address awaiting confirmation (the
 * earlier link stops working), at most once a minute (429 with Retry-After).
 */
export async function sendEmailConfirmation(
  deps: EmailConfirmationDeps,
  actor: Actor | null,
): Promise<PublicUser> {
  authorize(actor, 'account:edit:own');
  if (!deps.outbox) throw conflict(NO_MAIL_TO_CONFIRM);
  const userId = actor.user.id;
  const { row, token, address } = await deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    const awaiting = awaitingConfirmation(current);
    if (!awaiting) throw conflict(NOTHING_TO_CONFIRM);
    const [{ wait } = { wait: 0 }] = await tx
      .select({
        wait: sql<number>`greatest(0, ceil(extract(epoch from (${users.emailTokenSentAt} + make_interval(secs => ${EMAIL_CONFIRMATION_RESEND_SECONDS}) - now()))))::int`,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailTokenSentAt)));
    if (wait > 0) throw tooSoon(wait);
    const fresh = newConfirmationToken();
    const [updated] = await tx.update(users).set(fresh.columns).where(eq(users.id, userId)).returning();
    await recordActivity(tx, {
      userId,
      actorUserId: actingUserId(actor, userId),
      action: ACTIVITY_ACTIONS.emailConfirmationSent,
      description: 'A confirmation link was mailed to the address awaiting confirmation',
    });
    return { row: updated!, token: fresh.token, address: awaiting };
  });
  mailConfirmation(deps, address, row.username, token);
  return publicOf(actor, row);
}

/** DELETE /api/auth/email-confirmation: drops the new address asked for; the account keeps its own. */
export async function cancelEmailChange(
  deps: Pick<EmailConfirmationDeps, 'db'>,
  actor: Actor | null,
): Promise<PublicUser> {
  authorize(actor, 'account:edit:own');
  const userId = actor.user.id;
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    if (!current.pendingEmail) throw conflict('No new e-mail address awaits confirmation');
    const [updated] = await tx
      .update(users)
      // The link sent was the new address's: it must not confirm the account's own address either.
      .set({ pendingEmail: null, emailTokenHash: null, emailTokenSentAt: null })
      .where(eq(users.id, userId))
      .returning();
    await recordActivity(tx, {
      userId,
      actorUserId: actingUserId(actor, userId),
      action: ACTIVITY_ACTIONS.emailChangeCancelled,
      description: 'Cancelled the change of e-mail address; the link sent for it no longer works',
    });
    return updated!;
  });
  return publicOf(actor, row);
}
