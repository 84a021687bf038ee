import { describe, expect } from 'vitest';
import type { ImplementationStatus } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { uploadEvidence } from '../support/world';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';

const client = (app: TestApp) => new HttpClient(app.baseUrl);

async function newClient(app: TestApp) {
  const browser = client(app);
  const { user } = await registerClient(browser);
  return { browser, user };
}

describe('progress', () => {
  it('counts every catalog control as not started for a new client', async ({ app }) => {
    const { browser } = await newClient(app);
    const overall = await browser.call(routes.overallProgress);
    expect(overall.status).toBe(200);
    expect(overall.json).toEqual({
      completed: 0,
      inProgress: 0,
      notStarted: 17,
      total: 17,
      percentage: 0,
      objectivesMet: 0,
      objectivesTotal: 59,
    });
    const domains = await browser.call(routes.domainProgress);
    expect(
      domains.json.map((d: any) => [d.shortName, d.totalControls, d.objectivesMet, d.objectivesTotal]),
    ).toEqual([
      ['AC', 4, 0, 19],
      ['IA', 2, 0, 6],
      ['MP', 1, 0, 2],
      ['PE', 4, 0, 10],
      ['SC', 2, 0, 10],
      ['SI', 4, 0, 12],
    ]);
    expect(domains.json.every((d: any) => d.completedControls === 0 && d.progressPercentage === 0)).toBe(
      true,
    );
  });

  it('adds up statuses per domain and overall, rounding percentages', async ({ app }) => {
    const { browser } = await newClient(app);
    const save = (controlId: string, status: ImplementationStatus) =>
      browser.call(routes.saveImplementation, { body: { controlId, status, notes: '' } });
    await save('PE.L1-3.10.1', 'completed');
    await save('PE.L1-3.10.3', 'completed');
    await save('PE.L1-3.10.4', 'completed');
    await save('PE.L1-3.10.5', 'in_progress');
    await save('MP.L1-3.8.3', 'completed');
    await save('AC.L1-3.1.1', 'in_progress');
    await save('SI.L1-3.14.1', 'not_started');

    const overall = (await browser.call(routes.overallProgress)).json;
    expect(overall).toEqual({
      completed: 4,
      inProgress: 2,
      notStarted: 11,
      total: 17,
      percentage: 24,
      objectivesMet: 0,
      objectivesTotal: 59,
    });
    const domains = (await browser.call(routes.domainProgress)).json;
    const byShort = Object.fromEntries(domains.map((d: any) => [d.shortName, d]));
    expect(byShort.PE).toMatchObject({
      domainName: 'Physical Protection',
      completedControls: 3,
      inProgressControls: 1,
      totalControls: 4,
      progressPercentage: 75,
    });
    expect(byShort.MP).toMatchObject({ completedControls: 1, totalControls: 1, progressPercentage: 100 });
    expect(byShort.AC).toMatchObject({ completedControls: 0, inProgressControls: 1, progressPercentage: 0 });
  });

  it('counts objectives MET or N/A of the current cycle (D28) beside the status counts', async ({ app }) => {
    const { browser, user } = await newClient(app);
    // Cycle 1: every objective MET, affirmed; cycle 2 carries the 59 findings over, unconfirmed (D23).
    await meetEverything(browser);
    expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    expect((await browser.call(routes.startNextCycle)).status).toBe(201);
    expect((await browser.call(routes.overallProgress)).json).toMatchObject({
      objectivesMet: 0,
      objectivesTotal: 59,
    });

    // Cycle 2: one objective NOT MET, two N/A, one left unconfirmed, the 55 others MET again.
    const special: Record<string, object> = {
      'PE.L1-3.10.4[a]': { finding: 'not_met' },
      'MP.L1-3.8.3[a]': { finding: 'not_applicable', justification: 'No media leaves the office.' },
      'MP.L1-3.8.3[b]': { finding: 'not_applicable', justification: 'No media leaves the office.' },
    };
    const unconfirmed = 'SI.L1-3.14.1[a]';
    const controls = (await browser.call(routes.controls)).json as {
      id: string;
      objectives: { id: string }[];
    }[];
    for (const { id } of controls.flatMap((control) => control.objectives)) {
      if (id === unconfirmed) continue;
      const saved = await browser.call(routes.saveFinding, {
        params: { objectiveId: id },
        body: {
          finding: 'met',
          ...special[id],
        },
      });
      expect(saved.status).toBe(200);
    }
    // Every control marked Completed: document 2's fields keep their meaning (17 of 17, 100 %).
    for (const { id } of controls) {
      await browser.call(routes.saveImplementation, {
        body: { controlId: id, status: 'completed', notes: '' },
      });
    }

    const overall = (await browser.call(routes.overallProgress)).json;
    // 59 - 1 NOT MET - 1 carried over unconfirmed = 57 (55 MET + 2 N/A).
    expect(overall).toEqual({
      completed: 17,
      inProgress: 0,
      notStarted: 0,
      total: 17,
      percentage: 100,
      objectivesMet: 57,
      objectivesTotal: 59,
    });
    const domains = (await browser.call(routes.domainProgress)).json;
    expect(
      domains.map((d: any) => [d.shortName, d.objectivesMet, d.objectivesTotal, d.progressPercentage]),
    ).toEqual([
      ['AC', 19, 19, 100],
      ['IA', 6, 6, 100],
      ['MP', 2, 2, 100], // both N/A
      ['PE', 9, 10, 100], // PE.L1-3.10.4[a] NOT MET
      ['SC', 10, 10, 100],
      ['SI', 11, 12, 100], // SI.L1-3.14.1[a] not confirmed in cycle 2
    ]);
    // The same count as the assessment's: 58 assessed, of which one NOT MET.
    const assessment = (await browser.call(routes.assessment)).json;
    expect(assessment.overall).toMatchObject({
      result: 'not_met',
      requirementsMet: 13,
      objectivesAssessed: 58,
    });
    const carried = assessment.objectives.find((o: any) => o.objectiveId === unconfirmed);
    expect(carried).toMatchObject({ finding: null, previousFinding: 'met' });

    // An auditor sees the same figures for this client.
    const auditor = await createStaff(app, 'auditor');
    const client = (await auditor.call(routes.auditorClientProgress, { params: { clientId: user.id } })).json;
    expect(client.overall).toMatchObject({ objectivesMet: 57, objectivesTotal: 59, percentage: 100 });
  });

  it('is for clients: staff get 403, visitors 401', async ({ app }) => {
    const auditor = await createStaff(app, 'auditor');
    expect((await auditor.call(routes.overallProgress)).status).toBe(403);
    expect((await client(app).call(routes.overallProgress)).status).toBe(401);
    expect((await client(app).call(routes.implementations)).status).toBe(401);
  });
});

