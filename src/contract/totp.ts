import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH } from './constants';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, TOTP_DIGITS, TOTP_MESSAGES } from './totp-rules';

export {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_INVALID,
  TOTP_MESSAGES,
  TOTP_PERIOD_SECONDS,
  TOTP_REQUIRED,
  TOTP_WINDOW_STEPS,
} from './totp-rules';

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
