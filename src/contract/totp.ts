import { z } from 'zod';
import { LOGIN_PASSWORD_MAX_LENGTH } from './constants';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, TOTP_DIGITS, TOTP_MESSAGES } from './totp-rules';

export {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ENROLMENT_LINK_DAYS,
  TOTP_ENROLMENT_REQUIRED,
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
  /** The account may not turn it off: a staff account while STAFF_TOTP_REQUIRED holds (D33). */
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

/** The roles that enrol through a link: STAFF_ROLES of staff.ts (which imports this file's neighbours). */
const staffRole = z.enum(['auditor', 'admin']);

/** The token of a staff account's enrolment link (D33), as the page sends it back. */
const enrolmentTokenSchema = z
  .string(TOTP_MESSAGES.enrolmentLinkInvalid)
  .min(1, TOTP_MESSAGES.enrolmentLinkInvalid)
  .max(200, TOTP_MESSAGES.enrolmentLinkInvalid);

/** POST /api/auth/totp-enrolment/start: the link's token. */
export const enrolmentStartSchema = z.object({ token: enrolmentTokenSchema });
export type EnrolmentStartInput = z.input<typeof enrolmentStartSchema>;

/** Its answer: whose link it is, until when it works, and the secret to scan. */
export const linkEnrolmentSchema = z.object({
  username: z.string(),
  role: staffRole,
  expiresAt: z.string(),
  enrolment: totpEnrolmentSchema,
});
export type LinkEnrolment = z.infer<typeof linkEnrolmentSchema>;

/** POST /api/auth/totp-enrolment/finish: the link's token and the first code of the secret. */
export const enrolmentFinishSchema = z.object({ token: enrolmentTokenSchema, code: totpCodeSchema });
export type EnrolmentFinishInput = z.input<typeof enrolmentFinishSchema>;

/** Its answer: two-step sign-in is on; the recovery codes, shown once. */
export const linkEnrolledSchema = recoveryCodesSchema.extend({
  username: z.string(),
  role: staffRole,
});
export type LinkEnrolled = z.infer<typeof linkEnrolledSchema>;

/**
 * An enrolment link made for a staff account (D33), shown to the admin who made it: the link
 * itself (the only time it is shown), when it expires, and whether it was also posted by e-mail.
 */
export const enrolmentLinkSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
  mailed: z.boolean(),
});
export type EnrolmentLink = z.infer<typeof enrolmentLinkSchema>;
