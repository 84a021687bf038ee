import { z } from 'zod';
import { emailSchema, industrySchema, organizationMembershipSchema } from './auth';
import { BUSINESS_NAME_MAX_LENGTH, type MemberRole } from './constants';
import { MEMBER_ROLE_LABELS } from './member-roles';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * Organizations with members (D27): a business is an organization; people work in it as owner,
 * editor or viewer, and only members allowed to affirm make the affirmation, in their own name
 * (32 CFR 170.22(a)).
 */

const trimmed = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);
/** The organization's name and number as its owner types them: free text (issue 38). */
const typed = (max: number) =>
  freeText().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, NUL_MESSAGE);

export const memberRoleSchema = organizationMembershipSchema.shape.role;

/** What each member role may do (D27), as the members screen and the invitation page say it. */
export const MEMBER_ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  owner:
    'Everything an editor does, and manages the members, the organization’s details, new assessment cycles and the SPRS entry.',
  editor: 'Records statuses, notes, objective findings, evidence, the scope and the diagnostic.',
  viewer: 'Reads and downloads only.',
};

/** How long an invitation link works (D27). */
export const INVITATION_VALID_DAYS = 7;
/** Invitations one organization may send in an hour (D27): enough for a team, not for spam. */
export const INVITATIONS_PER_ORGANIZATION_PER_HOUR = 20;
/** Invitation tokens are 43 characters (32 random bytes, base64url); longer input is not one. */
const INVITATION_TOKEN_MAX_LENGTH = 200;

export const invitationTokenSchema = trimmed(INVITATION_TOKEN_MAX_LENGTH).min(
  1,
  'Invitation token is required',
);

/** A viewer reads only, so cannot be the official who affirms (D27, 32 CFR 170.22). */
export const VIEWER_CANNOT_AFFIRM =
  'A viewer cannot be allowed to affirm: make them an editor or owner first';

const businessName = typed(BUSINESS_NAME_MAX_LENGTH).min(1, 'Business name is required');
/** Empty clears it (null); left out, it stays as it is (a PATCH that does not send it keeps it). */
const businessNumber = typed(64)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

export { MEMBER_ROLE_LABELS, organizationMembershipSchema };
export type OrganizationMembership = z.infer<typeof organizationMembershipSchema>;

/** `GET /api/organization`: the current organization's fields, with the caller's role in it. */
export const organizationSchema = organizationMembershipSchema.extend({
  businessNumber: z.string().nullable(),
  industry: z.string(),
  /** The CMMC level the organization assesses itself against (D29). */
  targetLevel: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** `POST /api/organizations`: a new organization, whose owner the caller becomes. */
export const createOrganizationSchema = z.object({
  businessName,
  industry: industrySchema,
  businessNumber,
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

/** `PATCH /api/organization`: the fields sent replace theirs (owner). */
export const updateOrganizationSchema = z.object({
  businessName: businessName.optional(),
  industry: industrySchema.optional(),
  businessNumber,
  /** Changing it puts the open cycle at that level, or starts one after an affirmed cycle (D29). */
  targetLevel: z.union([z.literal(1), z.literal(2)], 'Choose level 1 or 2').optional(),
});
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

/** `PUT /api/session/organization`: the organization this session works in. */
export const switchOrganizationSchema = z.object({
  organizationId: z.string('Choose an organization').min(1, 'Choose an organization').max(64),
});

export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  canAffirm: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberParamsSchema = z.object({ userId: z.string().max(64) });

const affirmFlag = z.boolean('Answer true or false');

/** `PATCH /api/organization/members/{userId}` (owner). */
export const updateMemberSchema = z
  .object({ role: memberRoleSchema.optional(), canAffirm: affirmFlag.optional() })
  .refine((change) => change.role !== undefined || change.canAffirm !== undefined, {
    message: 'Send a role or canAffirm',
    path: ['role'],
  });
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

/** `POST /api/organization/invitations` (owner). */
export const invitationInputSchema = z
  .object({ email: emailSchema, role: memberRoleSchema, canAffirm: affirmFlag.optional() })
  .refine((invite) => !(invite.role === 'viewer' && invite.canAffirm), {
    message: VIEWER_CANNOT_AFFIRM,
    path: ['canAffirm'],
  });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** A pending invitation as its organization's owners see it, with the link to pass on. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  canAffirm: z.boolean(),
  expiresAt: z.string(),
  acceptUrl: z.string(),
  /** Whether it was mailed (SMTP_URL set); the owner copies the link in every case. */
  mailed: z.boolean().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationParamsSchema = z.object({ id: z.string().max(64) });
export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** `GET /api/invitations/{token}`: what the invitee sees before joining (no session needed). */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  role: memberRoleSchema,
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The one message of an unknown, used, revoked or expired invitation link. */
export const INVALID_INVITATION =
  'This invitation link is invalid, used or expired. Ask the owner for a new one.';
/** The invitation is for another address than the signed-in account's. */
/** The invited address is the account's, but nobody confirmed it yet (D34). */
export const INVITATION_EMAIL_UNCONFIRMED =
  'Confirm your e-mail address first: open the link we mailed to it (you can send it again from the Account page), then open this invitation again.';

export const INVITATION_OTHER_EMAIL =
  'This invitation was sent to another e-mail address. Sign in with the account of that address, or ask the owner to invite yours.';

/** Where an invitation link opens in the web app. */
export const invitationPath = (token: string) => `/invite/${encodeURIComponent(token)}`;
