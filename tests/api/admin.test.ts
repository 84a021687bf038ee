import { and, count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { activityLog, organizations, users } from '../../src/server/db/schema';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { DEFAULT_PASSWORD, registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

const ADMIN = { username: 'console_admin', password: 'admin-password-1' };

async function adminConsole(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const response = await browser.call(routes.adminLogin, { body: ADMIN });
  expect(response.status).toBe(200);
  return browser;
}

it.beforeAll(async ({ app }) => {
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...ADMIN,
      email: 'admin@agency.example',
      role: 'admin',
    },
    'by a test',
  );
});

describe('admin session (D10)', () => {
  it('uses its own cookie, held only by admins', async ({ app }) => {
    const browser = await adminConsole(app);
    expect(browser.cookie(ADMIN_SESSION_COOKIE)).toBeDefined();
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await browser.call(routes.consoleSession)).json).toMatchObject({
      authenticated: true,
      admin: { username: ADMIN.username },
    });
    // The console session is not a platform session.
    expect((await browser.call(routes.currentUser)).status).toBe(401);

    const client = new HttpClient(app.baseUrl);
    const { form } = await registerClient(client);
    const refused = await new HttpClient(app.baseUrl).call(routes.adminLogin, {
      body: {
        username: form.username,
        password: DEFAULT_PASSWORD,
      },
    });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'Invalid admin credentials' });
    // A platform session of an admin user does not open the console either.
    const platform = new HttpClient(app.baseUrl);
    await platform.call(routes.login, { body: ADMIN });
    expect((await platform.call(routes.consoleSession)).status).toBe(401);
    expect((await new HttpClient(app.baseUrl).call(routes.allAssessments)).status).toBe(401);

    expect((await browser.call(routes.adminLogout)).status).toBe(200);
    expect((await browser.call(routes.consoleSession)).status).toBe(401);
  });
});

describe('GET /api/admin/all-assessments (D16)', () => {
  it('counts in SQL, bounds and filters the lists', async ({ app }) => {
    const client = new HttpClient(app.baseUrl);
    const { form } = await registerClient(client, { businessName: 'Quartz Avionics' });
    await client.call(routes.saveImplementation, {
      body: { controlId: 'SC.L1-3.13.1', status: 'completed', notes: '' },
    });
    await client.call(routes.saveImplementation, {
      body: { controlId: 'SI.L1-3.14.1', status: 'in_progress', notes: '' },
    });
    await client.call(routes.uploadEvidenceDirect, {
      body: evidenceForm('SC.L1-3.13.1', 'fw.txt', TEXT_BYTES),
    });
    const browser = await adminConsole(app);

    const all = (await browser.call(routes.allAssessments)).json;
    expect(all.summary.totalUsers).toBeGreaterThanOrEqual(1);
    expect(all.summary.totalImplementations).toBeGreaterThanOrEqual(2);
    expect(all.summary.totalEvidenceFiles).toBeGreaterThanOrEqual(1);
    // Both levels' catalogs (D29): organizations at either level are listed together.
    expect(all.controls).toHaveLength(17 + 110);
    expect(all.domains).toHaveLength(14);
    expect(all.activityLogs.length).toBeLessThanOrEqual(50);
    expect(all.evidenceFiles[0]).toMatchObject({
      fileName: 'fw.txt',
      businessName: 'Quartz Avionics',
      controlNumber: 'SC.L1-3.13.1',
    });
    expect(JSON.stringify(all)).not.toContain('scrypt');

    const completedSc = (
      await browser.call(routes.allAssessments, { query: { status: 'completed', domainId: 'SC' } })
    ).json;
    expect(completedSc.implementations.map((i: any) => i.controlNumber)).toEqual(['SC.L1-3.13.1']);
    expect(completedSc.pages.implementations.total).toBe(1);
    const search = (await browser.call(routes.allAssessments, { query: { search: 'flaw' } })).json;
    expect(search.implementations.map((i: any) => i.controlTitle)).toEqual(['Flaw Remediation']);
    const users = (await browser.call(routes.allAssessments, { query: { userSearch: form.username } })).json;
    expect(users.users.map((u: any) => u.username)).toEqual([form.username]);
    expect(users.users[0]).not.toHaveProperty('password');
  });

  it('"Total Users" counts every account, staff included, as the Users tab lists them (issue 23)', async ({
    app,
  }) => {
    await registerClient(new HttpClient(app.baseUrl), { businessName: 'Counted Castings' });
    await createUser(
      app.db,
      SYSTEM_ACTOR,
      {
        username: 'counted_auditor',
        password: 'auditor-password-1',
        email: 'counted.auditor@agency.example',
        role: 'auditor',
      },
      'by a test',
    );
    const browser = await adminConsole(app);
    const { summary } = (await browser.call(routes.allAssessments)).json;
    const [everyone] = await app.db.select({ n: count() }).from(users);
    const [clients] = await app.db.select({ n: count() }).from(users).where(eq(users.role, 'client'));
    expect(summary.totalUsers).toBe(everyone!.n);
    expect(summary.totalClientAccounts).toBe(clients!.n);
    expect(summary.totalOrganizations).toBe(await app.db.$count(organizations));
    // Staff are users too: the admin and the auditor made here.
    expect(summary.totalUsers - summary.totalClientAccounts).toBe(2);
    expect((await browser.call(routes.adminUsers)).json.total).toBe(summary.totalUsers);
  });
});

