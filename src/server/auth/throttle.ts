import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { EVIDENCE_PACKAGE_LIMIT, tooManyPackageRequests } from '../../contract/exports';
import {
  PASSWORD_RESET_LIMITS,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  SIGN_IN_LIMITS,
  tooManyPasswordResetRequests,
  tooManyRegistrations,
  tooManySignInAttempts,
} from '../../contract/auth';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';
import { HttpError } from '../http/errors';

/** The limits of D26 in force, from the configuration. */
export interface ThrottlePolicy {
  /** The first wait after the free failures; it doubles with each further failure. */
  firstDelaySeconds: number;
  registrationsPerHour: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  firstDelaySeconds: SIGN_IN_LIMITS.firstDelaySeconds,
  registrationsPerHour: REGISTRATIONS_PER_ADDRESS_PER_HOUR,
};

declare module 'fastify' {
  interface FastifyInstance {
    throttlePolicy: ThrottlePolicy;
  }
}

/** 429 with a message that says how long, and the same wait in Retry-After (D5, D26). */
export class TooManyAttempts extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

/**
 * Sign-ins are counted per username from any address (`account:`) and per address across
 * usernames (`address:`), so that neither rotating addresses nor rotating usernames escapes.
 * An attempt from a browser with a valid device cookie of the account (D33) is counted on that
 * cookie (`device:`) instead of the account, so that a stranger's failures never slow its owner
 * down, while the cookie's own wrong guesses still wait as an account's would.
 */
export function throttleKeys(ip: string, username: string, device?: { userId: string; tokenId: string }) {
  return {
    account: `account:${username.trim().toLowerCase()}`,
    address: `address:${ip}`,
    ...(device ? { device: `device:${device.userId}:${device.tokenId}` } : {}),
  };
}
export interface ThrottleKeys {
  account: string;
  address: string;
  device?: string;
}

/** The key that holds the per-account count of this attempt: the device cookie's, when it has one. */
const accountKey = (keys: ThrottleKeys) => keys.device ?? keys.account;

interface Counted {
  counted: boolean;
  waitSeconds: number;
}

/**
 * Counts one attempt on `key`, atomically, before the password is checked (D26): one upsert that
 * takes the row lock, so parallel attempts are counted one after the other. The first `free`
 * attempts pass; after that an attempt passes only when the wait since the last counted one has
 * passed, a wait that doubles with each failure up to the cap. An attempt that must wait is not
 * counted (it checks no password) and learns how long is left. The count starts again from zero
 * once its window, counted from its first failure, has passed.
 */
async function countAttempt(
  db: Db,
  key: string,
  limit: { free: number; windowSeconds: number },
  policy: ThrottlePolicy,
): Promise<Counted> {
  const { free } = limit;
  const attemptId = crypto.randomUUID();
  const t = signInThrottle;
  const firstMs = policy.firstDelaySeconds * 1000;
  const maxMs = Math.max(firstMs, SIGN_IN_LIMITS.maxDelaySeconds * 1000);
  // The wait the row's count imposes; the exponent is capped so that 2^n stays a finite number.
  const wait = sql`(interval '1 millisecond' * least(${firstMs}::float8 * power(2::float8, least(greatest(${t.failures} - ${free}, 0), 40)), ${maxMs}::float8))`;
  const stale = sql`${t.windowStartedAt} < now() - ${`${limit.windowSeconds} seconds`}::interval`;
  const allowed = sql`(${stale} or ${t.failures} < ${free} or ${t.lastAttemptAt} + ${wait} <= now())`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, attemptId })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${stale} then 1 when ${allowed} then ${t.failures} + 1 else ${t.failures} end`,
        windowStartedAt: sql`case when ${stale} then now() else ${t.windowStartedAt} end`,
        lastAttemptAt: sql`case when ${allowed} then now() else ${t.lastAttemptAt} end`,
        attemptId: sql`case when ${allowed} then ${attemptId} else ${t.attemptId} end`,
      },
    })
    .returning({
      counted: sql<boolean>`${t.attemptId} = ${attemptId}`,
      // Both from the database clock, so that several app processes agree.
      waitSeconds: sql<number>`greatest(extract(epoch from (${t.lastAttemptAt} + ${wait} - now())), 0)::float8`,
    });
  return { counted: row!.counted, waitSeconds: Number(row!.waitSeconds) };
}

/** Gives back an attempt counted on `key` that checked no password, or whose password was right. */
async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.key, key));
}

const ACCOUNT_LIMIT = {
  free: SIGN_IN_LIMITS.freeFailuresPerAccount,
  windowSeconds: SIGN_IN_LIMITS.accountWindowSeconds,
};
const ADDRESS_LIMIT = {
  free: SIGN_IN_LIMITS.freeFailuresPerAddress,
  windowSeconds: SIGN_IN_LIMITS.addressWindowSeconds,
};

/**
 * Counts a sign-in attempt on both keys before any password is checked; throws 429 when either
 * must wait. The address is counted first, so that an attempt refused there does not count
 * against the account.
 */
export async function countSignInAttempt(db: Db, keys: ThrottleKeys, policy: ThrottlePolicy): Promise<void> {
  const address = await countAttempt(db, keys.address, ADDRESS_LIMIT, policy);
  if (!address.counted)
    throw new TooManyAttempts(tooManySignInAttempts(address.waitSeconds), address.waitSeconds);
  const account = await countAttempt(db, accountKey(keys), ACCOUNT_LIMIT, policy);
  if (!account.counted) {
    await giveBack(db, keys.address);
    throw new TooManyAttempts(tooManySignInAttempts(account.waitSeconds), account.waitSeconds);
  }
}

/**
 * A successful sign-in clears the account's failures (or, through a device cookie, only that
 * cookie's: a stranger's count on the account stays) and gives back its attempt on the address.
 */
export async function clearSignInFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey(keys)));
  await giveBack(db, keys.address);
}

/**
 * Forgets a username's failed sign-ins: after a password reset by e-mail (D20), which proves the
 * mailbox, the new password works at once. Takes the caller's transaction.
 */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, throttleKeys('', username).account));
}

/**
 * Counts one request on `key` in a fixed window (one hour unless said), atomically: of requests
 * counted at once, each gets a count of its own. Answers the count in the window so far and how
 * long until the window ends.
 */
async function countInWindow(
  db: Db,
  key: string,
  windowSeconds = 3600,
): Promise<{ count: number; waitSeconds: number }> {
  const t = signInThrottle;
  const window = sql`${`${windowSeconds} seconds`}::interval`;
  const fresh = sql`${t.windowStartedAt} > now() - ${window}`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${fresh} then ${t.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${t.windowStartedAt} else now() end`,
        lastAttemptAt: sql`now()`,
      },
    })
    .returning({
      count: t.failures,
      waitSeconds: sql<number>`greatest(extract(epoch from (${t.windowStartedAt} + ${window} - now())), 0)::float8`,
    });
  return { count: row!.count, waitSeconds: Number(row!.waitSeconds) };
}

