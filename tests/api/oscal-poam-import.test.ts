import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import type { PoamItem } from '../../src/contract/level2-api';
import type { OscalPoamImportSummary } from '../../src/contract/oscal-poam-import';
import { routes } from '../../src/contract/routes';
import { poamItems } from '../../src/server/db/schema';
import { completePlan, meetEverything } from '../support/affirmation';
import { it } from '../support/api-test';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { activityOf, findingsOf, importOscal } from '../support/oscal';
import { oscalErrors } from '../support/oscal-schema';
import type { TestApp } from '../support/test-app';

/*
 * POST /api/assessment/poam/import/oscal (issue 40 item 7): an OSCAL POA&M's items recorded in the
 * open cycle's POA&M through the POA&M's own steps, with a preview that writes nothing. One Level 2
 * organization (A) is assessed once; the others take its findings by importing its assessment
 * results, as a second organization would.
 */

type Json = any;

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/oscal');
const fixture = (name: string): Json => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

function importPoam(browser: HttpClient, document: unknown, { preview = false } = {}) {
  return browser.call(routes.importOscalPoam, {
    body: document as never,
    ...(preview ? { query: { preview: 'true' as const } } : {}),
  });
}

async function download(browser: HttpClient, what: 'assessment-results' | 'poam'): Promise<Json> {
  const response = await browser.get(`/api/reports/oscal/${what}.json`);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  return response.json;
}

const itemsOf = async (browser: HttpClient): Promise<PoamItem[]> => (await browser.ok(routes.poam)).items;
const planOf = (item: PoamItem) => ({
  requirementId: item.requirementId,
  weakness: item.weakness,
  plannedCompletion: item.plannedCompletion,
  milestones: item.milestones,
});

async function toLevel2(browser: HttpClient) {
  expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
}

/** A second Level 2 organization with A's findings, imported from A's assessment results. */
async function withFindingsOf(app: TestApp, results: Json): Promise<HttpClient> {
  const browser = new HttpClient(app.baseUrl);
  await registerClient(browser);
  await toLevel2(browser);
  await completePlan(browser);
  const imported = await importOscal(browser, results);
  expect(imported.status, imported.text.slice(0, 300)).toBe(200);
  return browser;
}

