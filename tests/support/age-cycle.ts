import pg from 'pg';
import type { TestApp } from './test-app';

/**
 * Moves the organization's affirmed cycle `days` into the past: started, affirmed, due and SPRS
 * dates alike, as if the time had passed (the start `startedDaysEarlier` more). An affirmed cycle is frozen by a trigger (D23), which a
 * replica session does not fire: this test stands for the passing time, not for a route.
 */
export async function age(app: TestApp, organizationId: string, days: number, startedDaysEarlier = 0) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(
      `UPDATE assessment_cycles SET
         started_at = started_at - make_interval(days => $2::int + $3::int),
         affirmed_at = affirmed_at - make_interval(days => $2::int),
         next_due_at = next_due_at - make_interval(days => $2::int),
         sprs_submitted_at = sprs_submitted_at - $2::int,
         snapshot = jsonb_set(snapshot, '{affirmation,affirmedAt}',
           to_jsonb(to_char((affirmed_at - make_interval(days => $2)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
       WHERE organization_id = $1 AND affirmed_at IS NOT NULL`,
      [organizationId, days, startedDaysEarlier],
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
