import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import type { ServiceProviderInput } from '../../src/contract/providers';
import { routes } from '../../src/contract/routes';
import { assessmentCycles, serviceProviders } from '../../src/server/db/schema';
import { carriedOverScope } from '../../src/server/cycles/steps';
import { it } from '../support/api-test';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';
import { uploadEvidence } from '../support/world';

/*
 * D36, issue 40 items 1 and 2: the scope's systems grow into the assets of 32 CFR 170.19 (same
 * route, same ids; a system stored before still reads), and the organization's external service
 * providers, with the FedRAMP warning of DFARS 252.204-7012(b)(2)(ii)(D).
 */

type Answer = Awaited<ReturnType<HttpClient['call']>>;

const fieldsOf = (answer: Answer) => Object.keys(answer.json.errors ?? {});

/** A member of the owner's organization with `role`, joined through an invitation. */
async function join(app: TestApp, owner: HttpClient, role: 'editor' | 'viewer') {
  const form = registration();
  const invited = await owner.ok(routes.invite, { body: { email: form.email, role } });
  const browser = new HttpClient(app.baseUrl);
  const { businessName: _name, industry: _industry, businessNumber: _number, ...personal } = form;
  const token = decodeURIComponent((invited.acceptUrl as string).split('/invite/')[1]!);
  await browser.ok(routes.register, { body: { ...personal, invitationToken: token } });
  return browser;
}

const atLevel = (browser: HttpClient, targetLevel: 1 | 2) =>
  browser.ok(routes.updateOrganization, { body: { targetLevel } });

const saveAssets = (browser: HttpClient, systems: unknown[]) =>
  browser.call(routes.saveScope, { body: { systems } as never });

const provider = (overrides: Record<string, unknown> = {}) =>
  ({
    name: 'Microsoft',
    kind: 'csp',
    handlesCui: true,
    fedrampStatus: 'authorized',
    ...overrides,
  }) as ServiceProviderInput & { name: string };

/** One asset of each Level 2 category, with the fields each requires. */
const LEVEL2_ASSETS = [
  {
    name: 'Engineering PCs',
    kind: 'endpoints',
    category: 'cui',
    count: 3,
    location: 'Office',
    owner: 'Dana',
  },
  { name: 'Firewall', kind: 'network', category: 'security_protection' },
  {
    name: 'Front-office PC',
    kind: 'endpoints',
    category: 'contractor_risk_managed',
    policy: 'No CUI on it: the CUI folders are not mapped, and staff are trained.',
  },
  {
    name: 'CNC mills',
    kind: 'other',
    category: 'specialized',
    specializedKind: 'operational_technology',
    count: 2,
  },
  {
    name: 'Guest Wi-Fi',
    kind: 'network',
    category: 'out_of_scope',
    outOfScopeReason: 'Its own line, no route in.',
  },
];

