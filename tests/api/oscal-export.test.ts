import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { OSCAL_NS, OSCAL_VERSION, oscalObjectiveId } from '../../src/contract/oscal';
import { routes } from '../../src/contract/routes';
import { poamItems } from '../../src/server/db/schema';
import { meetEverything } from '../support/affirmation';
import { it } from '../support/api-test';
import { evidenceForm, PDF_BYTES, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { oscalErrors, oscalSchema } from '../support/oscal-schema';
import { createConsoleAdmin, createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * D32: the assessment results and the POA&M of an organization as NIST OSCAL JSON, each valid
 * against NIST's OSCAL 1.1.3 schema vendored in vendor/oscal/, for the organization itself and
 * for staff under the auditor's and the admin console's routes.
 */

const AR = '/reports/oscal/assessment-results.json';
const POAM = '/reports/oscal/poam.json';
const SSP = '/reports/oscal/ssp.json';

/** The control ids of the SP 800-171 Rev 2 OSCAL catalog we diff our catalog against (D29). */
const CATALOG_COPY = path.resolve(
  import.meta.dirname,
  '../../vendor/catalog-copies/khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json',
);
const CATALOG_CONTROL_IDS = new Set<string>(
  JSON.parse(fs.readFileSync(CATALOG_COPY, 'utf8')).catalog.groups.flatMap(
    (group: { controls: { id: string }[] }) => group.controls.map((control) => control.id),
  ),
);
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

type Json = any;

async function download(browser: HttpClient, path: string): Promise<Json> {
  const response = await browser.get(path);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="cmmc-oscal-(assessment-results|poam|ssp)-\d{4}-\d{2}-\d{2}\.json"/,
  );
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json;
}

const propsOf = (holder: { props?: { name: string; ns?: string; value: string }[] }) =>
  Object.fromEntries((holder.props ?? []).filter((p) => p.ns === OSCAL_NS).map((p) => [p.name, p.value]));

/** The finding of one of our objective ids, by its "objective" property. */
const findingOn = (result: Json, objectiveId: string) =>
  result.findings.find((finding: Json) => propsOf(finding).objective === objectiveId);
const observationOf = (result: Json, finding: Json) =>
  result.observations.find(
    (observation: Json) => observation.uuid === finding['related-observations'][0]['observation-uuid'],
  );

/**
 * The document without what changes from one export to the next: its version and export time
 * (issue 40: the UUID stays), in it and in the documents it embeds, read decoded.
 */
function stable(document: Json): Json {
  const [model] = Object.keys(document);
  const copy = structuredClone(document);
  delete copy[model!].metadata['last-modified'];
  delete copy[model!].metadata.version;
  for (const resource of copy[model!]['back-matter']?.resources ?? [])
    if (resource.base64?.['media-type'] === 'application/oscal+json')
      resource.base64.value = stable(
        JSON.parse(Buffer.from(resource.base64.value, 'base64').toString('utf8')),
      );
  return copy;
}

/** The resource a `#uuid` reference names in the document's back-matter, and the document it embeds. */
function resolved(root: Json, href: string): { resource: Json; document: Json } {
  expect(href).toMatch(/^#[0-9a-f-]{36}$/);
  const resource = root['back-matter'].resources.find((one: Json) => `#${one.uuid}` === href);
  expect(resource, `${href} names a back-matter resource`).toBeDefined();
  expect(resource.base64).toMatchObject({ 'media-type': 'application/oscal+json' });
  expect(resource.base64.filename).toMatch(/^cmmc-oscal-[a-z-]+\.json$/);
  return { resource, document: JSON.parse(Buffer.from(resource.base64.value, 'base64').toString('utf8')) };
}

/** The plan's status of a requirement: the state of its component `this-system` (D36). */
const statusOf = (requirement: Json) => requirement['by-components'][0]['implementation-status'];

const upload = async (browser: HttpClient, controlId: string, name: string, bytes: Buffer) => {
  const response = await browser.send(
    'POST',
    '/api/evidence/upload-direct',
    evidenceForm(controlId, name, bytes),
  );
  expect(response.status).toBe(201);
  return response.json as { id: string; sha256: string };
};

const save = async (browser: HttpClient, objectiveId: string, body: Record<string, unknown>) => {
  const response = await browser.call(routes.saveFinding, { params: { objectiveId }, body: body as never });
  expect(response.status, response.text).toBe(200);
  return response.json;
};

describe('the vendored schemas', () => {
  it('are NIST OSCAL 1.1.3, and refuse a document missing what OSCAL requires', () => {
    expect(oscalSchema('assessment-results').$id).toBe(
      `http://csrc.nist.gov/ns/oscal/${OSCAL_VERSION}/oscal-ar-schema.json`,
    );
    expect(oscalSchema('poam').$id).toBe(
      `http://csrc.nist.gov/ns/oscal/${OSCAL_VERSION}/oscal-poam-schema.json`,
    );
    expect(oscalErrors('assessment-results', { 'assessment-results': {} })).toEqual(
      expect.arrayContaining([expect.stringContaining("must have required property 'import-ap'")]),
    );
  });
});

describe('a Level 1 organization', () => {
  let app: TestApp;
  let owner: HttpClient;
  let organizationId: string;
  let auditor: HttpClient;
  let adminConsole: HttpClient;
  let stranger: HttpClient;
  let policy: { id: string; sha256: string };
  let log: { id: string; sha256: string };

  it.beforeAll(async ({ startApp }) => {
    app = await startApp();
    owner = new HttpClient(app.baseUrl);
    organizationId = (await registerClient(owner)).user.id;
    policy = await upload(owner, 'AC.L1-3.1.1', 'Access Policy.pdf', PDF_BYTES);
    log = await upload(owner, 'AC.L1-3.1.1', 'accounts.txt', TEXT_BYTES);
    await save(owner, 'AC.L1-3.1.1[a]', {
      finding: 'met',
      methods: ['examine', 'interview'],
      note: 'The user list matches the Microsoft 365 export.',
      evidenceIds: [policy.id, log.id],
    });
    await save(owner, 'AC.L1-3.1.1[b]', { finding: 'met', methods: ['test'] });
    await save(owner, 'AC.L1-3.1.22[a]', {
      finding: 'not_applicable',
      justification: 'Nothing the company runs is publicly accessible.',
    });
    await save(owner, 'IA.L1-3.5.1[a]', {
      finding: 'not_met',
      methods: ['examine'],
      note: 'Two shared accounts remain.',
      evidenceIds: [log.id],
    });
    auditor = await createStaff(app, 'auditor');
    adminConsole = await createConsoleAdmin(app);
    stranger = new HttpClient(app.baseUrl);
    await registerClient(stranger);
  });

  it('exports its assessment results, valid against NIST’s schema, one finding per assessed objective', async () => {
    const document = await download(owner, `/api${AR}`);
    expect(oscalErrors('assessment-results', document)).toEqual([]);
    const ar = document['assessment-results'];
    expect(ar.metadata['oscal-version']).toBe(OSCAL_VERSION);
    expect(Date.parse(ar.metadata['last-modified'])).toBeGreaterThan(Date.now() - 60_000);
    // import-ap names a back-matter resource describing the plan the self-assessment follows.
    const plan = ar['back-matter'].resources.find((one: Json) => `#${one.uuid}` === ar['import-ap'].href);
    expect(plan.description).toContain('32 CFR 170.15');

    expect(ar.results).toHaveLength(1);
    const [result] = ar.results;
    expect(propsOf(result)).toMatchObject({
      'cmmc-level': '1',
      'objectives-total': '59',
      'objectives-assessed': '4',
    });
    expect(result['reviewed-controls']['control-selections'][0]['include-controls']).toHaveLength(17);
    // Four objectives assessed, four findings; the other 55 have none.
    expect(result.findings).toHaveLength(4);
    expect(result.observations).toHaveLength(4);

    const met = findingOn(result, 'AC.L1-3.1.1[a]');
    expect(met.target).toEqual({
      type: 'objective-id',
      'target-id': oscalObjectiveId('3.1.1', 'a'),
      status: { state: 'satisfied' },
    });
    expect(met.target['target-id']).toBe('_03.01.01_obj.a');
    const metObservation = observationOf(result, met);
    expect(metObservation.methods).toEqual(['EXAMINE', 'INTERVIEW']);
    expect(metObservation.remarks).toBe('The user list matches the Microsoft 365 export.');
    // Each linked file is relevant evidence pointing to its back-matter resource, which carries its SHA-256.
    expect(metObservation['relevant-evidence']).toHaveLength(2);
    const resources = new Map(ar['back-matter'].resources.map((one: Json) => [`#${one.uuid}`, one]));
    const hashes = metObservation['relevant-evidence'].map((evidence: Json) => {
      const resource: Json = resources.get(evidence.href);
      expect(propsOf(evidence)['sha-256']).toBe(resource.rlinks[0].hashes[0].value);
      expect(resource.rlinks[0].hashes[0].algorithm).toBe('SHA-256');
      return [resource.title, resource.rlinks[0].hashes[0].value];
    });
    expect(hashes).toEqual([
      ['Access Policy.pdf', sha256(PDF_BYTES)],
      ['accounts.txt', sha256(TEXT_BYTES)],
    ]);
    expect(policy.sha256).toBe(sha256(PDF_BYTES));

    const tested = observationOf(result, findingOn(result, 'AC.L1-3.1.1[b]'));
    expect(tested.methods).toEqual(['TEST']);

    const notApplicable = findingOn(result, 'AC.L1-3.1.22[a]');
    expect(notApplicable.target.status.state).toBe('satisfied');
    expect(notApplicable.props).toContainEqual({ name: 'not-applicable', ns: OSCAL_NS, value: 'true' });
    expect(notApplicable.remarks).toBe('Nothing the company runs is publicly accessible.');
    // Saved without a method: OSCAL requires one, UNKNOWN, and the remarks say so.
    const naObservation = observationOf(result, notApplicable);
    expect(naObservation.methods).toEqual(['UNKNOWN']);
    expect(naObservation.remarks).toMatch(/No assessment method was recorded/);

    const notMet = findingOn(result, 'IA.L1-3.5.1[a]');
    expect(notMet.target).toMatchObject({
      'target-id': '_03.05.01_obj.a',
      status: { state: 'not-satisfied' },
    });
    expect(observationOf(result, notMet).remarks).toBe('Two shared accounts remain.');
    // The file shared by two findings is one resource.
    expect(ar['back-matter'].resources.filter((one: Json) => one.title === 'accounts.txt')).toHaveLength(1);
  });

  it('keeps the document’s and every object’s UUID from one export to the next, and gives staff the same document', async () => {
    const first = await download(owner, `/api${AR}`);
    const second = await download(owner, `/api${AR}`);
    // One document per organization and kind: a new export is a new revision of it (issue 40).
    const [one, two] = [first['assessment-results'], second['assessment-results']];
    expect(two.uuid).toBe(one.uuid);
    expect(two.metadata['last-modified']).not.toBe(one.metadata['last-modified']);
    expect(two.metadata.version).not.toBe(one.metadata.version);
    expect(two.metadata.version).toBe(`cycle 1, exported ${two.metadata['last-modified']}`);
    const plans = [first, second].map(
      (document) =>
        resolved(document['assessment-results'], document['assessment-results']['import-ap'].href).document[
          'assessment-plan'
        ],
    );
    expect(plans[1].uuid).toBe(plans[0].uuid);
    expect(plans[1].metadata.version).not.toBe(plans[0].metadata.version);
    expect(stable(second)).toEqual(stable(first));
    const findingUuids = first['assessment-results'].results[0].findings.map((one: Json) => one.uuid);
    expect(new Set(findingUuids).size).toBe(4);

    const byAuditor = await download(auditor, `/api/auditor/clients/${organizationId}${AR}`);
    const byConsole = await download(adminConsole, `/api/admin/organizations/${organizationId}${AR}`);
    expect(oscalErrors('assessment-results', byAuditor)).toEqual([]);
    expect(stable(byAuditor)).toEqual(stable(first));
    expect(stable(byConsole)).toEqual(stable(first));
  });

  it('is refused to another organization, which gets its own', async () => {
    expect((await stranger.get(`/api/auditor/clients/${organizationId}${AR}`)).status).toBe(403);
    expect((await stranger.get(`/api/admin/organizations/${organizationId}${AR}`)).status).toBe(401);
    const own = await download(stranger, `/api${AR}`);
    expect(oscalErrors('assessment-results', own)).toEqual([]);
    expect(own['assessment-results'].uuid).not.toBe(
      (await download(owner, `/api${AR}`))['assessment-results'].uuid,
    );
    expect(own['assessment-results'].results[0].findings).toBeUndefined();
    expect(JSON.stringify(own)).not.toContain('Access Policy.pdf');
    expect((await new HttpClient(app.baseUrl).get(`/api${AR}`)).status).toBe(401);
  });

  it('has no OSCAL POA&M: Level 1 never allows one (409 level_1)', async () => {
    for (const [browser, path] of [
      [owner, `/api${POAM}`],
      [auditor, `/api/auditor/clients/${organizationId}${POAM}`],
      [adminConsole, `/api/admin/organizations/${organizationId}${POAM}`],
    ] as const) {
      const refused = await browser.get(path);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'level_1' });
      expect(refused.json.message).toContain('32 CFR 170.21(a)(1)');
    }
  });

  it('validation fails when a required field is dropped or a state is not OSCAL’s', async () => {
    const document = await download(owner, `/api${AR}`);
    const withoutTarget = structuredClone(document);
    delete withoutTarget['assessment-results'].results[0].findings[0].target.status;
    expect(oscalErrors('assessment-results', withoutTarget).join('\n')).toContain(
      "must have required property 'status'",
    );
    const wrongState = structuredClone(document);
    wrongState['assessment-results'].results[0].findings[0].target.status.state = 'met';
    expect(oscalErrors('assessment-results', wrongState)).not.toEqual([]);
    const badTarget = structuredClone(document);
    badTarget['assessment-results'].results[0].findings[0].target['target-id'] = 'AC.L1-3.1.1[a]';
    expect(oscalErrors('assessment-results', badTarget).join('\n')).toContain('must match pattern');
  });

  it('exports its system security plan from the scope and the records, valid against NIST’s schema', async () => {
    const scope = await owner.call(routes.saveScope, {
      body: {
        fciDescription: 'Purchase orders and drawings from two primes.',
        systems: [
          {
            name: 'Microsoft 365',
            kind: 'cloud_service',
            description: 'E-mail and files',
            fedrampStatus: 'unknown',
          },
          { name: 'Office laptops', kind: 'endpoints', description: '' },
        ],
        systemName: 'Precision Parts office network',
        systemPurpose: 'Quoting and machining parts for DoD primes.',
        boundary: 'The Microsoft 365 tenant and the two office laptops.',
        environment: 'One office at 12 Main St.',
        connections: 'The prime contractor portal, by browser only.',
        sspReviewMonths: 12,
      } as never,
    });
    expect(scope.status, scope.text).toBe(200);
    const [cloud] = scope.json.scope.systems;
    const members = (await owner.call(routes.members)).json as { userId: string; name: string }[];
    const saved = await owner.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'completed',
        implementationStatement: 'Only named accounts in Microsoft 365; the list is reviewed quarterly.',
        responsibleUserId: members[0]!.userId,
        systemIds: [cloud.id],
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const document = await download(owner, `/api${SSP}`);
    expect(oscalErrors('ssp', document)).toEqual([]);
    const ssp = document['system-security-plan'];
    expect(ssp.metadata['oscal-version']).toBe(OSCAL_VERSION);
    const characteristics = ssp['system-characteristics'];
    expect(characteristics).toMatchObject({
      'system-name': 'Precision Parts office network',
      description: 'Quoting and machining parts for DoD primes.',
      'security-sensitivity-level': 'low',
      status: { state: 'operational' },
      'authorization-boundary': { description: 'The Microsoft 365 tenant and the two office laptops.' },
    });
    expect(characteristics['system-information']['information-types'][0]).toMatchObject({
      title: expect.stringContaining('Federal Contract Information'),
      description: 'Purchase orders and drawings from two primes.',
    });
    expect(characteristics.remarks).toContain('Connections to other systems: The prime contractor portal');
    expect(propsOf(characteristics)).toMatchObject({ 'plan-review-months': '12' });
    const components = ssp['system-implementation'].components;
    expect(components.map((one: Json) => [one.type, one.title])).toEqual([
      ['this-system', 'Precision Parts office network'],
      ['service', 'Microsoft 365'],
      ['hardware', 'Office laptops'],
    ]);

    const requirements = ssp['control-implementation']['implemented-requirements'];
    expect(requirements).toHaveLength(17);
    for (const requirement of requirements) expect(CATALOG_CONTROL_IDS).toContain(requirement['control-id']);
    const first = requirements[0];
    expect(first['control-id']).toBe('_03.01.01');
    // The progress button says Completed; the plan's status is what the findings give (D36):
    // two of 3.1.1's six objectives are MET, so it is partially implemented.
    expect(propsOf(first)).toEqual({ requirement: 'AC.L1-3.1.1', 'work-progress': 'Completed' });
    expect(first['by-components'][0]).toMatchObject({
      'component-uuid': components[0].uuid,
      description: 'Only named accounts in Microsoft 365; the list is reviewed quarterly.',
      'implementation-status': { state: 'partial' },
    });
    expect(statusOf(first).remarks).toMatch(
      /^Partially implemented: of its 6 objectives, 2 MET, 0 NOT MET, 0 N\/A, 4 not assessed/,
    );
    // NOT MET (IA.L1-3.5.1[a]) is not implemented; nothing assessed is planned.
    const byRequirement = (id: string) => requirements.find((one: Json) => propsOf(one).requirement === id);
    expect(statusOf(byRequirement('IA.L1-3.5.1')).state).toBe('planned');
    expect(statusOf(byRequirement('AC.L1-3.1.2')).state).toBe('planned');
    expect(first['by-components'][1]['component-uuid']).toBe(components[1].uuid);
    const responsible = ssp.metadata.parties.find(
      (party: Json) => party.uuid === first['responsible-roles'][0]['party-uuids'][0],
    );
    expect(responsible).toMatchObject({ type: 'person', name: members[0]!.name });

    // import-profile resolves to the profile embedded in the back-matter, which imports the
    // catalog of the control ids and selects the 17 practices' requirements.
    const { document: profile } = resolved(ssp, ssp['import-profile'].href);
    expect(oscalErrors('profile', profile)).toEqual([]);
    const [imported] = profile.profile.imports;
    expect(imported['include-controls'][0]['with-ids']).toHaveLength(17);
    for (const id of imported['include-controls'][0]['with-ids']) expect(CATALOG_CONTROL_IDS).toContain(id);
    const catalog = profile.profile['back-matter'].resources.find(
      (one: Json) => `#${one.uuid}` === imported.href,
    );
    expect(catalog.rlinks[0]).toMatchObject({
      href: expect.stringMatching(
        /^https:\/\/raw\.githubusercontent\.com\/khanssen\/oscal-nist-800-171r2\/[0-9a-f]{40}\//,
      ),
      hashes: [{ algorithm: 'SHA-256', value: sha256(fs.readFileSync(CATALOG_COPY)) }],
    });
    // The ids are described as what they are: a third party's catalog, not NIST's.
    expect(catalog.title).toContain('not a NIST publication');
    expect(ssp.metadata.remarks).toContain('NIST publishes no OSCAL catalog of Rev 2');

    const again = await download(owner, `/api${SSP}`);
    expect(stable(again)).toEqual(stable(document));
    expect(stable(await download(auditor, `/api/auditor/clients/${organizationId}${SSP}`))).toEqual(
      stable(document),
    );
    expect(stable(await download(adminConsole, `/api/admin/organizations/${organizationId}${SSP}`))).toEqual(
      stable(document),
    );
    expect((await stranger.get(`/api/auditor/clients/${organizationId}${SSP}`)).status).toBe(403);

    const broken = structuredClone(document);
    delete broken['system-security-plan']['system-characteristics']['authorization-boundary'];
    expect(oscalErrors('ssp', broken).join('\n')).toContain(
      "must have required property 'authorization-boundary'",
    );
  });
});

