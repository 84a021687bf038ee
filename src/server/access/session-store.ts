import type { Db } from '../db/client';
import type { Membership } from '../../contract/permissions';
import type { OrganizationRow, UserRow } from '../db/rows';

/** A live session as the store returns it for a cookie token. */
export interface LoadedSession {
  /** The store's key for the session (not the token). */
  id: string;
  kind: 'platform' | 'console';
  user: UserRow;
  /**
   * The organization the session works in (D27): the one chosen in it, else the account's last
   * choice, else any it is a member of; none for staff and an account that is a member of none.
   */
  organization: OrganizationRow | null;
  membership: Membership | null;
  impersonatorId: string | null;
}

/** Where sessions live (rows of PostgreSQL in the app); the HTTP layer knows only this. */
export interface SessionStore {
  /**
   * Opens a session. An impersonation names the admin and the console session it was opened
   * from (D11): it lives only as long as that console session does and the admin stays an admin.
   */
  create(
    userId: string,
    options?: {
      kind?: 'platform' | 'console';
      impersonation?: { adminId: string; consoleSessionId: string };
    },
  ): Promise<string>;
  /** The live session for a cookie token, with its user; extends its idle deadline. */
  load(token: string): Promise<LoadedSession | undefined>;
  destroy(sessionId: string): Promise<void>;
  /**
   * Ends every session of a user (password reset, D12); inside the caller's transaction when
   * given one, so that the change that ends them and their end are one write.
   */
  destroyAllForUser(userId: string, tx?: Db): Promise<void>;
  /** Ends every other session of a user: the one that changed the password stays (D20). */
  destroyOthersOfUser(userId: string, keepSessionId: string): Promise<void>;
  /**
   * Moves a session to another organization of its account and makes that the account's choice
   * for its next sessions (D27), inside the caller's transaction.
   */
  chooseOrganization(tx: Db, sessionId: string, userId: string, organizationId: string): Promise<void>;
  /**
   * The organization `organizationId` and the account's membership of it, read now; none when the
   * account is not (or no longer) a member. A request that names its organization (D34) acts there.
   */
  workplace(
    userId: string,
    organizationId: string,
  ): Promise<{ organization: OrganizationRow; membership: Membership } | undefined>;
  /** Ends the impersonation sessions opened from a console session. */
  destroyImpersonationsFrom(consoleSessionId: string): Promise<void>;
  purgeExpired(): Promise<void>;
  /**
   * Forgets what this process keeps of a user's sessions, so that its next request reads the
   * user again: called after this process's own writes, which may have changed the user.
   */
  forgetUser(userId: string): void;
}
