import { parse } from 'csv-parse/sync';
import crypto from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import type { CreateStaffInput } from '../../src/contract/staff';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { PASSWORD_RULE_MESSAGES } from '../../src/contract/auth';
import { ACCOUNT_DISABLED_MESSAGE } from '../../src/contract/staff';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { activityCsv } from '../../src/server/admin/activity-list';
import { createUser, findUserById } from '../../src/server/auth/users';
import { activityLog, assessmentCycles, evidenceFiles, users } from '../../src/server/db/schema';
import { PLACEHOLDERS } from '../../src/server/cli/demo-data';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { DEFAULT_PASSWORD, registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

/** The admin console at scale (D16, D21) and staff management (D17, D20). */
let admin: { id: string; username: string; password: string };
let consoleBrowser: HttpClient;

const ADMIN_NAME = 'Ada Lovelace';

async function signInToConsole(app: TestApp, username: string, password: string) {
  const browser = new HttpClient(app.baseUrl);
  const response = await browser.call(routes.adminLogin, { body: { username, password } });
  expect(response.status).toBe(200);
  return browser;
}

/** A client registered through the API, with a unique business name; its browser holds its session. */
async function client(
  app: TestApp,
  businessName = `Quartz Avionics ${crypto.randomBytes(3).toString('hex')}`,
) {
  const browser = new HttpClient(app.baseUrl);
  // No personal name: the log then names the member by username, never the business (D34).
  const { form, user } = await registerClient(browser, {
    businessName,
    firstName: undefined,
    lastName: undefined,
  });
  return { browser, form, user, businessName };
}

const get = async (path: string) => {
  const response = await consoleBrowser.get(path);
  expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(200);
  return response.json;
};

/** The entries of a user's log with the given action, oldest first. */
const entriesOf = (app: TestApp, userId: string, action: string) =>
  app.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, userId), eq(activityLog.action, action as never)))
    .orderBy(activityLog.createdAt);

/** RFC 4180 CSV read back as a spreadsheet would. */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

it.beforeAll(async ({ app }) => {
  admin = { id: '', username: `ada_${crypto.randomBytes(3).toString('hex')}`, password: 'admin-password-1' };
  const user = await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      username: admin.username,
      password: admin.password,
      email: `${admin.username}@agency.example`,
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
    'by a test',
  );
  admin.id = user.id;
  consoleBrowser = await signInToConsole(app, admin.username, admin.password);
  // 60 organizations (and 6 staff) tagged "pg": enough for three pages of 25.
  await seedDemo(app.db, {
    organizations: 60,
    tag: 'pg',
    evidencePerOrganization: 2,
    activityPerOrganization: 3,
  });
});