describe('assets by 170.19 category (D36)', () => {
  it('reads a system stored before D36 as an asset with no category, and keeps it on the next save', async ({
    app,
    client,
  }) => {
    const stored = {
      id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a09',
      name: 'Old laptops',
      kind: 'endpoints' as const,
      description: 'Saved before D36.',
      fedrampStatus: null,
    };
    await app.db
      .update(assessmentCycles)
      .set({ systems: [stored] })
      .where(eq(assessmentCycles.organizationId, client.user.id));
    const current = await client.browser.ok(routes.currentCycle);
    expect(current.cycle.scope.systems).toEqual([
      {
        ...stored,
        category: null,
        specializedKind: null,
        count: null,
        location: '',
        owner: '',
        hostingProviderId: null,
        policy: '',
        outOfScopeReason: '',
        categoryBefore: null,
      },
    ]);
    // The check says it has no category; it does not block.
    const check = await client.browser.ok(routes.affirmationCheck);
    expect(check.warnings).toContainEqual(
      expect.objectContaining({
        code: 'assets_uncategorized',
        message: expect.stringContaining('Old laptops'),
      }),
    );
    expect(check.blockers.map((blocker: { code: string }) => blocker.code)).not.toContain(
      'assets_uncategorized',
    );
    // Sent back as the page holds it, with a category now: same id.
    const saved = await saveAssets(client.browser, [
      { ...current.cycle.scope.systems[0], category: 'in_scope' },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.scope.systems[0]).toMatchObject({ id: stored.id, category: 'in_scope' });
  });

  it("saves one asset of each Level 2 category with the fields it needs, and refuses each one's missing field", async ({
    client,
  }) => {
    await atLevel(client.browser, 2);
    const saved = await saveAssets(client.browser, LEVEL2_ASSETS);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.scope.systems.map((asset: { category: string }) => asset.category)).toEqual([
      'cui',
      'security_protection',
      'contractor_risk_managed',
      'specialized',
      'out_of_scope',
    ]);
    expect(saved.json.scope.systems[0]).toMatchObject({ count: 3, location: 'Office', owner: 'Dana' });
    expect(saved.json.scope.systems[3]).toMatchObject({
      specializedKind: 'operational_technology',
      count: 2,
    });

    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { name: 'Mill', kind: 'other', category: 'specialized' },
        'systems.0.specializedKind',
        /kind of specialized/,
      ],
      [
        { name: 'PC', kind: 'endpoints', category: 'contractor_risk_managed' },
        'systems.0.policy',
        /170\.19\(c\)\(1\)/,
      ],
      [
        { name: 'PC', kind: 'endpoints', category: 'contractor_risk_managed', policy: '   ' },
        'systems.0.policy',
        /policies, procedures and practices/,
      ],
      [
        { name: 'TV', kind: 'other', category: 'out_of_scope' },
        'systems.0.outOfScopeReason',
        /cannot process, store or transmit CUI/,
      ],
      [
        { name: 'PC', kind: 'endpoints', category: 'in_scope' },
        'systems.0.category',
        /not a category at Level 2/,
      ],
      [{ name: 'PC', kind: 'endpoints', category: 'spaceship' }, 'systems.0.category', /Choose a category/],
      [{ name: 'PC', kind: 'endpoints', category: 'cui', count: 0 }, 'systems.0.count', /1 or more/],
      [{ name: 'PC', kind: 'endpoints', category: 'cui', count: 2.5 }, 'systems.0.count', /whole number/],
      [
        {
          name: 'PC',
          kind: 'endpoints',
          category: 'cui',
          hostingProviderId: '5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d',
        },
        'systems.0.hostingProviderId',
        /one of your providers/,
      ],
      [
        { name: 'PC', kind: 'endpoints', hostingProviderId: 'not-a-uuid' },
        'systems.0.hostingProviderId',
        /providers/,
      ],
    ];
    for (const [asset, field, message] of cases) {
      const answer = await saveAssets(client.browser, [asset]);
      expect(answer.status, JSON.stringify(asset)).toBe(400);
      expect(fieldsOf(answer), JSON.stringify(asset)).toContain(field);
      expect(answer.json.errors[field]).toMatch(message);
    }
    // Two problems in two assets: both named, each beside its field.
    const two = await saveAssets(client.browser, [
      { name: 'A', kind: 'other', category: 'specialized' },
      { name: 'B', kind: 'other', category: 'out_of_scope' },
    ]);
    expect(fieldsOf(two).sort()).toEqual(['systems.0.specializedKind', 'systems.1.outOfScopeReason']);
    // Nothing of the refused saves was kept.
    const current = await client.browser.ok(routes.currentCycle);
    expect(current.cycle.scope.systems).toHaveLength(5);
    // What a category does not use is not kept: a kind of specialized asset on a CUI Asset, a
    // policy on an out-of-scope one.
    const tidy = await saveAssets(client.browser, [
      { name: 'PC', kind: 'endpoints', category: 'cui', specializedKind: 'iot', outOfScopeReason: 'x' },
      { name: 'TV', kind: 'other', category: 'out_of_scope', outOfScopeReason: 'Unplugged.', policy: 'x' },
    ]);
    expect(tidy.status, tidy.text).toBe(200);
    expect(tidy.json.scope.systems[0]).toMatchObject({ specializedKind: null, outOfScopeReason: '' });
    expect(tidy.json.scope.systems[1]).toMatchObject({ policy: '', outOfScopeReason: 'Unplugged.' });
  });

  it('takes the Level 1 categories at Level 1 and refuses the Level 2 ones', async ({ client }) => {
    const ok = await saveAssets(client.browser, [
      { name: 'Laptops', kind: 'endpoints', category: 'in_scope' },
      { name: 'Test bench', kind: 'other', category: 'specialized', specializedKind: 'test_equipment' },
      {
        name: 'Kiosk',
        kind: 'endpoints',
        category: 'out_of_scope',
        outOfScopeReason: 'Shows the menu only.',
      },
    ]);
    expect(ok.status, ok.text).toBe(200);
    for (const category of ['cui', 'security_protection', 'contractor_risk_managed']) {
      const refused = await saveAssets(client.browser, [
        { name: 'PC', kind: 'endpoints', category, policy: 'Kept off.' },
      ]);
      expect(refused.status, category).toBe(400);
      expect(refused.json.errors['systems.0.category']).toMatch(/not a category at Level 1.*170\.19\(b\)/);
    }
    const reason = await saveAssets(client.browser, [
      { name: 'Kiosk', kind: 'endpoints', category: 'out_of_scope' },
    ]);
    expect(reason.json.errors['systems.0.outOfScopeReason']).toMatch(/FCI.*170\.19\(b\)\(2\)\(i\)/);
  });

  it('keeps or clears the categories at a switch of level, and restores them on the way back', async ({
    client,
  }) => {
    await atLevel(client.browser, 2);
    const saved = await saveAssets(client.browser, LEVEL2_ASSETS);
    expect(saved.status, saved.text).toBe(200);
    await atLevel(client.browser, 1);
    const level1 = (await client.browser.ok(routes.currentCycle)).cycle.scope.systems;
    expect(level1.map((asset: { category: string | null }) => asset.category)).toEqual([
      null,
      null,
      null,
      'specialized',
      null,
    ]);
    expect(level1[0]!.categoryBefore).toEqual({ level: 2, category: 'cui' });
    expect(level1[4]!.categoryBefore).toEqual({ level: 2, category: 'out_of_scope' });
    // Nothing else is lost: the policy and the reason stay with the asset that has no category.
    expect(level1[2]!.policy).toMatch(/No CUI on it/);
    expect(level1[4]!.outOfScopeReason).toBe('Its own line, no route in.');
    await atLevel(client.browser, 2);
    const back = (await client.browser.ok(routes.currentCycle)).cycle.scope.systems;
    expect(back.map((asset: { category: string | null }) => asset.category)).toEqual([
      'cui',
      'security_protection',
      'contractor_risk_managed',
      'specialized',
      'out_of_scope',
    ]);
    expect(back.every((asset: { categoryBefore: unknown }) => asset.categoryBefore === null)).toBe(true);
    // At Level 1 again, an asset the owner categorizes loses what it was at Level 2.
    await atLevel(client.browser, 1);
    const chosen = (await client.browser.ok(routes.currentCycle)).cycle.scope.systems.map(
      (asset: Record<string, unknown>, index: number) =>
        index === 0 ? { ...asset, category: 'in_scope' } : asset,
    );
    expect((await saveAssets(client.browser, chosen)).status).toBe(200);
    await atLevel(client.browser, 2);
    const after = (await client.browser.ok(routes.currentCycle)).cycle.scope.systems;
    expect(after[0]).toMatchObject({ category: null, categoryBefore: { level: 1, category: 'in_scope' } });
    expect(after[1]).toMatchObject({ category: 'security_protection' });
  });

  it('carries a cloud service frozen with a FedRAMP standing of its own over to the provider made of it', async ({
    app,
    client,
  }) => {
    const { id } = await client.browser.ok(routes.createProvider, {
      body: provider({ name: 'microsoft 365', fedrampStatus: 'unknown' }),
    });
    const [row] = await app.db
      .update(assessmentCycles)
      .set({
        systems: [
          {
            id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a10',
            name: 'Microsoft 365',
            kind: 'cloud_service',
            description: '',
            fedrampStatus: 'unknown',
          },
          {
            id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a11',
            name: 'Dropbox',
            kind: 'cloud_service',
            description: '',
            fedrampStatus: 'not_authorized',
          },
        ],
      })
      .where(eq(assessmentCycles.organizationId, client.user.id))
      .returning();
    const scope = await carriedOverScope(app.db, row!, 1);
    expect(scope.systems[0]).toMatchObject({ hostingProviderId: id, fedrampStatus: null });
    // No provider of that name: the standing stays where it was, nothing lost.
    expect(scope.systems[1]).toMatchObject({ hostingProviderId: null, fedrampStatus: 'not_authorized' });
  });
});

