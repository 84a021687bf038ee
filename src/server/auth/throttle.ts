import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';
import { HttpError } from '../http/errors';

/** Failed sign-ins allowed per window, per IP and username pair and per IP alone. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 50, windowMs: 15 * 60_000 } as const;

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

export function throttleKeys(ip: string, username: string) {
  return { account: `account:${ip}:${username.toLowerCase()}`, address: `address:${ip}` };
}

const windowStart = () => new Date(Date.now() - SIGN_IN_LIMITS.windowMs);

export async function assertNotThrottled(db: Db, keys: ReturnType<typeof throttleKeys>): Promise<void> {
  const rows = await db
    .select()
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, [keys.account, keys.address]));
  const since = windowStart();
  const over = rows.some(
    (row) =>
      row.windowStartedAt > since &&
      row.failures >= (row.key === keys.account ? SIGN_IN_LIMITS.perAccount : SIGN_IN_LIMITS.perAddress),
  );
  if (over) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

export async function recordSignInFailure(db: Db, keys: ReturnType<typeof throttleKeys>): Promise<void> {
  const since = windowStart();
  await db
    .insert(signInThrottle)
    .values([keys.account, keys.address].map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${signInThrottle.windowStartedAt} > ${since} then ${signInThrottle.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${signInThrottle.windowStartedAt} > ${since} then ${signInThrottle.windowStartedAt} else now() end`,
      },
    });
}

export async function clearSignInFailures(db: Db, keys: ReturnType<typeof throttleKeys>): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.account]));
}
