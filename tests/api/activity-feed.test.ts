import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
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
