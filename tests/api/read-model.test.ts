import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { uploadEvidence } from '../support/world';
import { meetEverything } from '../support/affirmation';

/**
 * Issue 28: the five heavy workspace reads are kept per organization and served again until a
 * write changes them. Each kind of write must make the very next read fresh, whoever writes.
 */
let statements: string[] = [];
it.override('appOptions', {
  onQuery: (text: string) => {
    statements.push(text);
  },
});

const READS = [
  routes.assessment,
  routes.implementations,
  routes.overallProgress,
  routes.domainProgress,
  routes.evidence,
] as const;

async function ok<T extends { status: number; text: string }>(answer: Promise<T>): Promise<T> {
  const settled = await answer;
  expect(settled.status, settled.text).toBeLessThan(300);
  return settled;
}

const findingOf = async (browser: HttpClient, objectiveId: string) =>
  (await ok(browser.call(routes.assessment))).json.objectives.find(
    (objective: { objectiveId: string }) => objective.objectiveId === objectiveId,
  );

const implementationOf = async (browser: HttpClient, controlId: string) =>
  (await ok(browser.call(routes.implementations))).json.find(
    (record: { controlId: string }) => record.controlId === controlId,
  );

/** Reads everything twice, so that every read is kept before the write under test. */
async function readAll(browser: HttpClient) {
  for (let round = 0; round < 2; round++) for (const route of READS) await ok(browser.call(route));
}

