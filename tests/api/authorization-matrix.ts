import {
  ORGANIZATION_PERMISSIONS,
  permissionsOf,
  PLATFORM_PERMISSIONS,
  type Membership,
  type Permission,
} from '../../src/contract/permissions';
import { routes } from '../../src/contract/routes';
import { evidenceForm, PDF_BYTES } from '../support/evidence-files';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { registration } from '../support/factories';
import { assessmentResults } from '../support/oscal';
import type { TestApp } from '../support/test-app';
import {
  openGrant,
  openMultipart,
  uploadEvidence,
  type ActorName,
  type MemberActor,
  type World,
} from '../support/world';

/**
 * The authorization matrix (D5, D10, D11): every API route, and the answer each actor gets.
 * `tests/api/authorization-matrix.test.ts` walks it against the running app and fails when the
 * app has a route this table does not list.
 *
 * Actors: anonymous; clientA and clientB (B always asks for A's objects: another organization's
 * object is a 404); an auditor; an admin signed in to the platform; the admin console's session;
 * and the platform session of an admin impersonating A (opened by POST /api/admin/impersonate).
 */
export type Expected = '2xx' | '3xx' | 400 | 401 | 403 | 404 | 409;

export interface MatrixRequest {
  path: string;
  body?: unknown;
  /** A body sent as it is (bytes, a form), instead of JSON. */
  raw?: BodyInit;
}

/**
 * B's session naming A's organization (D34): refused on every route of the platform, whatever it
 * asks (403 `not_a_member`); the console's routes act on the console's session and ignore it.
 */
type NamingActor = 'clientBNamingA';
/** The actors every row names; A's other members follow from the owner's answer unless named. */
type CoreActor = Exclude<ActorName, MemberActor | NamingActor>;

export interface MatrixRow {
  method: string;
  url: string;
  expect: Record<CoreActor, Expected> & Partial<Record<MemberActor, Expected>>;
  /** The request, built per actor (objects that a request uses up are made fresh for each). */
  request?: (world: World, actor: ActorName, app: TestApp) => Promise<MatrixRequest> | MatrixRequest;
  /** Routes that start or end sessions get a new session of the actor, not the shared one. */
  fresh?: boolean;
}

const all = (value: Expected): Record<CoreActor, Expected> => ({
  anonymous: value,
  clientA: value,
  clientB: value,
  auditor: value,
  adminPlatform: value,
  adminConsole: value,
  impersonatingA: value,
});

/** Any platform session (account:own, catalog:read); the console's session is not one (D10). */
const SIGNED_IN = { ...all('2xx'), anonymous: 401, adminConsole: 401 } satisfies Record<CoreActor, Expected>;
/** A client's own workspace (the `own` permissions); staff hold none of them. */
const OWN_WORKSPACE = { ...SIGNED_IN, auditor: 403, adminPlatform: 403 } satisfies Record<
  CoreActor,
  Expected
>;
/** The same, on one of A's objects: B does not find it (D5). */
const A_OBJECT = { ...OWN_WORKSPACE, clientB: 404 } satisfies Record<CoreActor, Expected>;
/** Reading any client (client:read:any, implementation:review): auditors and admins in the platform. */
const STAFF = { ...SIGNED_IN, clientA: 403, clientB: 403, impersonatingA: 403 } satisfies Record<
  CoreActor,
  Expected
>;
/** Reading one of A's objects: the owner and staff; B does not find it. */
const A_OBJECT_READ = { ...SIGNED_IN, clientB: 404 } satisfies Record<CoreActor, Expected>;
/** The admin console (D10): only its own session, never a platform one. */
const CONSOLE = { ...all(401), adminConsole: '2xx' } satisfies Record<CoreActor, Expected>;

/**
 * Deleting evidence: data-driven from the permission table, so this row follows it. An admin's own
 * platform session holds no delete permission (only the owner, or an admin impersonating it).
 */
const adminPlatformDeletes: Expected = PLATFORM_PERMISSIONS.admin.some((permission) =>
  permission.startsWith('evidence:delete:'),
)
  ? '2xx'
  : 403;

const ofA = (world: World) => world.a;

/** What A's members besides the owner are (D27): formerA was removed and is in no organization. */
const MEMBERSHIPS: Record<MemberActor, Membership | null> = {
  editorA: { role: 'editor', canAffirm: false },
  viewerA: { role: 'viewer', canAffirm: false },
  formerA: null,
};

/** The permission a route of the table declares (src/contract/routes.ts); none for the docs' routes. */
function declaredAccess(row: MatrixRow): string | undefined {
  return Object.values(routes).find((route) => route.method === row.method && route.path === row.url)?.access;
}

