import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ACTIVITY_ACTION_CODES } from '../../src/contract/activity';
import {
  EVIDENCE_FILE_NAME_MAX_LENGTH,
  IMPLEMENTATION_STATUSES,
  READINESS_LEVELS,
  REVIEW_STATUSES,
  ROLES,
  TOTAL_CONTROLS,
  USERNAME_MAX_LENGTH,
} from '../../src/contract/constants';
import { NOTES_MAX_LENGTH } from '../../src/contract/implementations';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';

/**
 * The database guards its own data (issue 7 section 6): raw SQL, bypassing the app, cannot store
 * values outside the contract's lists and ranges, and updated_at moves by itself.
 */

const serverUrl = inject('serverUrl');
const name = uniqueDatabaseName('cmmc_guards');
let client: pg.Client;
let controlId: string;
let sequence = 0;

async function insertUser(overrides: Record<string, unknown> = {}): Promise<string> {
  sequence++;
  const row = {
    username: `guard${sequence}_${Date.now()}`,
    password: 'not-a-real-hash',
    email: `guard${sequence}_${Date.now()}@example.com`,
    ...overrides,
  };
  const columns = Object.keys(row);
  const result = await client.query<{ id: string }>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  const id = result.rows[0]!.id;
  // Its organization, with its id, as registration makes it (D27): what the rows below belong to.
  await client.query(
    `INSERT INTO organizations (id, business_name, industry) VALUES ($1, 'Guarded Inc', 'Other')`,
    [id],
  );
  return id;
}

/** Inserts one row of `table` with `row`'s columns and values (parameters, never spliced). */
async function insert(table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

const report = (userId: string, overrides: Record<string, unknown> = {}) => ({
  organization_id: userId,
  overall_score: '10.3',
  total_controls: TOTAL_CONTROLS,
  completed_controls: 2,
  in_progress_controls: 1,
  not_started_controls: TOTAL_CONTROLS - 3,
  readiness_level: 'not_ready',
  ...overrides,
});

const evidence = (userId: string, overrides: Record<string, unknown> = {}) => ({
  organization_id: userId,
  control_id: controlId,
  file_name: 'policy.pdf',
  file_type: 'application/pdf',
  file_size: 1024,
  object_path: `evidence/${userId}/${sequence++}`,
  ...overrides,
});

/** PostgreSQL's refusal of a statement: its SQLSTATE, constraint and message. */
async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    const { code, constraint, message } = error as pg.DatabaseError;
    return { code, constraint, message };
  }
  throw new Error('PostgreSQL accepted a value it should refuse');
}

const CHECK_VIOLATION = '23514';

beforeAll(async () => {
  const url = await createDatabase(serverUrl, name, inject('templateDatabase'));
  client = new pg.Client({ connectionString: url });
  await client.connect();
  controlId = (await client.query<{ id: string }>('SELECT id FROM controls ORDER BY sort_order LIMIT 1'))
    .rows[0]!.id;
});

afterAll(async () => {
  await client?.end();
  await dropDatabase(serverUrl, name);
});

