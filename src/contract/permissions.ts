import type { MemberRole, Role } from './constants';

/**
 * The one authorization vocabulary (D10, D11). A capability function names the permission it
 * needs; `own` permissions act on the actor's own organization only, `any` on every client's.
 */
export const PERMISSIONS = [
  'account:own',
  /**
   * Change the account's own name, e-mail address or password (D20): never under an impersonation
   * (issue 38), so that an administrator cannot take over or rename the account it views.
   */
  'account:edit:own',
  'catalog:read',
  'activity:read:own',
  'workspace:read:own',
  'implementation:write:own',
  /** Affirm the self-assessment: the affirming official's own statement (32 CFR 170.22). */
  'cycle:affirm:own',
  'diagnostic:run:own',
  'evidence:read:own',
  'evidence:upload:own',
  'evidence:delete:own',
  'report:export:own',
  /** Create another organization, whose owner the creator becomes (D27). */
  'organization:create',
  /** Read the current organization's fields and its member list: every member (D27). */
  'organization:read:own',
  /** Change the organization's fields, its members and invitations: owners (D27). */
  'organization:manage:own',
  /** Start the next assessment cycle: owners (D27). */
  'cycle:manage:own',
  /** Record what SPRS gave back for the affirmation (D28): owners, never an impersonating admin. */
  'sprs:record:own',
  /**
   * Approve a revision of the system security plan (D36, NIST SP 800-171A 3.12.4[h]): owners,
   * never an impersonating admin.
   */
  'ssp:approve:own',
  /**
   * Approve a requirement found not applicable, by name and date (D36; NIST SP 800-171A
   * 3.12.4[d]): owners, never an impersonating admin.
   */
  'not-applicable:approve:own',
  'client:read:any',
  'evidence:read:any',
  'implementation:review',
  'report:export:any',
  /** Read the API documentation, /api/docs (D33). */
  'api:docs:read',
  'admin:console',
  'user:reset-password',
  'user:impersonate',
  'user:create',
  /** Change an account's role, disable or enable it (D20). */
  'user:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Where a session comes from: the platform's cookie, the admin console's own cookie (D10), or a script. */
export type SessionKind = 'platform' | 'console' | 'system';

/**
 * What a client account holds by itself, in or out of an organization: its own account, the
 * catalog, and founding an organization (D27). The rest comes from its membership.
 */
const CLIENT_ACCOUNT: readonly Permission[] = [
  'account:own',
  'account:edit:own',
  'catalog:read',
  'organization:create',
];

/** A viewer reads and downloads only (D27). */
const VIEWER: readonly Permission[] = [
  'activity:read:own',
  'workspace:read:own',
  'evidence:read:own',
  'report:export:own',
  'organization:read:own',
];
/** An editor records statuses, notes, findings, evidence, the scope and the diagnostic (D27). */
const EDITOR: readonly Permission[] = [
  ...VIEWER,
  'implementation:write:own',
  'diagnostic:run:own',
  'evidence:upload:own',
  'evidence:delete:own',
];
/**
 * An owner does everything: also members, the organization's fields, cycles and SPRS (D27), and
 * approves the revisions of the system security plan (D36).
 */
const OWNER: readonly Permission[] = [
  ...EDITOR,
  'organization:manage:own',
  'cycle:manage:own',
  'sprs:record:own',
  'ssp:approve:own',
  'not-applicable:approve:own',
];

/** What each member role grants in its organization (D27). */
export const MEMBER_PERMISSIONS: Record<MemberRole, readonly Permission[]> = {
  owner: OWNER,
  editor: EDITOR,
  viewer: VIEWER,
};

/** A member's place in the organization the session works in (D27). */
export interface Membership {
  role: MemberRole;
  /** Allowed to affirm for the organization (32 CFR 170.22); never a viewer. */
  canAffirm: boolean;
}

/**
 * The permissions that only a membership grants: a client account without an organization asking
 * for one of these is told it has no organization (409 `no_organization`), not refused (D27).
 */
export const ORGANIZATION_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  ...OWNER,
  'cycle:affirm:own',
]);

