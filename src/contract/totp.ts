import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH } from './constants';

/** Two-step sign-in (D20): TOTP of RFC 6238 with the parameters every authenticator app uses. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and the step after the current one are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** Ten single-use recovery codes, each 10 characters of base32 shown as `xxxxx-xxxxx`. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

/** Machine-readable reasons a sign-in stopped at the second step (the envelope's `code`, D5). */
export const TOTP_REQUIRED = 'totp_required';
export const TOTP_INVALID = 'totp_invalid';

export const TOTP_MESSAGES = {
  required: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  invalid: 'That code is not right. Enter the current code from your authenticator app, or a recovery code',
  codeInvalid: 'That code is not right. Enter the current code from your authenticator app',
  enrolmentInvalid: 'That code is not right. Scan the QR code again and enter the current code',
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code`,
  recoveryCodeFormat: 'Enter a recovery code such as abcde-fghij',
  notSetUp: 'Start the set-up first: no secret is waiting for a code',
  alreadyOn: 'Two-step sign-in is already on',
  notOn: 'Two-step sign-in is not on',
  requiredForAdmins:
    'Administrators must keep two-step sign-in on: the admin console requires it (ADMIN_TOTP_REQUIRED)',
  notWhileImpersonating: 'Only the account holder can change two-step sign-in',
  wrongPassword: 'Your password is not right',
} as const;

/** Spaces and dashes people type between groups are ignored. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** A 6-digit code from an authenticator app ("123 456" is read as "123456"). */
export const totpCodeSchema = z
  .string(TOTP_MESSAGES.codeFormat)
  .max(20, TOTP_MESSAGES.codeFormat)
  .transform(compact)
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TOTP_MESSAGES.codeFormat));

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code as typed: any case, with or without its dash; normalized to 10 lower-case characters. */
export const recoveryCodeSchema = z
  .string(TOTP_MESSAGES.recoveryCodeFormat)
  .max(40, TOTP_MESSAGES.recoveryCodeFormat)
  .transform((value) => compact(value).toLowerCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`),
        TOTP_MESSAGES.recoveryCodeFormat,
      ),
  );

export { RECOVERY_ALPHABET };

/** What enrolment shows: the secret to type by hand, the otpauth:// URL and its QR code (an SVG data URL). */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** GET /api/auth/totp. Never the secret. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The account may not turn it off: an admin while the console requires it. */
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** The recovery codes, shown once: at enabling and at renewal. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/totp/enable and POST /api/auth/totp/recovery-codes: a current code. */
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });
export type TotpCodeBody = z.input<typeof totpCodeBodySchema>;

/** POST /api/auth/totp/disable: the password again (re-authentication, throttled like sign-in). */
export const disableTotpSchema = z.object({
  password: z
    .string('Enter your password')
    .min(1, 'Enter your password')
    .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`),
});
export type DisableTotpInput = z.input<typeof disableTotpSchema>;

/** The second step of a sign-in: a current code, or one of the recovery codes. */
export const secondFactorFields = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