describe('an OSCAL POA&M imported into another organization', () => {
  let app: TestApp;
  let a: HttpClient;
  let results: Json;
  let poam: Json;

  it.beforeAll(async ({ app: started }) => {
    app = started;
    a = new HttpClient(app.baseUrl);
    await registerClient(a);
    await toLevel2(a);
    await meetEverything(a);
    for (const [objectiveId, body] of [
      ['AC.L2-3.1.3[b]', { finding: 'not_met', note: 'Outbound rules are not reviewed.' }],
      ['SC.L2-3.13.11[a]', { finding: 'not_met', partial: 'not_fips_validated' }],
      ['AC.L2-3.1.10[a]', { finding: 'not_met' }],
    ] as const) {
      const saved = await a.call(routes.saveFinding, { params: { objectiveId }, body: body as never });
      expect(saved.status, saved.text).toBe(200);
    }
    for (const body of [
      {
        requirementId: 'AC.L2-3.1.3',
        weakness: 'Outbound firewall rules are not reviewed.',
        plannedCompletion: '2027-01-31',
        milestones: [
          { text: 'Firewall rule set reviewed', due: '2026-12-15' },
          { text: 'Unneeded rules removed', due: '2027-01-15' },
        ],
      },
      { requirementId: 'SC.L2-3.13.11', plannedCompletion: '2027-02-28' },
      { requirementId: 'AC.L2-3.1.10', weakness: 'Sessions never lock.', plannedCompletion: '2026-12-31' },
    ]) {
      const created = await a.call(routes.createPoamItem, { body });
      expect(created.status, created.text).toBe(201);
    }
    results = await download(a, 'assessment-results');
    poam = await download(a, 'poam');
    expect(oscalErrors('poam', poam)).toEqual([]);
  });

  it('previews, writing nothing, then creates the items with their dates and milestones', async () => {
    const b = await withFindingsOf(app, results);
    const activityBefore = (await activityOf(b)).length;
    const preview = await importPoam(b, poam, { preview: true });
    expect(preview.status, preview.text).toBe(200);
    const summary = preview.json as OscalPoamImportSummary;
    expect(summary.preview).toBe(true);
    expect(summary.counts).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 0 });
    expect(summary.items.map((one) => [one.requirementId, one.change, one.current])).toEqual([
      ['AC.L2-3.1.3', 'create', null],
      ['AC.L2-3.1.10', 'create', null],
      ['SC.L2-3.13.11', 'create', null],
    ]);
    expect(summary.items[0]!.imported).toEqual({
      weakness: 'Outbound firewall rules are not reviewed.',
      plannedCompletion: '2027-01-31',
      milestones: [
        { text: 'Firewall rule set reviewed', due: '2026-12-15' },
        { text: 'Unneeded rules removed', due: '2027-01-15' },
      ],
    });
    // Nothing written: no item, no activity entry.
    expect(await itemsOf(b)).toEqual([]);
    expect((await activityOf(b)).length).toBe(activityBefore);

    const imported = await importPoam(b, poam);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.preview).toBe(false);
    expect(imported.json.counts).toEqual(summary.counts);
    const byRequirement = (items: PoamItem[]) =>
      items.map(planOf).sort((x, y) => x.requirementId.localeCompare(y.requirementId));
    expect(byRequirement(await itemsOf(b))).toEqual(byRequirement(await itemsOf(a)));
    const logged = (await activityOf(b)).filter((entry) =>
      entry.description.includes('imported from an OSCAL POA&M'),
    );
    expect(logged.map((entry) => entry.description).sort()).toEqual([
      'Put AC.L2-3.1.10 on the POA&M, to be completed by 2026-12-31 (imported from an OSCAL POA&M)',
      'Put AC.L2-3.1.3 on the POA&M, to be completed by 2027-01-31 (imported from an OSCAL POA&M)',
      'Put SC.L2-3.13.11 on the POA&M, to be completed by 2027-02-28 (imported from an OSCAL POA&M)',
    ]);
    // Imported again: nothing left to change.
    const again = await importPoam(b, poam, { preview: true });
    expect(again.json.counts).toEqual({ create: 0, update: 0, unchanged: 3, skipped: 0 });
    // B's own export round-trips to the same items.
    const exported = await download(b, 'poam');
    expect(oscalErrors('poam', exported)).toEqual([]);
    expect((await importPoam(a, exported, { preview: true })).json.counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 3,
      skipped: 0,
    });
  });

  it('updates an item the document plans otherwise, and shows what it had', async () => {
    const b = await withFindingsOf(app, results);
    expect((await importPoam(b, poam)).status).toBe(200);
    const changed = structuredClone(poam);
    const document = changed['plan-of-action-and-milestones'];
    const [firewall] = document['poam-items'];
    firewall.description = 'Outbound rules reviewed only once a year.';
    firewall.props.find((one: Json) => one.name === 'planned-completion').value = '2027-03-31';
    const risk = document.risks.find((one: Json) => one.uuid === firewall['related-risks'][0]['risk-uuid']);
    risk.remediations[0].tasks.pop();
    const preview = await importPoam(b, changed, { preview: true });
    expect(preview.json.counts).toEqual({ create: 0, update: 1, unchanged: 2, skipped: 0 });
    const update = preview.json.items.find((one: Json) => one.change === 'update');
    expect(update).toMatchObject({
      requirementId: 'AC.L2-3.1.3',
      current: { weakness: 'Outbound firewall rules are not reviewed.', plannedCompletion: '2027-01-31' },
      imported: {
        weakness: 'Outbound rules reviewed only once a year.',
        plannedCompletion: '2027-03-31',
        milestones: [{ text: 'Firewall rule set reviewed', due: '2026-12-15' }],
      },
    });
    expect((await importPoam(b, changed)).status).toBe(200);
    const firewallItem = (await itemsOf(b)).find((one) => one.requirementId === 'AC.L2-3.1.3')!;
    expect(planOf(firewallItem)).toEqual({ requirementId: 'AC.L2-3.1.3', ...update.imported });
    const entry = (await activityOf(b)).find((one) => one.description.startsWith('Changed the POA&M item'));
    expect(entry?.description).toBe(
      'Changed the POA&M item of AC.L2-3.1.3 (weakness, plannedCompletion, milestones) (imported from an OSCAL POA&M)',
    );
  });

  it('skips, with why, what the POA&M’s rules refuse: a requirement not NOT MET, a closed item, a closed-out one', async () => {
    const b = await withFindingsOf(app, results);
    // 3.1.10 is MET in B: no POA&M item for it (32 CFR 170.24(c)(2)(i)(B)(6)).
    expect(
      (
        await b.call(routes.saveFinding, {
          params: { objectiveId: 'AC.L2-3.1.10[a]' },
          body: { finding: 'met' },
        })
      ).status,
    ).toBe(200);
    const closed = structuredClone(poam);
    const document = closed['plan-of-action-and-milestones'];
    const fips = document['poam-items'].find((one: Json) => one.title.startsWith('SC.L2-3.13.11'));
    document.risks.find((one: Json) => one.uuid === fips['related-risks'][0]['risk-uuid']).status = 'closed';
    const preview = await importPoam(b, closed, { preview: true });
    expect(preview.json.counts).toEqual({ create: 1, update: 0, unchanged: 0, skipped: 2 });
    // In the document's order (A's items as created).
    expect(preview.json.skipped).toEqual([
      {
        source: 'SC.L2-3.13.11: CUI Encryption',
        requirementId: 'SC.L2-3.13.11',
        reason:
          'is closed in the document: an item is closed out by the POA&M closeout (32 CFR 170.21(b)), not by an import',
      },
      {
        source: 'AC.L2-3.1.10: Session Lock',
        requirementId: 'AC.L2-3.1.10',
        reason:
          '3.1.10 is not NOT MET: a POA&M item is for a requirement assessed as NOT MET (32 CFR 170.24(c)(2)(i)(B)(6)). Record its NOT MET finding first.',
      },
    ]);
    expect((await importPoam(b, closed)).status).toBe(200);
    expect((await itemsOf(b)).map((one) => one.requirementId)).toEqual(['AC.L2-3.1.3']);
    // An item closed out here is not changed.
    const organizationId = (await b.ok(routes.currentUser)).organization!.id;
    await app.db
      .update(poamItems)
      .set({ closedAt: '2027-01-20' })
      .where(and(eq(poamItems.organizationId, organizationId), eq(poamItems.controlId, 'AC.L2-3.1.3')));
    const afterCloseout = await importPoam(b, poam, { preview: true });
    expect(afterCloseout.json.skipped).toContainEqual({
      source: expect.stringMatching(/^AC\.L2-3\.1\.3: /),
      requirementId: 'AC.L2-3.1.3',
      reason: 'is closed out here (2027-01-20): a closed item is not changed',
    });
  });

  it('imports a POA&M in NIST’s example layout from another tool, listing what it skips', async () => {
    const b = await withFindingsOf(app, results);
    // 3.5.1 and 3.1.10 are MET here except as A left them; the tool's document names 3.1.3 by a
    // finding, 3.1.10 by FedRAMP's impacted-control-id, 3.5.1 closed and SP 800-53's ac-2.
    const document = fixture('generic-poam.json');
    const preview = await importPoam(b, document, { preview: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.items).toEqual([
      {
        requirementId: 'AC.L2-3.1.3',
        source: 'Outbound firewall rules',
        change: 'create',
        current: null,
        imported: {
          weakness: 'Outbound firewall rules are not reviewed.',
          // The risk's deadline, as the tool wrote its date.
          plannedCompletion: '2027-03-31',
          milestones: [
            { text: 'Outbound rule inventory complete', due: '2027-01-29' },
            { text: 'Rules not needed removed', due: '2027-02-26' },
          ],
        },
      },
      {
        requirementId: 'AC.L2-3.1.10',
        source: 'Session lock',
        change: 'create',
        current: null,
        imported: {
          weakness: 'Screens do not lock after 15 minutes.',
          plannedCompletion: '2027-04-30',
          milestones: [],
        },
      },
    ]);
    expect(preview.json.skipped).toEqual([
      {
        source: 'Shared accounts',
        requirementId: 'IA.L2-3.5.1',
        reason: expect.stringContaining('is closed in the document'),
      },
      {
        source: 'Account reviews',
        requirementId: null,
        reason: 'names no requirement of the Level 2 catalog (NIST SP 800-171 Rev 2): ac-2',
      },
    ]);
    expect(await itemsOf(b)).toEqual([]);
    expect((await importPoam(b, document)).json.counts).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      skipped: 2,
    });
    expect((await itemsOf(b)).map((one) => one.requirementId).sort()).toEqual([
      'AC.L2-3.1.10',
      'AC.L2-3.1.3',
    ]);
  });

  it('lands only in the organization the request names (two tabs, D34)', async () => {
    const b = await withFindingsOf(app, results);
    const user = (await b.ok(routes.currentUser)).organization!.id;
    const created = await b.ok(routes.createOrganization, {
      body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
    });
    const tabB = b.withHeaders({ [ORGANIZATION_HEADER]: created.id });
    const tabA = b.withHeaders({ [ORGANIZATION_HEADER]: user });
    await toLevel2(tabB);
    await completePlan(tabB);
    expect((await importOscal(tabB, results)).status).toBe(200);
    // The session works in the new organization now; tab A still names the first one.
    expect((await importPoam(tabB, poam)).json.counts.create).toBe(3);
    expect((await itemsOf(tabB)).length).toBe(3);
    expect(await itemsOf(tabA)).toEqual([]);
    expect((await findingsOf(tabA)).get('AC.L2-3.1.3[b]')?.finding).toBe('not_met');
  });

  it('is refused at Level 1 (409), and answers a malformed document with 400 and what is wrong', async ({
    client,
  }) => {
    const refused = await importPoam(client.browser, poam, { preview: true });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('32 CFR 170.21(a)(1)');
    const b = await withFindingsOf(app, results);
    const wrong = await importPoam(b, { 'assessment-results': {} });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(
      'Send an OSCAL POA&M: {"plan-of-action-and-milestones": {"poam-items": [...]}}',
    );
    const empty = await importPoam(b, { 'plan-of-action-and-milestones': { 'poam-items': [] } });
    expect(empty.json.message).toBe('A POA&M has at least one poam-item');
    const notJson = await b.send('POST', routes.importOscalPoam.path, '{"plan', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json.message).toMatch(/^The body is not valid JSON/);
    const dangling = structuredClone(poam);
    dangling['plan-of-action-and-milestones']['poam-items'][0]['related-risks'] = [
      { 'risk-uuid': '4f1c2d7e-0000-4000-8000-000000000009' },
    ];
    const answer = await importPoam(b, dangling, { preview: true });
    expect(answer.status).toBe(200);
    expect(answer.json.skipped[0].reason).toBe(
      'cannot be read: relates to risk 4f1c2d7e-0000-4000-8000-000000000009, which the document does not hold',
    );
  });
});

