import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { controlImplementations, controls } from '../../src/server/db/schema';
import { seedCatalog } from '../../src/server/catalog/seed';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

let browser: HttpClient;

it.beforeAll(async ({ app }) => {
  browser = new HttpClient(app.baseUrl);
  await registerClient(browser);
});

describe('GET /api/controls', () => {
  it('needs a signed-in user', async ({ app }) => {
    const response = await new HttpClient(app.baseUrl).call(routes.controls);
    expect(response.status).toBe(401);
  });

  it('returns the 17 controls with complete content, in catalog order', async () => {
    const response = await browser.call(routes.controls);
    expect(response.status).toBe(200);
    const list = response.json as any[];
    expect(list).toHaveLength(17);
    expect(list[0]).toMatchObject({
      id: 'AC.L1-3.1.1',
      controlNumber: 'AC.L1-3.1.1',
      identifier2024: 'AC.L1-b.1.i',
      farReference: '52.204-21(b)(1)(i)',
      nistReference: '3.1.1',
      title: 'Authorized Access Control',
      description:
        'Limit information system access to authorized users, processes acting on behalf of authorized users, or devices (including other information systems).',
      domainId: 'AC',
      domain: { name: 'Access Control', shortName: 'AC' },
    });
    for (const control of list) {
      expect(control.implementationGuidance.length).toBeGreaterThan(200);
      expect(control.requiredEvidence.length).toBeGreaterThanOrEqual(4);
      expect(control.objectives.length).toBeGreaterThanOrEqual(1);
      expect(control.assessmentMethods.examine.length).toBeGreaterThan(0);
      expect(control.assessmentMethods.interview.length).toBeGreaterThan(0);
      expect(control.assessmentMethods.test.length).toBeGreaterThan(0);
    }
    const objectives = list.reduce((sum, control) => sum + control.objectives.length, 0);
    expect(objectives).toBe(59);
  });

  it('gives the three visitor and access-device practices the shared 2024 identifier', async () => {
    const list = (await browser.call(routes.controls)).json as any[];
    const shared = list
      .filter((control) => control.identifier2024 === 'PE.L1-b.1.ix')
      .map((c) => c.controlNumber);
    expect(shared).toEqual(['PE.L1-3.10.3', 'PE.L1-3.10.4', 'PE.L1-3.10.5']);
  });

  it('filters by domain: 4 for PE, none for an unknown domain', async () => {
    const pe = (await browser.call(routes.controls, { query: { domainId: 'PE' } })).json as any[];
    expect(pe.map((control) => control.controlNumber)).toEqual([
      'PE.L1-3.10.1',
      'PE.L1-3.10.3',
      'PE.L1-3.10.4',
      'PE.L1-3.10.5',
    ]);
    expect((await browser.call(routes.controls, { query: { domainId: 'ZZ' } })).json).toEqual([]);
  });
});

describe('GET /api/domains', () => {
  it('returns the six Level 1 domains in order', async () => {
    const response = await browser.call(routes.domains);
    expect(response.status).toBe(200);
    expect(response.json.map((domain: any) => domain.shortName)).toEqual([
      'AC',
      'IA',
      'MP',
      'PE',
      'SC',
      'SI',
    ]);
    expect(response.json[3]).toMatchObject({ id: 'PE', name: 'Physical Protection' });
    expect(response.json.every((domain: any) => domain.description.length > 40)).toBe(true);
  });
});

describe('catalog seed', () => {
  it('is idempotent: restores texts, never duplicates rows, never touches user data', async ({ app }) => {
    const browserUser = (await browser.call(routes.currentUser)).json;
    await app.db.insert(controlImplementations).values({
      organizationId: browserUser.id,
      controlId: 'MP.L1-3.8.3',
      status: 'in_progress',
      notes: 'Shredder ordered',
    });
    await app.db.update(controls).set({ title: 'Edited by hand' }).where(eq(controls.id, 'MP.L1-3.8.3'));

    await seedCatalog(app.db);
    await seedCatalog(app.db);

    // Level 1's 17 practices and Level 2's 110 requirements (D29).
    expect(await app.db.$count(controls)).toBe(17 + 110);
    const [control] = await app.db.select().from(controls).where(eq(controls.id, 'MP.L1-3.8.3'));
    expect(control!.title).toBe('Media Disposal');
    const [implementation] = await app.db
      .select()
      .from(controlImplementations)
      .where(eq(controlImplementations.organizationId, browserUser.id));
    expect(implementation).toMatchObject({ status: 'in_progress', notes: 'Shredder ordered' });
  });
});
