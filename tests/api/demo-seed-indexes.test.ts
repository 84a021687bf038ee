import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

/*
 * The demo seed inserts the activity log with its plain indexes dropped, and builds them again
 * (issue 28: ten million entries). The console's lists read those indexes: every one must be back,
 * as the migrations made it, and used by the planner.
 */

async function activityIndexes(app: TestApp): Promise<string[]> {
  const result = await app.db.execute(
    sql`select indexdef from pg_indexes where tablename = 'activity_log' order by indexname`,
  );
  return result.rows.map((row) => String(row.indexdef));
}

it('leaves every index of the activity log as the migrations made it', async ({ app }) => {
  const before = await activityIndexes(app);
  expect(before.length).toBeGreaterThan(3);
  await seedDemo(app.db, {
    organizations: 30,
    tag: 'indexes',
    evidencePerOrganization: 2,
    activityPerOrganization: 9,
  });
  expect(await activityIndexes(app)).toEqual(before);
  const valid = await app.db.execute(
    sql`select count(*)::int as n from pg_index where indrelid = 'activity_log'::regclass and not indisvalid`,
  );
  expect(valid.rows[0]!.n).toBe(0);
  const entries = await app.db.execute(sql`select count(*)::int as n from activity_log a
    join users u on u.id = a.user_id where u.username like 'indexes\\_org\\_%'`);
  // 9 entries for each of the 30, and one affirmation for each model organization (every tenth: 3).
  expect(entries.rows[0]!.n).toBe(30 * 9 + 3);
});
