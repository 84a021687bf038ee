import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { routes } from '../../src/contract/routes';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import {
  activityLog,
  controlImplementations,
  evidenceFiles,
  uploadGrants,
  users,
} from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { evidenceForm, PDF_BYTES } from './evidence-files';
import { registerClient, registration } from './factories';
import { HttpClient } from './http-client';
import { createStaff } from './staff';
import type { TestApp } from './test-app';

/** The actors of the authorization matrix and the fuzz tests. */
export const ACTORS = [
  'anonymous',
  'clientA',
  'clientB',
  'auditor',
  'adminPlatform',
  'adminConsole',
  'impersonatingA',
  // Members of A besides its owner (clientA), D27: an editor not allowed to affirm, a viewer, and
  // a former editor removed from A, who is a member of no organization any more.
  'editorA',
  'viewerA',
  'formerA',
  // B's own session naming A's organization as the one its request acts in (D34), as a page of
  // B's that claimed A's id would.
  'clientBNamingA',
] as const;
export type ActorName = (typeof ACTORS)[number];
/** The actors that are members of A besides its owner (D27). */
export const MEMBER_ACTORS = ['editorA', 'viewerA', 'formerA'] as const satisfies readonly ActorName[];
export type MemberActor = (typeof MEMBER_ACTORS)[number];

/** One organization's objects, created through the API. */
export interface Organization {
  userId: string;
  browser: HttpClient;
  implementationId: string;
  evidenceId: string;
  /** An open single-use upload link's grant. */
  grantId: string;
  /** An open multipart upload (the uploader's companion routes). */
  multipart: { key: string; uploadId: string };
}

export interface World {
  a: Organization;
  b: Organization;
  /** The accounts of A's members besides the owner (D27), by actor. */
  members: Record<MemberActor, { userId: string; username: string }>;
  /** A pending invitation of A, for an address no account has. */
  aInvitation: { id: string; token: string };
  /** A fresh member of A (an invited editor), for a request that removes it. */
  newMemberOfA(): Promise<{ userId: string; username: string }>;
  adminCredentials: { username: string; password: string };
  adminUserId: string;
  /** A new signed-in session of this actor (a new cookie jar; anonymous has none). */
  newActor(name: ActorName): Promise<HttpClient>;
}

