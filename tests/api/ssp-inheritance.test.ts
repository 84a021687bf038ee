import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { OSCAL_NS } from '../../src/contract/oscal';
import type { ServiceProviderInput } from '../../src/contract/providers';
import { routes } from '../../src/contract/routes';
import { controlImplementations, serviceProviders } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { evidenceForm, PDF_BYTES } from '../support/evidence-files';
import type { HttpClient } from '../support/http-client';
import { oscalErrors } from '../support/oscal-schema';
import type { TestApp } from '../support/test-app';

/*
 * Each requirement's inheritance from an external service provider (D36, issue 40 items 3 and
 * 7): none, partial or full with a provider of the organization and the provider's part, saved
 * by the plan entry's PUT; a provider named by a requirement is not deleted; the OSCAL SSP says
 * it as `inherited` / `satisfied` by-components, valid against NIST's 1.1.3 schema.
 */

const CONTROL = 'AC.L1-3.1.1';
const OTHER = 'IA.L1-3.5.1';
const ROUNDS = 6;

type Answer = Awaited<ReturnType<HttpClient['call']>>;

const provider = (name: string, overrides: Record<string, unknown> = {}) =>
  ({
    name,
    kind: 'csp',
    handlesCui: true,
    fedrampStatus: 'authorized',
    ...overrides,
  }) as ServiceProviderInput;

const createProvider = async (browser: HttpClient, name: string, overrides: Record<string, unknown> = {}) =>
  (await browser.ok(routes.createProvider, { body: provider(name, overrides) })).id;

const put = (browser: HttpClient, requirementId: string, body: Record<string, unknown>) =>
  browser.call(routes.saveSspRequirement, { params: { requirementId }, body: body as never });

const partial = (providerId: string | null, providerPart: string | null = 'Runs the identity service.') => ({
  inheritance: { kind: 'partial', providerId, providerPart },
});

async function rowOf(app: TestApp, organizationId: string, controlId: string) {
  const [row] = await app.db
    .select()
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        eq(controlImplementations.controlId, controlId),
      ),
    );
  return row;
}

describe('inheritance of a requirement (D36)', () => {
  it('saves partial and full with a provider and its part, none clears both', async ({ app, client }) => {
    const owner = client.browser;
    const acme = await createProvider(owner, 'Acme Cloud');
    const saved = await put(owner, CONTROL, partial(acme));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.inheritance).toEqual({
      kind: 'partial',
      providerId: acme,
      providerName: 'Acme Cloud',
      providerPart: 'Runs the identity service.',
    });
    const full = await put(owner, CONTROL, {
      inheritance: { kind: 'full', providerId: acme, providerPart: 'All of it.' },
    });
    expect(full.json.inheritance.kind).toBe('full');
    // Other fields left out are kept; inheritance left out is kept.
    const role = await put(owner, CONTROL, { responsibleRole: 'IT administrator' });
    expect(role.json.inheritance.kind).toBe('full');
    // None drops the provider and its part, whatever is sent with it.
    const none = await put(owner, CONTROL, {
      inheritance: { kind: 'none', providerId: acme, providerPart: 'ignored' },
    });
    expect(none.json.inheritance).toEqual({
      kind: 'none',
      providerId: null,
      providerName: null,
      providerPart: null,
    });
    const row = await rowOf(app, client.user.id, CONTROL);
    expect([row!.inheritance, row!.inheritedProviderId, row!.providerPart]).toEqual(['none', null, null]);
  });

  it('refuses a missing provider or part, a long part, a bad kind, an unknown provider', async ({
    app,
    client,
  }) => {
    const owner = client.browser;
    const acme = await createProvider(owner, 'Acme Cloud');
    const cases: [Record<string, unknown>, string][] = [
      [partial(null), 'inheritance.providerId'],
      [partial(acme, null), 'inheritance.providerPart'],
      [partial(acme, '   '), 'inheritance.providerPart'],
      [partial(acme, 'x'.repeat(2001)), 'inheritance.providerPart'],
      [{ inheritance: { kind: 'most', providerId: acme, providerPart: 'x' } }, 'inheritance.kind'],
      [partial('not-a-uuid'), 'inheritance.providerId'],
      [partial('00000000-0000-4000-8000-000000000000'), 'inheritance.providerId'],
    ];
    for (const [body, field] of cases) {
      const refused = await put(owner, CONTROL, body);
      expect(refused.status, refused.text).toBe(400);
      expect(Object.keys(refused.json.errors ?? {}), refused.text).toContain(field);
    }
    expect(await rowOf(app, client.user.id, CONTROL)).toBeUndefined();
  });

  it('lapses an auditor’s verdict and raises the version, as a new statement does', async ({
    app,
    client,
  }) => {
    const owner = client.browser;
    const acme = await createProvider(owner, 'Acme Cloud');
    await put(owner, CONTROL, { implementationStatement: 'Named accounts.' });
    await app.db
      .update(controlImplementations)
      .set({ auditorStatus: 'approved' })
      .where(
        and(
          eq(controlImplementations.organizationId, client.user.id),
          eq(controlImplementations.controlId, CONTROL),
        ),
      );
    const before = await rowOf(app, client.user.id, CONTROL);
    expect((await put(owner, CONTROL, partial(acme))).status).toBe(200);
    const after = await rowOf(app, client.user.id, CONTROL);
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.auditorStatus).toBeNull();
    // The same inheritance again changes nothing.
    expect((await put(owner, CONTROL, partial(acme))).status).toBe(200);
    expect((await rowOf(app, client.user.id, CONTROL))!.version).toBe(after!.version);
  });

  it('refuses to delete a provider a requirement names (409 provider_in_use, naming it), of either level', async ({
    client,
  }) => {
    const owner = client.browser;
    const acme = await createProvider(owner, 'Acme Cloud');
    expect((await put(owner, CONTROL, partial(acme))).status).toBe(200);
    const refused = await owner.call(routes.deleteProvider, { params: { providerId: acme } });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('provider_in_use');
    expect(refused.json.message).toContain('the requirement AC.L1-3.1.1 (Level 1)');
    // After a switch to Level 2 the Level 1 record keeps it, and still names it.
    expect((await owner.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
    const still = await owner.call(routes.deleteProvider, { params: { providerId: acme } });
    expect(still.status).toBe(409);
    // The Level 1 id is 404 at Level 2, as every plan field (D29).
    expect((await put(owner, CONTROL, { inheritance: { kind: 'none' } })).status).toBe(404);
    expect((await owner.call(routes.updateOrganization, { body: { targetLevel: 1 } })).status).toBe(200);
    expect((await put(owner, CONTROL, { inheritance: { kind: 'none' } })).status).toBe(200);
    expect((await owner.call(routes.deleteProvider, { params: { providerId: acme } })).status).toBe(204);
  });
});

