import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { LoginInput, registerSchema } from '../../contract/auth';
import type { z } from 'zod';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/client';
import { unauthorized } from '../http/errors';
import { decoyHash, verifyPassword } from './password';
import type { SessionStore } from './sessions';
import { assertNotThrottled, clearSignInFailures, recordSignInFailure, throttleKeys } from './throttle';
import { createAccount, findUserByUsername, type UserRow } from './users';

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
}

export interface SignedIn {
  token: string;
  user: UserRow;
}

/** Never says whether the username exists (D12). */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

/**
 * Checks a username and password and opens a session: of the platform, or, with `console`, of
 * the admin console, which only admins may open (D10).
 */
export async function signIn(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
  options: { console?: boolean } = {},
): Promise<SignedIn> {
  const keys = throttleKeys(ip, input.username);
  await assertNotThrottled(deps.db, keys);
  const user = await findUserByUsername(deps.db, input.username);
  const valid = await verifyPassword(input.password, user?.password ?? (await decoyHash()));
  if (!user || !valid || (options.console && user.role !== 'admin')) {
    await recordSignInFailure(deps.db, keys);
    throw unauthorized(options.console ? INVALID_ADMIN_CREDENTIALS : INVALID_CREDENTIALS);
  }
  await clearSignInFailures(deps.db, keys);
  const token = await deps.sessions.create(user.id, options.console ? { kind: 'admin' } : {});
  await recordActivity(deps.db, {
    userId: user.id,
    action: ACTIVITY_ACTIONS.signIn,
    description: options.console ? 'Signed in to the admin console' : 'Signed in',
  });
  return { token, user };
}

export async function registerClient(
  deps: AuthDeps,
  input: z.output<typeof registerSchema>,
): Promise<SignedIn> {
  const user = await createAccount(deps.db, {
    username: input.username,
    password: input.password,
    email: input.email,
    businessName: input.businessName,
    businessNumber: input.businessNumber,
    industry: input.industry,
    role: 'client',
  });
  await recordActivity(deps.db, {
    userId: user.id,
    action: ACTIVITY_ACTIONS.registration,
    description: `Registered ${user.businessName}`,
  });
  const token = await deps.sessions.create(user.id);
  return { token, user };
}

export async function signOut(deps: AuthDeps, token: string, userId: string): Promise<void> {
  await deps.sessions.destroy(token);
  await recordActivity(deps.db, {
    userId,
    action: ACTIVITY_ACTIONS.signOut,
    description: 'Signed out',
  });
}
