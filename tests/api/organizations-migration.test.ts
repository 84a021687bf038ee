import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration, type DatabaseAtMigration } from '../support/migrations';

/*
 * Migration 0017 (D27, issue 25 step 1) on a database filled at the migration before it: every
 * account that holds a business's data becomes the owner, allowed to affirm, of an organization
 * made from its business fields with its own id, and every row it held is the organization's.
 */
const BEFORE = 16;

const serverUrl = inject('serverUrl');
let database: DatabaseAtMigration;
const ids = {} as Record<'client' | 'formerClient' | 'auditor' | 'control', string>;

const rows = <T>(text: string, values: unknown[] = []) => database.rows<T>(text, values);

beforeAll(async () => {
  database = await databaseAtMigration(serverUrl, 'cmmc_migration', BEFORE);
  const account = async (username: string, role: string, business: string, number: string | null) =>
    (
      await rows<{ id: string }>(
        `INSERT INTO users (username, password, email, business_name, business_number, industry, role)
         VALUES ($1, 'hash', $5, $2, $3, 'Manufacturing', $4) RETURNING id`,
        [username, business, number, role, `${username}@example.com`],
      )
    )[0]!.id;
  ids.client = await account('acme', 'client', 'Acme Machining', '12-3456789');
  // A client whose role an admin changed after it had data (D20): its data stays a business's.
  ids.formerClient = await account('turned', 'auditor', 'Turned Staff LLC', null);
  ids.auditor = await account('reviewer', 'auditor', 'CMMC Readiness Staff', null);
  // The one catalog row the data below needs, as the app wrote it at 0016 (today's seed writes the
  // columns of the latest migration).
  await rows(
    "INSERT INTO control_domains (id, name, short_name, description) VALUES ('AC', 'Access Control', 'AC', 'x')",
  );
  await rows(
    `INSERT INTO controls (id, domain_id, control_number, identifier_2024, far_reference, nist_reference, title, description, implementation_guidance)
     VALUES ('AC.L1-3.1.1', 'AC', 'AC.L1-3.1.1', 'AC.L1-b.1.i', '52.204-21(b)(1)(i)', '3.1.1', 'Authorized Access Control', 'x', 'x')`,
  );
  ids.control = 'AC.L1-3.1.1';
  for (const owner of [ids.client, ids.formerClient]) {
    await rows(
      `INSERT INTO control_implementations (user_id, control_id, status) VALUES ($1, $2, 'completed')`,
      [owner, ids.control],
    );
    await rows(
      `INSERT INTO objective_findings (user_id, control_id, objective_id, finding) VALUES ($1, $2, $3, 'met')`,
      [owner, ids.control, `${ids.control}[a]`],
    );
    await rows(
      `INSERT INTO evidence_files (user_id, control_id, file_name, file_type, file_size, object_path)
       VALUES ($1, $2, 'policy.pdf', 'application/pdf', 10, $3)`,
      [owner, ids.control, `evidence/${owner}/policy.pdf`],
    );
    await rows(`INSERT INTO assessment_cycles (user_id, number) VALUES ($1, 1)`, [owner]);
    await rows(
      `INSERT INTO activity_log (user_id, action, description) VALUES ($1, 'registration', 'Registered')`,
      [owner],
    );
  }
  // A staff account's own entry, which belongs to no organization.
  await rows(`INSERT INTO activity_log (user_id, action, description) VALUES ($1, 'sign_in', 'Signed in')`, [
    ids.auditor,
  ]);
  await database.migrateTheRest();
}, 120_000);

afterAll(() => database?.close());

describe('migration 0017: organizations with members (D27)', () => {
  it('makes each business an organization with its id and fields, its account the owner who may affirm', async () => {
    const organizations = await rows<{ id: string; business_name: string; business_number: string | null }>(
      `SELECT id, business_name, business_number FROM organizations ORDER BY business_name`,
    );
    expect(organizations).toEqual([
      { id: ids.client, business_name: 'Acme Machining', business_number: '12-3456789' },
      { id: ids.formerClient, business_name: 'Turned Staff LLC', business_number: null },
    ]);
    const members = await rows(
      `SELECT organization_id, user_id, role, can_affirm FROM memberships ORDER BY role`,
    );
    expect(members).toEqual(
      expect.arrayContaining([
        { organization_id: ids.client, user_id: ids.client, role: 'owner', can_affirm: true },
        { organization_id: ids.formerClient, user_id: ids.formerClient, role: 'owner', can_affirm: true },
      ]),
    );
    expect(members).toHaveLength(2);
    const current = await rows<{ id: string; current_organization_id: string | null }>(
      `SELECT id, current_organization_id FROM users`,
    );
    expect(current).toEqual(
      expect.arrayContaining([
        { id: ids.client, current_organization_id: ids.client },
        // Staff with no data of a business work in no organization.
        { id: ids.auditor, current_organization_id: null },
      ]),
    );
  });

  it('moves every row to its organization and keeps it, and the business fields leave the accounts', async () => {
    for (const table of [
      'control_implementations',
      'objective_findings',
      'evidence_files',
      'assessment_cycles',
    ]) {
      const held = await rows<{ organization_id: string }>(`SELECT organization_id FROM ${table} ORDER BY 1`);
      expect(held.map((row) => row.organization_id).sort(), table).toEqual(
        [ids.client, ids.formerClient].sort(),
      );
    }
    expect(await rows(`SELECT count(*)::int AS n FROM activity_log`)).toEqual([{ n: 3 }]);
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('business_name');
    // The rows now belong to the organization: deleting it takes them, not the other way round.
    await rows(`DELETE FROM organizations WHERE id = $1`, [ids.formerClient]);
    expect(
      await rows(`SELECT count(*)::int AS n FROM evidence_files WHERE organization_id = $1`, [
        ids.formerClient,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await rows(`SELECT current_organization_id FROM users WHERE id = $1`, [ids.formerClient])).toEqual(
      [{ current_organization_id: null }],
    );
  });
});

describe("migration 0018: members, invitations and the organizations' activity (D27)", () => {
  it("gives each business's entries to its organization, naming the account as the member who acted", async () => {
    const entries = await rows<{ organization_id: string | null; user_id: string; action: string }>(
      `SELECT organization_id, user_id, action FROM activity_log ORDER BY action, user_id`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        { organization_id: ids.client, user_id: ids.client, action: 'registration' },
        { organization_id: null, user_id: ids.auditor, action: 'sign_in' },
      ]),
    );
  });

  it('keeps a viewer from being allowed to affirm, in memberships and invitations alike', async () => {
    await expect(
      rows(`UPDATE memberships SET role = 'viewer' WHERE organization_id = $1`, [ids.client]),
    ).rejects.toThrow(/memberships_viewer_cannot_affirm_check/);
    await expect(
      rows(
        `INSERT INTO invitations (organization_id, email, role, can_affirm, token_hash, expires_at)
         VALUES ($1, 'v@example.com', 'viewer', true, 'x', now())`,
        [ids.client],
      ),
    ).rejects.toThrow(/invitations_viewer_cannot_affirm_check/);
  });
});
