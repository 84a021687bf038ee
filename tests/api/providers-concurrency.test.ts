import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { isCategoryAt, type AssetCategory } from '../../src/contract/assets';
import type { Level } from '../../src/contract/level2';
import type { ServiceProviderInput } from '../../src/contract/providers';
import { routes } from '../../src/contract/routes';
import { assessmentCycles, organizations, serviceProviders } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/*
 * The writes of D36 racing each other and the switch of the target level: provider edits, creates
 * and deletes, scope saves that name providers as hosts, and switches of level, sent at once,
 * several rounds. The scope's save, every provider write and the switch take the organization's
 * lock, so each lands whole before or after the others: never a 500, and the end state holds
 * together (every host named is a provider of the organization, every category is one of the
 * cycle's level, the cycle's level is the organization's, one name per provider).
 */

const ROUNDS = 5;

type Answer = Awaited<ReturnType<HttpClient['call']>>;

const provider = (name: string, overrides: Partial<ServiceProviderInput> = {}): ServiceProviderInput => ({
  name,
  kind: 'csp',
  handlesCui: true,
  fedrampStatus: 'authorized',
  ...overrides,
});

/** The category of a CUI-holding asset at `level`. */
const holding = (level: Level): AssetCategory => (level === 1 ? 'in_scope' : 'cui');