/**
 * The answer an actor gets on a row. A row names the answers of A's other members where they
 * differ from this rule: they get the owner's (clientA's) answer when their role grants the
 * permission the route declares (D27: src/contract/permissions.ts); a role that does not grant
 * it is 403; a former member, in no organization, is 409 no_organization for an organization's
 * permission (and 403 for any other it lacks).
 */
export function expectedFor(row: MatrixRow, actor: ActorName): Expected {
  if (actor === 'clientBNamingA') return row.url.startsWith('/api/admin/') ? row.expect.clientB : 403;
  if (!(actor in MEMBERSHIPS)) return row.expect[actor as CoreActor];
  const member = actor as MemberActor;
  const named = row.expect[member];
  if (named !== undefined) return named;
  const owner = row.expect.clientA;
  const access = declaredAccess(row);
  if (!access || access === 'public' || access === 'signed-in' || owner === 401) return owner;
  const permission = access as Permission;
  if (permissionsOf('platform', 'client', MEMBERSHIPS[member]).includes(permission)) return owner;
  return MEMBERSHIPS[member] === null && ORGANIZATION_PERMISSIONS.has(permission) ? 409 : 403;
}
const keyQuery = (key: string) => `?key=${encodeURIComponent(key)}`;

/** A provider with a name of its own (one name per organization, D36). */
const providerBody = () => ({
  name: `Acme IT ${crypto.randomUUID().slice(0, 8)}`,
  kind: 'msp' as const,
  handlesCui: false,
});

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // Public
  { method: 'GET', url: '/api/health', expect: all('2xx') },
  { method: 'GET', url: '/api/settings', expect: all('2xx') },
  { method: 'GET', url: '/api/login', expect: all('3xx') },
  // The API's documentation (swagger-ui): staff only unless API_DOCS=public (D33); swagger-ui's
  // own script and style files are the library's, the same for everyone.
  { method: 'GET', url: '/api/docs', expect: STAFF },
  { method: 'GET', url: '/api/docs/json', expect: STAFF },
  { method: 'GET', url: '/api/docs/yaml', expect: STAFF },
  {
    method: 'GET',
    url: '/api/docs/static/index.html',
    expect: { ...STAFF, auditor: '3xx', adminPlatform: '3xx' },
  },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expect: STAFF },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    expect: all('2xx'),
    request: () => ({ path: '/api/docs/static/swagger-ui.css' }),
  },

  // Accounts (sessions: each actor gets a new one)
  {
    method: 'POST',
    url: '/api/auth/login',
    fresh: true,
    expect: all('2xx'),
    request: (world) => ({ path: '/api/auth/login', body: world.adminCredentials }),
  },
  {
    method: 'POST',
    url: '/api/auth/register',
    fresh: true,
    expect: all('2xx'),
    request: () => ({ path: '/api/auth/register', body: registration() }),
  },
  { method: 'POST', url: '/api/auth/logout', fresh: true, expect: SIGNED_IN },
  { method: 'GET', url: '/api/auth/user', expect: SIGNED_IN },
  // The account holder's own: an admin viewing the platform changes no name, address or password (issue 38).
  {
    method: 'PATCH',
    url: '/api/auth/user',
    expect: { ...SIGNED_IN, impersonatingA: 403 },
    request: () => ({ path: '/api/auth/user', body: { firstName: 'Pat' } }),
  },
  // Allowed, then refused on its merits: the current password sent is not the actor's.
  {
    method: 'POST',
    url: '/api/auth/change-password',
    expect: { ...all(400), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
    request: () => ({
      path: '/api/auth/change-password',
      body: { currentPassword: 'not-the-password', newPassword: 'a-brand-new-password-9' },
    }),
  },
  // Confirmed e-mail (D34): the account holder's own. Allowed, then refused on its merits: the
  // link is none the server made; the matrix's app sends no mail (nothing can be sent), and no
  // new address awaits (nothing to cancel). tests/api/confirmed-email.test.ts follows real links.
  {
    method: 'POST',
    url: '/api/auth/confirm-email',
    expect: { ...all(400), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
    request: () => ({ path: '/api/auth/confirm-email', body: { token: 'not-a-token-we-sent' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/email-confirmation',
    expect: { ...all(409), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
  },
  {
    method: 'DELETE',
    url: '/api/auth/email-confirmation',
    expect: { ...all(409), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
  },
  // Two-step sign-in (D20): the account holder's own; an impersonating admin reads it, changes nothing.
  { method: 'GET', url: '/api/auth/totp', expect: SIGNED_IN },
  { method: 'POST', url: '/api/auth/totp/setup', expect: { ...SIGNED_IN, impersonatingA: 403 } },
  // Allowed, then refused on its merits: no secret awaits a code, or the code is not its.
  {
    method: 'POST',
    url: '/api/auth/totp/enable',
    expect: { ...all(400), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
    request: () => ({ path: '/api/auth/totp/enable', body: { code: '000000' } }),
  },
  // Allowed, then refused on its merits: the actors have not turned it on.
  {
    method: 'POST',
    url: '/api/auth/totp/disable',
    expect: { ...all(409), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
    request: () => ({ path: '/api/auth/totp/disable', body: { password: 'not-the-password' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/totp/recovery-codes',
    expect: { ...all(409), anonymous: 401, adminConsole: 401, impersonatingA: 403 },
    request: () => ({ path: '/api/auth/totp/recovery-codes', body: { code: '000000' } }),
  },
  // The enrolment link's page (D33), public: the token is the credential; an unknown one is 404
  // for everyone (tests/api/totp.test.ts follows real links).
  ...['start', 'finish'].map((step): MatrixRow => ({
    method: 'POST',
    url: `/api/auth/totp-enrolment/${step}`,
    expect: all(404),
    request: () => ({
      path: `/api/auth/totp-enrolment/${step}`,
      body: { token: 'not-a-token-we-made', code: '123456' },
    }),
  })),

  // "Forgot password?" (D20), public: the matrix's app has no SMTP_URL, so the request is refused
  // for everyone alike (password-recovery.test.ts runs it with a mail server); an unknown link is
  // 400 for everyone.
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    expect: all('2xx'),
    request: () => ({ path: '/api/auth/forgot-password', body: { email: registration().email } }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    expect: all(400),
    request: () => ({
      path: '/api/auth/reset-password',
      body: { token: 'not-a-token-we-sent', newPassword: 'a-brand-new-password-9' },
    }),
  },

  // Catalog, workspace
  { method: 'GET', url: '/api/domains', expect: SIGNED_IN },
  { method: 'GET', url: '/api/controls', expect: SIGNED_IN },
  { method: 'GET', url: '/api/activity', expect: SIGNED_IN },
  { method: 'GET', url: '/api/progress/overall', expect: OWN_WORKSPACE },
  { method: 'GET', url: '/api/progress/domains', expect: OWN_WORKSPACE },
  { method: 'GET', url: '/api/implementations', expect: OWN_WORKSPACE },
  {
    method: 'PUT',
    url: '/api/implementations',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/implementations',
      body: { controlId: 'IA.L1-3.5.1', status: 'completed', notes: 'Done' },
    }),
  },
  { method: 'GET', url: '/api/assessment', expect: OWN_WORKSPACE },
  {
    method: 'PUT',
    url: '/api/assessment/objectives/:objectiveId',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: `/api/assessment/objectives/${encodeURIComponent('IA.L1-3.5.1[a]')}`,
      body: { finding: 'met', methods: ['examine'] },
    }),
  },
  // The OSCAL import writes findings as a save does (D32): the same permission.
  {
    method: 'POST',
    url: '/api/assessment/import/oscal',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/assessment/import/oscal',
      body: assessmentResults([{ targetId: 'IA.L1-3.5.1[a]', state: 'satisfied' }]),
    }),
  },
  { method: 'GET', url: '/api/assessment/cycles', expect: OWN_WORKSPACE },
  { method: 'GET', url: '/api/assessment/cycles/current', expect: OWN_WORKSPACE },
  {
    method: 'PUT',
    url: '/api/assessment/scope',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/assessment/scope',
      body: { systems: [{ name: 'Laptops', kind: 'other' }], cageCodes: ['1ABC2'] },
    }),
  },
  // External service providers (D36): read by members, written by owners and editors, as the scope.
  { method: 'GET', url: '/api/assessment/providers', expect: OWN_WORKSPACE },
  {
    method: 'POST',
    url: '/api/assessment/providers',
    expect: OWN_WORKSPACE,
    request: () => ({ path: '/api/assessment/providers', body: providerBody() }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
    method,
    url: '/api/assessment/providers/:providerId',
    expect: A_OBJECT,
    // A provider of A's made fresh for each actor: a delete uses one up.
    request: async (world) => {
      const made = await ofA(world).browser.ok(routes.createProvider, { body: providerBody() });
      return {
        path: `/api/assessment/providers/${made.id}`,
        body: method === 'PUT' ? providerBody() : undefined,
      };
    },
  })),
  {
    method: 'GET',
    url: '/api/auditor/clients/:clientId/providers',
    expect: STAFF,
    request: (world) => ({ path: `/api/auditor/clients/${ofA(world).userId}/providers` }),
  },
  // Each requirement's plan entry (D36): read by every member, written by editors and owners.
  { method: 'GET', url: '/api/assessment/ssp/requirements', expect: OWN_WORKSPACE },
  {
    method: 'PUT',
    url: '/api/assessment/ssp/requirements/:requirementId',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/assessment/ssp/requirements/IA.L1-3.5.1',
      body: { implementationStatement: 'Every account is named.', responsibleRole: 'IT administrator' },
    }),
  },
  // An owner's approval as not applicable (3.12.4[d]): allowed, then refused on its merits (the
  // requirement has no N/A finding); never under impersonation, never by an editor or a viewer.
  {
    method: 'POST',
    url: '/api/assessment/ssp/requirements/:requirementId/not-applicable-approval',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 403 },
    request: () => ({ path: '/api/assessment/ssp/requirements/IA.L1-3.5.1/not-applicable-approval' }),
  },
  // Allowed, then refused on its merits: nothing is MET yet. Never under impersonation (D33).
  {
    method: 'POST',
    url: '/api/assessment/affirm',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 403 },
    request: () => ({
      path: '/api/assessment/affirm',
      body: { officialTitle: 'Owner', officialPhone: '555 010 2000', statementAccepted: true },
    }),
  },
  {
    method: 'POST',
    url: '/api/assessment/cycles',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
  },
  {
    method: 'GET',
    url: '/api/assessment/sprs',
    expect: { ...OWN_WORKSPACE, clientA: 404, clientB: 404, impersonatingA: 404 },
  },
  // Level 2 (issue 26): A and B work at Level 1, where the score is 409 level_1 and a POA&M item
  // is refused (32 CFR 170.21(a)(1)); the POA&M reads as empty with the reason.
  {
    method: 'GET',
    url: '/api/assessment/sprs-score',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
  },
  { method: 'GET', url: '/api/assessment/poam', expect: OWN_WORKSPACE },
  // Staff read a client's score (A is at Level 1: 409 level_1).
  {
    method: 'GET',
    url: '/api/auditor/clients/:clientId/sprs-score',
    expect: { ...STAFF, auditor: 409, adminPlatform: 409 },
    request: (world) => ({ path: `/api/auditor/clients/${world.a.userId}/sprs-score` }),
  },
  {
    method: 'POST',
    url: '/api/assessment/poam',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
    request: () => ({
      path: '/api/assessment/poam',
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-03-01' },
    }),
  },
  // The OSCAL POA&M import: a Level 2 write, refused at Level 1 as every POA&M write is.
  {
    method: 'POST',
    url: '/api/assessment/poam/import/oscal',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
    request: () => ({
      path: '/api/assessment/poam/import/oscal',
      body: {
        'plan-of-action-and-milestones': {
          'poam-items': [
            {
              title: 'Firewall',
              description: 'Rules not reviewed.',
              props: [{ name: 'control-id', value: '3.1.3' }],
            },
          ],
        },
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/assessment/poam/closeout',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
    request: () => ({
      path: '/api/assessment/poam/closeout',
      body: { closedAt: '2026-11-01', sprsEnteredAt: '2026-11-01' },
    }),
  },
  ...(['PATCH', 'DELETE'] as const).map((method): MatrixRow => ({
    method,
    url: '/api/assessment/poam/:id',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
    request: () => ({
      path: '/api/assessment/poam/00000000-0000-4000-8000-000000000001',
      body: method === 'PATCH' ? { weakness: 'Changed' } : undefined,
    }),
  })),
  // The gate is readable by the business (D28); recording the SPRS entry is the official's act.
  { method: 'GET', url: '/api/assessment/affirmation-check', expect: OWN_WORKSPACE },
  {
    method: 'PUT',
    url: '/api/assessment/sprs',
    expect: { ...OWN_WORKSPACE, clientA: 404, clientB: 404, impersonatingA: 403 },
    request: () => ({
      path: '/api/assessment/sprs',
      body: { cmmcUid: 'L1ABC12345', submittedAt: '2026-01-05' },
    }),
  },
  // Allowed, then refused on its merits: nothing is affirmed yet.
  {
    method: 'POST',
    url: '/api/assessment/changes',
    expect: { ...OWN_WORKSPACE, clientA: 404, clientB: 404, impersonatingA: 404 },
    request: () => ({
      path: '/api/assessment/changes',
      body: { requirementId: 'AC.L1-b.1.i', note: 'Lapsed.' },
    }),
  },
  { method: 'GET', url: '/api/diagnostic-reports/latest', expect: OWN_WORKSPACE },
  { method: 'GET', url: '/api/diagnostic-reports', expect: OWN_WORKSPACE },
  { method: 'POST', url: '/api/diagnostic-reports/generate', expect: OWN_WORKSPACE },

  // Evidence library
  { method: 'GET', url: '/api/evidence', expect: OWN_WORKSPACE },
  {
    method: 'GET',
    url: '/api/evidence/:controlId',
    expect: OWN_WORKSPACE,
    request: () => ({ path: '/api/evidence/AC.L1-3.1.1' }),
  },
  {
    method: 'GET',
    url: '/api/evidence/:id/content',
    expect: A_OBJECT_READ,
    request: (world) => ({ path: `/api/evidence/${ofA(world).evidenceId}/content` }),
  },
  {
    method: 'PUT',
    url: '/api/evidence/:id/links',
    expect: A_OBJECT,
    request: async (world) => ({
      path: `/api/evidence/${await uploadEvidence(ofA(world).browser)}/links`,
      body: { controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'], objectiveIds: ['AC.L1-3.1.2[a]'] },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/evidence/:id',
    expect: { ...A_OBJECT, adminPlatform: adminPlatformDeletes },
    request: async (world) => ({ path: `/api/evidence/${await uploadEvidence(ofA(world).browser)}` }),
  },

  // Evidence uploads
  {
    method: 'POST',
    url: '/api/evidence/upload',
    expect: OWN_WORKSPACE,
    request: () => ({ path: '/api/evidence/upload', body: { fileName: 'policy.pdf', fileSize: 100 } }),
  },
  {
    method: 'POST',
    url: '/api/evidence',
    expect: A_OBJECT,
    request: async (world) => {
      const grantId = await openGrant(ofA(world).browser);
      const put = await ofA(world).browser.send(
        'PUT',
        `/api/evidence/uploads/${grantId}`,
        new Uint8Array(PDF_BYTES),
      );
      if (put.status !== 200) throw new Error(`upload failed: ${put.status}`);
      return {
        path: '/api/evidence',
        body: {
          controlId: 'AC.L1-3.1.2',
          fileName: 'policy.pdf',
          uploadURL: `/api/evidence/uploads/${grantId}`,
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/evidence/upload-direct',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/evidence/upload-direct',
      raw: evidenceForm('AC.L1-3.1.1', 'policy.pdf', PDF_BYTES),
    }),
  },
  {
    method: 'GET',
    url: '/api/evidence/s3/params',
    expect: OWN_WORKSPACE,
    request: () => ({ path: '/api/evidence/s3/params?filename=policy.pdf' }),
  },
  {
    method: 'POST',
    url: '/api/evidence/s3/multipart',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/evidence/s3/multipart',
      body: { filename: 'policy.pdf', type: 'application/pdf' },
    }),
  },
  {
    method: 'GET',
    url: '/api/evidence/s3/multipart/:uploadId',
    expect: A_OBJECT,
    request: (world) => ({
      path: `/api/evidence/s3/multipart/${ofA(world).multipart.uploadId}${keyQuery(ofA(world).multipart.key)}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/evidence/s3/multipart/:uploadId/:partNumber',
    expect: A_OBJECT,
    request: (world) => ({
      path: `/api/evidence/s3/multipart/${ofA(world).multipart.uploadId}/1${keyQuery(ofA(world).multipart.key)}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/evidence/s3/multipart/:uploadId/complete',
    expect: A_OBJECT,
    request: async (world) => {
      const owner = ofA(world).browser;
      const { key, uploadId } = await openMultipart(owner);
      const signed = await owner.get(`/api/evidence/s3/multipart/${uploadId}/1${keyQuery(key)}`);
      const part = await owner.send('PUT', signed.json.url, new Uint8Array(PDF_BYTES));
      if (part.status !== 200) throw new Error(`part failed: ${part.status}`);
      return {
        path: `/api/evidence/s3/multipart/${uploadId}/complete${keyQuery(key)}`,
        body: { parts: [{ PartNumber: 1, ETag: part.headers.get('etag') }] },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/evidence/s3/multipart/:uploadId',
    expect: A_OBJECT,
    request: async (world) => {
      const { key, uploadId } = await openMultipart(ofA(world).browser);
      return { path: `/api/evidence/s3/multipart/${uploadId}${keyQuery(key)}` };
    },
  },
  {
    method: 'PUT',
    url: '/api/evidence/uploads/:grantId',
    expect: A_OBJECT,
    request: async (world) => ({
      path: `/api/evidence/uploads/${await openGrant(ofA(world).browser)}`,
      raw: new Uint8Array(PDF_BYTES),
    }),
  },
  {
    method: 'POST',
    url: '/api/evidence/uploads/:grantId',
    expect: A_OBJECT,
    request: async (world) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PDF_BYTES)]), 'policy.pdf');
      return { path: `/api/evidence/uploads/${await openGrant(ofA(world).browser)}`, raw: form };
    },
  },
  {
    method: 'PUT',
    url: '/api/evidence/uploads/:grantId/parts/:partNumber',
    expect: A_OBJECT,
    request: async (world) => {
      const owner = ofA(world).browser;
      const { key, uploadId } = await openMultipart(owner);
      const signed = await owner.get(`/api/evidence/s3/multipart/${uploadId}/1${keyQuery(key)}`);
      return { path: signed.json.url as string, raw: new Uint8Array(PDF_BYTES) };
    },
  },

  // Auditor (document 2 section 5)
  { method: 'GET', url: '/api/auditor/clients', expect: STAFF },
  { method: 'GET', url: '/api/auditor/queue', expect: STAFF },
  ...['/api/auditor/clients', '/api/auditor/client'].flatMap((prefix) =>
    ['', '/implementations'].map((suffix): MatrixRow => ({
      method: 'GET',
      url: `${prefix}/:clientId${suffix}`,
      expect: STAFF,
      request: (world) => ({ path: `${prefix}/${ofA(world).userId}${suffix}` }),
    })),
  ),
  ...['evidence', 'progress', 'assessment', 'cycles'].map((suffix): MatrixRow => ({
    method: 'GET',
    url: `/api/auditor/clients/:clientId/${suffix}`,
    expect: STAFF,
    request: (world) => ({ path: `/api/auditor/clients/${ofA(world).userId}/${suffix}` }),
  })),
  ...['/api/auditor/implementations/:implementationId/review', '/api/auditor/review/:implementationId'].map(
    (url): MatrixRow => ({
      method: 'PUT',
      url,
      expect: STAFF,
      // On the version the client's own read shows now, as a reviewer would have read it (issue 38).
      request: async (world) => {
        const { browser, implementationId } = ofA(world);
        const own = (await browser.get('/api/implementations')).json as { id: string; version: number }[];
        const basedOn = own.find((item) => item.id === implementationId)!.version;
        return {
          path: url.replace(':implementationId', implementationId),
          body: { auditorStatus: 'needs_clarification', auditorNotes: 'Which policy?', basedOn },
        };
      },
    }),
  ),

  // Bulk approval (D28): each actor asks to approve A's work, completed afresh (a change of its notes
  // lapses the verdict an earlier actor gave), so that staff find it awaiting review.
  {
    method: 'POST',
    url: '/api/auditor/reviews',
    expect: STAFF,
    request: async (world, actor) => {
      const saved = await ofA(world).browser.put('/api/implementations', {
        controlId: 'AC.L1-3.1.2',
        status: 'completed',
        notes: `Roles listed (asked by ${actor})`,
      });
      if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${saved.text}`);
      return {
        path: '/api/auditor/reviews',
        body: {
          implementations: [
            { implementationId: saved.json.id as string, basedOn: saved.json.version as number },
          ],
          auditorStatus: 'approved',
        },
      };
    },
  },

  // Reports and exports (D25): a client's own, and any client's for staff under the auditor's
  // routes (platform) and the console's; another organization's data is not reachable by a client.
  ...[
    '/reports/compliance.pdf',
    '/reports/implementations.csv',
    '/reports/findings.csv',
    '/evidence/package.zip',
    '/reports/oscal/assessment-results.json',
    '/reports/oscal/ssp.json',
    '/reports/ssp.docx',
    '/reports/ssp.pdf',
  ].flatMap((path): MatrixRow[] => [
    { method: 'GET', url: `/api${path}`, expect: OWN_WORKSPACE },
    {
      method: 'GET',
      url: `/api/auditor/clients/:clientId${path}`,
      expect: STAFF,
      request: (world) => ({ path: `/api/auditor/clients/${ofA(world).userId}${path}` }),
    },
    {
      method: 'GET',
      url: `/api/admin/organizations/:clientId${path}`,
      expect: CONSOLE,
      request: (world) => ({ path: `/api/admin/organizations/${ofA(world).userId}${path}` }),
    },
  ]),

  // The approved revisions of the plan (D36): every member reads them, as they read the plan; only
  // an owner approves one, never an admin viewing as the owner (403 with the reason); staff read
  // a client's. Each actor approves a version of its own, so none collides with another's (409).
  { method: 'GET', url: '/api/assessment/ssp/revisions', expect: OWN_WORKSPACE },
  {
    method: 'POST',
    url: '/api/assessment/ssp/revisions',
    expect: { ...OWN_WORKSPACE, impersonatingA: 403 },
    request: (_world, actor) => ({
      path: '/api/assessment/ssp/revisions',
      body: { version: `matrix-${actor}`, summary: `Approved by ${actor} in the authorization matrix.` },
    }),
  },
  {
    method: 'GET',
    url: '/api/auditor/clients/:clientId/ssp/revisions',
    expect: STAFF,
    request: (world) => ({ path: `/api/auditor/clients/${ofA(world).userId}/ssp/revisions` }),
  },

  // The OSCAL POA&M (D32): A and B work at Level 1, which never allows a POA&M (32 CFR
  // 170.21(a)(1)): whoever may export it is answered 409 level_1, as the SPRS score is.
  {
    method: 'GET',
    url: '/api/reports/oscal/poam.json',
    expect: { ...OWN_WORKSPACE, clientA: 409, clientB: 409, impersonatingA: 409 },
  },
  {
    method: 'GET',
    url: '/api/auditor/clients/:clientId/reports/oscal/poam.json',
    expect: { ...STAFF, auditor: 409, adminPlatform: 409 },
    request: (world) => ({ path: `/api/auditor/clients/${ofA(world).userId}/reports/oscal/poam.json` }),
  },
  {
    method: 'GET',
    url: '/api/admin/organizations/:clientId/reports/oscal/poam.json',
    expect: { ...CONSOLE, adminConsole: 409 },
    request: (world) => ({ path: `/api/admin/organizations/${ofA(world).userId}/reports/oscal/poam.json` }),
  },

  // Organizations, members and invitations (D27). A's editor and viewer read; only owners manage;
  // the former member is in no organization (409); B's owner does not find A's members (404).
  { method: 'GET', url: '/api/organizations', expect: SIGNED_IN },
  {
    method: 'PUT',
    url: '/api/session/organization',
    expect: { ...SIGNED_IN, clientB: 404, auditor: 404, adminPlatform: 404, formerA: 404 },
    request: (world) => ({ path: '/api/session/organization', body: { organizationId: ofA(world).userId } }),
  },
  { method: 'GET', url: '/api/organization', expect: OWN_WORKSPACE },
  {
    method: 'PATCH',
    url: '/api/organization',
    expect: OWN_WORKSPACE,
    request: () => ({ path: '/api/organization', body: { industry: 'Manufacturing' } }),
  },
  { method: 'GET', url: '/api/organization/members', expect: OWN_WORKSPACE },
  {
    method: 'PATCH',
    url: '/api/organization/members/:userId',
    expect: A_OBJECT,
    request: (world) => ({
      path: `/api/organization/members/${world.members.editorA.userId}`,
      body: { canAffirm: false },
    }),
  },
  // An owner removes a member (a fresh one each time it is allowed); a member removes only itself.
  {
    method: 'DELETE',
    url: '/api/organization/members/:userId',
    expect: { ...A_OBJECT, editorA: 403, viewerA: 403 },
    request: async (world, actor) => {
      // Refused actors name another member than themselves (a member may always leave).
      const other = actor === 'editorA' ? world.members.viewerA : world.members.editorA;
      const target = ['clientA', 'impersonatingA'].includes(actor) ? await world.newMemberOfA() : other;
      return { path: `/api/organization/members/${target.userId}` };
    },
  },
  { method: 'GET', url: '/api/organization/invitations', expect: OWN_WORKSPACE },
  {
    method: 'POST',
    url: '/api/organization/invitations',
    expect: OWN_WORKSPACE,
    request: () => ({
      path: '/api/organization/invitations',
      body: { email: registration().email, role: 'viewer' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/organization/invitations/:id',
    expect: A_OBJECT,
    request: async (world, actor) => {
      if (!['clientA', 'impersonatingA'].includes(actor))
        return { path: `/api/organization/invitations/${world.aInvitation.id}` };
      const fresh = await ofA(world).browser.call(routes.invite, {
        body: { email: registration().email, role: 'viewer' },
      });
      return { path: `/api/organization/invitations/${fresh.json.id as string}` };
    },
  },
  // The link's page is public; accepting needs the invited address, which no actor has (403).
  {
    method: 'GET',
    url: '/api/invitations/:token',
    expect: all('2xx'),
    request: (world) => ({ path: `/api/invitations/${encodeURIComponent(world.aInvitation.token)}` }),
  },
  {
    method: 'POST',
    url: '/api/invitations/:token/accept',
    expect: { ...all(403), anonymous: 401, adminConsole: 401 },
    request: (world) => ({ path: `/api/invitations/${encodeURIComponent(world.aInvitation.token)}/accept` }),
  },

  // Admin console (D10, D11)
  {
    method: 'POST',
    url: '/api/admin/login',
    fresh: true,
    expect: all('2xx'),
    request: (world) => ({ path: '/api/admin/login', body: world.adminCredentials }),
  },
  { method: 'GET', url: '/api/admin/session', expect: CONSOLE },
  { method: 'POST', url: '/api/admin/logout', fresh: true, expect: CONSOLE },
  { method: 'GET', url: '/api/admin/all-assessments', expect: CONSOLE },
  // The console's paged lists and staff management (D17, D20, D21)
  ...['users', 'organizations', 'implementations', 'evidence', 'activity', 'activity.csv'].map(
    (list): MatrixRow => ({
      method: 'GET',
      url: `/api/admin/${list}`,
      expect: CONSOLE,
    }),
  ),
  {
    method: 'POST',
    url: '/api/admin/users',
    expect: CONSOLE,
    request: () => {
      const { username, email } = registration();
      const body = { role: 'auditor', firstName: 'Grace', lastName: 'Hopper', username, email };
      return { path: '/api/admin/users', body: { ...body, password: 'a-first-password' } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id',
    expect: CONSOLE,
    request: async (_world, _actor, app) => {
      // An account of its own, whose role changes.
      const { password: _password, confirmPassword: _confirm, ...fields } = registration();
      const user = await createUser(
        app.db,
        SYSTEM_ACTOR,
        { ...fields, password: 'a-first-password', role: 'client' },
        'by a test',
      );
      return { path: `/api/admin/users/${user.id}`, body: { role: 'auditor' } };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/enrolment-link',
    expect: CONSOLE,
    request: async (_world, _actor, app) => {
      // A staff account of its own that has not enrolled in two-step sign-in (D33).
      const { password: _password, confirmPassword: _confirm, ...fields } = registration();
      const user = await createUser(
        app.db,
        SYSTEM_ACTOR,
        { ...fields, password: 'a-first-password', role: 'auditor' },
        'by a test',
      );
      return { path: `/api/admin/users/${user.id}/enrolment-link` };
    },
  },
  {
    method: 'GET',
    url: '/api/admin/evidence/:id/content',
    expect: CONSOLE,
    request: (world) => ({ path: `/api/admin/evidence/${ofA(world).evidenceId}/content` }),
  },
  {
    method: 'POST',
    url: '/api/admin/reset-password',
    expect: CONSOLE,
    request: async (_world, _actor, app) => {
      // An account of its own (made as the command-line tool does, not through registration).
      const { password: _password, confirmPassword: _confirm, ...fields } = registration();
      const user = await createUser(
        app.db,
        SYSTEM_ACTOR,
        { ...fields, password: 'a-first-password', role: 'client' },
        'by a test',
      );
      return {
        path: '/api/admin/reset-password',
        body: { userId: user.id, newPassword: 'a-brand-new-password' },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/users/:id/reset-link',
    expect: CONSOLE,
    // A's account: a link leaves the password as it is until used.
    request: (world) => ({ path: `/api/admin/users/${ofA(world).userId}/reset-link` }),
  },
  {
    method: 'POST',
    url: '/api/admin/impersonate',
    fresh: true,
    expect: CONSOLE,
    request: (world) => ({ path: '/api/admin/impersonate', body: { userId: ofA(world).userId } }),
  },
  { method: 'GET', url: '/api/admin/impersonation-status', expect: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/admin/exit-impersonation',
    fresh: true,
    expect: { ...all(401), impersonatingA: '2xx' },
  },
  // Last: founding an organization moves the account into it (a fresh session each), and would
  // give the former member an organization for the rows after it.
  {
    method: 'POST',
    url: '/api/organizations',
    fresh: true,
    expect: { ...SIGNED_IN, auditor: 403, adminPlatform: 403 },
    request: () => ({
      path: '/api/organizations',
      body: {
        businessName: `Second Client ${Math.random().toString(36).slice(2, 8)}`,
        industry: 'Manufacturing',
      },
    }),
  },
];
