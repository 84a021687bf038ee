import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createConsoleAdmin, createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * GET /api/activity: each reader sees its own feed, newest first, paged, with its total (D27): a
 * member its organization's entries and its own account's (which belong to no organization), a
 * staff account its own. The feed's statements are prepared once per connection (issue 28); the
 * pages must be the very rows a newest-first read of the log gives.
 */

/** Entries spread over days, so that the pages cut across them. */
async function addEntries(app: TestApp, userId: string, organizationId: string | null, count: number) {
  await app.db.execute(sql`
    insert into activity_log (organization_id, user_id, action, description, created_at)
    select ${organizationId}::uuid, ${userId}::uuid, 'sign_in', 'Signed in (' || k || ')',
           now() - make_interval(hours => k * 7)
    from generate_series(1, ${count}::int) k`);
}

async function expectPages(browser: HttpClient, expected: string[]) {
  const pageSize = 4;
  const pages = Math.ceil(expected.length / pageSize);
  expect(pages).toBeGreaterThan(2);
  for (const page of [1, 2, pages]) {
    const answer = await browser.call(routes.activity, { query: { page, pageSize } });
    expect(answer.status).toBe(200);
    expect(answer.json.total).toBe(expected.length);
    expect(answer.json.items.map((item: { id: string }) => item.id)).toEqual(
      expected.slice((page - 1) * pageSize, page * pageSize),
    );
  }
}

const newestFirst = async (app: TestApp, where: ReturnType<typeof sql>) =>
  (
    await app.db.execute(sql`select id from activity_log where ${where} order by created_at desc, id desc`)
  ).rows.map((row) => String(row.id));

describe('the activity feed', () => {
  it("gives a member its organization's entries and its own account's, not another's", async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    const other = new HttpClient(app.baseUrl);
    const { user: stranger } = await registerClient(other);
    const organizationId = String(
      (await app.db.execute(sql`select current_organization_id as id from users where id = ${user.id}`))
        .rows[0]!.id,
    );
    await addEntries(app, user.id, organizationId, 9);
    await addEntries(app, user.id, null, 3);
    await addEntries(app, stranger.id, null, 5);
    const expected = await newestFirst(
      app,
      sql`organization_id = ${organizationId} or (organization_id is null and user_id = ${user.id})`,
    );
    await expectPages(browser, expected);
    const first = (await browser.call(routes.activity, { query: { pageSize: 1 } })).json.items[0];
    expect(first.actorName).toBeTruthy();
  });

  it('gives a staff account its own entries', async ({ app }) => {
    const auditor = await createStaff(app, 'auditor');
    const me = (await auditor.call(routes.currentUser)).json as { id: string };
    await addEntries(app, me.id, null, 11);
    await expectPages(auditor, await newestFirst(app, sql`user_id = ${me.id}`));
  });
});

describe('who the activity names (D34)', () => {
  it("names a member who gave no name by username, in the feed and the console, never by the organization's name", async ({
    app,
  }) => {
    const owner = new HttpClient(app.baseUrl);
    const { form: ownerForm } = await registerClient(owner, { firstName: undefined, lastName: undefined });
    const businessName = ownerForm.businessName;
    // A second member, invited, who gives no name either and does the work.
    const editorForm = registration();
    const invitation = await owner.ok(routes.invite, { body: { email: editorForm.email, role: 'editor' } });
    const editor = new HttpClient(app.baseUrl);
    const joined = await editor.call(routes.register, {
      body: {
        username: editorForm.username,
        password: editorForm.password,
        confirmPassword: editorForm.password,
        email: editorForm.email,
        invitationToken: decodeURIComponent(invitation.acceptUrl.split('/invite/')[1]!),
      },
    });
    expect(joined.status).toBe(201);
    await editor.ok(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'in_progress' } });

    const expected = {
      registration: ownerForm.username,
      member_invited: ownerForm.username,
      member_joined: editorForm.username,
      status_change: editorForm.username,
    };
    const feed = await owner.ok(routes.activity, { query: { pageSize: 100 } });
    const named = Object.fromEntries(feed.items.map((entry) => [entry.action, entry.actorName]));
    expect(named).toMatchObject(expected);
    expect(feed.items.map((entry) => entry.actorName)).not.toContain(businessName);

    // The console's activity list names them alike; the organization has its own column.
    const console = await createConsoleAdmin(app);
    const listed = await console.ok(routes.adminActivity, { query: { search: businessName, pageSize: 100 } });
    expect(Object.fromEntries(listed.items.map((entry) => [entry.action, entry.actorName]))).toMatchObject(
      expected,
    );
    expect(listed.items.every((entry) => entry.businessName === businessName)).toBe(true);
    expect(listed.items.map((entry) => entry.actorName)).not.toContain(businessName);
  });
});