describe('paged lists (D21)', () => {
  it('pages the users: total, page 2, the page size bound, and a page past the end', async () => {
    const all = await get('/api/admin/users?search=pg_org&pageSize=100');
    expect(all.total).toBe(60);
    expect(all.items).toHaveLength(60);
    const created = all.items.map((user: any) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const first = await get('/api/admin/users?search=pg_org');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = await get('/api/admin/users?search=pg_org&page=2&pageSize=25');
    expect(second.items.map((user: any) => user.id)).toEqual(
      all.items.slice(25, 50).map((user: any) => user.id),
    );
    expect((await get('/api/admin/users?search=pg_org&page=3')).items).toHaveLength(10);
    expect(await get('/api/admin/users?search=pg_org&page=4')).toEqual({
      items: [],
      total: 60,
      page: 4,
      pageSize: 25,
    });
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'page=-1', 'page=abc', 'role=owner']) {
      const refused = await consoleBrowser.get(`/api/admin/users?${query}`);
      expect(refused.status, query).toBe(400);
      expect(typeof refused.json.message).toBe('string');
    }
    expect(all.items[0]).not.toHaveProperty('password');
    expect(all.items[0]).not.toHaveProperty('totpSecret');
    expect(all.items[0]).toMatchObject({ role: 'client', disabledAt: null, totpEnabled: false });
  });

  it('searches users by business name, username, e-mail, first or last name, and filters', async ({
    app,
  }) => {
    const { businessName, form } = await client(app);
    expect((await get(`/api/admin/users?search=${encodeURIComponent(businessName)}`)).items).toHaveLength(1);
    expect((await get(`/api/admin/users?search=${form.username.toUpperCase()}`)).items[0].username).toBe(
      form.username,
    );
    expect((await get(`/api/admin/users?search=${form.email}`)).items[0].email).toBe(form.email);
    expect((await get('/api/admin/users?search=lovelace')).items.map((u: any) => u.id)).toEqual([admin.id]);
    expect((await get('/api/admin/users?search=Ada%20Lov')).items.map((u: any) => u.id)).toEqual([admin.id]);
    // A search holding LIKE's own wildcards matches them literally.
    expect((await get('/api/admin/users?search=%25')).total).toBe(0);

    const auditors = await get('/api/admin/users?search=pg_&role=auditor');
    expect(auditors.total).toBe(5);
    expect(auditors.items.every((u: any) => u.role === 'auditor')).toBe(true);
    expect((await get('/api/admin/users?search=pg_&role=admin')).items.map((u: any) => u.username)).toEqual([
      'pg_admin',
    ]);

    // Every tenth demo organization affirmed its first cycle; the others never did (D23).
    const never = await get('/api/admin/users?search=pg_org&affirmation=never');
    expect(never.total).toBe(54);
    const affirmedStates = await Promise.all(
      ['affirmed', 'due_soon', 'overdue'].map((state) =>
        get(`/api/admin/users?search=pg_org&affirmation=${state}`),
      ),
    );
    expect(affirmedStates.reduce((sum, page) => sum + page.total, 0)).toBe(6);
    for (const page of affirmedStates)
      expect(page.items.every((u: any) => u.nextAffirmationDueAt !== null)).toBe(true);
  });

  it("makes the demo's affirmed cycles through the affirmation itself, not a copied snapshot", async ({
    app,
  }) => {
    const [model] = await app.db.select().from(users).where(eq(users.username, 'pg_org_00010'));
    const [cycle] = await app.db
      .select()
      .from(assessmentCycles)
      .where(eq(assessmentCycles.organizationId, model!.id));
    const snapshot = cycle!.snapshot as any;
    // What the affirmation writes and a copy had drifted from: each kept file's sha256 (D33), the
    // evidence confirmed outside the tool, and the entry in the organization's history.
    expect(snapshot.evidence.length).toBeGreaterThan(0);
    expect(snapshot.evidence.every((file: any) => 'sha256' in file)).toBe(true);
    expect(snapshot.affirmation.affirmedAt).toBe(cycle!.affirmedAt!.toISOString());
    expect(cycle!.affirmedAt!.getTime()).toBeLessThan(Date.now() - 9 * 24 * 3600 * 1000);
    const entries = await entriesOf(app, model!.id, 'affirmation');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.description).toContain('affirmed Level 1 compliance for cycle 1');
  });

  it('opens every seeded organization’s first cycle, as founding one does: affirmed for every tenth', async ({
    app,
  }) => {
    const cycles = await app.db.execute(sql`
      select c.number, c.affirmed_at is not null as affirmed, c.started_at = o.created_at as from_registration
      from organizations o join users u on u.id = o.id left join assessment_cycles c on c.organization_id = o.id
      where u.username like 'pg\_org\_%'`);
    expect(cycles.rows).toHaveLength(60);
    expect(cycles.rows.every((row) => row.number === 1 && row.from_registration === true)).toBe(true);
    expect(cycles.rows.filter((row) => row.affirmed === true)).toHaveLength(6);
  });

  it('gives each seeded file the SHA-256 of the placeholder it points at, so no backfill is needed', async ({
    app,
  }) => {
    const seeded = await app.db
      .select({ objectPath: evidenceFiles.objectPath, sha256: evidenceFiles.sha256 })
      .from(evidenceFiles)
      .where(like(evidenceFiles.objectPath, 'demo/%'));
    expect(seeded).toHaveLength(60 * 2);
    for (const file of seeded) {
      const type = file.objectPath.replace('demo/placeholder-', '') as keyof typeof PLACEHOLDERS;
      expect(file.sha256).toBe(crypto.createHash('sha256').update(PLACEHOLDERS[type].bytes).digest('hex'));
    }
  });

  it('pages and searches implementations by control and organization, and filters', async ({ app }) => {
    const { browser, businessName } = await client(app);
    for (const [controlId, status] of [
      ['SC.L1-3.13.1', 'completed'],
      ['SI.L1-3.14.1', 'in_progress'],
      ['AC.L1-3.1.1', 'completed'],
    ] as const) {
      expect(
        (await browser.call(routes.saveImplementation, { body: { controlId, status, notes: '' } })).status,
      ).toBe(200);
    }
    const organization = await get(`/api/admin/implementations?search=${encodeURIComponent(businessName)}`);
    expect(organization.total).toBe(3);
    // Most recently changed first.
    expect(organization.items.map((i: any) => i.controlNumber)).toEqual([
      'AC.L1-3.1.1',
      'SI.L1-3.14.1',
      'SC.L1-3.13.1',
    ]);
    expect(organization.items[0]).toMatchObject({ businessName, status: 'completed', domainShortName: 'AC' });

    const filtered = await get(
      `/api/admin/implementations?search=${encodeURIComponent(businessName)}&status=completed&domainId=SC`,
    );
    expect(filtered.items.map((i: any) => i.controlNumber)).toEqual(['SC.L1-3.13.1']);

    // By control title: every demo organization has all 17, plus this client's one.
    const flaw = await get('/api/admin/implementations?search=flaw%20remediation&pageSize=100');
    expect(flaw.total).toBe(61);
    expect(new Set(flaw.items.map((i: any) => i.controlTitle))).toEqual(new Set(['Flaw Remediation']));
    const byNumber = await get('/api/admin/implementations?search=PE.L1-3.10.&status=completed');
    expect(byNumber.items.every((i: any) => i.controlNumber.startsWith('PE.L1-3.10.'))).toBe(true);

    const total = (await get('/api/admin/implementations?pageSize=1')).total;
    expect(total).toBe(60 * 17 + 3);
    const late = await get(`/api/admin/implementations?page=${Math.ceil(total / 100)}&pageSize=100`);
    expect(late.items).toHaveLength(total % 100 || 100);
    expect((await get('/api/admin/implementations?page=1000000')).items).toEqual([]);
  });

  it('searches evidence by file name, organization and control', async ({ app }) => {
    const { browser, businessName } = await client(app);
    const uploaded = await browser.call(routes.uploadEvidenceDirect, {
      body: evidenceForm('SC.L1-3.13.1', 'boundary-zqx.txt', TEXT_BYTES),
    });
    expect(uploaded.status).toBe(201);
    const byName = await get('/api/admin/evidence?search=ZQX');
    expect(byName.items).toEqual([
      expect.objectContaining({
        id: uploaded.json.id,
        fileName: 'boundary-zqx.txt',
        businessName,
        controlNumber: 'SC.L1-3.13.1',
      }),
    ]);
    expect(byName.total).toBe(1);
    expect((await get(`/api/admin/evidence?search=${encodeURIComponent(businessName)}`)).items[0].id).toBe(
      uploaded.json.id,
    );
    const byControl = await get('/api/admin/evidence?search=SC.L1-3.13.1&pageSize=100');
    expect(byControl.items.map((e: any) => e.id)).toContain(uploaded.json.id);
    expect(byControl.items.every((e: any) => e.controlNumber === 'SC.L1-3.13.1')).toBe(true);

    const all = await get('/api/admin/evidence?pageSize=100');
    expect(all.total).toBe(60 * 2 + 1);
    expect(all.items[0].id).toBe(uploaded.json.id);
    const page2 = await get('/api/admin/evidence?page=2&pageSize=50');
    expect(page2.items.map((e: any) => e.id)).toEqual(all.items.slice(50, 100).map((e: any) => e.id));
  });
});