describe('the read model (issue 28)', () => {
  it('serves a kept read with one statement: the organization’s version', async ({ client }) => {
    await readAll(client.browser);
    for (const route of READS) {
      statements = [];
      await ok(client.browser.call(route));
      expect(statements, route.path).toHaveLength(1);
      expect(statements[0], route.path).toContain('organization_read_versions');
    }
  });

  it('shows a saved finding, and the progress it makes, on the next read', async ({ client }) => {
    const { browser } = client;
    await readAll(browser);
    const before = (await ok(browser.call(routes.overallProgress))).json;
    await ok(
      browser.call(routes.saveFinding, {
        params: { objectiveId: 'AC.L1-3.1.1[a]' },
        body: { finding: 'met', methods: ['examine'] },
      }),
    );
    expect((await findingOf(browser, 'AC.L1-3.1.1[a]')).finding).toBe('met');
    const after = (await ok(browser.call(routes.overallProgress))).json;
    expect(after.objectivesMet).toBe(before.objectivesMet + 1);
    const domains = (await ok(browser.call(routes.domainProgress))).json;
    expect(domains.find((domain: { domainId: string }) => domain.domainId === 'AC').objectivesMet).toBe(1);
  });

  it('serves a kept answer byte for byte, text beyond ASCII included, as it was made', async ({ client }) => {
    const { browser } = client;
    // Two-byte and three-byte UTF-8 characters: a length counted in characters would cut them.
    const notes = 'Policy signed by the café’s owner — 2 pages, “final”.';
    await ok(
      browser.call(routes.saveImplementation, {
        body: { controlId: 'AC.L1-3.1.2', status: 'in_progress', notes },
      }),
    );
    const made = await ok(browser.call(routes.implementations));
    const kept = await ok(browser.call(routes.implementations));
    expect(kept.text).toBe(made.text);
    expect(Number(kept.headers.get('content-length'))).toBe(kept.bytes.length);
    expect((await implementationOf(browser, 'AC.L1-3.1.2')).notes).toBe(notes);
  });

  it('shows a saved implementation and its counts on the next read', async ({ client }) => {
    const { browser } = client;
    await readAll(browser);
    await ok(
      browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.2', status: 'completed' } }),
    );
    expect((await implementationOf(browser, 'AC.L1-3.1.2')).status).toBe('completed');
    expect((await ok(browser.call(routes.overallProgress))).json.completed).toBe(1);
  });

  it('shows an upload, new links and a deletion of evidence on the next read', async ({ client }) => {
    const { browser } = client;
    await ok(
      browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'in_progress' } }),
    );
    await readAll(browser);
    const id = await uploadEvidence(browser, 'AC.L1-3.1.1');
    expect((await ok(browser.call(routes.evidence))).json.map((file: { id: string }) => file.id)).toEqual([
      id,
    ]);
    expect((await implementationOf(browser, 'AC.L1-3.1.1')).evidenceFiles).toHaveLength(1);

    await ok(
      browser.call(routes.saveEvidenceLinks, {
        params: { id },
        body: { controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'], objectiveIds: ['AC.L1-3.1.2[a]'] },
      }),
    );
    const [linked] = (await ok(browser.call(routes.evidence))).json;
    expect(linked.controlIds).toEqual(['AC.L1-3.1.1', 'AC.L1-3.1.2']);
    expect((await findingOf(browser, 'AC.L1-3.1.2[a]')).evidenceIds).toEqual([id]);

    await ok(browser.call(routes.deleteEvidence, { params: { id } }));
    expect((await ok(browser.call(routes.evidence))).json).toEqual([]);
    expect((await findingOf(browser, 'AC.L1-3.1.2[a]')).evidenceIds).toEqual([]);
  });

  it('shows an auditor’s verdict, and the auditor’s new name, on the next read', async ({ app, client }) => {
    const { browser } = client;
    const saved = await ok(
      browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'completed' } }),
    );
    await readAll(browser);
    const auditor = await createStaff(app, 'auditor');
    await ok(
      auditor.call(routes.reviewImplementation, {
        params: { implementationId: saved.json.id },
        body: { auditorStatus: 'approved', auditorNotes: 'Seen the policy.', basedOn: saved.json.version },
      }),
    );
    const reviewed = await implementationOf(browser, 'AC.L1-3.1.1');
    expect(reviewed.auditorStatus).toBe('approved');
    expect(reviewed.reviews[0].reviewerName).not.toContain('Renamed');
    await ok(browser.call(routes.implementations));

    await ok(auditor.call(routes.updateProfile, { body: { firstName: 'Renamed' } }));
    expect((await implementationOf(browser, 'AC.L1-3.1.1')).reviews[0].reviewerName).toContain('Renamed');
  });

  it('shows the Level 2 work on the next read after the target level changes', async ({ client }) => {
    const { browser } = client;
    await readAll(browser);
    expect((await ok(browser.call(routes.assessment))).json.objectives).toHaveLength(59);
    await ok(browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
    const assessment = (await ok(browser.call(routes.assessment))).json;
    expect(assessment.level).toBe(2);
    expect(assessment.objectives).toHaveLength(320);
    expect((await ok(browser.call(routes.overallProgress))).json.total).toBe(110);
  });

  it('keeps the Level 2 score and POA&M for the day, and shows a POA&M item on the next read', async ({
    client,
  }) => {
    const { browser } = client;
    await ok(browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
    await meetEverything(browser);
    await ok(
      browser.call(routes.saveFinding, {
        params: { objectiveId: 'AC.L2-3.1.3[a]' },
        body: { finding: 'not_met', methods: ['examine'] },
      }),
    );
    // Read twice: the second answer is the kept one.
    for (let round = 0; round < 2; round++) {
      await ok(browser.call(routes.poam));
      await ok(browser.call(routes.sprsScore));
    }
    const today = new Date().toISOString().slice(0, 10);
    // The status lapses with the date (170.21(b)): the answer is kept for today only, and says so.
    for (const route of [routes.poam, routes.sprsScore]) {
      const answer = await ok(browser.call(route));
      expect(answer.headers.get('etag'), route.path).toContain(`.${today}.`);
    }
    statements = [];
    expect((await ok(browser.call(routes.poam))).json.items).toEqual([]);
    expect(statements).toHaveLength(1);
    await ok(
      browser.call(routes.createPoamItem, {
        body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
      }),
    );
    const poam = (await ok(browser.call(routes.poam))).json;
    expect(poam.items.map((item: { requirementId: string }) => item.requirementId)).toEqual(['AC.L2-3.1.3']);
    expect(poam.eligible).toBe(true);
    // It would be Conditional; nothing is affirmed, so no status is recorded (D35).
    expect((await ok(browser.call(routes.sprsScore))).json).toMatchObject({
      status: 'none',
      wouldBe: 'conditional',
    });
  });

  it('shows a change made by SQL typed by hand, outside the app, on the next read', async ({
    app,
    client,
  }) => {
    const { browser } = client;
    await ok(
      browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'in_progress' } }),
    );
    await readAll(browser);
    await app.db.execute(
      sql`update control_implementations set status = 'completed' where organization_id = ${client.user.id}`,
    );
    expect((await implementationOf(browser, 'AC.L1-3.1.1')).status).toBe('completed');
    expect((await ok(browser.call(routes.overallProgress))).json.completed).toBe(1);
  });

  it('shows, for every organization, one statement’s change to several organizations, rows interleaved', async ({
    app,
    client,
  }) => {
    const other = new HttpClient(app.baseUrl);
    const { user } = await registerClient(other);
    const owners = [client.browser, other];
    for (const browser of owners) {
      for (const controlId of ['AC.L1-3.1.1', 'AC.L1-3.1.2']) {
        await ok(browser.call(routes.saveImplementation, { body: { controlId, status: 'in_progress' } }));
      }
      await readAll(browser);
    }
    // One transaction, its rows in the order A, B, A, B: each organization is raised.
    await app.db.transaction(async (tx) => {
      for (const controlId of ['AC.L1-3.1.1', 'AC.L1-3.1.2'])
        for (const organizationId of [client.user.id, user.id])
          await tx.execute(
            sql`update control_implementations set status = 'completed'
                where organization_id = ${organizationId} and control_id = ${controlId}`,
          );
    });
    for (const browser of owners)
      expect((await ok(browser.call(routes.overallProgress))).json.completed).toBe(2);
  });

  it('is fresh after saves and reads sent all at once from two browsers of one account', async ({
    app,
    client,
  }) => {
    const { browser } = client;
    await readAll(browser);
    // The same account's session in a second browser.
    const second = new HttpClient(app.baseUrl);
    second.setCookie('cmmc_session', browser.cookie('cmmc_session')!);
    const controls = (await ok(browser.call(routes.controls))).json.map(
      (control: { id: string }) => control.id,
    );
    const answers = await Promise.all(
      controls.flatMap((controlId: string, i: number) => [
        (i % 2 ? second : browser).call(routes.saveImplementation, {
          body: { controlId, status: 'completed' },
        }),
        (i % 2 ? browser : second).call(READS[i % READS.length]!),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Whatever order the reads were made and kept in, the next read holds every save.
    expect((await ok(second.call(routes.overallProgress))).json.completed).toBe(controls.length);
    const records = (await ok(browser.call(routes.implementations))).json;
    expect(records.filter((record: { status: string }) => record.status === 'completed')).toHaveLength(
      controls.length,
    );
  });

  it('keeps each organization’s reads to it', async ({ app, client }) => {
    await readAll(client.browser);
    const other = new HttpClient(app.baseUrl);
    await registerClient(other);
    await ok(
      other.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'completed' } }),
    );
    expect((await ok(other.call(routes.overallProgress))).json.completed).toBe(1);
    expect((await ok(client.browser.call(routes.overallProgress))).json.completed).toBe(0);
  });
});

