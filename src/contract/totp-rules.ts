/**
 * The words and numbers of two-step sign-in, without its schemas (totp.ts): the web app's first
 * load reads these, and must not download the validation library with them (issue 14).
 */

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