describe('external service providers (D36)', () => {
  it('lists, adds, edits and deletes; names are unique per organization, whatever the case', async ({
    client,
  }) => {
    expect(await client.browser.ok(routes.providers)).toEqual([]);
    const created = await client.browser.call(routes.createProvider, {
      body: provider({ services: ' E-mail and files. ', contacts: 'support@microsoft.example' }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Microsoft',
      kind: 'csp',
      services: 'E-mail and files.',
      handlesCui: true,
      fedrampStatus: 'authorized',
      fedrampEvidence: null,
      crm: null,
      contacts: 'support@microsoft.example',
      fedrampWarning: null,
    });
    const twin = await client.browser.call(routes.createProvider, {
      body: provider({ name: '  MICROSOFT ' }),
    });
    expect(twin.status).toBe(409);
    expect(twin.json.errors.name).toMatch(/already have a provider named "Microsoft"/);
    const acme = await client.browser.ok(routes.createProvider, {
      body: provider({ name: 'Acme IT', kind: 'msp', handlesCui: false, fedrampStatus: null }),
    });
    // A rename onto another's name is refused; onto its own name in another case it is not.
    const clash = await client.browser.call(routes.updateProvider, {
      params: { providerId: acme.id },
      body: provider({ name: 'microsoft', kind: 'msp' }),
    });
    expect(clash.status).toBe(409);
    const renamed = await client.browser.call(routes.updateProvider, {
      params: { providerId: created.json.id },
      body: provider({ name: 'MICROSOFT', fedrampStatus: 'unknown' }),
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.fedrampWarning).toMatch(/DFARS 252\.204-7012\(b\)\(2\)\(ii\)\(D\)/);
    expect((await client.browser.ok(routes.providers)).map((one: { name: string }) => one.name)).toEqual([
      'Acme IT',
      'MICROSOFT',
    ]);
    const removed = await client.browser.call(routes.deleteProvider, { params: { providerId: acme.id } });
    expect(removed.status).toBe(204);
    expect(
      (await client.browser.call(routes.deleteProvider, { params: { providerId: acme.id } })).status,
    ).toBe(404);
    for (const providerId of ['not-an-id', '5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d']) {
      expect(
        (await client.browser.call(routes.updateProvider, { params: { providerId }, body: provider() }))
          .status,
      ).toBe(404);
      expect((await client.browser.call(routes.deleteProvider, { params: { providerId } })).status).toBe(404);
    }
    const activity = await client.browser.ok(routes.activity, { query: { pageSize: 10 } });
    expect(activity.items.map((entry: { description: string }) => entry.description)).toEqual(
      expect.arrayContaining([
        'Added the external service provider "Microsoft" (Cloud service provider (CSP))',
        'Changed the external service provider "MICROSOFT"',
        'Removed the external service provider "Acme IT"',
      ]),
    );
  });

  it('refuses malformed providers field by field', async ({ client }) => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const evidenceId = await uploadEvidence(client.browser);
    const cases: [Record<string, unknown>, string][] = [
      [provider({ name: ' ' }), 'name'],
      [provider({ name: 'x'.repeat(201) }), 'name'],
      [provider({ kind: 'isp' }), 'kind'],
      [provider({ handlesCui: 'yes' }), 'handlesCui'],
      [provider({ fedrampStatus: 'moderate' }), 'fedrampStatus'],
      [provider({ crm: { evidenceId, version: '', date: '2026-01-05' } }), 'crm.version'],
      [provider({ crm: { evidenceId, version: '3', date: '2026-02-30' } }), 'crm.date'],
      [provider({ crm: { evidenceId, version: '3', date: future } }), 'crm.date'],
      [provider({ crm: { evidenceId: 'nope', version: '3', date: '2026-01-05' } }), 'crm.evidenceId'],
      [provider({ contacts: 'a\u0000b' }), 'contacts'],
    ];
    for (const [body, field] of cases) {
      const answer = await client.browser.call(routes.createProvider, { body: body as never });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer), JSON.stringify(body)).toContain(field);
    }
    expect(await client.browser.ok(routes.providers)).toEqual([]);
  });

  it("takes the matrix and the body of evidence from the organization's own evidence only", async ({
    app,
    client,
  }) => {
    const other = new HttpClient(app.baseUrl);
    await registerClient(other);
    const theirs = await uploadEvidence(other);
    const ours = await uploadEvidence(client.browser);
    const refused = await client.browser.call(routes.createProvider, {
      body: provider({ crm: { evidenceId: theirs, version: '2026.1', date: '2026-01-05' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors['crm.evidenceId']).toMatch(/not in your Evidence Library/);
    const equivalency = await client.browser.call(routes.createProvider, {
      body: provider({ fedrampStatus: 'equivalent', fedrampEvidenceId: theirs }),
    });
    expect(equivalency.status).toBe(400);
    expect(fieldsOf(equivalency)).toEqual(['fedrampEvidenceId']);

    const saved = await client.browser.ok(routes.createProvider, {
      body: provider({
        fedrampStatus: 'equivalent',
        fedrampEvidenceId: ours,
        crm: { evidenceId: ours, version: '2026.1', date: '2026-01-05' },
      }),
    });
    expect(saved).toMatchObject({
      fedrampEvidence: { evidenceId: ours, fileName: 'policy.pdf' },
      crm: { evidenceId: ours, fileName: 'policy.pdf', version: '2026.1', date: '2026-01-05' },
      fedrampWarning: null,
    });
    // A body of evidence belongs to an equivalency: dropped with any other standing.
    const certified = await client.browser.ok(routes.updateProvider, {
      params: { providerId: saved.id },
      body: provider({ fedrampStatus: 'authorized', fedrampEvidenceId: ours, crm: saved.crm }),
    });
    expect(certified.fedrampEvidence).toBeNull();
    // The file deleted from the evidence: the matrix keeps its version and date, without a file.
    expect((await client.browser.call(routes.deleteEvidence, { params: { id: ours } })).status).toBe(204);
    const [after] = await client.browser.ok(routes.providers);
    expect(after!.crm).toEqual({ evidenceId: null, fileName: null, version: '2026.1', date: '2026-01-05' });
    const [row] = await app.db.select().from(serviceProviders).where(eq(serviceProviders.id, saved.id));
    expect(row!.crmEvidenceId).toBeNull();
  });

  it('flags a CSP that handles CUI without a FedRAMP standing in the affirmation check, citing DFARS', async ({
    client,
  }) => {
    const evidenceId = await uploadEvidence(client.browser);
    const flagged = [
      provider({ name: 'Unknown cloud', fedrampStatus: 'unknown' }),
      provider({ name: 'Unstated cloud', fedrampStatus: null }),
      provider({ name: 'Not certified cloud', fedrampStatus: 'not_authorized' }),
      provider({ name: 'Equivalent, no evidence', fedrampStatus: 'equivalent' }),
    ];
    const clean = [
      provider({ name: 'Certified cloud' }),
      provider({ name: 'Equivalent cloud', fedrampStatus: 'equivalent', fedrampEvidenceId: evidenceId }),
      provider({ name: 'Cloud without CUI', handlesCui: false, fedrampStatus: null }),
      provider({ name: 'MSP with CUI', kind: 'msp', fedrampStatus: null }),
    ];
    const ids = new Map<string, string>();
    for (const body of [...flagged, ...clean]) {
      const saved = await client.browser.ok(routes.createProvider, { body: body as never });
      ids.set(saved.name, saved.id);
    }
    const check = await client.browser.ok(routes.affirmationCheck);
    const warned = check.warnings.filter(
      (warning: { code: string }) => warning.code === 'csp_without_fedramp',
    );
    expect(warned.map((warning) => warning.providerId).sort()).toEqual(
      flagged.map((body) => ids.get(body.name)).sort(),
    );
    for (const warning of warned) expect(warning.message).toContain('DFARS 252.204-7012(b)(2)(ii)(D)');
    expect(warned.find((one) => one.providerId === ids.get('Equivalent, no evidence'))!.message).toMatch(
      /no body of evidence on file/,
    );
    // The flag the plan shows, on the provider itself.
    const listed = await client.browser.ok(routes.providers);
    expect(listed.filter((one: { fedrampWarning: string | null }) => one.fedrampWarning).length).toBe(4);
    // Warnings never block.
    expect(check.blockers.some((blocker: { code: string }) => blocker.code.includes('fedramp'))).toBe(false);
    // The plan shows the flag under the provider (DOCX read back as its reader would).
    const plan = await client.browser.send('GET', '/api/reports/ssp.docx');
    expect(plan.status).toBe(200);
    const { value: text } = await mammoth.extractRawText({ buffer: plan.bytes });
    // Part 4 of the plan: each provider's facts (kind, CUI, FedRAMP standing) under its name.
    expect(text).toMatch(
      /Unknown cloud\s+Kind\s+Cloud service provider \(CSP\)[\s\S]*?Stores, processes or transmits CUI[\s\S]*?FedRAMP status not known/,
    );
    expect(text).toMatch(
      /Flag: Unknown cloud is a cloud service provider .* DFARS 252\.204-7012\(b\)\(2\)\(ii\)\(D\)/,
    );
    expect(text).not.toMatch(/Flag: Certified cloud/);
  });

  it('refuses to delete a provider an asset names, listing the asset, until the asset no longer does', async ({
    client,
  }) => {
    const host = await client.browser.ok(routes.createProvider, { body: provider() });
    const saved = await saveAssets(client.browser, [
      {
        name: 'Microsoft 365 tenant',
        kind: 'cloud_service',
        category: 'in_scope',
        hostingProviderId: host.id,
      },
    ]);
    expect(saved.status, saved.text).toBe(200);
    const refused = await client.browser.call(routes.deleteProvider, { params: { providerId: host.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('provider_in_use');
    expect(refused.json.message).toContain('the asset "Microsoft 365 tenant"');
    expect(await client.browser.ok(routes.providers)).toHaveLength(1);
    const [asset] = saved.json.scope.systems;
    expect((await saveAssets(client.browser, [{ ...asset, hostingProviderId: null }])).status).toBe(200);
    expect(
      (await client.browser.call(routes.deleteProvider, { params: { providerId: host.id } })).status,
    ).toBe(204);
  });

  it('lets members read and owners and editors write; staff read a client as they read its scope', async ({
    app,
    client,
  }) => {
    const editor = await join(app, client.browser, 'editor');
    const viewer = await join(app, client.browser, 'viewer');
    const byEditor = await editor.call(routes.createProvider, {
      body: provider({ name: 'Acme IT', kind: 'msp' }),
    });
    expect(byEditor.status, byEditor.text).toBe(201);
    expect((await viewer.call(routes.providers)).json).toHaveLength(1);
    expect((await viewer.call(routes.createProvider, { body: provider() })).status).toBe(403);
    expect(
      (
        await viewer.call(routes.updateProvider, {
          params: { providerId: byEditor.json.id },
          body: provider(),
        })
      ).status,
    ).toBe(403);
    expect(
      (await viewer.call(routes.deleteProvider, { params: { providerId: byEditor.json.id } })).status,
    ).toBe(403);
    const auditor = await createStaff(app, 'auditor');
    const read = await auditor.call(routes.clientProviders, { params: { clientId: client.user.id } });
    expect(read.status).toBe(200);
    expect(read.json.map((one: { name: string }) => one.name)).toEqual(['Acme IT']);
    expect((await auditor.call(routes.providers)).status).toBe(403);
    expect((await auditor.call(routes.createProvider, { body: provider() })).status).toBe(403);
    expect(
      (
        await auditor.call(routes.clientProviders, {
          params: { clientId: '5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d' },
        })
      ).status,
    ).toBe(404);
    // Another organization's provider is not found, for an edit as for a delete.
    const other = new HttpClient(app.baseUrl);
    await registerClient(other);
    expect(
      (
        await other.call(routes.updateProvider, {
          params: { providerId: byEditor.json.id },
          body: provider(),
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.call(routes.deleteProvider, { params: { providerId: byEditor.json.id } })).status,
    ).toBe(404);
    // And cannot be named as an asset's host.
    const borrowed = await saveAssets(other, [
      { name: 'Tenant', kind: 'cloud_service', hostingProviderId: byEditor.json.id },
    ]);
    expect(borrowed.status).toBe(400);
    expect(fieldsOf(borrowed)).toEqual(['systems.0.hostingProviderId']);
  });

  it("writes in the tab's organization: a member of two writes a provider naming B, and it lands only in B", async ({
    app,
    browser,
    client,
  }) => {
    const b = await browser.ok(routes.createOrganization, {
      body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
    });
    const a = client.user.id;
    const tabA = browser.withHeaders({ [ORGANIZATION_HEADER]: a });
    const tabB = browser.withHeaders({ [ORGANIZATION_HEADER]: b.id });
    // The session now works in B; tab A writes first, then tab B, in turns and at once.
    await tabA.ok(routes.createProvider, { body: provider({ name: 'Only in A' }) });
    await Promise.all([
      tabB.ok(routes.createProvider, { body: provider({ name: 'Only in B' }) }),
      tabA.ok(routes.createProvider, { body: provider({ name: 'Also in A' }) }),
    ]);
    const names = async (organizationId: string) =>
      (
        await app.db
          .select({ name: serviceProviders.name })
          .from(serviceProviders)
          .where(eq(serviceProviders.organizationId, organizationId))
      )
        .map((row) => row.name)
        .sort();
    expect(await names(a)).toEqual(['Also in A', 'Only in A']);
    expect(await names(b.id)).toEqual(['Only in B']);
    expect((await tabB.ok(routes.providers)).map((one: { name: string }) => one.name)).toEqual(['Only in B']);
    // B's provider cannot host A's asset, even from a tab of the same member.
    const bProvider = (await tabB.ok(routes.providers))[0]!;
    const crossed = await saveAssets(tabA, [
      { name: 'Tenant', kind: 'cloud_service', hostingProviderId: bProvider.id },
    ]);
    expect(crossed.status).toBe(400);
    // Nor be edited or deleted from A's tab.
    expect((await tabA.call(routes.deleteProvider, { params: { providerId: bProvider.id } })).status).toBe(
      404,
    );
    expect(
      await app.db
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(and(eq(serviceProviders.id, bProvider.id), eq(serviceProviders.organizationId, b.id))),
    ).toHaveLength(1);
  });
});
