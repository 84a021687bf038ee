import type { Membership, SessionKind } from '../../contract/permissions';
import type { OrganizationRow, UserRow } from '../db/rows';

/**
 * Who is acting, built once per request from its session (or by a script): the account whose
 * data `own` permissions reach, the kind of session, and the admin behind an impersonation (D11).
 */
export interface Actor {
  user: UserRow;
  /**
   * The organization the session works in (D27), whose data `own` permissions reach; null for
   * staff, scripts, and a client account that is a member of no organization.
   */
  organization: OrganizationRow | null;
  /** The actor's role in that organization, and whether it may affirm for it (D27). */
  membership: Membership | null;
  session: SessionKind;
  /** The session's key in the store (never the cookie token), so a capability can end it. */
  sessionId: string | null;
  /** The admin who opened this platform session to act as `user` (D11). */
  impersonatorId: string | null;
}

const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * The operator running a command-line tool. It stands for no account: its `user` is a stand-in
 * that no row matches, and a system session grants only the system's permissions.
 */
export const SYSTEM_ACTOR: Actor = {
  user: {
    id: NO_ACCOUNT,
    username: 'system',
    password: '',
    email: '',
    currentOrganizationId: null,
    role: 'admin',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    disabledAt: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    deviceEpoch: 0,
    totpLastStep: null,
    emailConfirmedAt: null,
    pendingEmail: null,
    emailTokenHash: null,
    emailTokenSentAt: null,
    passwordChangeRequired: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  },
  organization: null,
  membership: null,
  session: 'system',
  sessionId: null,
  impersonatorId: null,
};

/**
 * Whom the activity log names for a change to `ownerId`'s own account: the impersonating admin,
 * or the acting user when it is not the account's (an admin); none for the account's user.
 */
export function actingUserId(actor: Actor, ownerId: string): string | null {
  return actor.impersonatorId ?? (actor.user.id === ownerId ? null : actor.user.id);
}

/**
 * Who an entry of an organization's activity names (D27): the member who acted (`userId`), and
 * the staff behind it (`actorUserId`): the admin viewing the platform as that member (D11), or an
 * auditor or admin acting in their own name (then no member acted).
 */
export function organizationActivityBy(actor: Actor): { userId: string | null; actorUserId: string | null } {
  const member = actor.user.role === 'client';
  return {
    userId: member ? actor.user.id : null,
    actorUserId: actor.impersonatorId ?? (member ? null : actor.user.id),
  };
}
