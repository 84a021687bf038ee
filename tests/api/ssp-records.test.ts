import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * What the system security plan needs from the records (issue 27 item 1, D32; NIST SP 800-171 r2
 * 3.12.4): the scope's named systems, the plan's scope fields, and each requirement's
 * implementation statement, responsible member and systems.
 */

const CONTROL = 'AC.L1-3.1.1';

/** An editor of the organization, joined through an invitation. */
async function joinEditor(app: TestApp, owner: HttpClient, name: Record<string, string> = {}) {
  const form = registration(name);
  const invited = await owner.call(routes.invite, { body: { email: form.email, role: 'editor' } });
  expect(invited.status).toBe(201);
  const browser = new HttpClient(app.baseUrl);
  const { businessName: _name, industry: _industry, businessNumber: _number, ...personal } = form;
  const token = decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);
  const joined = await browser.call(routes.register, { body: { ...personal, invitationToken: token } });
  expect(joined.status).toBe(201);
  return { browser, id: (joined.json as { id: string }).id };
}

async function saveSystems(browser: HttpClient, systems: unknown[]) {
  return browser.call(routes.saveScope, { body: { systems } as never });
}

describe('the scope as the plan describes it', () => {
  it('names systems, keeps their ids, and states the plan fields', async ({ client }) => {
    const first = await saveSystems(client.browser, [
      {
        name: 'Microsoft 365 GCC High',
        kind: 'cloud_service',
        description: 'E-mail and files',
        fedrampStatus: 'authorized',
      },
      { name: 'Office laptops', kind: 'endpoints', fedrampStatus: 'authorized' },
    ]);
    expect(first.status).toBe(200);
    const [cloud, laptops] = first.json.scope.systems;
    // A FedRAMP standing is the provider's since D36 (GET /api/assessment/providers): a system
    // sent with one of its own (an older client) keeps none.
    expect(cloud).toMatchObject({
      name: 'Microsoft 365 GCC High',
      kind: 'cloud_service',
      fedrampStatus: null,
    });
    expect(laptops).toMatchObject({
      name: 'Office laptops',
      kind: 'endpoints',
      description: '',
      fedrampStatus: null,
    });
    expect(cloud.id).toMatch(/^[0-9a-f-]{36}$/);

    const renamed = await saveSystems(client.browser, [{ ...cloud, name: 'Microsoft 365' }, laptops]);
    expect(renamed.json.scope.systems.map((system: { id: string }) => system.id)).toEqual([
      cloud.id,
      laptops.id,
    ]);

    const plan = await client.browser.call(routes.saveScope, {
      body: {
        systemName: 'Acme CUI enclave',
        systemPurpose: 'Machining parts for DoD primes.',
        boundary: 'The Microsoft 365 tenant and the office laptops; the shop floor is out.',
        environment: 'One office at 12 Main St.',
        connections: 'The prime contractor portal, by browser only.',
        enduringExceptions: [],
        sspReviewMonths: 12,
      },
    });
    expect(plan.status).toBe(200);
    expect(plan.json.scope).toMatchObject({ systemName: 'Acme CUI enclave', sspReviewMonths: 12 });
    // The list stays when only other fields are sent.
    expect(plan.json.scope.systems).toHaveLength(2);
  });

  it('refuses a system without a name, an unknown kind, an id the scope lacks, and a bad frequency', async ({
    client,
  }) => {
    const cases: [unknown, string][] = [
      [{ systems: [{ name: ' ', kind: 'other' }] }, 'systems.0.name'],
      [{ systems: [{ name: 'Laptops', kind: 'spaceship' }] }, 'systems.0.kind'],
      [
        {
          systems: [
            { name: 'A', kind: 'other' },
            { name: 'a', kind: 'other' },
          ],
        },
        'systems',
      ],
      [{ sspReviewMonths: 0 }, 'sspReviewMonths'],
      [{ sspReviewMonths: 1.5 }, 'sspReviewMonths'],
      [{ systemName: 'x'.repeat(201) }, 'systemName'],
    ];
    for (const [body, field] of cases) {
      const response = await client.browser.call(routes.saveScope, { body: body as never });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const stale = await saveSystems(client.browser, [
      { id: '5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d', name: 'Gone', kind: 'other' },
    ]);
    expect(stale.status).toBe(400);
    expect(stale.json.message).toContain('5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d');
  });
});

describe("each requirement's entry in the plan", () => {
  it("saves the statement, the responsible member and the systems, and refuses what is not the organization's", async ({
    app,
    client,
  }) => {
    const editor = await joinEditor(app, client.browser);
    const systems = (
      await saveSystems(client.browser, [
        { name: 'Microsoft 365', kind: 'cloud_service' },
        { name: 'Laptops', kind: 'endpoints' },
      ])
    ).json.scope.systems as { id: string }[];
    const saved = await client.browser.call(routes.saveImplementation, {
      body: {
        controlId: CONTROL,
        status: 'in_progress',
        implementationStatement: '  Only named accounts in Microsoft 365; the list is reviewed quarterly.  ',
        responsibleUserId: editor.id,
        systemIds: systems.map((system) => system.id),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      implementationStatement: 'Only named accounts in Microsoft 365; the list is reviewed quarterly.',
      responsibleUserId: editor.id,
      systemIds: systems.map((system) => system.id),
    });
    // A save without the plan's fields keeps them.
    const statusOnly = await client.browser.call(routes.saveImplementation, {
      body: { controlId: CONTROL, status: 'completed' },
    });
    expect(statusOnly.json).toMatchObject({
      responsibleUserId: editor.id,
      systemIds: systems.map((s) => s.id),
    });

    const stranger = await client.browser.call(routes.saveImplementation, {
      body: {
        controlId: CONTROL,
        status: 'completed',
        responsibleUserId: '5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d',
      },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json.errors).toHaveProperty('responsibleUserId');
    const unknownSystem = await client.browser.call(routes.saveImplementation, {
      body: { controlId: CONTROL, status: 'completed', systemIds: ['5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d'] },
    });
    expect(unknownSystem.status).toBe(400);
    expect(unknownSystem.json.errors).toHaveProperty('systemIds');

    // A change of the plan's fields alone is logged as such.
    await client.browser.call(routes.saveImplementation, {
      body: { controlId: CONTROL, status: 'completed', implementationStatement: 'Named accounts only.' },
    });
    const activity = (await client.browser.call(routes.activity, { query: {} as never })).json;
    expect(activity.items.map((entry: { action: string }) => entry.action)).toContain('ssp_entry_update');
  });

  it('drops a removed system from the requirements and a departed member from their responsibilities', async ({
    app,
    client,
  }) => {
    const editor = await joinEditor(app, client.browser);
    const [kept, removed] = (
      await saveSystems(client.browser, [
        { name: 'Microsoft 365', kind: 'cloud_service' },
        { name: 'Old NAS', kind: 'servers' },
      ])
    ).json.scope.systems as { id: string; name: string; kind: string }[];
    await client.browser.call(routes.saveImplementation, {
      body: {
        controlId: CONTROL,
        status: 'in_progress',
        responsibleUserId: editor.id,
        systemIds: [kept!.id, removed!.id],
      },
    });
    expect((await saveSystems(client.browser, [kept])).status).toBe(200);
    const removal = await client.browser.call(routes.removeMember, { params: { userId: editor.id } });
    expect(removal.status).toBe(204);
    const list = (await client.browser.call(routes.implementations)).json as {
      controlId: string;
      systemIds: string[];
      responsibleUserId: string | null;
    }[];
    const record = list.find((item) => item.controlId === CONTROL)!;
    expect(record.systemIds).toEqual([kept!.id]);
    expect(record.responsibleUserId).toBeNull();
  });

  it('lets a viewer change none of it', async ({ app, client }) => {
    const form = registration();
    const invited = await client.browser.call(routes.invite, { body: { email: form.email, role: 'viewer' } });
    const viewer = new HttpClient(app.baseUrl);
    const { businessName: _n, industry: _i, businessNumber: _b, ...personal } = form;
    const token = decodeURIComponent((invited.json.acceptUrl as string).split('/invite/')[1]!);
    expect(
      (await viewer.call(routes.register, { body: { ...personal, invitationToken: token } })).status,
    ).toBe(201);
    const refused = await viewer.call(routes.saveImplementation, {
      body: { controlId: CONTROL, status: 'completed', implementationStatement: 'Mine now' },
    });
    expect(refused.status).toBe(403);
    expect((await saveSystems(viewer, [{ name: 'Mine', kind: 'other' }])).status).toBe(403);
  });

  it('shows staff the responsible member by name, and no one once they have left', async ({
    app,
    client,
  }) => {
    const editor = await joinEditor(app, client.browser, { firstName: 'Sam', lastName: 'Ortiz' });
    const me = (await client.browser.call(routes.currentUser)).json as { id: string };
    await client.browser.call(routes.saveImplementation, {
      body: { controlId: CONTROL, status: 'completed', responsibleUserId: editor.id },
    });
    await client.browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.2', status: 'completed', responsibleUserId: me.id },
    });
    const auditor = await createStaff(app, 'auditor');
    const read = async () =>
      (await auditor.call(routes.auditorClientImplementations, { params: { clientId: me.id } })).json as {
        controlId: string;
        responsibleUserId: string | null;
        responsibleName: string | null;
      }[];
    const names = (list: Awaited<ReturnType<typeof read>>) =>
      Object.fromEntries(
        list.filter((item) => item.responsibleUserId).map((item) => [item.controlId, item.responsibleName]),
      );
    // Staff read no members list of the client: the name comes with the record (D32).
    expect(names(await read())).toEqual({ [CONTROL]: 'Sam Ortiz', 'AC.L1-3.1.2': 'Dana Reyes' });
    expect((await read()).find((item) => item.controlId === 'AC.L1-3.1.20')?.responsibleName).toBeNull();
    expect((await client.browser.call(routes.removeMember, { params: { userId: editor.id } })).status).toBe(
      204,
    );
    expect(names(await read())).toEqual({ 'AC.L1-3.1.2': 'Dana Reyes' });
  });
});
