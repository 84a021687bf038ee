import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR, type Actor } from '../../src/server/access/actor';
import { activityPage } from '../../src/server/activity/service';
import { allAssessments } from '../../src/server/admin/overview';
import { activityCsv, listAdminActivity } from '../../src/server/admin/activity-list';
import { listAdminEvidence } from '../../src/server/admin/evidence-list';
import { listAdminImplementations } from '../../src/server/admin/implementations-list';
import { makeResetLink } from '../../src/server/admin/reset-link';
import { impersonate, resetPassword } from '../../src/server/admin/service';
import { createStaff, updateUser } from '../../src/server/admin/staff';
import { listAdminUsers } from '../../src/server/admin/users-list';
import { getClientProgress, listClientEvidence, listClients } from '../../src/server/auditor/service';
import { signOut } from '../../src/server/auth/service';
import { createUser, currentOrganizationOf, findUserById } from '../../src/server/auth/users';
import { listControls } from '../../src/server/controls/service';
import { reviewImplementation } from '../../src/server/reviews/service';
import { diagnosticHistory, generateDiagnostic } from '../../src/server/diagnostic/service';
import type { EvidenceDeps } from '../../src/server/evidence/deps';
import { deleteEvidence, evidenceRead, openEvidence } from '../../src/server/evidence/service';
import { issueUploadLink, registerUpload, startMultipartUpload } from '../../src/server/evidence/uploads';
import { refusalStatus } from '../../src/server/http/errors';
import { ReadModel } from '../../src/server/http/read-model';
import { implementationsRead, saveImplementation } from '../../src/server/implementations/service';
import { overallProgressRead } from '../../src/server/progress/service';
import { clientCompliancePdf, ownCompliancePdf } from '../../src/server/reports/service';
import type { SessionKind } from '../../src/contract/permissions';
import type { Role } from '../../src/contract/constants';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

/**
 * The capability functions decide authorization themselves (D10): called directly, as a script or
 * a forgetful new route would, with the wrong actor, each refuses.
 */
let deps: EvidenceDeps;
const actors = {} as Record<'client' | 'otherClient' | 'auditor' | 'admin' | 'console', Actor>;
let evidenceId: string;
let implementationId: string;

async function actorFor(app: TestApp, userId: string, session: SessionKind): Promise<Actor> {
  const user = (await findUserById(app.db, userId))!;
  const { organization, membership } = await currentOrganizationOf(app.db, user);
  return { user, organization, membership, session, sessionId: null, impersonatorId: null };
}

async function staff(app: TestApp, role: Exclude<Role, 'client'>): Promise<string> {
  const name = `${role}_${Math.random().toString(36).slice(2, 8)}`;
  const user = await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      username: name,
      password: 'staff-password-1',
      email: `${name}@agency.example`,
      role,
    },
    'by a test',
  );
  return user.id;
}

async function refusal(call: Promise<unknown> | (() => unknown)): Promise<number> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    const status = refusalStatus(error);
    if (status) return status;
    throw error;
  }
  return 200;
}

it.beforeAll(async ({ app }) => {
  deps = {
    db: app.db,
    readModel: new ReadModel(app.db),
    storage: app.storage,
    maxBytes: app.config.evidenceMaxBytes,
    linkLifetimeSeconds: 900,
    quota: { files: app.config.evidenceQuotaFiles, bytes: app.config.evidenceQuotaBytes },
  };
  const browser = new HttpClient(app.baseUrl);
  const { user } = await registerClient(browser);
  const uploaded = await browser.call(routes.uploadEvidenceDirect, {
    body: evidenceForm('AC.L1-3.1.1', 'policy.txt', TEXT_BYTES),
  });
  evidenceId = uploaded.json.id;
  const saved = await browser.call(routes.saveImplementation, {
    body: {
      controlId: 'AC.L1-3.1.1',
      status: 'in_progress',
    },
  });
  implementationId = saved.json.id;
  const other = await registerClient(new HttpClient(app.baseUrl));
  actors.client = await actorFor(app, user.id, 'platform');
  actors.otherClient = await actorFor(app, other.user.id, 'platform');
  actors.auditor = await actorFor(app, await staff(app, 'auditor'), 'platform');
  const adminId = await staff(app, 'admin');
  actors.admin = await actorFor(app, adminId, 'platform');
  actors.console = await actorFor(app, adminId, 'console');
});