describe('a Level 2 organization', () => {
  let app: TestApp;
  let owner: HttpClient;
  let organizationId: string;
  let auditor: HttpClient;
  let adminConsole: HttpClient;
  let evidence: { id: string; sha256: string };

  it.beforeAll(async ({ startApp }) => {
    app = await startApp();
    owner = new HttpClient(app.baseUrl);
    organizationId = (await registerClient(owner)).user.id;
    const level = await owner.call(routes.updateOrganization, { body: { targetLevel: 2 } });
    expect(level.status).toBe(200);
    await meetEverything(owner);
    evidence = await upload(owner, 'AC.L2-3.1.3', 'firewall-rules.txt', TEXT_BYTES);
    for (const letter of ['a', 'b', 'c', 'd', 'e'])
      await save(owner, `AC.L2-3.1.22[${letter}]`, {
        finding: 'not_applicable',
        justification: 'Nothing the company runs is publicly accessible.',
      });
    // Every objective of 3.1.22 N/A: an owner approves it as not applicable (D36, 3.12.4[d]),
    // or the plan lacks [d] and the result has no score.
    const approval = await owner.call(routes.approveNotApplicable, {
      params: { requirementId: 'AC.L2-3.1.22' },
    });
    expect(approval.status).toBe(200);
    await save(owner, 'AC.L2-3.1.3[b]', {
      finding: 'not_met',
      methods: ['examine', 'test'],
      note: 'Outbound rules are not reviewed.',
      evidenceIds: [evidence.id],
    });
    await save(owner, 'SC.L2-3.13.11[a]', { finding: 'not_met', partial: 'not_fips_validated' });
    await save(owner, 'AC.L2-3.1.12[a]', {
      finding: 'not_applicable',
      justification: 'No remote access to the systems that hold CUI.',
      capabilityOff: true,
    });
    auditor = await createStaff(app, 'auditor');
    adminConsole = await createConsoleAdmin(app);
  });

  it('exports its 320 findings with their states, valid against NIST’s schema', async () => {
    const document = await download(owner, `/api${AR}`);
    expect(oscalErrors('assessment-results', document)).toEqual([]);
    const [result] = document['assessment-results'].results;
    expect(result.findings).toHaveLength(320);
    expect(result['reviewed-controls']['control-selections'][0]['include-controls']).toHaveLength(110);
    expect(propsOf(result)).toMatchObject({
      'cmmc-level': '2',
      'objectives-assessed': '320',
      'sprs-score': '106',
    });
    const states = result.findings.reduce(
      (count: Record<string, number>, finding: Json) => ({
        ...count,
        [finding.target.status.state]: (count[finding.target.status.state] ?? 0) + 1,
      }),
      {},
    );
    expect(states).toEqual({ satisfied: 318, 'not-satisfied': 2 });
    const notMet = findingOn(result, 'AC.L2-3.1.3[b]');
    expect(notMet.target['target-id']).toBe('_03.01.03_obj.b');
    expect(observationOf(result, notMet).methods).toEqual(['EXAMINE', 'TEST']);
    const fips = findingOn(result, 'SC.L2-3.13.11[a]');
    expect(propsOf(fips)).toMatchObject({ 'partial-credit': 'not_fips_validated' });
    const notApplicable = findingOn(result, 'AC.L2-3.1.12[a]');
    expect(propsOf(notApplicable)).toMatchObject({
      'not-applicable': 'true',
      'capability-kept-off-by-policy': 'true',
    });
    expect(notApplicable.remarks).toBe('No remote access to the systems that hold CUI.');
  });

  it('has no OSCAL POA&M while the POA&M has no item (409 no_poam_items)', async () => {
    const refused = await owner.get(`/api${POAM}`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'no_poam_items' });
  });

  it('exports its POA&M, one poam-item per item, linked to the findings of the assessment results', async () => {
    const members = (await owner.call(routes.members)).json as { userId: string; name: string }[];
    const created = await owner.call(routes.createPoamItem, {
      body: {
        requirementId: 'AC.L2-3.1.3',
        plannedCompletion: '2027-01-31',
        milestones: [{ text: 'Firewall rule set reviewed', due: '2026-12-15' }],
        responsibleUserId: members[0]!.userId,
      },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await owner.call(routes.createPoamItem, {
          body: { requirementId: 'SC.L2-3.13.11', plannedCompletion: '2027-02-28' },
        })
      ).status,
    ).toBe(201);

    const document = await download(owner, `/api${POAM}`);
    expect(oscalErrors('poam', document)).toEqual([]);
    const poam = document['plan-of-action-and-milestones'];
    expect(poam.metadata['oscal-version']).toBe(OSCAL_VERSION);
    expect(poam['poam-items']).toHaveLength(2);
    const [firewall, fips] = poam['poam-items'];
    expect(propsOf(firewall)).toMatchObject({
      requirement: 'AC.L2-3.1.3',
      'control-id': '_03.01.03',
      'planned-completion': '2027-01-31',
      points: '1',
    });
    expect(firewall.description).toContain('NOT MET: [b]');
    expect(propsOf(firewall).status).toBe('open');
    // Each item is a risk (OSCAL's model of a weakness), open, with its deadline, and a remediation
    // whose tasks are the milestones with their due dates.
    const risks = new Map(poam.risks.map((risk: Json) => [risk.uuid, risk]));
    expect(firewall['related-risks']).toHaveLength(1);
    const risk: Json = risks.get(firewall['related-risks'][0]['risk-uuid']);
    expect(risk).toMatchObject({
      title: firewall.title,
      description: firewall.description,
      status: 'open',
      deadline: '2027-01-31T23:59:59Z',
      statement: expect.stringContaining('AC.L2-3.1.3 is NOT MET'),
    });
    expect(risk.characterizations[0].facets).toEqual([{ name: 'sprs-points', system: OSCAL_NS, value: '1' }]);
    expect(risk.remediations).toHaveLength(1);
    expect(risk.remediations[0]).toMatchObject({ lifecycle: 'planned' });
    expect(risk.remediations[0].tasks).toEqual([
      {
        uuid: expect.any(String),
        type: 'milestone',
        title: 'Firewall rule set reviewed',
        timing: { 'on-date': { date: '2026-12-15T23:59:59Z' } },
      },
    ]);
    expect(risk['related-observations']).toEqual(firewall['related-observations']);
    expect(risk['risk-log']).toBeUndefined();
    const fipsRisk: Json = risks.get(fips['related-risks'][0]['risk-uuid']);
    expect(fipsRisk.remediations[0].tasks).toBeUndefined();
    // import-ssp resolves to the organization's SSP, embedded.
    const { document: embeddedSsp } = resolved(poam, poam['import-ssp'].href);
    expect(oscalErrors('ssp', embeddedSsp)).toEqual([]);
    expect(stable(embeddedSsp)).toEqual(stable(await download(owner, `/api${SSP}`)));
    const party = poam.metadata.parties.find(
      (one: Json) => one.uuid === propsOf(firewall)['responsible-party'],
    );
    expect(party).toMatchObject({ type: 'person', name: members[0]!.name });
    expect(propsOf(fips)).toMatchObject({ requirement: 'SC.L2-3.13.11', points: '3' });

    // The related findings are those of the requirement's objectives, with the UUIDs of the
    // assessment results export.
    const ar = (await download(owner, `/api${AR}`))['assessment-results'].results[0];
    const related = firewall['related-findings'].map((one: Json) => one['finding-uuid']);
    const arFindings = ar.findings.filter((finding: Json) =>
      propsOf(finding).objective!.startsWith('AC.L2-3.1.3['),
    );
    expect(related).toEqual(arFindings.map((finding: Json) => finding.uuid));
    expect(poam.findings.map((finding: Json) => finding.uuid)).toEqual(expect.arrayContaining(related));
    const notMet = poam.findings.find((finding: Json) => propsOf(finding).objective === 'AC.L2-3.1.3[b]');
    expect(notMet.target.status.state).toBe('not-satisfied');
    const evidenceResource = poam['back-matter'].resources.find(
      (one: Json) => one.title === 'firewall-rules.txt',
    );
    expect(evidenceResource.rlinks[0].hashes).toEqual([{ algorithm: 'SHA-256', value: evidence.sha256 }]);

    // Stable across exports, and the same for staff.
    const again = await download(owner, `/api${POAM}`);
    expect(stable(again)).toEqual(stable(document));
    const byAuditor = await download(auditor, `/api/auditor/clients/${organizationId}${POAM}`);
    const byConsole = await download(adminConsole, `/api/admin/organizations/${organizationId}${POAM}`);
    expect(stable(byAuditor)).toEqual(stable(document));
    expect(stable(byConsole)).toEqual(stable(document));

    // Dropping a required field fails the schema.
    const broken = structuredClone(document);
    delete broken['plan-of-action-and-milestones']['poam-items'][0].description;
    expect(oscalErrors('poam', broken).join('\n')).toContain("must have required property 'description'");
    const noStatus = structuredClone(document);
    delete noStatus['plan-of-action-and-milestones'].risks[0].status;
    expect(oscalErrors('poam', noStatus).join('\n')).toContain("must have required property 'status'");
  });

  it('says a closed item is closed: its risk closed, logged, its remediation completed', async () => {
    // A closeout (D35) closes every item of an affirmed Conditional status: set here directly.
    await app.db
      .update(poamItems)
      .set({ closedAt: '2027-01-20' })
      .where(and(eq(poamItems.organizationId, organizationId), eq(poamItems.controlId, 'AC.L2-3.1.3')));
    const document = await download(owner, `/api${POAM}`);
    expect(oscalErrors('poam', document)).toEqual([]);
    const poam = document['plan-of-action-and-milestones'];
    const [closed, open] = poam['poam-items'];
    expect(propsOf(closed)).toMatchObject({ status: 'closed', 'closed-at': '2027-01-20' });
    expect(closed.remarks).toMatch(/^Closed out on 2027-01-20\./);
    expect(propsOf(open).status).toBe('open');
    const risk = poam.risks.find((one: Json) => one.uuid === closed['related-risks'][0]['risk-uuid']);
    expect(risk.status).toBe('closed');
    expect(risk.remediations[0].lifecycle).toBe('completed');
    expect(risk['risk-log'].entries).toEqual([
      expect.objectContaining({
        title: 'Closed out',
        'status-change': 'closed',
        start: '2027-01-20T23:59:59Z',
        'related-responses': [{ 'response-uuid': risk.remediations[0].uuid }],
      }),
    ]);
    await app.db
      .update(poamItems)
      .set({ closedAt: null })
      .where(and(eq(poamItems.organizationId, organizationId), eq(poamItems.controlId, 'AC.L2-3.1.3')));
  });

  it('exports its system security plan at Level 2: CUI, moderate, 110 requirements', async () => {
    const document = await download(owner, `/api${SSP}`);
    expect(oscalErrors('ssp', document)).toEqual([]);
    const ssp = document['system-security-plan'];
    expect(ssp['system-characteristics']['security-sensitivity-level']).toBe('moderate');
    expect(ssp['system-characteristics']['system-information']['information-types'][0].title).toContain(
      'Controlled Unclassified Information',
    );
    const requirements = ssp['control-implementation']['implemented-requirements'];
    expect(requirements).toHaveLength(110);
    expect(new Set(requirements.map((one: Json) => one['control-id'])).size).toBe(110);
    for (const requirement of requirements) expect(CATALOG_CONTROL_IDS).toContain(requirement['control-id']);
    expect(requirements.find((one: Json) => propsOf(one).requirement === 'SC.L2-3.13.11')['control-id']).toBe(
      '_03.13.11',
    );
    // The status is the findings' (D36): every requirement assessed MET is implemented (3.1.12
    // with an N/A objective too), those NOT MET are not, and 3.1.22, N/A throughout, is not
    // applicable with its justification; the profile selects the 110.
    const byRequirement = (id: string) => requirements.find((one: Json) => propsOf(one).requirement === id);
    const states = new Map(requirements.map((one: Json) => [propsOf(one).requirement, statusOf(one).state]));
    expect(states.get('AC.L2-3.1.3')).toBe('partial');
    expect(states.get('SC.L2-3.13.11')).toBe('planned');
    expect(statusOf(byRequirement('AC.L2-3.1.22'))).toEqual({
      state: 'not-applicable',
      remarks: 'Nothing the company runs is publicly accessible.',
    });
    expect(states.get('AC.L2-3.1.12')).toBe('implemented');
    const implemented = [...states].filter(([, state]) => state === 'implemented').map(([id]) => id);
    expect(implemented).toHaveLength(107);
    expect(implemented).not.toContain('AC.L2-3.1.3');
    const { document: profile } = resolved(ssp, ssp['import-profile'].href);
    expect(oscalErrors('profile', profile)).toEqual([]);
    expect(profile.profile.imports[0]['include-controls'][0]['with-ids']).toEqual(
      requirements.map((one: Json) => one['control-id']),
    );
  });

  it('resolves import-ap to the assessment plan, which resolves import-ssp to the SSP', async () => {
    const document = await download(owner, `/api${AR}`);
    const ar = document['assessment-results'];
    const { document: plan } = resolved(ar, ar['import-ap'].href);
    expect(oscalErrors('assessment-plan', plan)).toEqual([]);
    const ap = plan['assessment-plan'];
    expect(ap['reviewed-controls']['control-selections'][0]['include-controls']).toHaveLength(110);
    const { document: ssp } = resolved(ap, ap['import-ssp'].href);
    expect(oscalErrors('ssp', ssp)).toEqual([]);
    expect(stable(ssp)).toEqual(stable(await download(owner, `/api${SSP}`)));
    // Each kind of document has its own UUID, the same in every export.
    const uuids = [ar.uuid, ap.uuid, ssp['system-security-plan'].uuid];
    expect(new Set(uuids).size).toBe(3);
    expect((await download(owner, `/api${SSP}`))['system-security-plan'].uuid).toBe(uuids[2]);
  });

  it("lists the plan's approved revisions in its metadata, and no download as one (D36)", async () => {
    // meetEverything had the owner approve 1.0 (tests/support/ssp-plan.ts); a download adds nothing.
    expect((await owner.get('/api/reports/ssp.docx')).status).toBe(200);
    const approved = await owner.ok(routes.approveSspRevision, {
      body: { version: '1.1', summary: 'Boundary <b>redrawn</b> & the "shop floor" left out.\nSecond line.' },
    });
    const document = await download(owner, `/api${SSP}`);
    expect(oscalErrors('ssp', document)).toEqual([]);
    const revisions = document['system-security-plan'].metadata.revisions as Json[];
    expect(revisions.map((revision) => revision.version)).toEqual(['1.0', '1.1']);
    expect(revisions[1]).toMatchObject({
      title: 'Revision 2, approved by Dana Reyes',
      published: approved.approvedAt,
      'last-modified': approved.approvedAt,
    });
    // The summary as markup: the user's angle brackets escaped as text, its lines kept.
    expect(revisions[1]!.remarks).toContain('Boundary \\<b>redrawn\\</b> & the "shop floor" left out.');
    expect(revisions[1]!.remarks).toContain('Second line.');
  });
});