/** What a racing write may answer besides success: each refusal the race can make, never a 5xx. */
function expectRaceAnswer(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.text}`).toBeLessThan(500);
  if (answer.status < 300) return;
  const { code, message, errors } = answer.json as {
    code?: string;
    message: string;
    errors?: Record<string, string>;
  };
  const allowed =
    (answer.status === 409 && (code === 'level_changed' || code === 'provider_in_use')) ||
    // A host deleted meanwhile, or a category of the level the organization left.
    (answer.status === 400 &&
      Object.keys(errors ?? {}).every((key) => /^systems\.\d+\.(hostingProviderId|category)$/.test(key))) ||
    // A provider deleted meanwhile, or a name another write took first.
    (answer.status === 404 && message === 'Provider not found') ||
    (answer.status === 409 && /already have a provider named/.test(message));
  expect(allowed, `${label}: ${answer.status} ${answer.text}`).toBe(true);
}

/** The end state holds together, read from the database. */
async function expectConsistent(app: TestApp, organizationId: string) {
  const [organization] = await app.db
    .select({ targetLevel: organizations.targetLevel })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [cycle] = await app.db
    .select({ level: assessmentCycles.level, systems: assessmentCycles.systems })
    .from(assessmentCycles)
    .where(eq(assessmentCycles.organizationId, organizationId));
  expect(cycle!.level).toBe(organization!.targetLevel);
  const providers = await app.db
    .select({ id: serviceProviders.id, name: sql<string>`lower(${serviceProviders.name})` })
    .from(serviceProviders)
    .where(eq(serviceProviders.organizationId, organizationId));
  const ids = new Set(providers.map((one) => one.id));
  expect(new Set(providers.map((one) => one.name)).size).toBe(providers.length);
  for (const asset of cycle!.systems) {
    if (asset.hostingProviderId) expect(ids.has(asset.hostingProviderId), asset.name).toBe(true);
    if (asset.category) expect(isCategoryAt(asset.category, cycle!.level as Level), asset.name).toBe(true);
  }
  return { level: cycle!.level as Level, providers: providers.length, assets: cycle!.systems };
}

describe('providers, the scope and the level, at once (D36)', () => {
  it('answer each write whole or refuse it, never a 500, and leave a consistent scope', async ({
    app,
    client,
  }) => {
    const browser = client.browser;
    const organizationId = client.user.id;
    let level: Level = 2;
    await browser.ok(routes.updateOrganization, { body: { targetLevel: level } });
    const statuses = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      // Three providers at the round's start, two of them hosting assets.
      const hosts = await Promise.all(
        ['One', 'Two', 'Three'].map((name) =>
          browser.ok(routes.createProvider, { body: provider(`Cloud ${name} ${round}`) }),
        ),
      );
      const [one, two, three] = [hosts[0]!, hosts[1]!, hosts[2]!];
      const category = holding(level);
      await browser.ok(routes.saveScope, {
        body: {
          systems: [
            { name: 'Tenant', kind: 'cloud_service', category, hostingProviderId: one.id },
            { name: 'Backup', kind: 'cloud_service', category, hostingProviderId: two.id },
          ],
        },
      });
      const other: Level = level === 1 ? 2 : 1;
      const writes: [string, () => Promise<Answer>][] = [
        [
          'scope naming three',
          () =>
            browser.call(routes.saveScope, {
              body: {
                systems: [
                  { name: 'Tenant', kind: 'cloud_service', category, hostingProviderId: one.id },
                  { name: 'Backup', kind: 'cloud_service', category, hostingProviderId: three.id },
                ],
              },
            }),
        ],
        ['delete three', () => browser.call(routes.deleteProvider, { params: { providerId: three.id } })],
        ['delete two', () => browser.call(routes.deleteProvider, { params: { providerId: two.id } })],
        [
          'edit one',
          () =>
            browser.call(routes.updateProvider, {
              params: { providerId: one.id },
              body: provider(`Cloud One ${round}`, { fedrampStatus: 'unknown' }),
            }),
        ],
        ['switch', () => browser.call(routes.updateOrganization, { body: { targetLevel: other } })],
        [
          'scope naming two',
          () =>
            browser.call(routes.saveScope, {
              body: {
                systems: [{ name: 'Backup', kind: 'cloud_service', category, hostingProviderId: two.id }],
              },
            }),
        ],
        [
          'rename three onto one',
          () =>
            browser.call(routes.updateProvider, {
              params: { providerId: three.id },
              body: provider(`cloud one ${round}`),
            }),
        ],
        ['create four', () => browser.call(routes.createProvider, { body: provider(`Cloud Four ${round}`) })],
        [
          'create four again',
          () => browser.call(routes.createProvider, { body: provider(`CLOUD FOUR ${round}`) }),
        ],
        [
          'scope at the other level',
          () =>
            browser.call(routes.saveScope, {
              body: { systems: [{ name: 'Laptops', kind: 'endpoints', category: holding(other) }] },
            }),
        ],
        ['delete one', () => browser.call(routes.deleteProvider, { params: { providerId: one.id } })],
      ];
      const answers = await Promise.all(writes.map(([, write]) => write()));
      answers.forEach((answer, index) => {
        expectRaceAnswer(answer, `round ${round}, ${writes[index]![0]}`);
        const key = `${answer.status} ${answer.json?.code ?? ''}`.trim();
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      });
      // The switch always lands; exactly one of the two creates of one name does.
      expect(answers[4]!.status).toBe(200);
      expect([answers[7]!.status, answers[8]!.status].sort()).toEqual([201, 409]);
      level = other;
      const state = await expectConsistent(app, organizationId);
      expect(state.level).toBe(level);
      // What the answers said is what is stored: a provider deleted (204) is gone, one refused
      // as in use (409) is still there.
      for (const [index, id] of [
        [1, three.id],
        [2, two.id],
        [10, one.id],
      ] as const) {
        const [row] = await app.db
          .select({ id: serviceProviders.id })
          .from(serviceProviders)
          .where(eq(serviceProviders.id, id));
        if (answers[index]!.status === 204) expect(row, writes[index]![0]).toBeUndefined();
        if (answers[index]!.status === 409) expect(row, writes[index]![0]).toBeDefined();
      }
      // The API reads the same, for the scope and the list.
      const current = await browser.ok(routes.currentCycle);
      expect(current.cycle.level).toBe(level);
      const listed = new Set((await browser.ok(routes.providers)).map((one) => one.id));
      for (const asset of current.cycle.scope.systems)
        if (asset.hostingProviderId) expect(listed.has(asset.hostingProviderId)).toBe(true);
    }
    // The races did race: besides the twin creates, writes met a delete or a switch on the way.
    console.info('answers of the racing writes:', JSON.stringify([...statuses].sort()));
    expect(
      [...statuses.keys()].filter((key) => /^(400|404|409 (level_changed|provider_in_use))/.test(key)).length,
      JSON.stringify([...statuses]),
    ).toBeGreaterThan(0);
  }, 120_000);
});
