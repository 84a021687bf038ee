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
/** A staff account that has not turned two-step sign-in on yet, with the right password (D33). */
export const TOTP_ENROLMENT_REQUIRED = 'totp_enrolment_required';

/** How long a staff account's enrolment link works (D33). */
export const TOTP_ENROLMENT_LINK_DAYS = 7;

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
  codeUsed: 'That code was used already. Wait for the next code from your authenticator app',
  requiredForStaff: 'Staff accounts must keep two-step sign-in on (STAFF_TOTP_REQUIRED)',
  enrolmentRequired:
    'Your account must turn on two-step sign-in first: open the enrolment link you were given, or ask an administrator for a new one.',
  enrolmentLinkInvalid:
    'This enrolment link does not work: it was used already, it expired, or a newer link replaced it. Ask an administrator for a new one.',
  enrolmentLinkForStaffOnly: 'Only staff accounts (auditors and admins) enrol through a link',
  notWhileImpersonating: 'Only the account holder can change two-step sign-in',
  wrongPassword: 'Your password is not right',
} as const;
