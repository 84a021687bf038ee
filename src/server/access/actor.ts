import type { SessionKind } from '../../contract/permissions';
import type { OrganizationRow, UserRow } from '../db/rows';

/**
 * Who is acting, built once per request from its session (or by a script): the account whose
 * data `own` permissions reach, the kind of session, and the admin behind an impersonation (D11).
 */
export interface Actor {
  user: UserRow;
  /**
   * The organization the actor works in (D27), whose data `own` permissions reach; null for staff
   * and scripts. Step 1 of issue 25: a client account's organization has the account's id.
   */
  organization: OrganizationRow | null;
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
    createdAt: new Date(0),
    updatedAt: new Date(0),
  },
  organization: null,
  session: 'system',
  sessionId: null,
  impersonatorId: null,
};

/**
 * Whom the activity log names as the actor of a change to `ownerId`'s data: the impersonating
 * admin, or the acting user when it is not the owner (an auditor, an admin); none for the owner.
 */
export function actingUserId(actor: Actor, ownerId: string): string | null {
  return actor.impersonatorId ?? (actor.user.id === ownerId ? null : actor.user.id);
}
