import { z } from 'zod';
import {
  BUSINESS_NAME_MAX_LENGTH,
  CONFIRM_PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  INDUSTRIES,
  LOGIN_PASSWORD_MAX_LENGTH,
  MEMBER_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  ROLES,
  USERNAME_MAX_LENGTH,
} from './constants';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';
import { secondFactorFields } from './totp';

const trimmed = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);
/** What a person types as a name (their own, their business's): free text (issue 38). */
const typed = (max: number) =>
  freeText().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

export const loginSchema = z.object({
  username: trimmed(USERNAME_MAX_LENGTH).min(1, 'Username is required'),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`),
  // The second step for an account with two-step sign-in on (D20).
  ...secondFactorFields,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameSchema = trimmed(USERNAME_MAX_LENGTH)
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, numbers and . _ @ - only');

/** The messages of the password rule (D20), the same in the browser, the server and the CLI. */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  sameAsUsername: 'Password must not be the same as the username',
  sameAsEmail: 'Password must not be the same as the email address',
  tooCommon: 'This password is one of the most common passwords. Choose one that is harder to guess',
} as const;

/**
 * The password rule (D20) as a form's hint says it: of the user's own password ("your"), or of
 * someone else's, set by an admin ("their").
 */
export const passwordRuleHint = (whose: 'your' | 'their' = 'your') =>
  `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not ${whose} username or email, and not a common password.`;
export const PASSWORD_RULE_HINT = passwordRuleHint();

/**
 * The parts of the password rule (D20) that need no list: length, and not the username or the
 * e-mail, whatever the case. The server adds the check against the common-password list.
 */
export function passwordRuleProblem(
  password: string,
  account: { username?: string | undefined; email?: string | undefined },
): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong;
  const same = (other: string | undefined) =>
    other !== undefined &&
    other.trim() !== '' &&
    password.trim().toLowerCase() === other.trim().toLowerCase();
  if (same(account.username)) return PASSWORD_RULE_MESSAGES.sameAsUsername;
  if (same(account.email)) return PASSWORD_RULE_MESSAGES.sameAsEmail;
  return undefined;
}

export const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGES.tooLong);

export const emailSchema = trimmed(EMAIL_MAX_LENGTH)
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'));

export const industrySchema = z.enum(INDUSTRIES, 'Select an industry from the list');

export const roleSchema = z.enum(ROLES, 'Choose one of: client, auditor, admin');

const registerFields = z.object({
  username: usernameSchema,
  password: passwordSchema,
  confirmPassword: z
    .string()
    .min(
      CONFIRM_PASSWORD_MIN_LENGTH,
      `Confirm password must be at least ${CONFIRM_PASSWORD_MIN_LENGTH} characters`,
    )
    .max(PASSWORD_MAX_LENGTH, `Confirm password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  email: emailSchema,
  /** The registrant's own name (optional): the affirmation is made in it (D27). */
  firstName: typed(100).optional(),
  lastName: typed(100).optional(),
  // Required unless the registrant joins an organization by invitation (D27): then the
  // organization's fields are the inviting organization's, and these are ignored.
  businessName: typed(BUSINESS_NAME_MAX_LENGTH).min(1, 'Business name is required').optional(),
  businessNumber: typed(64)
    .optional()
    .transform((value) => value || undefined),
  industry: industrySchema.optional(),
  /** The token of an invitation link (D27): the new account joins that organization. */
  invitationToken: trimmed(200).min(1, 'Invitation token is required').optional(),
});

const passwordPair = registerFields.pick({ password: true, confirmPassword: true });
const passwordAndNames = registerFields.pick({ username: true, password: true, email: true });

