import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseAtMigration, type DatabaseAtMigration } from '../support/migrations';

/*
 * Migration 0027 (issue 28) on a database filled at 0026: an organization with no cycle yet gets
 * its first (number 1, at the level it aims for, started when it registered); one that has cycles
 * keeps exactly those.
 */
const BEFORE = 26;

const serverUrl = inject('serverUrl');
let database: DatabaseAtMigration;

const rows = <T>(text: string, values: unknown[] = []) => database.rows<T>(text, values);

async function organization(name: string, level: 1 | 2, registered: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    `INSERT INTO organizations (business_name, industry, target_level, created_at)
     VALUES ($1, 'Manufacturing', $2, $3) RETURNING id`,
    [name, level, registered],
  );
  return row!.id;
}

const cyclesOf = (id: string) =>
  rows<{ number: number; level: number; started_at: Date }>(
    `SELECT number, level, started_at FROM assessment_cycles WHERE organization_id = $1 ORDER BY number`,
    [id],
  );

const ids = {} as Record<'levelOne' | 'levelTwo' | 'withCycles', string>;

beforeAll(async () => {
  database = await databaseAtMigration(serverUrl, 'cmmc_migration_first_cycles', BEFORE);
  ids.levelOne = await organization('Acme Machining', 1, '2025-03-04T05:06:07Z');
  ids.levelTwo = await organization('Bolt Avionics', 2, '2026-01-02T03:04:05Z');
  ids.withCycles = await organization('Cedar Fabrication', 1, '2024-06-07T08:09:10Z');
  await rows(
    `INSERT INTO assessment_cycles (organization_id, number, level, started_at, affirmed_at, next_due_at, official_name, snapshot)
     VALUES ($1, 1, 1, '2024-06-07T08:09:10Z', now(), now() + interval '1 year', 'Dana Reyes', '{}'::jsonb)`,
    [ids.withCycles],
  );
  await rows(`INSERT INTO assessment_cycles (organization_id, number, level) VALUES ($1, 2, 2)`, [
    ids.withCycles,
  ]);
  await database.migrateTheRest();
});

afterAll(() => database?.close());

describe('migration 0027: every organization has its first cycle', () => {
  it('opens cycle 1 at the level the organization aims for, started when it registered', async () => {
    expect(await cyclesOf(ids.levelOne)).toEqual([
      { number: 1, level: 1, started_at: new Date('2025-03-04T05:06:07Z') },
    ]);
    expect(await cyclesOf(ids.levelTwo)).toEqual([
      { number: 1, level: 2, started_at: new Date('2026-01-02T03:04:05Z') },
    ]);
  });

  it('leaves an organization that has cycles as it was', async () => {
    expect((await cyclesOf(ids.withCycles)).map((cycle) => [cycle.number, cycle.level])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