describe('revalidation by the browser (issue 28)', () => {
  const etagOf = async (browser: HttpClient, route: (typeof READS)[number]) =>
    (await ok(browser.call(route))).headers.get('etag')!;

  it('answers 304 with no body while nothing changed, and 200 with a new ETag after a write', async ({
    client,
  }) => {
    const { browser } = client;
    await readAll(browser);
    for (const route of READS) {
      const etag = await etagOf(browser, route);
      const again = await browser.call(route, undefined, { 'if-none-match': etag });
      expect(again.status, route.path).toBe(304);
      expect(again.text, route.path).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');
    }
    const etag = await etagOf(browser, routes.implementations);
    await ok(
      browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'completed' } }),
    );
    const changed = await browser.call(routes.implementations, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json[0].status).toBe('completed');
  });

  it('keeps the very first answers of a new organization: nothing is written while reading', async ({
    app,
  }) => {
    for (const route of READS) {
      // A new organization for each read, so that each is that organization's first read.
      const browser = new HttpClient(app.baseUrl);
      await registerClient(browser);
      const etag = await etagOf(browser, route);
      const again = await browser.call(route, undefined, { 'if-none-match': etag });
      expect(again.status, route.path).toBe(304);
    }
  });

  it('never answers 304 with another organization’s ETag, even on the same session (D27)', async ({
    app,
  }) => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    const first = await etagOf(browser, routes.overallProgress);
    const created = await ok(
      browser.call(routes.createOrganization, {
        body: { businessName: 'Second Org LLC', industry: 'Manufacturing' },
      }),
    );
    expect(created.json.id).not.toBe(user.id);
    const other = await browser.call(routes.overallProgress, undefined, { 'if-none-match': first });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(first);
  });

  it('refuses a signed-out request before it looks at an ETag', async ({ app, client }) => {
    const etag = await etagOf(client.browser, routes.assessment);
    const stranger = new HttpClient(app.baseUrl);
    expect((await stranger.call(routes.assessment, undefined, { 'if-none-match': etag })).status).toBe(401);
  });
});
