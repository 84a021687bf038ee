import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { OSCAL_NS, OSCAL_VERSION, oscalObjectiveId } from '../../src/contract/oscal';
import { routes } from '../../src/contract/routes';
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
const CATALOG_CONTROL_IDS = new Set<string>(
  JSON.parse(
    fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../vendor/catalog-copies/khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json',
      ),
      'utf8',
    ),
  ).catalog.groups.flatMap((group: { controls: { id: string }[] }) =>
    group.controls.map((control) => control.id),
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

/** The document without what may change from one export to the next: its UUID and export time. */
function stable(document: Json): Json {
  const [model] = Object.keys(document);
  const copy = structuredClone(document);
  delete copy[model!].uuid;
  delete copy[model!].metadata['last-modified'];
  return copy;
}

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

  it('keeps every object’s UUID from one export to the next, and gives staff the same document', async () => {
    const first = await download(owner, `/api${AR}`);
    const second = await download(owner, `/api${AR}`);
    expect(second['assessment-results'].uuid).not.toBe(first['assessment-results'].uuid);
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
    expect(propsOf(first)).toMatchObject({
      requirement: 'AC.L1-3.1.1',
      'implementation-status': 'Completed',
    });
    expect(first['by-components'][0]).toMatchObject({
      'component-uuid': components[0].uuid,
      description: 'Only named accounts in Microsoft 365; the list is reviewed quarterly.',
      'implementation-status': { state: 'implemented' },
    });
    expect(first['by-components'][1]['component-uuid']).toBe(components[1].uuid);
    const responsible = ssp.metadata.parties.find(
      (party: Json) => party.uuid === first['responsible-roles'][0]['party-uuids'][0],
    );
    expect(responsible).toMatchObject({ type: 'person', name: members[0]!.name });
    expect(requirements[1]['by-components'][0]['implementation-status']).toEqual({ state: 'planned' });

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
    expect(firewall.remarks).toContain('- 2026-12-15: Firewall rule set reviewed');
    expect(firewall.description).toContain('NOT MET: [b]');
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
