import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { ImplementationStatus } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { activityLog, users } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

/** D11: an impersonation session holds only with the admin's authority, and speaks for the admin. */

async function newAdmin(app: TestApp) {
  const id = crypto.randomBytes(4).toString('hex');
  const credentials = { username: `admin_${id}`, password: 'admin-password-1' };
  const admin = await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...credentials,
      email: `${credentials.username}@agency.example`,
      role: 'admin',
    },
    'by a test',
  );
  const console = new HttpClient(app.baseUrl);
  expect((await console.call(routes.adminLogin, { body: credentials })).status).toBe(200);
  return { admin, console, credentials };
}

/** A client, and an admin's browser viewing that client's platform. */
async function impersonating(app: TestApp) {
  const { user } = await registerClient(new HttpClient(app.baseUrl));
  const { admin, console, credentials } = await newAdmin(app);
  expect((await console.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
  return { user, admin, browser: console, credentials };
}

const save = (browser: HttpClient, status: ImplementationStatus = 'in_progress') =>
  browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status } });

describe('an impersonation session ends with the admin authority behind it', () => {
  it('ends when the admin signs out of the console', async ({ app }) => {
    const { browser } = await impersonating(app);
    expect((await save(browser)).status).toBe(200);
    const platformCookie = browser.cookie(SESSION_COOKIE)!;
    expect((await browser.call(routes.adminLogout)).status).toBe(200);
    browser.setCookie(SESSION_COOKIE, platformCookie);
    expect((await save(browser, 'completed')).status).toBe(401);
    expect((await browser.call(routes.currentUser)).status).toBe(401);
  });

  it("ends when the admin's password is reset", async ({ app }) => {
    const { browser, admin } = await impersonating(app);
    const other = await newAdmin(app);
    const reset = await other.console.call(routes.adminResetPassword, {
      body: {
        userId: admin.id,
        newPassword: 'a-brand-new-password-2',
      },
    });
    expect(reset.status).toBe(200);
    expect((await save(browser)).status).toBe(401);
  });

  it('ends when the admin loses the admin role', async ({ app }) => {
    const { browser, admin } = await impersonating(app);
    expect((await save(browser)).status).toBe(200);
    await app.db.update(users).set({ role: 'auditor' }).where(eq(users.id, admin.id));
    expect((await save(browser, 'completed')).status).toBe(401);
    expect((await browser.call(routes.consoleSession)).status).toBe(403);
  });
});

describe('everything done while impersonating is attributed to the admin', () => {
  it("names the admin for a client's changes and for signing out", async ({ app }) => {
    const { browser, user, admin } = await impersonating(app);
    expect((await save(browser)).status).toBe(200);
    expect((await browser.call(routes.logout)).status).toBe(204);
    const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry.actorUserId]));
    expect(byAction).toMatchObject({
      status_change: admin.id,
      sign_out: admin.id,
      impersonation_start: admin.id,
    });
  });

  it('makes the admin the reviewer of record of a review done as an auditor, shown "Admin as Auditor"', async ({
    app,
  }) => {
    const client = new HttpClient(app.baseUrl);
    const { user } = await registerClient(client);
    const implementation = (await save(client)).json;
    const auditor = await createUser(
      app.db,
      SYSTEM_ACTOR,
      {
        username: `auditor_${user.id.slice(0, 8)}`,
        password: 'auditor-password-1',
        email: `a_${user.id.slice(0, 8)}@agency.example`,
        role: 'auditor',
      },
      'by a test',
    );
    const { admin, console } = await newAdmin(app);
    expect((await console.call(routes.impersonate, { body: { userId: auditor.id } })).status).toBe(200);
    const review = await console.call(routes.reviewImplementation, {
      params: { implementationId: implementation.id },
      body: {
        auditorStatus: 'rejected',
        auditorNotes: 'The policy is unsigned',
        basedOn: implementation.version,
      },
    });
    expect(review.status).toBe(200);
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, user.id), eq(activityLog.action, 'review')));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      description: `${admin.username} as ${auditor.username} reviewed AC.L1-3.1.1: Rejected`,
      metadata: expect.objectContaining({ reviewerId: admin.id, impersonatedUserId: auditor.id }),
    });
    // The review itself, in the answer, the client's history and the CSV, names both (D33).
    const asShown = `${admin.username} as ${auditor.username}`;
    expect(review.json.reviews[0]).toMatchObject({ reviewerName: asShown, status: 'rejected' });
    const mine = (await client.call(routes.implementations)).json.find(
      (i: any) => i.id === implementation.id,
    );
    expect(mine.reviews[0].reviewerName).toBe(asShown);
    const csv = (await client.call(routes.implementationsCsv)).text;
    expect(csv).toContain(`AC.L1-3.1.1,`);
    expect(csv).toContain(`,${asShown},`);
  });
});

describe("the affirmation is the official's own (D33, 32 CFR 170.22)", () => {
  it("is refused to an admin viewing the business, with the reason, and stays the client's to make", async ({
    app,
  }) => {
    const owner = new HttpClient(app.baseUrl);
    const { user } = await registerClient(owner);
    await meetEverything(owner);
    expect((await owner.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    const { console } = await newAdmin(app);
    expect((await console.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);

    // Everything is ready, yet the admin viewing the business cannot affirm in anyone's name.
    const refused = await console.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/administrator viewing the business cannot affirm/);
    expect((await console.call(routes.currentCycle)).json.cycle.status).toBe('open');
    expect((await owner.call(routes.sprs)).status).toBe(404);

    // The business's own sign-in affirms.
    expect((await owner.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
  });
});

describe('session ids on entering and leaving', () => {
  it('gives a fresh platform session on entering and kills it on leaving', async ({ app }) => {
    const { user } = await registerClient(new HttpClient(app.baseUrl));
    const { console, credentials } = await newAdmin(app);
    // The admin's own platform session, held in the same browser, ends on entering.
    expect((await console.call(routes.login, { body: credentials })).status).toBe(200);
    const own = console.cookie(SESSION_COOKIE)!;
    expect((await console.call(routes.impersonate, { body: { userId: user.id } })).status).toBe(200);
    const impersonation = console.cookie(SESSION_COOKIE)!;
    expect(impersonation).not.toBe(own);
    const replayOwn = new HttpClient(app.baseUrl);
    replayOwn.setCookie(SESSION_COOKIE, own);
    expect((await replayOwn.call(routes.currentUser)).status).toBe(401);

    expect((await console.call(routes.exitImpersonation)).status).toBe(200);
    expect(console.cookie(SESSION_COOKIE)).toBeUndefined();
    const replay = new HttpClient(app.baseUrl);
    replay.setCookie(SESSION_COOKIE, impersonation);
    expect((await replay.call(routes.currentUser)).status).toBe(401);
    expect((await console.call(routes.consoleSession)).status).toBe(200);
  });
});
