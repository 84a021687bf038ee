import { affirmedStandingSchema } from './affirmed-standing';
import { z } from 'zod';
import { domainSchema } from './catalog';
import { ACTIVITY_ACTION_CODES } from './activity';
import { IMPLEMENTATION_STATUSES, MEMBER_ROLES, READINESS_LEVELS, ROLES } from './constants';
import { passwordSchema } from './auth';
import { AFFIRMATION_STATES } from './cycles';
import { hasNoNul, NUL_MESSAGE } from './text';
import { enrolmentLinkSchema } from './totp';

/** How many rows the lists embedded in all-assessments hold (D16). */
export const ADMIN_LIST_LIMIT = 50;

/** The console's paged lists (D21): rows per page, by default and at most. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Past this page a list has nothing to show at any page size; a bound keeps OFFSET sane. */
export const ADMIN_PAGE_MAX = 1_000_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const resetPasswordSchema = z.object({
  userId: z.uuid('Choose a user'),
  newPassword: passwordSchema,
});

export const impersonateSchema = z.object({ userId: z.uuid('Choose a user') });

/**
 * POST /api/admin/users/{id}/reset-link (issue 23): a single-use link to the reset-password page,
 * shown to the admin who made it, to pass on by hand; the same links as "Forgot password?" mails,
 * working once and within PASSWORD_RESET_LINK_MINUTES.
 */
