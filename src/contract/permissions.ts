import type { Role } from './constants';

/**
 * The one authorization vocabulary (D10, D11). A capability function names the permission it
 * needs; `own` permissions act on the actor's own organization only, `any` on every client's.
 */
export const PERMISSIONS = [
  'account:own',
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

const CLIENT: readonly Permission[] = [
  'account:own',
  'catalog:read',
  'activity:read:own',
  'workspace:read:own',
  'implementation:write:own',
  'cycle:affirm:own',
  'diagnostic:run:own',
  'evidence:read:own',
  'evidence:upload:own',
  'evidence:delete:own',
  'report:export:own',
];
const AUDITOR: readonly Permission[] = [
  'account:own',
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
  client: CLIENT,
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
};

/** The permissions a session of this kind grants to a user of this role. */
export function permissionsOf(session: SessionKind, role: Role): readonly Permission[] {
  if (session === 'system') return SYSTEM_PERMISSIONS;
  if (session === 'console') return role === 'admin' ? CONSOLE_PERMISSIONS : [];
  return PLATFORM_PERMISSIONS[role];
}