describe('the activity log in the console (D21)', () => {
  it('names the actor: the owner, the admin "as" the business while impersonating, the admin in the console', async ({
    app,
  }) => {
    const { user, businessName, browser } = await client(app);
    const own = await get(`/api/admin/activity?search=${encodeURIComponent(businessName)}`);
    expect(own.items).toEqual([
      expect.objectContaining({ action: 'registration', actorName: user.username, businessName }),
    ]);

    // The admin opens the client's platform (D11) and changes something there.
    const viewing = await signInToConsole(app, admin.username, admin.password);
    expect((await viewing.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
    expect(
      (
        await viewing.call(routes.saveImplementation, {
          body: { controlId: 'AC.L1-3.1.1', status: 'in_progress' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await consoleBrowser.call(routes.adminResetPassword, {
          body: {
            userId: user.id,
            newPassword: 'fresh-pass-1x',
          },
        })
      ).status,
    ).toBe(200);
    // The client's own action, after the reset (the client signs in again).
    const signedIn = await browser.call(routes.login, {
      body: {
        username: user.username,
        password: 'fresh-pass-1x',
      },
    });
    expect(signedIn.status).toBe(200);

    const log = await get(`/api/admin/activity?search=${encodeURIComponent(businessName)}`);
    const byAction = Object.fromEntries(log.items.map((entry: any) => [entry.action, entry.actorName]));
    expect(byAction).toEqual({
      registration: user.username,
      impersonation_start: ADMIN_NAME,
      status_change: `${ADMIN_NAME} as ${businessName}`,
      password_reset: ADMIN_NAME,
      sign_in: user.username,
    });
    expect(log.items.map((entry: any) => entry.action)).toEqual([
      'sign_in',
      'password_reset',
      'status_change',
      'impersonation_start',
      'registration',
    ]);
  });

  it('names an auditor by name, and searches by organization and action', async ({ app }) => {
    const { browser, businessName } = await client(app);
    const saved = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'completed',
      },
    });
    const auditorName = `Rhea${crypto.randomBytes(2).toString('hex')}`;
    const auditor = await createUser(
      app.db,
      SYSTEM_ACTOR,
      {
        username: `auditor_${auditorName.toLowerCase()}`,
        password: 'auditor-password-1',
        email: `${auditorName}@agency.example`,
        role: 'auditor',
        firstName: auditorName,
        lastName: 'Okafor',
      },
      'by a test',
    );
    const auditorBrowser = new HttpClient(app.baseUrl);
    await auditorBrowser.call(routes.login, {
      body: {
        username: auditor.username,
        password: 'auditor-password-1',
      },
    });
    const reviewed = await auditorBrowser.call(routes.reviewImplementation, {
      params: { implementationId: saved.json.id },
      body: {
        auditorStatus: 'approved',
        auditorNotes: 'Sanitization log on file.',
        basedOn: saved.json.version,
      },
    });
    expect(reviewed.status, reviewed.text).toBe(200);

    const reviews = await get(`/api/admin/activity?search=${encodeURIComponent(businessName)}&action=review`);
    expect(reviews.items).toEqual([
      expect.objectContaining({ action: 'review', actorName: `${auditorName} Okafor`, businessName }),
    ]);
    // The action's label ("Auditor review") or code finds it, with every other review.
    const byLabel = await get(`/api/admin/activity?search=auditor%20review&pageSize=100`);
    expect(byLabel.items.every((entry: any) => entry.action === 'review')).toBe(true);
    expect(byLabel.items.map((entry: any) => entry.businessName)).toContain(businessName);
    expect((await get('/api/admin/activity?search=REVIEW&pageSize=1')).total).toBe(
      (await get('/api/admin/activity?search=review&pageSize=1')).total,
    );
    // The organization with the action: only this client's review.
    expect(
      (await get(`/api/admin/activity?search=${encodeURIComponent(businessName)}`)).items.map(
        (entry: any) => entry.action,
      ),
    ).toEqual(['review', 'status_change', 'registration']);

    const signIns = await get('/api/admin/activity?action=sign_in&pageSize=100');
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((entry: any) => entry.action === 'sign_in')).toBe(true);
    expect((await consoleBrowser.get('/api/admin/activity?action=bogus')).status).toBe(400);
  });

  it('pages the whole log newest first', async ({ app }) => {
    const all = await get('/api/admin/activity?pageSize=100');
    expect(all.total).toBe(await app.db.$count(activityLog));
    const dates = all.items.map((entry: any) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await get('/api/admin/activity?page=2&pageSize=40');
    expect(page2.items.map((entry: any) => entry.id)).toEqual(all.items.slice(40, 80).map((e: any) => e.id));
  });

  it('exports the log as CSV: the filtered rows, formulas neutralized, as an attachment', async ({ app }) => {
    const hostile = `=HYPERLINK("http://evil.example","x") ${crypto.randomBytes(2).toString('hex')}`;
    const { browser, form } = await client(app, hostile);
    await browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.2', status: 'in_progress' },
    });
    const search = encodeURIComponent(hostile.slice(-20));
    const listed = await get(`/api/admin/activity?search=${search}`);
    expect(listed.total).toBe(2);

    const response = await consoleBrowser.call(routes.adminActivityCsv, {
      query: { search: hostile.slice(-20) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-.*\.csv"$/);
    const rows = parseCsv(response.text);
    expect(rows[0]).toEqual(['date', 'organization', 'actor', 'action', 'description']);
    expect(rows.slice(1)).toEqual(
      listed.items.map((entry: any) => [
        entry.createdAt,
        `'${hostile}`,
        form.username,
        entry.action,
        entry.description,
      ]),
    );
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`);

    // Filtered by action; and a client or nobody cannot have it.
    const signIns = parseCsv(
      (await consoleBrowser.call(routes.adminActivityCsv, { query: { action: 'sign_in' } })).text,
    );
    expect(signIns.slice(1).every((row) => row[3] === 'sign_in')).toBe(true);
    expect((await browser.call(routes.adminActivityCsv)).status).toBe(401);
  });

  it('streams the CSV in batches that together hold every row once, in order', async ({ app }) => {
    const listed = await get('/api/admin/activity?search=pg_&pageSize=100');
    const consoleActor = {
      user: (await findUserById(app.db, admin.id))!,
      organization: null,
      membership: null,
      session: 'console' as const,
      sessionId: null,
      impersonatorId: null,
    };
    const chunks: string[] = [];
    for await (const chunk of activityCsv(app.db, consoleActor, { search: 'pg_', action: 'all' }, 7)) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(listed.total / 7);
    const rows = parseCsv(chunks.join('')).slice(1);
    expect(rows.length).toBe(listed.total);
    expect(rows.slice(0, 100).map((row) => row[4])).toEqual(
      listed.items.map((entry: any) => entry.description),
    );
    expect(() => activityCsv(app.db, null, { search: undefined, action: 'all' })).toThrow();
  });
});

describe('staff accounts (D17, D20)', () => {
  const newStaff = (overrides: Partial<CreateStaffInput> = {}): CreateStaffInput => {
    const id = crypto.randomBytes(3).toString('hex');
    return {
      role: 'auditor',
      firstName: 'Grace',
      lastName: `Hopper${id}`,
      username: `grace_${id}`,
      email: `grace_${id}@agency.example`,
      password: 'cobol-compiler-1959',
      ...overrides,
    };
  };

  it('creates an auditor or admin account, logged with the acting admin', async ({ app }) => {
    const body = newStaff();
    const created = await consoleBrowser.call(routes.createStaff, { body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      role: 'auditor',
      username: body.username,
      firstName: 'Grace',
      businessName: 'CMMC Readiness Staff',
      disabledAt: null,
    });
    expect(created.json).not.toHaveProperty('password');
    const signIn = await new HttpClient(app.baseUrl).call(routes.login, {
      body: {
        username: body.username,
        password: body.password,
      },
    });
    expect(signIn.status).toBe(200);
    const [entry] = await entriesOf(app, created.json.id, 'account_created');
    expect(entry).toMatchObject({ actorUserId: admin.id });
    expect(entry!.description).toContain(ADMIN_NAME);

    const anAdmin = await consoleBrowser.call(routes.createStaff, { body: newStaff({ role: 'admin' }) });
    expect(anAdmin.status).toBe(201);
    expect(anAdmin.json.role).toBe('admin');
  });

  it('refuses a weak password with the field message, a client role, and a taken name', async () => {
    const common = await consoleBrowser.call(routes.createStaff, {
      body: newStaff({ password: 'password123' }),
    });
    expect(common.status).toBe(400);
    expect(common.json.errors).toEqual({ password: PASSWORD_RULE_MESSAGES.tooCommon });
    const short = await consoleBrowser.call(routes.createStaff, { body: newStaff({ password: 'short' }) });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    const same = newStaff();
    const sameAsName = await consoleBrowser.call(routes.createStaff, {
      body: { ...same, password: same.username },
    });
    expect(sameAsName.status).toBe(400);
    expect(sameAsName.json.errors.password).toBe(PASSWORD_RULE_MESSAGES.sameAsUsername);
    // A role the route's type refuses, sent raw for the server to judge.
    const clientRole = await consoleBrowser.post('/api/admin/users', { ...newStaff(), role: 'client' });
    expect(clientRole.status).toBe(400);
    expect(clientRole.json.errors).toHaveProperty('role');
    const noName = await consoleBrowser.call(routes.createStaff, { body: newStaff({ firstName: ' ' }) });
    expect(noName.status).toBe(400);
    expect(noName.json.errors.firstName).toBe('First name is required');

    const taken = await consoleBrowser.call(routes.createStaff, {
      body: newStaff({ username: admin.username.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toHaveProperty('username');
    const emailTaken = await consoleBrowser.call(routes.createStaff, {
      body: newStaff({ email: `${admin.username}@AGENCY.example` }),
    });
    expect(emailTaken.status).toBe(409);
    expect(emailTaken.json.errors).toHaveProperty('email');
  });

  it("changes a user's role, never one's own, logged with the acting admin", async ({ app }) => {
    const { user } = await client(app);
    const changed = await consoleBrowser.call(routes.updateUser, {
      params: { id: user.id },
      body: { role: 'auditor' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.role).toBe('auditor');
    expect((await findUserById(app.db, user.id))!.role).toBe('auditor');
    const [entry] = await entriesOf(app, user.id, 'role_change');
    expect(entry).toMatchObject({ actorUserId: admin.id, metadata: { from: 'client', to: 'auditor' } });
    expect(entry!.description).toBe(`Role changed from client to auditor by ${ADMIN_NAME}`);
    // The same role again changes and logs nothing.
    await consoleBrowser.call(routes.updateUser, { params: { id: user.id }, body: { role: 'auditor' } });
    expect(await entriesOf(app, user.id, 'role_change')).toHaveLength(1);

    const own = await consoleBrowser.call(routes.updateUser, {
      params: { id: admin.id },
      body: { role: 'client' },
    });
    expect(own.status).toBe(403);
    expect(own.json.message).toBe('You cannot change your own role');
    expect((await findUserById(app.db, admin.id))!.role).toBe('admin');
    const ownDisable = await consoleBrowser.call(routes.updateUser, {
      params: { id: admin.id },
      body: {
        disabled: true,
      },
    });
    expect(ownDisable.status).toBe(403);

    const unknown = await consoleBrowser.call(routes.updateUser, {
      params: { id: crypto.randomUUID() },
      body: {
        role: 'auditor',
      },
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await consoleBrowser.call(routes.updateUser, {
          params: { id: 'not-a-uuid' },
          body: { role: 'auditor' },
        })
      ).status,
    ).toBe(404);
    expect((await consoleBrowser.call(routes.updateUser, { params: { id: user.id }, body: {} })).status).toBe(
      400,
    );
    expect(
      (await consoleBrowser.request('PATCH', `/api/admin/users/${user.id}`, { role: 'owner' })).status,
    ).toBe(400);
  });

  it('disables an account: sign-in refused with the message, sessions end at once; enabling restores it', async ({
    app,
  }) => {
    const { user, form, browser } = await client(app);
    expect((await browser.call(routes.currentUser)).status).toBe(200);
    const disabled = await consoleBrowser.call(routes.updateUser, {
      params: { id: user.id },
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.json.disabledAt).toEqual(expect.any(String));
    expect((await browser.call(routes.currentUser)).status).toBe(401);

    const refused = await new HttpClient(app.baseUrl).call(routes.login, {
      body: {
        username: form.username,
        password: DEFAULT_PASSWORD,
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: ACCOUNT_DISABLED_MESSAGE });
    // Only a caller who knows the password learns that the account is disabled.
    const wrong = await new HttpClient(app.baseUrl).call(routes.login, {
      body: {
        username: form.username,
        password: 'not-the-password',
      },
    });
    expect(wrong.status).toBe(401);
    expect((await consoleBrowser.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(403);
    expect((await get(`/api/admin/users?search=${form.username}`)).items[0].disabledAt).not.toBeNull();

    const enabled = await consoleBrowser.call(routes.updateUser, {
      params: { id: user.id },
      body: { disabled: false },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.json.disabledAt).toBeNull();
    const again = new HttpClient(app.baseUrl);
    expect(
      (await again.call(routes.login, { body: { username: form.username, password: DEFAULT_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await entriesOf(app, user.id, 'account_disabled'))[0]).toMatchObject({ actorUserId: admin.id });
    expect((await entriesOf(app, user.id, 'account_enabled'))[0]).toMatchObject({ actorUserId: admin.id });
  });

  it('signs out a disabled account even when a session was left behind, and refuses the console', async ({
    app,
  }) => {
    const { user, browser } = await client(app);
    // Disabled behind the app's back: the session store still has the session.
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await browser.call(routes.currentUser)).status).toBe(401);

    const other = await createUser(
      app.db,
      SYSTEM_ACTOR,
      {
        username: `admin_${crypto.randomBytes(3).toString('hex')}`,
        password: 'admin-password-2',
        email: `${crypto.randomBytes(3).toString('hex')}@agency.example`,
        role: 'admin',
      },
      'by a test',
    );
    const otherConsole = await signInToConsole(app, other.username, 'admin-password-2');
    expect(
      (await consoleBrowser.call(routes.updateUser, { params: { id: other.id }, body: { disabled: true } }))
        .status,
    ).toBe(200);
    expect((await otherConsole.call(routes.adminUsers)).status).toBe(401);
    const refused = await new HttpClient(app.baseUrl).call(routes.adminLogin, {
      body: {
        username: other.username,
        password: 'admin-password-2',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(ACCOUNT_DISABLED_MESSAGE);
  });

  it('keeps every console route to the console session', async ({ app }) => {
    const { browser, user } = await client(app);
    const anonymous = new HttpClient(app.baseUrl);
    for (const who of [browser, anonymous]) {
      for (const path of ['users', 'implementations', 'evidence', 'activity', 'activity.csv']) {
        expect((await who.get(`/api/admin/${path}`)).status).toBe(401);
      }
      expect((await who.call(routes.createStaff, { body: newStaff() })).status).toBe(401);
      expect(
        (await who.call(routes.updateUser, { params: { id: user.id }, body: { role: 'admin' } })).status,
      ).toBe(401);
    }
    expect((await findUserById(app.db, user.id))!.role).toBe('client');
  });
});