/** A client account's permissions: its own, and its membership's in the current organization. */
export function clientPermissions(membership: Membership | null): readonly Permission[] {
  if (!membership) return CLIENT_ACCOUNT;
  return [
    ...CLIENT_ACCOUNT,
    ...MEMBER_PERMISSIONS[membership.role],
    ...(membership.canAffirm && membership.role !== 'viewer' ? (['cycle:affirm:own'] as const) : []),
  ];
}

/** An owner allowed to affirm, as every registrant is of the organization it founds. */
const FOUNDER = clientPermissions({ role: 'owner', canAffirm: true });

const AUDITOR: readonly Permission[] = [
  'account:own',
  'account:edit:own',
  'catalog:read',
  'activity:read:own',
  'client:read:any',
  'evidence:read:any',
  'implementation:review',
  'report:export:any',
  'api:docs:read',
];

/**
 * What each role may do in a platform session. An admin's own platform session reads like an
 * auditor's and deletes nothing: a client's evidence is deleted by its owner, or by an admin
 * impersonating the client (D11), where the deletion is logged with the admin as actor (D8).
 */
export const PLATFORM_PERMISSIONS: Record<Role, readonly Permission[]> = {
  client: FOUNDER,
  auditor: AUDITOR,
  admin: AUDITOR,
};

/** What an admin may do in the admin console's session; nobody else holds one. */
export const CONSOLE_PERMISSIONS: readonly Permission[] = [
  'account:own',
  'admin:console',
  'evidence:read:any',
  'report:export:any',
  'user:reset-password',
  'user:impersonate',
  // Staff accounts made and managed in the console (D17, D20).
  'user:create',
  'user:manage',
];

/** What a command-line tool run by the operator may do. */
export const SYSTEM_PERMISSIONS: readonly Permission[] = ['user:create'];

/**
 * What a platform session opened by an admin's impersonation (D11) never grants, with the reason
 * the refusal gives (D33). The affirmation is a statement the company's affirming official makes
 * in their own name (32 CFR 170.22(a)): an administrator acting as the business cannot make it.
 */
export const NOT_WHILE_IMPERSONATING: Partial<Record<Permission, string>> = {
  'cycle:affirm:own':
    "An administrator viewing the business cannot affirm: the affirmation is the affirming official's own statement (32 CFR 170.22). The official signs in and affirms.",
  'sprs:record:own':
    'An administrator viewing the business cannot record its SPRS entry: the entry is made in SPRS by the affirming official (32 CFR 170.22(b)), and the business records what SPRS gave back.',
  'ssp:approve:own':
    "An administrator viewing the business cannot approve a revision of its system security plan: the approval is an owner's own act, and the plan names the owner who approved it. The owner signs in and approves.",
  'not-applicable:approve:own':
    'An administrator viewing the business cannot approve a requirement as not applicable: the approval names the owner who gives it (NIST SP 800-171A 3.12.4[d]). An owner signs in and approves.',
  'account:edit:own':
    "An administrator viewing the platform cannot change the account's name, e-mail address or password: they are the account holder's own. Reset the password from the admin console instead.",
};

/**
 * The permissions a session of this kind grants to a user of this role; a client's come from its
 * membership in the organization the session works in (D27), when one is given.
 */
export function permissionsOf(
  session: SessionKind,
  role: Role,
  membership?: Membership | null,
): readonly Permission[] {
  if (session === 'system') return SYSTEM_PERMISSIONS;
  if (session === 'console') return role === 'admin' ? CONSOLE_PERMISSIONS : [];
  if (role === 'client' && membership !== undefined) return clientPermissions(membership);
  return PLATFORM_PERMISSIONS[role];
}
