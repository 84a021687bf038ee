import crypto from 'node:crypto';
import type { Role } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** An auditor or admin account, created as the command-line tool does; not signed in. */
export async function staffAccount(app: TestApp, role: Exclude<Role, 'client'>) {
  const id = crypto.randomBytes(4).toString('hex');
  const credentials = { username: `${role}_${id}`, password: 'staff-password-1' };
  const user = await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...credentials,
      email: `${role}_${id}@agency.example`,
      role,
    },
    'by a test',
  );
  return { id: user.id, credentials };
}

/** An auditor or admin, created as the command-line tool does, signed in through the API. */
export async function createStaff(app: TestApp, role: Exclude<Role, 'client'>): Promise<HttpClient> {
  const { credentials } = await staffAccount(app, role);
  const browser = new HttpClient(app.baseUrl);
  const response = await browser.call(routes.login, { body: credentials });
  if (response.status !== 200) throw new Error(`staff sign-in failed: ${response.status}`);
  return browser;
}

/** An admin, created as the command-line tool does, signed in to the admin console (D10). */
export async function createConsoleAdmin(app: TestApp): Promise<HttpClient> {
  const id = crypto.randomBytes(4).toString('hex');
  const credentials = { username: `admin_${id}`, password: 'admin-password-1' };
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...credentials,
      email: `admin_${id}@agency.example`,
      role: 'admin',
    },
    'by a test',
  );
  const browser = new HttpClient(app.baseUrl);
  const response = await browser.call(routes.adminLogin, { body: credentials });
  if (response.status !== 200) throw new Error(`console sign-in failed: ${response.status}`);
  return browser;
}

/**
 * The version of a client's implementation as a reviewer reads it (the auditor's list of the
 * client's work): what a review names as `basedOn` (issue 38).
 */
export async function readVersion(reviewer: HttpClient, clientId: string, implementationId: string) {
  const list = await reviewer.ok(routes.auditorClientImplementations, { params: { clientId } });
  const found = list.find((item) => item.id === implementationId);
  if (found?.version == null) throw new Error(`no implementation ${implementationId} read`);
  return found.version;
}
