import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { activityDays, foldActivityDays } from '../../src/server/db/activity-days';
import { COUNTED_TABLES, foldRowCounts, rowCount } from '../../src/server/db/row-counts';
import { evidenceFiles } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { uploadEvidence } from '../support/world';

/*
 * The admin console's unfiltered totals come from row_counts, kept by triggers (migration 0011),
 * and the activity log's from its entries per day (migration 0023), not from count(*). An admin
 * would notice a total that drifts from the rows listed, or a deep page of the log that skips or
 * repeats entries: after each kind of write, the kept counts must equal count(*), day by day.
 */

async function expectExact(app: TestApp, when: string) {
  for (const table of COUNTED_TABLES) {
    const name = getTableName(table);
    const counted = await app.db.execute(sql`select count(*)::int as n from ${table}`);
    expect(await rowCount(app.db, table), `${name} ${when}`).toBe(Number(counted.rows[0]!.n));
  }
  const days = await app.db
    .execute(sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
    count(*)::int as entries from activity_log group by 1 order by 1 desc`);
  expect(await activityDays(app.db), `activity_log per day ${when}`).toEqual(
    days.rows.map((row) => ({ day: row.day, entries: row.entries })),
  );
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

  // Entries moved to other days (and some within their own day, which changes no count).
  await app.db.execute(sql`update activity_log set created_at = created_at - interval '3 days'
    where action = 'registration'`);
  await app.db.execute(sql`update activity_log set created_at = created_at + interval '1 second'
    where action <> 'registration'`);
  await expectExact(app, 'after entries moved to other days');

  expect(await deltaRows(app)).toBeGreaterThan(COUNTED_TABLES.length);
  await Promise.all([
    foldRowCounts(app.db),
    foldRowCounts(app.db),
    foldActivityDays(app.db),
    foldActivityDays(app.db),
    seedDemo(app.db, {
      organizations: 5,
      tag: 'during',
      evidencePerOrganization: 2,
      activityPerOrganization: 3,
    }),
  ]);
  await foldRowCounts(app.db);
  await foldActivityDays(app.db);
  expect(await deltaRows(app)).toBe(COUNTED_TABLES.length);
  // Folded: one row per day.
  const folded = await app.db.execute(
    sql`select count(*)::int as rows, count(distinct day)::int as days from activity_log_days`,
  );
  expect(folded.rows[0]!.rows).toBe(folded.rows[0]!.days);
  await expectExact(app, 'after folding, twice at once while rows were added');

  await app.db.execute(sql`truncate activity_log`);
  await expectExact(app, 'after TRUNCATE');
  expect(await activityDays(app.db)).toEqual([]);
});