export const resetLinkSchema = z.object({ resetUrl: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** Why no reset link is made for a disabled account: its link would not work. */
export const RESET_LINK_FOR_DISABLED = 'This account is disabled: enable it before making a reset link';

const searchText = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, `At most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
  .refine(hasNoNul, NUL_MESSAGE)
  .optional()
  .transform((text) => text || undefined);

export const allAssessmentsQuerySchema = z.object({
  search: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
  status: z.enum(['all', ...IMPLEMENTATION_STATUSES]).default('all'),
  domainId: z.string().trim().max(16).refine(hasNoNul, NUL_MESSAGE).default('all'),
  userSearch: z.string().trim().max(100).refine(hasNoNul, NUL_MESSAGE).optional(),
  /** Organizations by where their yearly affirmation stands (D23); staff have none ('never'). */
  affirmation: z.enum(['all', ...AFFIRMATION_STATES]).default('all'),
  implementationsPage: z.coerce.number().int().min(1).default(1),
  usersPage: z.coerce.number().int().min(1).default(1),
});
export type AllAssessmentsQuery = z.input<typeof allAssessmentsQuerySchema>;

/** `?search=&page=&pageSize=`: what every paged console list takes (D21). */
export const adminPageQuerySchema = z.object({
  search: searchText,
  page: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/** GET /api/admin/users: by name, username or e-mail; by role and by affirmation state (D21, D23). */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  role: z.enum(['all', ...ROLES]).default('all'),
  affirmation: z.enum(['all', ...AFFIRMATION_STATES]).default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** GET /api/admin/implementations: by control or organization; by status and domain. */
export const adminImplementationsQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['all', ...IMPLEMENTATION_STATUSES]).default('all'),
  domainId: z.string().trim().max(16).refine(hasNoNul, NUL_MESSAGE).default('all'),
});
export type AdminImplementationsQuery = z.input<typeof adminImplementationsQuerySchema>;

/** GET /api/admin/evidence: by file name, organization or control. */
export const adminEvidenceQuerySchema = adminPageQuerySchema;
export type AdminEvidenceQuery = z.input<typeof adminEvidenceQuerySchema>;

/** GET /api/admin/activity (and activity.csv): by organization or description; by action. */
export const adminActivityQuerySchema = adminPageQuerySchema.extend({
  action: z.enum(['all', ...ACTIVITY_ACTION_CODES]).default('all'),
});
export type AdminActivityQuery = z.input<typeof adminActivityQuerySchema>;

const pageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const adminUserSchema = z.object({
  id: z.string(),
  /** The organizations the account is a member of, with its role in each (D27); none for staff. */
  organizations: z.array(z.object({ id: z.string(), businessName: z.string(), role: z.enum(MEMBER_ROLES) })),
  businessName: z.string(),
  companyName: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  username: z.string(),
  industry: z.string(),
  businessNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  /** When the next affirmation is due, from the last affirmed cycle; null when never affirmed. */
  nextAffirmationDueAt: z.string().nullable(),
  /** Set while the account is disabled: it cannot sign in (D20). */
  disabledAt: z.string().nullable(),
  /** Whether two-step sign-in (TOTP) is on. */
  totpEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/organizations: by business name, or a member's username or e-mail (D27). */
export const adminOrganizationsQuerySchema = adminPageQuerySchema;
export type AdminOrganizationsQuery = z.input<typeof adminOrganizationsQuerySchema>;

/** A member as the console's Organizations tab lists it (D27). */
export const adminMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  canAffirm: z.boolean(),
});

/** An organization in the console (D27), with its members, owners first. */
export const adminOrganizationSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  industry: z.string(),
  /** The CMMC level it assesses itself against (D29). */
  targetLevel: z.union([z.literal(1), z.literal(2)]),
  businessNumber: z.string().nullable(),
  createdAt: z.string(),
  /** When the next affirmation is due, from the last affirmed cycle; null when never affirmed. */
  nextAffirmationDueAt: z.string().nullable(),
  /**
   * What the last affirmation stands for today (issue 39 item 8): NOT MET since the affirmation,
   * Conditional with its close-by date, or expired, never a plain "Affirmed"; null when never affirmed.
   */
  affirmedStanding: affirmedStandingSchema.nullable(),
  members: z.array(adminMemberSchema),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

/** POST /api/admin/users: the account, and its enrolment link for two-step sign-in (D33). */
export const createdStaffSchema = adminUserSchema.extend({ enrolmentLink: enrolmentLinkSchema });
export type CreatedStaff = z.infer<typeof createdStaffSchema>;

export const adminImplementationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string().nullable(),
  controlNumber: z.string(),
  controlTitle: z.string(),
  domainShortName: z.string(),
  status: z.enum(IMPLEMENTATION_STATUSES),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminImplementation = z.infer<typeof adminImplementationSchema>;

export const adminEvidenceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string().nullable(),
  controlNumber: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
});
export type AdminEvidence = z.infer<typeof adminEvidenceSchema>;

export const adminActivitySchema = z.object({
  id: z.string(),
  /** The account the entry is about; null for an entry only staff made in an organization (D27). */
  userId: z.string().nullable(),
  businessName: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTION_CODES),
  description: z.string(),
  createdAt: z.string(),
  /** Who did it: the owner, a staff member, or "Pat Lee as Acme" for an admin in Acme's platform (D21). */
  actorName: z.string(),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

export const adminDiagnosticSchema = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string().nullable(),
  overallScore: z.string(),
  readinessLevel: z.enum(READINESS_LEVELS),
  createdAt: z.string(),
});

/**
 * A filtered console list is counted only this far past the page shown (issue 28): its total is
 * exact up to the next multiple of this past the page's last row, and "more than" that beyond.
 * Counting every match of a broad search ("sign": 3.7 million entries) took up to 1.7 s.
 */
export const ADMIN_COUNT_STEP = 1000;

/**
 * One page of a console list: `{items, total, page, pageSize}` (D21). `totalIsLowerBound`: the
 * list holds more than `total` rows, counting stopped there (a filtered list, ADMIN_COUNT_STEP).
 */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsLowerBound: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface AdminPage<T> {
  items: T[];
  total: number;
  totalIsLowerBound?: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/admin/all-assessments (D16: bounded lists, totals counted in SQL). */
export const allAssessmentsSchema = z.object({
  users: z.array(adminUserSchema),
  implementations: z.array(adminImplementationSchema),
  evidenceFiles: z.array(adminEvidenceSchema),
  diagnosticReports: z.array(adminDiagnosticSchema),
  activityLogs: z.array(adminActivitySchema),
  controls: z.array(
    z.object({ id: z.string(), controlNumber: z.string(), title: z.string(), domainId: z.string() }),
  ),
  domains: z.array(domainSchema),
  summary: z.object({
    /** Every account, of every role: the users the Users tab lists (issue 23). */
    totalUsers: z.number().int(),
    /** The organizations (D27); their members are the client accounts among the users. */
    totalOrganizations: z.number().int(),
    /** The client accounts among the users (members of organizations, or of none any more). */
    totalClientAccounts: z.number().int(),
    totalImplementations: z.number().int(),
    totalEvidenceFiles: z.number().int(),
    totalActivityLogs: z.number().int(),
  }),
  pages: z.object({ implementations: pageSchema, users: pageSchema }),
});
export type AllAssessments = z.infer<typeof allAssessmentsSchema>;

export const adminSessionSchema = z.object({
  authenticated: z.literal(true),
  admin: z.object({ id: z.string(), username: z.string() }),
});

/**
 * POST /api/admin/login (D20): the console's session. An admin without two-step sign-in is
 * refused (401 `totp_enrolment_required`) and enrols through the enrolment link (D33).
 */
export const adminLoginSchema = adminSessionSchema;
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/**
 * GET /api/admin/impersonation-status (document 1 section 7), with the admin who is acting, by
 * name, so that the platform's header says who acts as whom (issue 23).
 */
export const impersonationStatusSchema = z.object({
  isImpersonating: z.boolean(),
  user: z.object({ businessName: z.string() }).nullable(),
  admin: z.object({ name: z.string() }).nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;