describe('two organizations in two tabs (D34)', () => {
  it('a member of both names B’s provider in B: it lands in B only; A’s provider in B is refused', async ({
    app,
    browser,
    client,
  }) => {
    const created = await browser.ok(routes.createOrganization, {
      body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
    });
    const a = client.user.id;
    const b = created.id;
    const tabA = browser.withHeaders({ [ORGANIZATION_HEADER]: a });
    const tabB = browser.withHeaders({ [ORGANIZATION_HEADER]: b });
    const providerA = await createProvider(tabA, 'Provider of A');
    const providerB = await createProvider(tabB, 'Provider of B');
    const [inB, aInB] = await Promise.all([
      put(tabB, OTHER, partial(providerB)),
      put(tabB, CONTROL, partial(providerA)),
    ]);
    expect(inB.status, inB.text).toBe(200);
    expect(aInB.status).toBe(400);
    expect(Object.keys(aInB.json.errors ?? {})).toContain('inheritance.providerId');
    const rows = await app.db
      .select({
        organizationId: controlImplementations.organizationId,
        controlId: controlImplementations.controlId,
        providerId: controlImplementations.inheritedProviderId,
      })
      .from(controlImplementations)
      .where(inArray(controlImplementations.organizationId, [a, b]));
    expect(rows.filter((row) => row.providerId !== null)).toEqual([
      { organizationId: b, controlId: OTHER, providerId: providerB },
    ]);
    // A's provider is deleted freely: nothing of A names it.
    expect((await tabA.call(routes.deleteProvider, { params: { providerId: providerA } })).status).toBe(204);
  });
});

