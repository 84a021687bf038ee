import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { DAY_COUNTED_TABLES, daysOf, foldListDays, rowCount } from '../../src/server/db/list-days';
import {
  activityLog,
  controlImplementations,
  evidenceFiles,
  organizations,
  users,
} from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { uploadEvidence } from '../support/world';

/*
 * The admin console's unfiltered totals, and where its deep pages start, come from the rows per
 * day kept by the triggers of migration 0023 (list_days), not from count(*). An admin would notice
 * a total that drifts from the rows listed, or a deep page that skips or repeats rows: after each
 * kind of write, each table's kept days must equal a count(*) grouped by day.
 */

/** The column each list is ordered by, as the triggers are told. */
const LISTED_BY = new Map<(typeof DAY_COUNTED_TABLES)[number], string>([
  [activityLog, 'created_at'],
  [controlImplementations, 'updated_at'],
  [evidenceFiles, 'uploaded_at'],
  [users, 'created_at'],
  [organizations, 'created_at'],
]);

async function expectExact(app: TestApp, when: string) {
  for (const table of DAY_COUNTED_TABLES) {
    const name = getTableName(table);
    const time = sql.identifier(LISTED_BY.get(table)!);
    const days = await app.db.execute(sql`
      select to_char((${time} at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as entries
      from ${table} group by 1 order by 1 desc`);
    expect(await daysOf(app.db, table), `${name} per day ${when}`).toEqual(
      days.rows.map((row) => ({ day: row.day, entries: row.entries })),
    );
    const counted = await app.db.execute(sql`select count(*)::int as n from ${table}`);
    expect(await rowCount(app.db, table), `${name} ${when}`).toBe(Number(counted.rows[0]!.n));
  }
}

async function deltaRows(app: TestApp): Promise<number> {
  const result = await app.db.execute(sql`select count(*)::int as n from list_days`);
  return Number(result.rows[0]!.n);
}

async function distinctDays(app: TestApp): Promise<number> {
  const result = await app.db.execute(
    sql`select count(*)::int as n from (select distinct table_name, day from list_days) d`,
  );
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

  // Rows moved to other days (and some within their own day, which changes no count).
  await app.db.execute(sql`update activity_log set created_at = created_at - interval '3 days'
    where action = 'registration'`);
  await app.db.execute(sql`update activity_log set created_at = created_at + interval '1 second'
    where action <> 'registration'`);
  await app.db.execute(sql`update control_implementations set updated_at = now() where status = 'completed'`);
  await app.db.execute(sql`update evidence_files set uploaded_at = uploaded_at - interval '40 days'`);
  await expectExact(app, 'after rows moved to other days');

  expect(await deltaRows(app)).toBeGreaterThan(await distinctDays(app));
  await Promise.all([
    foldListDays(app.db),
    foldListDays(app.db),
    seedDemo(app.db, {
      organizations: 5,
      tag: 'during',
      evidencePerOrganization: 2,
      activityPerOrganization: 3,
    }),
  ]);
  await foldListDays(app.db);
  // Folded: one row per table and day.
  expect(await deltaRows(app)).toBe(await distinctDays(app));
  await expectExact(app, 'after folding, twice at once while rows were added');

  await app.db.execute(sql`truncate activity_log`);
  await expectExact(app, 'after TRUNCATE');
  expect(await daysOf(app.db, activityLog)).toEqual([]);
  expect(await rowCount(app.db, evidenceFiles)).toBeGreaterThan(0);
});
