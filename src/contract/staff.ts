import { z } from 'zod';
import { emailSchema, passwordRuleProblem, passwordSchema, roleSchema, usernameSchema } from './auth';
import { PRODUCT_NAME, type Role } from './constants';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/** The accounts an admin creates in the console (D17, D20); clients register themselves. */
export const STAFF_ROLES = ['auditor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff accounts stand for the agency running the platform, not for a business. */
export const STAFF_BUSINESS_NAME = `${PRODUCT_NAME} Staff`;
export const STAFF_INDUSTRY = 'Government Contracting';

/**
 * The business name an account shows: that of the organization it works in (D27). A staff account
 * works in none and goes by the agency's, as before organizations existed.
 */
export const businessNameOf = (organizationName: string | null | undefined): string =>
  organizationName ?? STAFF_BUSINESS_NAME;

/** What a disabled account hears at sign-in, once its password proved right (D20). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Contact your administrator.';

const personName = (label: string) =>
  freeText(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(100, 'Must be at most 100 characters')
    .refine(hasNoNul, NUL_MESSAGE);

const staffFields = z.object({
  role: z.enum(STAFF_ROLES, 'Choose auditor or admin'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
const passwordAndNames = staffFields.pick({ username: true, password: true, email: true });

/**
 * The body of POST /api/admin/users: an auditor or admin account, named by the person (reviews
 * are signed with the name, D19). The password rule of D20 as far as the browser knows it; the
 * server adds the common-password list.
 */
export const createStaffSchema = staffFields.superRefine(
  (form, context) => {
    const problem = passwordRuleProblem(form.password, form);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['password'] });
  },
  { when: (payload) => passwordAndNames.safeParse(payload.value).success },
);
export type CreateStaffInput = z.input<typeof createStaffSchema>;

/** The body of PATCH /api/admin/users/{id}: a new role, or disabling and enabling (D20). */
export const updateUserSchema = z
  .object({ role: roleSchema.optional(), disabled: z.boolean('Say true or false').optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Send a role or disabled',
  });
export type UpdateUserInput = z.input<typeof updateUserSchema>;
