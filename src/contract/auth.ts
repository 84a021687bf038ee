import { z } from 'zod';
import {
  BUSINESS_NAME_MAX_LENGTH,
  CONFIRM_PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  INDUSTRIES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  USERNAME_MAX_LENGTH,
} from './constants';
import { hasNoNul, NUL_MESSAGE } from './text';

const trimmed = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

export const loginSchema = z.object({
  username: trimmed(USERNAME_MAX_LENGTH).min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameSchema = trimmed(USERNAME_MAX_LENGTH)
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, numbers and . _ @ - only');

export const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

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
    .max(PASSWORD_MAX_LENGTH),
  email: emailSchema,
  businessName: trimmed(BUSINESS_NAME_MAX_LENGTH).min(1, 'Business name is required'),
  businessNumber: trimmed(64)
    .optional()
    .transform((value) => value || undefined),
  industry: industrySchema,
});

const passwordPair = registerFields.pick({ password: true, confirmPassword: true });

/** The registration form and the body of POST /api/auth/register. */
export const registerSchema = registerFields.refine((form) => form.password === form.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
  // Say it as soon as both passwords are filled in, even while other fields are still wrong.
  when: (payload) => passwordPair.safeParse(payload.value).success,
});
export type RegisterInput = z.input<typeof registerSchema>;

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
});
export type PublicUser = z.infer<typeof publicUserSchema>;