export async function uploadEvidence(browser: HttpClient, controlId = 'AC.L1-3.1.1'): Promise<string> {
  const response = await browser.call(routes.uploadEvidenceDirect, {
    body: evidenceForm(controlId, 'policy.pdf', PDF_BYTES),
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.json.id as string;
}

export async function openGrant(browser: HttpClient): Promise<string> {
  const response = await browser.call(routes.requestUploadLink, {
    body: { fileName: 'policy.pdf', fileSize: PDF_BYTES.length },
  });
  if (response.status !== 200) throw new Error(`upload link failed: ${response.status} ${response.text}`);
  return (response.json.uploadURL as string).split('/').pop()!.split('?')[0]!;
}

export async function openMultipart(browser: HttpClient): Promise<{ key: string; uploadId: string }> {
  const response = await browser.call(routes.startMultipartUpload, {
    body: { filename: 'policy.pdf', type: 'application/pdf' },
  });
  if (response.status !== 200) throw new Error(`multipart failed: ${response.status} ${response.text}`);
  return response.json as { key: string; uploadId: string };
}

async function organization(app: TestApp): Promise<Organization> {
  const browser = new HttpClient(app.baseUrl);
  const { user } = await registerClient(browser);
  const saved = await browser.call(routes.saveImplementation, {
    body: { controlId: 'AC.L1-3.1.1', status: 'in_progress', notes: 'Policy drafted' },
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${saved.text}`);
  return {
    userId: user.id,
    browser,
    implementationId: saved.json.id as string,
    evidenceId: await uploadEvidence(browser),
    grantId: await openGrant(browser),
    multipart: await openMultipart(browser),
  };
}

/** A member of `org` through an invitation, registered with personal fields only (D27). */
async function memberOf(app: TestApp, org: Organization, role: 'editor' | 'viewer') {
  const form = registration();
  const invited = await org.browser.call(routes.invite, { body: { email: form.email, role } });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const invitationToken = decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);
  const { username, password, confirmPassword, email } = form;
  const joined = await new HttpClient(app.baseUrl).call(routes.register, {
    body: { username, password, confirmPassword, email, invitationToken },
  });
  if (joined.status !== 201) throw new Error(`joining failed: ${joined.status} ${joined.text}`);
  return { userId: joined.json.id as string, username };
}

/**
 * Two client organizations A and B with objects, A's other members (an editor, a viewer, a former
 * member), an auditor and an admin (platform, console, impersonation).
 */
export async function buildWorld(app: TestApp): Promise<World> {
  const a = await organization(app);
  const b = await organization(app);
  const members = {
    editorA: await memberOf(app, a, 'editor'),
    viewerA: await memberOf(app, a, 'viewer'),
    formerA: await memberOf(app, a, 'editor'),
  };
  const removed = await a.browser.call(routes.removeMember, { params: { userId: members.formerA.userId } });
  if (removed.status !== 204) throw new Error(`removal failed: ${removed.status} ${removed.text}`);
  const pending = await a.browser.call(routes.invite, {
    body: { email: `nobody_${crypto.randomBytes(4).toString('hex')}@example.com`, role: 'viewer' },
  });
  if (pending.status !== 201) throw new Error(`invitation failed: ${pending.status} ${pending.text}`);
  const aInvitation = {
    id: pending.json.id as string,
    token: decodeURIComponent((pending.json.acceptUrl as string).split('/invite/')[1]!),
  };
  const adminCredentials = {
    username: `admin_${crypto.randomBytes(4).toString('hex')}`,
    password: 'admin-password-1',
  };
  const admin = await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...adminCredentials,
      email: `${adminCredentials.username}@agency.example`,
      role: 'admin',
    },
    'by a test',
  );
  const signIn = async (route: typeof routes.login | typeof routes.adminLogin) => {
    const browser = new HttpClient(app.baseUrl);
    const response = await browser.call(route, { body: adminCredentials });
    if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
    return browser;
  };
  const clientSession = async (org: { userId: string }) => {
    const [row] = await app.db.select().from(users).where(eq(users.id, org.userId));
    const browser = new HttpClient(app.baseUrl);
    const response = await browser.call(routes.login, {
      body: { username: row!.username, password: 'correct-horse-battery' },
    });
    if (response.status !== 200) throw new Error(`client sign-in failed: ${response.status}`);
    return browser;
  };
  return {
    a,
    b,
    members,
    aInvitation,
    newMemberOfA: () => memberOf(app, a, 'editor'),
    adminCredentials,
    adminUserId: admin.id,
    async newActor(name) {
      switch (name) {
        case 'anonymous':
          return new HttpClient(app.baseUrl);
        case 'clientA':
          return clientSession(a);
        case 'clientB':
          return clientSession(b);
        case 'clientBNamingA':
          // A founder's organization has the founder's id (tests/support/factories.ts).
          return (await clientSession(b)).withHeaders({ [ORGANIZATION_HEADER]: a.userId });
        case 'editorA':
        case 'viewerA':
        case 'formerA':
          return clientSession(members[name]);
        case 'auditor':
          return createStaff(app, 'auditor');
        case 'adminPlatform':
          return signIn(routes.login);
        case 'adminConsole':
          return signIn(routes.adminLogin);
        case 'impersonatingA': {
          // Opened through the console (D11); only the platform cookie is kept, so that every
          // answer is the impersonation session's, not the console's.
          const console = await signIn(routes.adminLogin);
          const opened = await console.call(routes.impersonate, { body: { userId: a.userId } });
          if (opened.status !== 200) throw new Error(`impersonation failed: ${opened.status} ${opened.text}`);
          const browser = new HttpClient(app.baseUrl);
          browser.setCookie(SESSION_COOKIE, console.cookie(SESSION_COOKIE)!);
          return browser;
        }
      }
    },
  };
}

/** Everything of one organization that another actor must never change. */
export async function snapshotOrganization(app: TestApp, userId: string) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  const implementations = await app.db
    .select()
    .from(controlImplementations)
    .where(eq(controlImplementations.organizationId, userId))
    .orderBy(controlImplementations.id);
  const evidence = await app.db
    .select()
    .from(evidenceFiles)
    .where(eq(evidenceFiles.organizationId, userId))
    .orderBy(evidenceFiles.id);
  const grants = await app.db
    .select()
    .from(uploadGrants)
    .where(eq(uploadGrants.organizationId, userId))
    .orderBy(uploadGrants.id);
  const [activity] = await app.db
    .select({ n: count() })
    .from(activityLog)
    .where(eq(activityLog.userId, userId));
  return { user, implementations, evidence, grants, activityCount: activity!.n };
}
