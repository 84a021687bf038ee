import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration, type DatabaseAtMigration } from '../support/migrations';

/*
 * Migration 0034 (D36) on a database filled at 0033: the rows of ssp_revisions were downloads of
 * the plan, not approvals. None becomes an approved revision; the table goes, and the activity
 * entries of those downloads stay, reworded so that none calls a download a revision.
 */
const BEFORE = 33;

const serverUrl = inject('serverUrl');
let database: DatabaseAtMigration;
let organizationId: string;

const rows = <T>(text: string, values: unknown[] = []) => database.rows<T>(text, values);

beforeAll(async () => {
  database = await databaseAtMigration(serverUrl, 'cmmc_migration_ssp_revisions', BEFORE);
  const [organization] = await rows<{ id: string }>(
    `INSERT INTO organizations (business_name, industry) VALUES ('Acme Machining', 'Manufacturing') RETURNING id`,
  );
  organizationId = organization!.id;
  const [user] = await rows<{ id: string }>(
    `INSERT INTO users (username, password, email, first_name, last_name, role)
     VALUES ('dana', 'x', 'dana@example.com', 'Dana', 'Reyes', 'client') RETURNING id`,
  );
  const [cycle] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, level) VALUES ($1, 1, 2) RETURNING id`,
    [organizationId],
  );
  // Six downloads in a minute: "revision 6" before this migration.
  for (let number = 1; number <= 6; number++) {
    const format = number % 2 ? 'docx' : 'pdf';
    await rows(
      `INSERT INTO ssp_revisions (organization_id, number, cycle_id, level, format, generated_by_user_id, generated_by_name)
       VALUES ($1, $2, $3, 2, $4, $5, 'Dana Reyes')`,
      [organizationId, number, cycle!.id, format, user!.id],
    );
    await rows(
      `INSERT INTO activity_log (organization_id, user_id, action, description, metadata)
       VALUES ($1, $2, 'ssp_generated', $3, $4)`,
      [
        organizationId,
        user!.id,
        `Generated the system security plan, revision ${number} (${format.toUpperCase()}, Level 2)`,
        JSON.stringify({ revision: number, format, level: 2, cycleId: cycle!.id }),
      ],
    );
  }
  await database.migrateTheRest();
}, 120_000);

afterAll(() => database?.close());

describe('migration 0034: downloads are no approved revisions (D36)', () => {
  it('turns none of them into an approved revision, and drops the table of downloads', async () => {
    expect(await rows(`SELECT * FROM ssp_approved_revisions WHERE organization_id = $1`, [organizationId])).toEqual(
      [],
    );
    const [table] = await rows<{ name: string | null }>(`SELECT to_regclass('ssp_revisions')::text AS name`);
    expect(table!.name).toBeNull();
  });

  it('keeps each download in the activity log, without calling it a revision', async () => {
    const entries = await rows<{ description: string; metadata: Record<string, unknown> }>(
      `SELECT description, metadata FROM activity_log WHERE organization_id = $1 AND action = 'ssp_generated'
       ORDER BY description`,
      [organizationId],
    );
    expect(entries).toHaveLength(6);
    expect(entries.map((entry) => entry.description)).toEqual([
      'Downloaded the system security plan (DOCX, Level 2)',
      'Downloaded the system security plan (DOCX, Level 2)',
      'Downloaded the system security plan (DOCX, Level 2)',
      'Downloaded the system security plan (PDF, Level 2)',
      'Downloaded the system security plan (PDF, Level 2)',
      'Downloaded the system security plan (PDF, Level 2)',
    ]);
    for (const entry of entries) {
      expect(entry.metadata).not.toHaveProperty('revision');
      expect(entry.metadata).toMatchObject({ level: 2 });
    }
  });

  it('raises the read version of the organization when a revision is approved', async () => {
    const before = await rows<{ version: string }>(
      `SELECT version FROM organization_read_versions WHERE organization_id = $1`,
      [organizationId],
    );
    const [cycle] = await rows<{ id: string }>(`SELECT id FROM assessment_cycles WHERE organization_id = $1`, [
      organizationId,
    ]);
    await rows(
      `INSERT INTO ssp_approved_revisions (organization_id, number, version, summary, cycle_id, level, approved_by_name)
       VALUES ($1, 1, 'v1', 'First.', $2, 2, 'Dana Reyes')`,
      [organizationId, cycle!.id],
    );
    const [after] = await rows<{ version: string }>(
      `SELECT version FROM organization_read_versions WHERE organization_id = $1`,
      [organizationId],
    );
    expect(Number(after!.version)).toBeGreaterThan(Number(before[0]?.version ?? 0));
    // A second "v1", whatever its case, is refused by the database too.
    await expect(
      rows(
        `INSERT INTO ssp_approved_revisions (organization_id, number, version, summary, cycle_id, level, approved_by_name)
         VALUES ($1, 2, 'V1', 'Again.', $2, 2, 'Dana Reyes')`,
        [organizationId, cycle!.id],
      ),
    ).rejects.toThrow(/ssp_approved_revisions_organization_version_key/);
  });
});
