import crypto from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { PRODUCT_NAME } from '../../contract/constants';
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_PERIOD_SECONDS,
  TOTP_MESSAGES,
  TOTP_WINDOW_STEPS,
  type TotpEnrolment,
} from '../../contract/totp';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { totpRecoveryCodes, users } from '../db/schema';
import { conflict } from '../http/errors';

/**
 * The mechanics of two-step sign-in (D20): TOTP secrets and codes (RFC 6238, through otplib),
 * the QR code of an enrolment, and the recovery codes. Who may call them is decided by the
 * capability functions in totp-account.ts and by the sign-in (second-step.ts).
 */

/**
 * The time step (Unix time / 30 s) whose code `code` is, among the current step and the steps just
 * before and after it (clock drift); null when it is none of them.
 */
export async function matchingStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Takes the time step of a right code for the account, atomically: true once per step, and only
 * for a step later than every one the account used before (D33), so a code seen over a shoulder
 * or in a proxy's log cannot be used again, and of two sign-ins sent at once with the same code
 * one passes. One conditional UPDATE: the row lock orders concurrent claims.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** The outcome of a code for an account with two-step sign-in on. */
export type CodeCheck = 'accepted' | 'wrong' | 'used';

/** A code of the account's secret, accepted once (matchingStep, then claimStep). */
export async function useCode(db: Db, userId: string, secret: string, code: string): Promise<CodeCheck> {
  const step = await matchingStep(secret, code);
  if (step === null) return 'wrong';
  return (await claimStep(db, userId, step)) ? 'accepted' : 'used';
}

/**
 * The secret waiting for its first code: the one already waiting, else a new one (160 bits).
 * Reused, so that a QR code scanned before a reload or a failed attempt stays valid. Not logged:
 * nothing changes for the account until a code confirms the secret (then `totp_enabled` is).
 */
export async function pendingSecret(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ totpPendingSecret: sql`coalesce(${users.totpPendingSecret}, ${generateSecret()})` })
    .where(eq(users.id, userId))
    .returning({ secret: users.totpPendingSecret });
  return row!.secret!;
}

/** What an authenticator app needs: the otpauth:// URL, its QR code (SVG data URL), the secret to type. */
export async function enrolmentFor(secret: string, username: string): Promise<TotpEnrolment> {
  const otpauthUrl = generateURI({ issuer: PRODUCT_NAME, label: username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** `abcde-fghij`: RECOVERY_CODE_LENGTH random base32 characters (50 bits), in two groups. */
function newRecoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${characters.slice(0, half)}-${characters.slice(half)}`;
}

/**
 * The stored form of a recovery code (already normalized by `recoveryCodeSchema`: lower case, no
 * dash). The codes are random, 50 bits each, so a fast hash is enough; the user id in it means a
 * copied table cannot be searched for all accounts' codes at once.
 */
function hashRecoveryCode(userId: string, normalized: string): string {
  return crypto.createHash('sha256').update(`${userId}:${normalized}`).digest('hex');
}

/** Replaces the user's recovery codes with ten new ones and returns them: the only time they are shown. */
export async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx
    .insert(totpRecoveryCodes)
    .values(
      [...codes].map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code.replace('-', '')) })),
    );
  return [...codes];
}

/** Uses up one recovery code, atomically: true once per code, false for an unknown or used one. */
export async function useRecoveryCode(db: Db, userId: string, normalized: string): Promise<boolean> {
  const used = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, hashRecoveryCode(userId, normalized)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row!.n;
}

/**
 * Turns two-step sign-in on with the pending secret, whose code of time step `step` the caller
 * checked: the secret moves into use, that step counts as used (the enrolment's code does not
 * sign in afterwards, D33), ten recovery codes are made, and the entry is logged, in one write.
 * `within` runs in the same transaction (the enrolment link is used up there).
 */
export async function turnOnTwoStep(
  db: Db,
  userId: string,
  step: number,
  entry: { actorUserId: string | null; how: string },
  within?: (tx: Db) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (within) await within(tx);
    const [updated] = await tx
      .update(users)
      .set({
        totpSecret: sql`${users.totpPendingSecret}`,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: step,
      })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), isNotNull(users.totpPendingSecret)))
      .returning({ id: users.id });
    // Another request turned it on first with the same secret.
    if (!updated) throw conflict(TOTP_MESSAGES.alreadyOn);
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordActivity(tx, {
      userId,
      actorUserId: entry.actorUserId,
      action: ACTIVITY_ACTIONS.totpEnabled,
      description: `Turned on two-step sign-in ${entry.how}`,
    });
    return codes;
  });
}
