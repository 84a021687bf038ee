import type { UserRow } from '../db/rows';

/** A live session as the store returns it for a cookie token. */
export interface LoadedSession {
  /** The store's key for the session (not the token). */
  id: string;
  kind: 'platform' | 'console';
  user: UserRow;
  impersonatorId: string | null;
}

/** Where sessions live (rows of PostgreSQL in the app); the HTTP layer knows only this. */
export interface SessionStore {
  create(
    userId: string,
    options?: { kind?: 'platform' | 'console'; impersonatorId?: string },
  ): Promise<string>;
  /** The live session for a cookie token, with its user; extends its idle deadline. */
  load(token: string): Promise<LoadedSession | undefined>;
  destroy(sessionId: string): Promise<void>;
  /** Ends every session of a user (password reset, D12). */
  destroyAllForUser(userId: string): Promise<void>;
  purgeExpired(): Promise<void>;
}