/** Counts a registration from `ip` per hour (D26), and throws 429 beyond the limit. */
export async function countRegistration(db: Db, ip: string, policy: ThrottlePolicy): Promise<void> {
  const { count, waitSeconds } = await countInWindow(db, `register:${ip}`);
  if (count > policy.registrationsPerHour)
    throw new TooManyAttempts(tooManyRegistrations(waitSeconds), waitSeconds);
}

/**
 * Counts a "Forgot password?" request (D20, D26) per network address, where beyond the limit it
 * throws 429, then per e-mail address asked for, whether or not an account uses it. Answers
 * whether that mailbox may get another mail this hour: beyond its limit the request is still
 * answered 202 ("always 202", issue 12) but sends nothing, so a stranger cannot flood a mailbox
 * and the answer says nothing about the address. The e-mail address is kept only as a hash.
 */
export async function countPasswordResetRequest(db: Db, ip: string, email: string): Promise<boolean> {
  const network = await countInWindow(db, `reset-address:${ip}`);
  if (network.count > PASSWORD_RESET_LIMITS.perAddressPerHour)
    throw new TooManyAttempts(tooManyPasswordResetRequests(network.waitSeconds), network.waitSeconds);
  const emailKey = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const mailbox = await countInWindow(db, `reset-email:${emailKey}`);
  return mailbox.count <= PASSWORD_RESET_LIMITS.perEmailPerHour;
}

/**
 * Counts a request of `userId` for the evidence package of `organizationId` (issue 38) in a window
 * of a minute from the first, and throws 429 beyond the limit. Counted in PostgreSQL, as the other
 * limits are, so that it holds whichever app process answers.
 */
export async function countPackageRequest(db: Db, userId: string, organizationId: string): Promise<void> {
  const { requests, windowSeconds } = EVIDENCE_PACKAGE_LIMIT;
  const { count, waitSeconds } = await countInWindow(
    db,
    `evidence-package:${userId}:${organizationId}`,
    windowSeconds,
  );
  if (count > requests) throw new TooManyAttempts(tooManyPackageRequests(waitSeconds), waitSeconds);
}

/**
 * Counts a wrong password given for the account `userId` (D33), in a window of a day from the
 * first one, whatever the throttle decided; answers the count so far. Atomic: of failures counted
 * at once, by any number of processes, exactly one sees each count.
 */
export async function countFailedPassword(db: Db, userId: string): Promise<number> {
  const { count } = await countInWindow(
    db,
    `failed-password:${userId}`,
    SIGN_IN_LIMITS.ownerMailWindowSeconds,
  );
  return count;
}

/**
 * Removes counters whose window has passed: they would start again from zero anyway. For the
 * housekeeping sweep; safe to run from several processes at once.
 */
export async function purgeStaleThrottles(db: Db): Promise<number> {
  const longest = Math.max(
    SIGN_IN_LIMITS.accountWindowSeconds,
    SIGN_IN_LIMITS.addressWindowSeconds,
    SIGN_IN_LIMITS.ownerMailWindowSeconds,
    3600,
  );
  const removed = await db
    .delete(signInThrottle)
    .where(sql`${signInThrottle.windowStartedAt} < now() - ${`${longest} seconds`}::interval`)
    .returning({ key: signInThrottle.key });
  return removed.length;
}
