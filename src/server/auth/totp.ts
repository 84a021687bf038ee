import crypto from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/client';
import { totpRecoveryCodes, users } from '../db/schema';
import { conflict } from '../http/errors';

/**
 * The mechanics of two-step sign-in (D20): TOTP secrets and codes (RFC 6238, through otplib),
 * the QR code of an enrolment, and the recovery codes. Who may call them is decided by the
 * capability functions in totp-account.ts and by the sign-in (second-step.ts).
 */

/** Whether `code` is the code of `secret` now, or of the step just before or after (clock drift). */
export async function codeMatches(secret: string, code: string): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
  });
  return result.valid;
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
 * Turns two-step sign-in on with the pending secret (its code was checked by the caller): the
 * secret moves into use, ten recovery codes are made, and the entry is logged, in one write.
 */
export async function turnOnTwoStep(
  db: Db,
  userId: string,
  entry: { actorUserId: string | null; how: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        totpSecret: sql`${users.totpPendingSecret}`,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
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