/** The registration form and the body of POST /api/auth/register. */
export const registerSchema = registerFields
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Say it as soon as both passwords are filled in, even while other fields are still wrong.
    when: (payload) => passwordPair.safeParse(payload.value).success,
  })
  .superRefine(
    (form, context) => {
      const problem = passwordRuleProblem(form.password, form);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['password'] });
    },
    { when: (payload) => passwordAndNames.safeParse(payload.value).success },
  )
  .superRefine((form, context) => {
    if (form.invitationToken) return;
    if (form.businessName === undefined)
      context.addIssue({ code: 'custom', message: 'Business name is required', path: ['businessName'] });
    if (form.industry === undefined)
      context.addIssue({ code: 'custom', message: 'Select an industry from the list', path: ['industry'] });
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** The body of POST /api/auth/change-password (D20). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string('Enter your current password')
    .min(1, 'Enter your current password')
    .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** How long a "Forgot password?" link works (D20). */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/**
 * "Forgot password?" requests accepted per hour (D20, D26), so that the form cannot flood a
 * mailbox: per e-mail address asked for (whether or not an account uses it) and per network
 * address across e-mail addresses.
 */
export const PASSWORD_RESET_LIMITS = { perEmailPerHour: 3, perAddressPerHour: 20 } as const;

/** The body of POST /api/auth/forgot-password (D20). */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The answer to every accepted request, whether or not an account uses the address (D20). */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. ' +
  `The link works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes.`;

/** POST /api/auth/forgot-password on a server without SMTP_URL (D20): first, that it cannot mail. */
export const PASSWORD_RESET_BY_EMAIL_OFF = 'Password reset by e-mail is not available on this server.';

/**
 * Then whom to ask (issue 23), when SUPPORT_CONTACT names nobody: the administrator, who makes a
 * single-use reset link in the admin console (or sets a password there).
 */
export const ASK_THE_ADMINISTRATOR =
  `Ask the administrator of this installation (whoever set up ${PRODUCT_NAME} for your company) ` +
  'for a link to choose a new password: an administrator can make one in the admin console.';

/** Or, when SUPPORT_CONTACT is set, this followed by the contact. */
export const ASK_THE_SUPPORT_CONTACT = 'For a link to choose a new password, ask:';

/** The whole answer of POST /api/auth/forgot-password without mail: it cannot, and whom to ask. */
export function passwordResetByEmailOff(supportContact: string | null | undefined): string {
  return supportContact
    ? `${PASSWORD_RESET_BY_EMAIL_OFF} ${ASK_THE_SUPPORT_CONTACT} ${supportContact}`
    : `${PASSWORD_RESET_BY_EMAIL_OFF} ${ASK_THE_ADMINISTRATOR}`;
}

/** A reset link that is unknown, used, expired, or of a disabled account: one message for all. */
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

/** The tokens of the links we send are 43 characters (32 random bytes, base64url). */
const RESET_TOKEN_MAX_LENGTH = 200;

/** The body of POST /api/auth/reset-password (D20). */
export const resetPasswordSchema = z.object({
  token: z
    .string(INVALID_RESET_LINK)
    .min(1, INVALID_RESET_LINK)
    .max(RESET_TOKEN_MAX_LENGTH, INVALID_RESET_LINK)
    .refine(hasNoNul, INVALID_RESET_LINK),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The form of the reset page: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string().min(1, 'Confirm the new password') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

const personName = typed(100);

/**
 * The body of PATCH /api/auth/user (D20): the fields sent replace theirs, except `email`: a new
 * address needs the current password and counts only once the link mailed to it is opened (D34).
 */
export const profileSchema = z.object({
  businessName: typed(BUSINESS_NAME_MAX_LENGTH).min(1, 'Business name is required').optional(),
  email: emailSchema.optional(),
  /** Required with a new `email` (issue 38): whoever holds an open session cannot move the address. */
  currentPassword: z
    .string()
    .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  businessNumber: typed(64).nullable().optional(),
  industry: industrySchema.optional(),
  firstName: personName.nullable().optional(),
  lastName: personName.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * An organization as its member sees it in a list or the header (D27): `GET /api/organizations`,
 * and the current one in `GET /api/auth/user`.
 */
export const organizationMembershipSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  role: z.enum(MEMBER_ROLES, 'Choose owner, editor or viewer'),
  canAffirm: z.boolean(),
});

/** A user as every response shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  businessName: z.string(),
  businessNumber: z.string().nullable(),
  industry: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The organization the session works in, with the account's role there; null for staff (D27). */
  organization: organizationMembershipSchema.nullable(),
  /** Whether `email` was confirmed by its link (D34): only a confirmed address meets invitations. */
  emailConfirmed: z.boolean(),
  /** A new address asked for and not yet confirmed (D34); `email` stays until its link is opened. */
  pendingEmail: z.string().nullable(),
  /** When the confirmation link of the address awaiting confirmation was mailed; null if never. */
  emailConfirmationSentAt: z.string().nullable(),
  /**
   * An administrator reset the password (issue 38): the account must choose a new one before
   * anything else (every other call is 403 `password_change_required`).
   */
  passwordChangeRequired: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** How long an e-mail confirmation link works (D34). */
export const EMAIL_CONFIRMATION_LINK_HOURS = 48;

/** A confirmation link may be sent again at most this often (D34): a mailbox is not flooded. */
export const EMAIL_CONFIRMATION_RESEND_SECONDS = 60;

/**
 * Where a confirmation link opens in the web app: the Account page, which needs the account's own
 * session (signed out, it signs in first and comes back), and sends the token. The parameter ends
 * in `token=`, which every log line masks (src/server/logging.ts).
 */
export const EMAIL_CONFIRMATION_PARAM = 'emailToken';
export const emailConfirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/account?${EMAIL_CONFIRMATION_PARAM}=${encodeURIComponent(token)}`;

/** The body of POST /api/auth/confirm-email: the token of the link that was mailed. */
export const confirmEmailSchema = z.object({
  token: z
    .string('This confirmation link is not valid')
    .min(1, 'This confirmation link is not valid')
    .max(200, 'This confirmation link is not valid')
    .refine(hasNoNul, 'This confirmation link is not valid'),
});
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** One answer for a link that is unknown, used, expired, or of another account than the session's. */
export const INVALID_EMAIL_CONFIRMATION_LINK =
  'This confirmation link is not valid for the account you are signed in to, or it has expired. Sign in to the account whose address it confirms, or send a new link from the Account page.';

export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your e-mail address';

export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'An administrator reset your password. Choose a new password before you continue.';

/** Sign-in throttling (D26): failures allowed before delays start, per account and per address. */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins of one username, from any address, before each attempt must wait. */
  freeFailuresPerAccount: 5,
  /** Failed sign-ins from one address, across usernames, before each attempt must wait. */
  freeFailuresPerAddress: 50,
  /** The first wait; each further failure doubles it (configurable: SIGN_IN_DELAY_SECONDS). */
  firstDelaySeconds: 30,
  /** The longest wait between two attempts. */
  maxDelaySeconds: 15 * 60,
  /** A username's count starts again from zero this long after its first failure. */
  accountWindowSeconds: 24 * 60 * 60,
  /**
   * An address's count starts again from zero this long after its first failure, so that the
   * mistakes of many people behind one office address do not add up for days.
   */
  addressWindowSeconds: 60 * 60,
  /** Wrong passwords of one account in a day after which its owner is mailed, once (D33). */
  failuresBeforeOwnerMail: 10,
  /** The day of `failuresBeforeOwnerMail`, counted from the first wrong password. */
  ownerMailWindowSeconds: 24 * 60 * 60,
} as const;

/** Registrations accepted from one address per hour (D26; configurable: REGISTRATIONS_PER_HOUR). */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

/** "30 seconds", "1 minute", "15 minutes": a wait as a person reads it. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const tooManySignInAttempts = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${formatWait(seconds)} and try again.`;

export const tooManyRegistrations = (seconds: number) =>
  `Too many accounts were registered from your network. Please wait ${formatWait(seconds)} and try again.`;

export const tooManyPasswordResetRequests = (seconds: number) =>
  `Too many password reset requests. Please wait ${formatWait(seconds)} and try again.`;