describe('admin actions', () => {
  it('downloads any evidence file', async ({ app }) => {
    const client = new HttpClient(app.baseUrl);
    await registerClient(client);
    const id = (
      await client.call(routes.uploadEvidenceDirect, {
        body: evidenceForm('AC.L1-3.1.1', 'a.txt', TEXT_BYTES),
      })
    ).json.id;
    const browser = await adminConsole(app);
    const file = await browser.call(routes.adminEvidenceContent, { params: { id } });
    expect(file.status).toBe(200);
    expect(file.text).toBe(TEXT_BYTES.toString());
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await client.call(routes.adminEvidenceContent, { params: { id } })).status).toBe(401);
  });

  it('resets a password: the old one stops working and every session ends', async ({ app }) => {
    const client = new HttpClient(app.baseUrl);
    const { user, form } = await registerClient(client);
    const browser = await adminConsole(app);
    const short = await browser.call(routes.adminResetPassword, {
      body: { userId: user.id, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    const reset = await browser.call(routes.adminResetPassword, {
      body: {
        userId: user.id,
        newPassword: 'brand-new-password',
      },
    });
    expect(reset.status).toBe(200);
    expect((await client.call(routes.currentUser)).status).toBe(401);
    expect(
      (
        await new HttpClient(app.baseUrl).call(routes.login, {
          body: {
            username: form.username,
            password: DEFAULT_PASSWORD,
          },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new HttpClient(app.baseUrl).call(routes.login, {
          body: {
            username: form.username,
            password: 'brand-new-password',
          },
        })
      ).status,
    ).toBe(200);
    const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(entries.map((e) => e.action)).toContain('password_reset');
  });

  it("impersonates a user: the banner status, the user's data, actions logged with the admin, and the way back", async ({
    app,
  }) => {
    const client = new HttpClient(app.baseUrl);
    const { user } = await registerClient(client, { businessName: 'Orbit Fasteners' });
    const browser = await adminConsole(app);
    expect((await browser.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
    expect((await browser.call(routes.currentUser)).json.id).toBe(user.id);
    // The admin acting is named, for the header's "Admin <name> as <business>" (issue 23).
    expect((await browser.call(routes.impersonationStatus)).json).toEqual({
      isImpersonating: true,
      user: { businessName: 'Orbit Fasteners' },
      admin: { name: ADMIN.username },
    });
    expect((await client.call(routes.impersonationStatus)).json).toEqual({
      isImpersonating: false,
      user: null,
      admin: null,
    });

    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'completed',
        notes: 'Set by support',
      },
    });
    const admin = (await browser.call(routes.consoleSession)).json.admin;
    const [change] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'status_change')));
    expect(change).toMatchObject({ userId: user.id, actorUserId: admin.id });

    const exit = await browser.call(routes.exitImpersonation);
    expect(exit.json.redirect).toBe('/admin/dashboard');
    expect((await browser.call(routes.currentUser)).status).toBe(401);
    expect((await browser.call(routes.consoleSession)).status).toBe(200);
    expect((await client.call(routes.exitImpersonation)).status).toBe(401);
  });

  it('does not impersonate another admin', async ({ app }) => {
    const browser = await adminConsole(app);
    const admin = (await browser.call(routes.consoleSession)).json.admin;
    expect((await browser.call(routes.impersonate, { body: { userId: admin.id } })).status).toBe(404);
  });
});