describe('PUT /api/implementations', () => {
  it('creates the record, then updates the same one', async ({ app }) => {
    const { browser, user } = await newClient(app);
    const first = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'IA.L1-3.5.2',
        status: 'in_progress',
        notes: 'MFA on for email',
      },
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      userId: user.id,
      controlId: 'IA.L1-3.5.2',
      status: 'in_progress',
      notes: 'MFA on for email',
      completedAt: null,
      control: { controlNumber: 'IA.L1-3.5.2', title: 'Authentication', domain: { shortName: 'IA' } },
      evidenceFiles: [],
    });
    const second = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'IA.L1-3.5.2',
        status: 'in_progress',
        notes: 'MFA on for email and VPN',
      },
    });
    expect(second.json.id).toBe(first.json.id);
    const list = (await browser.call(routes.implementations)).json;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      notes: 'MFA on for email and VPN',
      control: { title: 'Authentication' },
    });
  });

  it('sets completedAt on completion, keeps it on re-save and clears it when reopened', async ({ app }) => {
    const { browser } = await newClient(app);
    const done = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'completed',
        notes: 'Shredder',
      },
    });
    expect(done.json.completedAt).toEqual(expect.any(String));
    const again = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'completed',
        notes: 'Shredder + wipe',
      },
    });
    expect(again.json.completedAt).toBe(done.json.completedAt);
    const reopened = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'in_progress',
        notes: 'Shredder',
      },
    });
    expect(reopened.json.completedAt).toBeNull();
  });

  it('keeps the existing notes when none are sent', async ({ app }) => {
    const { browser } = await newClient(app);
    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'SC.L1-3.13.1',
        status: 'in_progress',
        notes: 'Firewall bought',
      },
    });
    const saved = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'SC.L1-3.13.1',
        status: 'completed',
      },
    });
    expect(saved.json.notes).toBe('Firewall bought');
  });

  it('refuses an unknown control (404) and an unknown status (400)', async ({ app }) => {
    const { browser } = await newClient(app);
    const unknown = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'XX.L1-9.9.9',
        status: 'completed',
        notes: '',
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Control not found' });
    const badStatus = await browser.put('/api/implementations', {
      controlId: 'MP.L1-3.8.3',
      status: 'done',
      notes: '',
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.json.errors).toEqual({ status: 'Choose a valid status' });
    const tooLong = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'MP.L1-3.8.3',
        status: 'completed',
        notes: 'x'.repeat(10_001),
      },
    });
    expect(tooLong.status).toBe(400);
  });

  it('keeps each client to its own records', async ({ app }) => {
    const alice = await newClient(app);
    const bob = await newClient(app);
    await alice.browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'completed',
        notes: 'Alice notes',
      },
    });
    expect((await bob.browser.call(routes.implementations)).json).toEqual([]);
    expect((await bob.browser.call(routes.overallProgress)).json.completed).toBe(0);
    await bob.browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'in_progress',
        notes: 'Bob notes',
      },
    });
    const aliceList = (await alice.browser.call(routes.implementations)).json;
    expect(aliceList).toHaveLength(1);
    expect(aliceList[0]).toMatchObject({ status: 'completed', notes: 'Alice notes' });
    const bobActivity = (await bob.browser.call(routes.activity)).json.items.map((i: any) => i.description);
    expect(bobActivity.join('\n')).not.toContain('Completed');
  });

  it('is refused to staff', async ({ app }) => {
    const admin = await createStaff(app, 'admin');
    const response = await admin.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'completed',
        notes: '',
      },
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/implementations', () => {
  it("answers each record as its PUT does, the control as the catalog's, the evidence with it", async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    const fileId = await uploadEvidence(browser, 'SC.L1-3.13.1');
    const saved = [];
    for (const [controlId, status] of [
      ['SC.L1-3.13.1', 'completed'],
      ['AC.L1-3.1.2', 'in_progress'],
    ] as const) {
      const answer = await browser.call(routes.saveImplementation, {
        body: {
          controlId,
          status,
          notes: `Notes "${controlId}"`,
        },
      });
      expect(answer.status).toBe(200);
      saved.push(answer.json);
    }
    const list = await browser.call(routes.implementations);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Catalog order, and the same records the PUTs answered (through the route's schema).
    expect(list.json).toEqual([saved[1], saved[0]]);
    expect(list.json[1].evidenceFiles).toEqual([
      expect.objectContaining({ id: fileId, fileName: 'policy.pdf' }),
    ]);
    const catalog = (await browser.call(routes.controls)).json as { id: string }[];
    for (const record of list.json) {
      expect(record.control).toEqual(catalog.find((control) => control.id === record.controlId));
    }
  });
});