describe('PostgreSQL refuses values outside the contract', () => {
  it('refuses the role boss', async () => {
    const error = await refusal(() => insertUser({ role: 'boss' }));
    expect(error).toMatchObject({ code: CHECK_VIOLATION, constraint: 'users_role_check' });
    expect(error.message).toContain('violates check constraint "users_role_check"');
  });

  it('refuses the implementation status done and the auditor status maybe', async () => {
    const userId = await insertUser();
    expect(
      await refusal(() =>
        insert('control_implementations', { organization_id: userId, control_id: controlId, status: 'done' }),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'control_implementations_status_check' });
    expect(
      await refusal(() =>
        insert('control_implementations', {
          organization_id: userId,
          control_id: controlId,
          auditor_status: 'maybe',
        }),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'control_implementations_auditor_status_check' });
    // An existing row cannot be moved to a bad value either.
    await insert('control_implementations', { organization_id: userId, control_id: controlId });
    expect(
      await refusal(() =>
        client.query(`UPDATE control_implementations SET status = 'done' WHERE organization_id = $1`, [
          userId,
        ]),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'control_implementations_status_check' });
  });

  it('refuses the readiness level ready and the activity action hack', async () => {
    const userId = await insertUser();
    expect(
      await refusal(() => insert('diagnostic_reports', report(userId, { readiness_level: 'ready' }))),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_readiness_level_check' });
    expect(
      await refusal(() => insert('activity_log', { user_id: userId, action: 'hack', description: 'x' })),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'activity_log_action_check' });
  });

  it('refuses evidence of a negative, zero or over 1 GiB size, and over-long file names', async () => {
    const userId = await insertUser();
    for (const size of [-1, 0, 1024 ** 3 + 1]) {
      expect(
        await refusal(() => insert('evidence_files', evidence(userId, { file_size: size }))),
      ).toMatchObject({
        code: CHECK_VIOLATION,
        constraint: 'evidence_files_file_size_check',
      });
    }
    expect(
      await refusal(() =>
        insert(
          'evidence_files',
          evidence(userId, { file_name: `${'a'.repeat(EVIDENCE_FILE_NAME_MAX_LENGTH)}.pdf` }),
        ),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'evidence_files_file_name_length_check' });
  });

  it('refuses an overall score of 150 or below 0, and counts that do not add up', async () => {
    const userId = await insertUser();
    for (const score of ['150', '100.1', '-0.1']) {
      expect(
        await refusal(() => insert('diagnostic_reports', report(userId, { overall_score: score }))),
      ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_overall_score_check' });
    }
    expect(
      await refusal(() => insert('diagnostic_reports', report(userId, { overall_score: 'ten' }))),
    ).toMatchObject({ code: '22P02' }); // invalid input syntax for type numeric
    expect(
      await refusal(() => insert('diagnostic_reports', report(userId, { completed_controls: -1 }))),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_completed_controls_check' });
    expect(
      await refusal(() =>
        insert(
          'diagnostic_reports',
          report(userId, {
            // Level 2's 110 requirements are the most a run counts.
            total_controls: 111,
            completed_controls: 110,
            in_progress_controls: 1,
            not_started_controls: 0,
          }),
        ),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_total_controls_check' });
    expect(
      await refusal(() => insert('diagnostic_reports', report(userId, { not_started_controls: 0 }))),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_counts_sum_check' });
    expect(
      await refusal(() => insert('diagnostic_reports', report(userId, { estimated_time_to_completion: -5 }))),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'diagnostic_reports_estimated_time_check' });
  });

  it('refuses negative sign-in failures and text longer than the contract allows', async () => {
    expect(
      await refusal(() => insert('sign_in_throttle', { key: `account:${Date.now()}`, failures: -1 })),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'sign_in_throttle_failures_check' });
    expect(await refusal(() => insertUser({ username: 'u'.repeat(USERNAME_MAX_LENGTH + 1) }))).toMatchObject({
      code: CHECK_VIOLATION,
      constraint: 'users_username_length_check',
    });
    const userId = await insertUser();
    expect(
      await refusal(() =>
        insert('control_implementations', {
          organization_id: userId,
          control_id: controlId,
          notes: 'n'.repeat(NOTES_MAX_LENGTH + 1),
        }),
      ),
    ).toMatchObject({ code: CHECK_VIOLATION, constraint: 'control_implementations_notes_length_check' });
  });
});

describe('the constraints are made from the contract lists', () => {
  it('accepts every value of every list, and the boundaries of every range', async () => {
    for (const role of ROLES) await insertUser({ role });
    const userId = await insertUser();
    const controls = (await client.query<{ id: string }>('SELECT id FROM controls ORDER BY sort_order')).rows;
    const statuses = IMPLEMENTATION_STATUSES.flatMap((status) =>
      [...REVIEW_STATUSES, null].map((review) => ({ status, review })),
    );
    for (const [index, { status, review }] of statuses.entries()) {
      const owner = index < controls.length ? userId : await insertUser();
      await insert('control_implementations', {
        organization_id: owner,
        control_id: controls[index % controls.length]!.id,
        status,
        auditor_status: review,
        notes: 'n'.repeat(NOTES_MAX_LENGTH),
      });
    }
    for (const level of READINESS_LEVELS)
      await insert('diagnostic_reports', report(userId, { readiness_level: level }));
    for (const score of ['0', '100', '99.9'])
      await insert('diagnostic_reports', report(userId, { overall_score: score }));
    await insert(
      'diagnostic_reports',
      report(userId, {
        completed_controls: TOTAL_CONTROLS,
        in_progress_controls: 0,
        not_started_controls: 0,
      }),
    );
    for (const action of ACTIVITY_ACTION_CODES)
      await insert('activity_log', { user_id: userId, action, description: action });
    for (const size of [1, 1024 ** 3]) await insert('evidence_files', evidence(userId, { file_size: size }));
    await insert(
      'evidence_files',
      evidence(userId, { file_name: 'a'.repeat(EVIDENCE_FILE_NAME_MAX_LENGTH) }),
    );
    await insert('sign_in_throttle', { key: `address:${Date.now()}`, failures: 0 });
  });

  it('keeps the overall score as numeric(4,1), read back as the string the API shows', async () => {
    const userId = await insertUser();
    await insert('diagnostic_reports', report(userId, { overall_score: '55.25' }));
    const { rows } = await client.query(
      `SELECT overall_score, pg_typeof(overall_score)::text AS type FROM diagnostic_reports WHERE organization_id = $1`,
      [userId],
    );
    expect(rows).toEqual([{ overall_score: '55.3', type: 'numeric' }]);
  });
});

describe('updated_at', () => {
  // In microseconds, as the database keeps it: two updates can fall in the same millisecond.
  const read = async (table: string, id: string) =>
    Number(
      (
        await client.query<{ micros: string }>(
          `SELECT (extract(epoch FROM updated_at) * 1000000)::bigint AS micros FROM ${table} WHERE id = $1`,
          [id],
        )
      ).rows[0]!.micros,
    );

  it('moves forward on every update without the app setting it, and the database clock wins', async () => {
    const userId = await insertUser();
    const created = await read('users', userId);
    await client.query(`UPDATE users SET first_name = 'Pat' WHERE id = $1`, [userId]);
    const updated = await read('users', userId);
    expect(updated).toBeGreaterThan(created);

    // A value set by the query (an app clock, or a wrong one) is replaced by the database's now().
    await client.query(`UPDATE users SET first_name = 'Lee', updated_at = '2000-01-01' WHERE id = $1`, [
      userId,
    ]);
    expect(await read('users', userId)).toBeGreaterThan(updated);

    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO control_implementations (organization_id, control_id) VALUES ($1, $2) RETURNING id`,
      [userId, controlId],
    );
    const implementationId = rows[0]!.id;
    const before = await read('control_implementations', implementationId);
    await client.query(`UPDATE control_implementations SET status = 'in_progress' WHERE id = $1`, [
      implementationId,
    ]);
    expect(await read('control_implementations', implementationId)).toBeGreaterThan(before);
  });

  it('is kept by the set_updated_at trigger on every table that has the column', async () => {
    const { rows } = await client.query<{ table_name: string; triggered: boolean }>(`
      SELECT c.table_name,
             EXISTS (
               SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
               WHERE t.tgrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                 AND p.proname = 'set_updated_at' AND NOT t.tgisinternal
             ) AS triggered
      FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'updated_at'
      ORDER BY c.table_name`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => !row.triggered).map((row) => row.table_name)).toEqual([]);
  });
});
