import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrozenScope } from '../../src/contract/cycles';
import { storedAsset, type StoredAsset } from '../../src/contract/ssp';
import { frozenScopeOf, legacySystemId } from '../../src/server/cycles/queries';
import { databaseAtMigration, type DatabaseAtMigration } from '../support/migrations';

/*
 * Migration 0020 (D32) on a database filled at 0019: the scope's systems text of every cycle, open
 * or affirmed, becomes one named system of kind "other" whose id the server also gives the systems
 * of the snapshots frozen before it, so an affirmed cycle's scope and its snapshot still agree.
 */
const BEFORE = 19;

const serverUrl = inject('serverUrl');
let database: DatabaseAtMigration;
const ids = {} as Record<'organization' | 'affirmed' | 'open' | 'empty', string>;

const LONG_FIRST_LINE =
  'Microsoft 365 GCC High tenant with SharePoint, Teams and Exchange Online, plus the Intune-managed laptops of the office';
const OPEN_TEXT = `  ${LONG_FIRST_LINE}\nThe file server in the back office.\n`;
const AFFIRMED_TEXT = 'Two laptops and the Microsoft 365 tenant.';

const rows = <T>(text: string, values: unknown[] = []) => database.rows<T>(text, values);

beforeAll(async () => {
  database = await databaseAtMigration(serverUrl, 'cmmc_migration_ssp', BEFORE);
  const [organization] = await rows<{ id: string }>(
    `INSERT INTO organizations (business_name, industry) VALUES ('Acme Machining', 'Manufacturing') RETURNING id`,
  );
  ids.organization = organization!.id;
  const snapshotScope = {
    fciDescription: 'Purchase orders.',
    systems: AFFIRMED_TEXT,
    people: '',
    facilities: '',
    serviceProviders: '',
    specializedAssets: '',
    cageCodes: ['1ABC2'],
    holdsCui: false,
  };
  const [affirmed] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, systems, affirmed_at, next_due_at, official_name, snapshot)
     VALUES ($1, 1, $2, now(), now() + interval '1 year', 'Dana Reyes', $3) RETURNING id`,
    [ids.organization, AFFIRMED_TEXT, JSON.stringify({ scope: snapshotScope })],
  );
  ids.affirmed = affirmed!.id;
  const [open] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, systems) VALUES ($1, 2, $2) RETURNING id`,
    [ids.organization, OPEN_TEXT],
  );
  ids.open = open!.id;
  const [other] = await rows<{ id: string }>(
    `INSERT INTO organizations (business_name, industry) VALUES ('Blank LLC', 'Other') RETURNING id`,
  );
  const [empty] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, systems) VALUES ($1, 1, ' \n ') RETURNING id`,
    [other!.id],
  );
  ids.empty = empty!.id;
  await database.migrateTheRest();
}, 120_000);

afterAll(() => database?.close());

describe('migration 0020: the scope systems become named systems (D32)', () => {
  it('makes the text one system named by its first line (80 characters at most), described by all of it', async () => {
    const [open] = await rows<{ systems: unknown }>(`SELECT systems FROM assessment_cycles WHERE id = $1`, [
      ids.open,
    ]);
    // The first line is 118 characters: 79 kept, the spaces at the cut trimmed, then an ellipsis.
    const name = `${LONG_FIRST_LINE.slice(0, 79).trimEnd()}…`;
    expect(open!.systems).toEqual([
      {
        id: legacySystemId(ids.open),
        name,
        kind: 'other',
        description: `${LONG_FIRST_LINE}\nThe file server in the back office.`,
        fedrampStatus: null,
      },
    ]);
    const [empty] = await rows<{ systems: unknown }>(`SELECT systems FROM assessment_cycles WHERE id = $1`, [
      ids.empty,
    ]);
    expect(empty!.systems).toEqual([]);
  });

  it("converts an affirmed cycle's column, and its frozen snapshot reads with the same id", async () => {
    const [affirmed] = await rows<{ systems: StoredAsset[]; snapshot: { scope: FrozenScope } }>(
      `SELECT systems, snapshot FROM assessment_cycles WHERE id = $1`,
      [ids.affirmed],
    );
    expect(affirmed!.systems).toEqual([
      {
        id: legacySystemId(ids.affirmed),
        name: AFFIRMED_TEXT,
        kind: 'other',
        description: AFFIRMED_TEXT,
        fedrampStatus: null,
      },
    ]);
    // The snapshot itself is not rewritten: it still holds the text.
    expect(affirmed!.snapshot.scope.systems).toBe(AFFIRMED_TEXT);
    const read = frozenScopeOf(ids.affirmed, affirmed!.snapshot.scope);
    // Read as an asset of D36, with no category (the fields added since take their defaults).
    expect(read.systems).toEqual(affirmed!.systems.map(storedAsset));
    expect(read).toMatchObject({ systemName: '', boundary: '', sspReviewMonths: null });
  });

  it('still refuses any change to the affirmed cycle', async () => {
    await expect(
      rows(`UPDATE assessment_cycles SET systems = '[]'::jsonb WHERE id = $1`, [ids.affirmed]),
    ).rejects.toThrow(/affirmed and frozen/);
  });
});
