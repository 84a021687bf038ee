import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration, type DatabaseAtMigration } from '../support/migrations';

/*
 * Migration 0035 (D36) on a database filled before it: each cloud service of an organization's
 * latest cycle that stated a FedRAMP standing becomes a cloud service provider with that standing,
 * which the open cycle's service names as its host; an affirmed cycle stays as it was frozen.
 */
const BEFORE = 33;

const serverUrl = inject('serverUrl');
let database: DatabaseAtMigration;
const ids = {} as Record<'level2' | 'level2Cycle' | 'frozen' | 'frozenCycle', string>;

const rows = <T>(text: string, values: unknown[] = []) => database.rows<T>(text, values);

const system = (name: string, kind: string, fedrampStatus: string | null) => ({
  id: crypto.randomUUID(),
  name,
  kind,
  description: '',
  fedrampStatus,
});

const LEVEL2_SYSTEMS = [
  system('Microsoft 365 GCC High', 'cloud_service', 'authorized'),
  system('Dropbox', 'cloud_service', null),
  system('Laptops', 'endpoints', null),
];
const FROZEN_SYSTEMS = [system('Google Workspace', 'cloud_service', 'unknown')];

async function organization(name: string, level: number): Promise<string> {
  const [row] = await rows<{ id: string }>(
    `INSERT INTO organizations (business_name, industry, target_level) VALUES ($1, 'Manufacturing', $2) RETURNING id`,
    [name, level],
  );
  return row!.id;
}

beforeAll(async () => {
  database = await databaseAtMigration(serverUrl, 'cmmc_migration_assets', BEFORE);
  ids.level2 = await organization('Acme Machining', 2);
  const [open] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, level, systems) VALUES ($1, 1, 2, $2) RETURNING id`,
    [ids.level2, JSON.stringify(LEVEL2_SYSTEMS)],
  );
  ids.level2Cycle = open!.id;
  ids.frozen = await organization('Blank LLC', 1);
  const [frozen] = await rows<{ id: string }>(
    `INSERT INTO assessment_cycles (organization_id, number, level, systems, holds_cui, affirmed_at, next_due_at, official_name, snapshot)
     VALUES ($1, 1, 1, $2, false, now(), now() + interval '1 year', 'Dana Reyes', '{}') RETURNING id`,
    [ids.frozen, JSON.stringify(FROZEN_SYSTEMS)],
  );
  ids.frozenCycle = frozen!.id;
  await database.migrateTheRest();
}, 120_000);

afterAll(() => database?.close());

describe('migration 0035: a cloud service’s FedRAMP standing moves to a provider (D36)', () => {
  it('makes a CSP of each cloud service that stated a standing, and names it as the open cycle’s host', async () => {
    const providers = await rows<{
      id: string;
      name: string;
      kind: string;
      handles_cui: boolean;
      fedramp_status: string;
    }>(
      `SELECT id, name, kind, handles_cui, fedramp_status FROM service_providers WHERE organization_id = $1`,
      [ids.level2],
    );
    // Dropbox stated nothing: no provider is made of it.
    expect(providers).toEqual([
      expect.objectContaining({
        name: 'Microsoft 365 GCC High',
        kind: 'csp',
        handles_cui: true,
        fedramp_status: 'authorized',
      }),
    ]);
    const [cycle] = await rows<{ systems: Record<string, unknown>[] }>(
      `SELECT systems FROM assessment_cycles WHERE id = $1`,
      [ids.level2Cycle],
    );
    expect(cycle!.systems).toEqual([
      { ...LEVEL2_SYSTEMS[0], hostingProviderId: providers[0]!.id, fedrampStatus: null },
      LEVEL2_SYSTEMS[1],
      LEVEL2_SYSTEMS[2],
    ]);
  });

  it('leaves an affirmed cycle as frozen, its provider made for the next cycle to name', async () => {
    const [cycle] = await rows<{ systems: unknown }>(`SELECT systems FROM assessment_cycles WHERE id = $1`, [
      ids.frozenCycle,
    ]);
    expect(cycle!.systems).toEqual(FROZEN_SYSTEMS);
    // At Level 1 with no CUI, the provider is not taken to handle CUI.
    const providers = await rows<{ name: string; handles_cui: boolean; fedramp_status: string }>(
      `SELECT name, handles_cui, fedramp_status FROM service_providers WHERE organization_id = $1`,
      [ids.frozen],
    );
    expect(providers).toEqual([{ name: 'Google Workspace', handles_cui: false, fedramp_status: 'unknown' }]);
  });
});
