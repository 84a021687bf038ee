import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { COUNTED_TABLES, foldRowCounts, rowCount } from '../../src/server/db/row-counts';
import { activityLog, evidenceFiles } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { uploadEvidence } from '../support/world';

/*
 * The admin console's unfiltered totals come from row_counts, kept by triggers (migration 0011),
 * not from count(*). An admin would notice a total that drifts from the rows listed: after each
 * kind of write, the kept count must equal count(*).
 */

async function expectExact(app: TestApp, when: string) {
  for (const table of COUNTED_TABLES) {
    const name = getTableName(table);
    const counted = await app.db.execute(sql`select count(*)::int as n from ${table}`);
    expect(await rowCount(app.db, table), `${name} ${when}`).toBe(Number(counted.rows[0]!.n));
  }
}

async function deltaRows(app: TestApp): Promise<number> {
  const result = await app.db.execute(sql`select count(*)::int as n from row_counts`);
  return Number(result.rows[0]!.n);
}

it('stays exact through the app, bulk inserts, rollbacks, cascades, folds and TRUNCATE', async ({ app }) => {
  await expectExact(app, 'at the start');

  const browser = new HttpClient(app.baseUrl);
  const { user } = await registerClient(browser);
  expect(
    (
      await browser.call(routes.saveImplementation, {
        body: { controlId: 'AC.L1-3.1.1', status: 'completed' },
      })
    ).status,
  ).toBe(200);
  await uploadEvidence(browser);
  await expectExact(app, 'after a registration, a status save and an upload');
  expect(await rowCount(app.db, evidenceFiles)).toBe(1);

  await seedDemo(app.db, {
    organizations: 20,
    tag: 'counts',
    evidencePerOrganization: 3,
    activityPerOrganization: 7,
  });
  await expectExact(app, 'after a bulk seed');

  await app.db
    .transaction(async (tx) => {
      await tx.execute(
        sql`insert into activity_log (user_id, action, description) values (${user.id}, 'sign_in', 'rolled back')`,
      );
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await expectExact(app, 'after a rolled-back insert');

  await app.db.execute(sql`delete from users where id = ${user.id}`);
  await expectExact(app, 'after deleting an account, which cascades to its rows');

  expect(await deltaRows(app)).toBeGreaterThan(COUNTED_TABLES.length);
  await Promise.all([
    foldRowCounts(app.db),
    foldRowCounts(app.db),
    seedDemo(app.db, {
      organizations: 5,
      tag: 'during',
      evidencePerOrganization: 2,
      activityPerOrganization: 3,
    }),
  ]);
  await foldRowCounts(app.db);
  expect(await deltaRows(app)).toBe(COUNTED_TABLES.length);
  await expectExact(app, 'after folding, twice at once while rows were added');

  await app.db.execute(sql`truncate activity_log`);
  await expectExact(app, 'after TRUNCATE');
  expect(await rowCount(app.db, activityLog)).toBe(0);
});