describe('inheritance racing a provider delete and a level switch', () => {
  it('never answers 5xx and never leaves a requirement naming a deleted provider', async ({
    app,
    client,
  }) => {
    const owner = client.browser;
    const allowed = (answer: Answer, statuses: number[], codes: string[]) =>
      statuses.includes(answer.status) ||
      (answer.status === 409 && codes.includes(answer.json?.code as string));
    for (let round = 0; round < ROUNDS; round++) {
      const providerId = await createProvider(owner, `Provider ${round}`);
      const [saved, deleted, switched, other] = await Promise.all([
        put(owner, CONTROL, partial(providerId, `Part ${round}`)),
        owner.call(routes.deleteProvider, { params: { providerId } }),
        owner.call(routes.updateOrganization, { body: { targetLevel: round % 2 === 0 ? 2 : 1 } }),
        put(owner, OTHER, { inheritance: { kind: 'full', providerId, providerPart: `All ${round}` } }),
      ]);
      expect(switched.status).toBe(200);
      // A save that came after the delete is a 400 on the provider; after the switch a 409 or 404.
      for (const answer of [saved, other])
        expect(allowed(answer, [200, 400, 404], ['level_changed']), `${answer.status} ${answer.text}`).toBe(
          true,
        );
      expect(allowed(deleted, [204], ['provider_in_use']), `${deleted.status} ${deleted.text}`).toBe(true);
      // Consistent: a deleted provider is named by nothing; a refused delete was named by a save.
      const [exists] = await app.db
        .select()
        .from(serviceProviders)
        .where(eq(serviceProviders.id, providerId));
      const naming = await app.db
        .select({ controlId: controlImplementations.controlId })
        .from(controlImplementations)
        .where(eq(controlImplementations.inheritedProviderId, providerId));
      if (deleted.status === 204) {
        expect(exists).toBeUndefined();
        expect(naming).toEqual([]);
      } else {
        expect(exists).toBeDefined();
        expect(naming.length).toBeGreaterThan(0);
      }
      if (saved.status === 200) expect(naming.map((row) => row.controlId)).toContain(CONTROL);
      // Back to Level 1, and clear for the next round.
      expect((await owner.call(routes.updateOrganization, { body: { targetLevel: 1 } })).status).toBe(200);
      await put(owner, CONTROL, { inheritance: { kind: 'none' } });
      await put(owner, OTHER, { inheritance: { kind: 'none' } });
    }
  });
});

describe('the OSCAL SSP with inheritance (D36)', () => {
  it('has the providers as parties, service components and a dated leveraged authorization, and inherited/satisfied by-components', async ({
    client,
  }) => {
    const owner = client.browser;
    const upload = await owner.send(
      'POST',
      '/api/evidence/upload-direct',
      evidenceForm(CONTROL, 'acme-crm.pdf', PDF_BYTES),
    );
    expect(upload.status, upload.text).toBe(201);
    const evidenceId = (upload.json as { id: string }).id;
    const acme = await createProvider(owner, 'Acme Cloud', {
      crm: { evidenceId, version: '2.1', date: '2026-01-15' },
    });
    const msp = await createProvider(owner, 'Local MSP', { kind: 'msp', fedrampStatus: null });
    expect(
      (await put(owner, CONTROL, { implementationStatement: 'We name the accounts.', ...partial(acme) }))
        .status,
    ).toBe(200);
    expect(
      (
        await put(owner, OTHER, {
          inheritance: { kind: 'full', providerId: msp, providerPart: 'The MSP runs all logins.' },
        })
      ).status,
    ).toBe(200);
    const response = await owner.get('/api/reports/oscal/ssp.json');
    expect(response.status).toBe(200);
    const document = response.json as any;
    expect(oscalErrors('ssp', document)).toEqual([]);
    const ssp = document['system-security-plan'];
    const parties = ssp.metadata.parties as any[];
    const acmeParty = parties.find((party) => party.name === 'Acme Cloud');
    expect(acmeParty.type).toBe('organization');
    expect(parties.find((party) => party.name === 'Local MSP')).toBeDefined();
    const components = ssp['system-implementation'].components as any[];
    const acmeComponent = components.find((component) => component.title === 'Acme Cloud');
    const mspComponent = components.find((component) => component.title === 'Local MSP');
    expect([acmeComponent.type, mspComponent.type]).toEqual(['service', 'service']);
    // Only the provider with a FedRAMP standing and a dated matrix is a leveraged authorization.
    expect(ssp['system-implementation']['leveraged-authorizations']).toEqual([
      expect.objectContaining({
        title: 'Acme Cloud: FedRAMP Certified at the Moderate baseline or higher',
        'party-uuid': acmeParty.uuid,
        'date-authorized': '2026-01-15',
      }),
    ]);
    const requirement = (id: string) =>
      (ssp['control-implementation']['implemented-requirements'] as any[]).find((one) =>
        one.props.some((p: any) => p.ns === OSCAL_NS && p.name === 'requirement' && p.value === id),
      );
    const partly = requirement(CONTROL)['by-components'] as any[];
    expect(partly[0].satisfied).toEqual([{ uuid: expect.any(String), description: 'We name the accounts.' }]);
    const inherited = partly.find((entry) => entry['component-uuid'] === acmeComponent.uuid);
    expect(inherited.inherited).toEqual([
      { uuid: expect.any(String), description: 'Runs the identity service.' },
    ]);
    const fully = requirement(OTHER)['by-components'] as any[];
    expect(fully[0].satisfied).toBeUndefined();
    expect(
      fully.find((entry) => entry['component-uuid'] === mspComponent.uuid).inherited[0].description,
    ).toBe('The MSP runs all logins.');
    // A requirement with none has only the organization's own entries.
    const own = requirement('AC.L1-3.1.2')['by-components'] as any[];
    expect(own.every((entry) => !entry.inherited && !entry.satisfied)).toBe(true);
  });
});