describe('GET /api/activity', () => {
  it('logs status changes and note edits, newest first, and pages through them', async ({ app }) => {
    const { browser } = await newClient(app);
    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.2',
        status: 'in_progress',
        notes: 'Roles listed',
      },
    });
    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.2',
        status: 'in_progress',
        notes: 'Roles listed and approved',
      },
    });
    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.2',
        status: 'in_progress',
        notes: 'Roles listed and approved',
      },
    });
    await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.2',
        status: 'completed',
        notes: 'Roles listed and approved',
      },
    });

    const all = (await browser.call(routes.activity, { query: { pageSize: 50 } })).json;
    expect(all.items.map((item: any) => item.description)).toEqual([
      'Marked AC.L1-3.1.2 Transaction & Function Control as Completed',
      'Updated implementation notes for AC.L1-3.1.2 Transaction & Function Control',
      'Marked AC.L1-3.1.2 Transaction & Function Control as In Progress',
      expect.stringMatching(/^Registered /),
    ]);
    expect(all.items[0].action).toBe('status_change');
    expect(all.items[1].action).toBe('notes_update');
    expect(all.total).toBe(4);

    const page2 = (await browser.call(routes.activity, { query: { page: 2, pageSize: 3 } })).json;
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].description).toMatch(/^Registered /);
  });

  it('validates paging parameters', async ({ app }) => {
    const { browser } = await newClient(app);
    expect((await browser.call(routes.activity, { query: { page: 0 } })).status).toBe(400);
    expect((await browser.call(routes.activity, { query: { pageSize: 1000 } })).status).toBe(400);
  });
});