describe('the import racing an item edit and the level switch', () => {
  const ROUNDS = 6;
  type Answer = Awaited<ReturnType<HttpClient['call']>>;

  it('never answers 500, and leaves each item as one of the writes left it', async ({ app }) => {
    const a = new HttpClient(app.baseUrl);
    await registerClient(a);
    await toLevel2(a);
    await meetEverything(a);
    expect(
      (
        await a.call(routes.saveFinding, {
          params: { objectiveId: 'AC.L2-3.1.3[b]' },
          body: { finding: 'not_met' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await a.call(routes.createPoamItem, {
          body: { requirementId: 'AC.L2-3.1.3', weakness: 'Round 0', plannedCompletion: '2027-01-31' },
        })
      ).status,
    ).toBe(201);
    const template = await download(a, 'poam');
    const organizationId = (await a.ok(routes.currentUser)).organization!.id;
    const edit = (id: string, weakness: string) =>
      a.call(routes.updatePoamItem, { params: { id }, body: { weakness } });
    const outcomes = new Set<string>();
    for (let round = 1; round <= ROUNDS; round++) {
      // Odd rounds race a switch from Level 2 to 1, even rounds one from 1 back to 2.
      const to: 1 | 2 = round % 2 === 1 ? 1 : 2;
      const documentOf = (label: string) => {
        const document = structuredClone(template);
        document['plan-of-action-and-milestones']['poam-items'][0].description = label;
        return document;
      };
      if (to === 2) {
        const [item] = await itemsOf(a);
        expect(item?.requirementId).toBe('AC.L2-3.1.3');
        expect((await a.call(routes.updateOrganization, { body: { targetLevel: 1 } })).status).toBe(200);
      }
      const id = (
        await app.db
          .select({ id: poamItems.id })
          .from(poamItems)
          .where(and(eq(poamItems.organizationId, organizationId), eq(poamItems.controlId, 'AC.L2-3.1.3')))
      )[0]!.id;
      // Two imports and two edits, the switch sent among them at a place that moves each round.
      const writes = [
        {
          label: `Imported in round ${round} (1)`,
          send: (label: string) => importPoam(a, documentOf(label)),
        },
        { label: `Edited in round ${round} (1)`, send: (label: string) => edit(id, label) },
        {
          label: `Imported in round ${round} (2)`,
          send: (label: string) => importPoam(a, documentOf(label)),
        },
        { label: `Edited in round ${round} (2)`, send: (label: string) => edit(id, label) },
      ];
      const at = round % (writes.length + 1);
      const sent: (() => Promise<Answer>)[] = writes.map((write) => () => write.send(write.label));
      sent.splice(at, 0, () => a.call(routes.updateOrganization, { body: { targetLevel: to } }));
      const answers = await Promise.all(sent.map((send) => send()));
      const switched = answers.splice(at, 1)[0]!;
      expect(switched.status, switched.text).toBe(200);
      // Each write landed wholly (200) or was refused by the level (409): level_changed when the
      // switch came first under the lock, the Level 1 refusal when it started at Level 1.
      answers.forEach((answer) => {
        expect([200, 409], `${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
        if (answer.status === 409) expect(['level_changed', 'poam_refused']).toContain(answer.json.code);
        outcomes.add(`${answer.status} ${answer.json?.code ?? ''}`.trim());
      });
      if (to === 1)
        expect((await a.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
      // One item still, holding what one of the writes that succeeded left (or, none having, the last round's).
      const items = await itemsOf(a);
      expect(items.map((one) => one.requirementId)).toEqual(['AC.L2-3.1.3']);
      const landed = writes.filter((_, index) => answers[index]!.status === 200).map((write) => write.label);
      if (landed.length > 0) expect(landed).toContain(items[0]!.weakness);
      else expect(items[0]!.weakness).not.toContain(`round ${round} `);
      for (const [index, answer] of answers.entries())
        if (index % 2 === 0 && answer.status === 200)
          expect(answer.json.counts.update + answer.json.counts.unchanged).toBe(1);
    }
    // The rounds met both orders: writes that landed, and writes the switch refused.
    expect(outcomes).toContain('200');
    expect([...outcomes].some((outcome) => outcome.startsWith('409'))).toBe(true);
  });
});