describe('capability functions refuse the wrong actor', () => {
  it('refuses anyone without a session with 401', async ({ app }) => {
    expect(await refusal(() => listControls(null))).toBe(401);
    expect(await refusal(activityPage(app.db, null, { page: 1, pageSize: 10 }))).toBe(401);
    expect(await refusal(() => evidenceRead(app.db, null))).toBe(401);
    expect(
      await refusal(
        signOut(
          { db: app.db, sessions: undefined as never, throttle: undefined as never, staffTotpRequired: true },
          null,
        ),
      ),
    ).toBe(401);
  });

  it("keeps a client's workspace to clients", async ({ app }) => {
    for (const actor of [actors.auditor, actors.admin, actors.console, SYSTEM_ACTOR]) {
      expect(await refusal(() => overallProgressRead(app.db, actor))).toBe(403);
      expect(await refusal(() => implementationsRead(app.db, actor))).toBe(403);
      expect(
        await refusal(saveImplementation(app.db, actor, { controlId: 'AC.L1-3.1.1', status: 'completed' })),
      ).toBe(403);
      expect(await refusal(generateDiagnostic(app.db, actor))).toBe(403);
      expect(await refusal(diagnosticHistory(app.db, actor))).toBe(403);
      expect(await refusal(issueUploadLink(deps, actor))).toBe(403);
      expect(await refusal(startMultipartUpload(deps, actor, { filename: 'a.pdf', size: 10 }))).toBe(403);
      expect(
        await refusal(
          registerUpload(deps, actor, { controlId: 'AC.L1-3.1.1', fileName: 'a.txt', uploadURL: 'x' }),
        ),
      ).toBe(403);
    }
  });

  it('keeps review and other clients to auditors and admins on the platform', async ({ app }) => {
    for (const actor of [actors.client, actors.console, SYSTEM_ACTOR]) {
      expect(await refusal(listClients(app.db, actor, { limit: 10 }))).toBe(403);
      expect(await refusal(listClientEvidence(app.db, actor, actors.client.user.id))).toBe(403);
      expect(await refusal(getClientProgress(app.db, actor, actors.client.user.id))).toBe(403);
      expect(
        await refusal(
          reviewImplementation(app.db, actor, implementationId, {
            auditorStatus: 'approved',
            auditorNotes: '',
            basedOn: 1,
          }),
        ),
      ).toBe(403);
    }
    // The same calls work for the actor they are meant for.
    expect(await listClients(app.db, actors.auditor, { limit: 100 })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: actors.client.user.id })]),
    );
  });

  it("keeps the admin console's powers to the console session", async ({ app }) => {
    for (const actor of [actors.admin, actors.auditor, actors.client, SYSTEM_ACTOR]) {
      expect(await refusal(allAssessments(app.db, actor, {} as never))).toBe(403);
      const sessions = app.db as never;
      expect(
        await refusal(
          resetPassword({ db: app.db, sessions }, actor, actors.client.user.id, 'new-password-1'),
        ),
      ).toBe(403);
      expect(await refusal(impersonate({ db: app.db, sessions }, actor, actors.client.user.id, null))).toBe(
        403,
      );
      expect(
        await refusal(
          makeResetLink({ db: app.db, publicUrl: app.config.publicUrl }, actor, actors.client.user.id),
        ),
      ).toBe(403);
      const page = { search: undefined, page: 1, pageSize: 10 };
      expect(await refusal(listAdminUsers(app.db, actor, { ...page, role: 'all', affirmation: 'all' }))).toBe(
        403,
      );
      expect(
        await refusal(listAdminImplementations(app.db, actor, { ...page, status: 'all', domainId: 'all' })),
      ).toBe(403);
      expect(await refusal(listAdminEvidence(app.db, actor, page))).toBe(403);
      expect(await refusal(listAdminActivity(app.db, actor, { ...page, action: 'all' }))).toBe(403);
      expect(await refusal(() => activityCsv(app.db, actor, { search: undefined, action: 'all' }))).toBe(403);
      expect(
        await refusal(
          updateUser({ db: app.db, sessions, staffTotpRequired: true }, actor, actors.client.user.id, {
            disabled: true,
          }),
        ),
      ).toBe(403);
    }
  });

  it("gives a client's compliance PDF to its owner and to staff in the platform or the console (D25)", async ({
    app,
  }) => {
    const clientId = actors.client.user.id;
    for (const actor of [actors.auditor, actors.admin, actors.console, SYSTEM_ACTOR]) {
      expect(await refusal(ownCompliancePdf(app.db, actor))).toBe(403);
    }
    for (const actor of [actors.client, actors.otherClient, SYSTEM_ACTOR]) {
      expect(await refusal(clientCompliancePdf(app.db, actor, clientId))).toBe(403);
    }
    expect(await refusal(clientCompliancePdf(app.db, actors.auditor, actors.admin.user.id))).toBe(404);
    for (const actor of [actors.auditor, actors.admin, actors.console]) {
      const report = await clientCompliancePdf(app.db, actor, clientId);
      report.body.destroy();
      expect(report.contentType).toBe('application/pdf');
    }
  });

  it('lets only the operator and the admin console create accounts', async ({ app }) => {
    const account = {
      username: 'x_new',
      password: 'a-password-1',
      email: 'x@new.example',
      role: 'admin' as const,
    };
    for (const actor of [actors.client, actors.auditor, actors.admin]) {
      expect(await refusal(createUser(app.db, actor, account, 'by a test'))).toBe(403);
      expect(
        await refusal(
          createStaff({ db: app.db, outbox: undefined, publicUrl: app.config.publicUrl }, actor, {
            ...account,
            role: 'auditor',
            firstName: 'A',
            lastName: 'B',
          }),
        ),
      ).toBe(403);
    }
    expect(await refusal(createUser(app.db, actors.console, account, 'by a test'))).toBe(200);
  });

  it("hides a client's evidence from other clients, and lets no staff session delete it", async () => {
    expect(await refusal(openEvidence(deps, actors.otherClient, evidenceId))).toBe(404);
    expect(await refusal(deleteEvidence(deps, actors.otherClient, evidenceId))).toBe(404);
    expect(await refusal(deleteEvidence(deps, actors.auditor, evidenceId))).toBe(403);
    expect(await refusal(deleteEvidence(deps, actors.admin, evidenceId))).toBe(403);
    expect(await refusal(deleteEvidence(deps, actors.console, evidenceId))).toBe(403);
    const opened = await openEvidence(deps, actors.auditor, evidenceId);
    opened.body.destroy();
    expect(opened.fileName).toBe('policy.txt');
  });
});
