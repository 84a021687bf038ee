import { describe, expect } from 'vitest';
import type { SaveFindingInput } from '../../src/contract/assessment';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';

/*
 * The objective-level self-assessment (D22) and the evidence links: findings on the 59
 * objectives, rolled up to 17 practices and 15 requirements; one file serving several controls.
 */

let auditor: HttpClient;

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
});

async function newClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { user } = await registerClient(browser);
  return { browser, id: user.id };
}

const findingPath = (objectiveId: string) => `/api/assessment/objectives/${encodeURIComponent(objectiveId)}`;

const assess = (browser: HttpClient, objectiveId: string, body: SaveFindingInput) =>
  browser.ok(routes.saveFinding, { params: { objectiveId }, body });

async function upload(browser: HttpClient, controlId: string, fileName: string) {
  const response = await browser.send(
    'POST',
    '/api/evidence/upload-direct',
    evidenceForm(controlId, fileName, TEXT_BYTES),
  );
  expect(response.status).toBe(201);
  return response.json as { id: string };
}

async function assessment(browser: HttpClient) {
  const response = await browser.get('/api/assessment');
  expect(response.status).toBe(200);
  return response.json as {
    objectives: { objectiveId: string; finding: string | null; evidenceIds: string[]; methods: string[] }[];
    practices: { controlId: string; result: string; openLetters: string[]; supported: boolean }[];
    requirements: { id: string; result: string; controlIds: string[] }[];
    overall: { result: string; requirementsMet: number; requirementsTotal: number; objectivesTotal: number };
  };
}

/** Every objective of one control as MET, with one file. */
async function meetControl(browser: HttpClient, controlId: string, evidenceId: string) {
  const controls = (await browser.get('/api/controls')).json as {
    id: string;
    objectives: { id: string }[];
  }[];
  const control = controls.find((item) => item.id === controlId)!;
  for (const objective of control.objectives) {
    await assess(browser, objective.id, { finding: 'met', methods: ['examine'], evidenceIds: [evidenceId] });
  }
}

describe('the catalog and an empty assessment', () => {
  it('gives every objective a stable id and starts with nothing assessed', async ({ app }) => {
    const { browser } = await newClient(app);
    const controls = (await browser.get('/api/controls')).json as {
      id: string;
      objectives: { id: string; letter: string }[];
    }[];
    expect(controls.flatMap((control) => control.objectives)).toHaveLength(59);
    expect(controls[0]!.objectives[0]).toMatchObject({ id: 'AC.L1-3.1.1[a]', letter: 'a' });
    const empty = await assessment(browser);
    expect(empty.objectives).toHaveLength(59);
    expect(empty.practices).toHaveLength(17);
    expect(empty.requirements).toHaveLength(15);
    expect(empty.overall).toMatchObject({
      result: 'not_met',
      requirementsMet: 0,
      requirementsTotal: 15,
      objectivesTotal: 59,
    });
    expect(empty.practices.every((practice) => practice.result === 'not_assessed')).toBe(true);
  });
});

describe('PUT /api/assessment/objectives/{objectiveId}', () => {
  it('records a finding with its methods, note and evidence, and rolls it up', async ({ app }) => {
    const { browser } = await newClient(app);
    const file = await upload(browser, 'MP.L1-3.8.3', 'shredder-receipt.txt');
    const saved = await assess(browser, 'MP.L1-3.8.3[a]', {
      finding: 'met',
      methods: ['examine', 'interview'],
      note: 'Receipt and the office manager.',
      evidenceIds: [file.id],
    });
    expect(saved).toMatchObject({
      objectiveId: 'MP.L1-3.8.3[a]',
      controlId: 'MP.L1-3.8.3',
      letter: 'a',
      finding: 'met',
      methods: ['examine', 'interview'],
      note: 'Receipt and the office manager.',
      evidenceIds: [file.id],
    });
    const after = await assessment(browser);
    const practice = after.practices.find((item) => item.controlId === 'MP.L1-3.8.3')!;
    expect(practice.result).toBe('not_assessed');
    expect(practice.openLetters).toEqual(['b']);
    await assess(browser, 'MP.L1-3.8.3[b]', { finding: 'met' });
    const met = await assessment(browser);
    expect(met.practices.find((item) => item.controlId === 'MP.L1-3.8.3')).toMatchObject({
      result: 'met',
      supported: true,
    });
    expect(met.requirements.find((item) => item.id === 'MP.L1-b.1.vii')!.result).toBe('met');
    const entries = (await browser.get('/api/activity?pageSize=100')).json.items as { description: string }[];
    expect(entries.map((entry) => entry.description)).toContain('Assessed MP.L1-3.8.3[a]: MET');
  });

  it('keeps fields left out, clears with null, and needs a justification for N/A', async ({ app }) => {
    const { browser } = await newClient(app);
    await assess(browser, 'SC.L1-3.13.5[a]', {
      finding: 'met',
      methods: ['test'],
      note: 'DMZ on the firewall.',
    });
    const kept = await assess(browser, 'SC.L1-3.13.5[a]', { finding: 'not_met' });
    expect(kept).toMatchObject({ finding: 'not_met', methods: ['test'], note: 'DMZ on the firewall.' });
    const noReason = await browser.put(findingPath('SC.L1-3.13.5[b]'), { finding: 'not_applicable' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ justification: 'Explain why this objective does not apply' });
    const blankReason = await browser.put(findingPath('SC.L1-3.13.5[b]'), {
      finding: 'not_applicable',
      justification: '   ',
    });
    expect(blankReason.status).toBe(400);
    const reasoned = await assess(browser, 'SC.L1-3.13.5[b]', {
      finding: 'not_applicable',
      justification: 'No publicly accessible system.',
    });
    expect(reasoned.finding).toBe('not_applicable');
    const cleared = await assess(browser, 'SC.L1-3.13.5[a]', { finding: null });
    expect(cleared.finding).toBeNull();
  });

  it('refuses an unknown method, a foreign file and an unknown objective', async ({ app }) => {
    const { browser } = await newClient(app);
    const other = await newClient(app);
    const theirs = await upload(other.browser, 'AC.L1-3.1.1', 'their-list.txt');
    const method = await browser.put(findingPath('AC.L1-3.1.1[a]'), { finding: 'met', methods: ['guess'] });
    expect(method.status).toBe(400);
    expect(Object.keys(method.json.errors)).toEqual(['methods.0']);
    const foreign = await browser.put(findingPath('AC.L1-3.1.1[a]'), {
      finding: 'met',
      evidenceIds: [theirs.id],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toEqual({ evidenceIds: 'Choose files from your own evidence library' });
    for (const unknown of ['AC.L1-3.1.1[z]', 'XX.L1-3.9.9[a]', 'AC.L1-3.1.1', 'nothing']) {
      const response = await browser.put(findingPath(unknown), { finding: 'met' });
      expect(response.status, unknown).toBe(404);
      expect(response.json.message).toBe('Objective not found');
    }
    expect((await browser.put(findingPath('AC.L1-3.1.1[a]'), { finding: 'maybe' })).status).toBe(400);
  });

  it('keeps each organization to its own findings', async ({ app }) => {
    const first = await newClient(app);
    const second = await newClient(app);
    await assess(first.browser, 'IA.L1-3.5.1[a]', { finding: 'met' });
    const theirs = await assessment(second.browser);
    expect(theirs.objectives.find((o) => o.objectiveId === 'IA.L1-3.5.1[a]')!.finding).toBeNull();
    const anonymous = new HttpClient(app.baseUrl);
    expect((await anonymous.get('/api/assessment')).status).toBe(401);
    expect((await anonymous.put(findingPath('IA.L1-3.5.1[a]'), { finding: 'met' })).status).toBe(401);
    expect((await auditor.put(findingPath('IA.L1-3.5.1[a]'), { finding: 'met' })).status).toBe(403);
  });

  it('answers what the save changed: the practice, the requirement and the Level 1 result', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    const first = await assess(browser, 'MP.L1-3.8.3[a]', { finding: 'met' });
    // MP.L1-3.8.3 has objectives [a] and [b]: one MET, one open.
    expect(first.practice).toMatchObject({ controlId: 'MP.L1-3.8.3', result: 'not_assessed', met: 1 });
    expect(first.practice.openLetters).toEqual(['b']);
    expect(first.requirement).toMatchObject({ id: 'MP.L1-b.1.vii', result: 'not_assessed' });
    expect(first.overall).toMatchObject({ result: 'not_met', requirementsMet: 0, objectivesAssessed: 1 });
    expect(first).toMatchObject({ verdictLapsed: false, implementation: null });

    const second = await assess(browser, 'MP.L1-3.8.3[b]', { finding: 'met' });
    expect(second.practice).toMatchObject({ result: 'met', met: 2, openLetters: [] });
    expect(second.requirement.result).toBe('met');
    // The answer is what a fresh read says.
    const read = await assessment(browser);
    expect(second.overall).toEqual(read.overall);
    expect(read.practices.find((one) => one.controlId === 'MP.L1-3.8.3')).toEqual(second.practice);
  });

  it("lapses an auditor's verdict on the control when a finding changes", async ({ app }) => {
    const { browser } = await newClient(app);
    const saved = (
      await browser.put('/api/implementations', { controlId: 'PE.L1-3.10.1', status: 'completed' })
    ).json;
    expect(
      (
        await auditor.put(`/api/auditor/review/${saved.id}`, {
          auditorStatus: 'approved',
          auditorNotes: 'ok',
          basedOn: saved.version,
        })
      ).status,
    ).toBe(200);
    const answer = await assess(browser, 'PE.L1-3.10.1[a]', { finding: 'met' });
    // The answer says so, with the record as it now stands: the verdict gone, the history kept.
    expect(answer.verdictLapsed).toBe(true);
    expect(answer.implementation).toMatchObject({ id: saved.id, auditorStatus: null, auditorNotes: null });
    expect(answer.implementation!.reviews.map((review) => review.status)).toEqual(['approved']);
    const again = await assess(browser, 'PE.L1-3.10.1[a]', { finding: 'met' });
    expect(again.verdictLapsed).toBe(false);
    const list = (await browser.get('/api/implementations')).json as {
      controlId: string;
      auditorStatus: string | null;
    }[];
    expect(list.find((item) => item.controlId === 'PE.L1-3.10.1')!.auditorStatus).toBeNull();
  });
});

describe('one evidence file serving several controls', () => {
  it('links one file to controls and objectives, lists it under each, and keeps it stored once', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    const policy = await upload(browser, 'AC.L1-3.1.1', 'access-control-policy.txt');
    const linked = await browser.put(`/api/evidence/${policy.id}/links`, {
      controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'],
      objectiveIds: ['IA.L1-3.5.1[a]'],
    });
    expect(linked.status).toBe(200);
    expect(linked.json).toMatchObject({
      controlId: 'AC.L1-3.1.1',
      controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2', 'IA.L1-3.5.1'],
      objectiveIds: ['IA.L1-3.5.1[a]'],
    });
    expect((await browser.get('/api/evidence')).json).toHaveLength(1);
    for (const controlId of ['AC.L1-3.1.2', 'IA.L1-3.5.1']) {
      const files = (await browser.get(`/api/evidence/${controlId}`)).json as { id: string }[];
      expect(
        files.map((file) => file.id),
        controlId,
      ).toEqual([policy.id]);
    }
    const standing = await assessment(browser);
    expect(standing.objectives.find((o) => o.objectiveId === 'IA.L1-3.5.1[a]')!.evidenceIds).toEqual([
      policy.id,
    ]);

    // Dropping the control it was uploaded for moves the file under one it still serves.
    const moved = await browser.put(`/api/evidence/${policy.id}/links`, {
      controlIds: ['AC.L1-3.1.2'],
      objectiveIds: [],
    });
    expect(moved.json).toMatchObject({
      controlId: 'AC.L1-3.1.2',
      controlIds: ['AC.L1-3.1.2'],
      objectiveIds: [],
    });
    expect((await browser.get('/api/evidence/AC.L1-3.1.1')).json).toEqual([]);
  });

  it('meets a requirement with one file across its three practices (PE.L1-b.1.ix)', async ({ app }) => {
    const { browser } = await newClient(app);
    const log = await upload(browser, 'PE.L1-3.10.3', 'visitor-log.txt');
    for (const controlId of ['PE.L1-3.10.3', 'PE.L1-3.10.4']) await meetControl(browser, controlId, log.id);
    let standing = await assessment(browser);
    expect(standing.requirements.find((r) => r.id === 'PE.L1-b.1.ix')).toMatchObject({
      result: 'not_assessed',
      controlIds: ['PE.L1-3.10.3', 'PE.L1-3.10.4', 'PE.L1-3.10.5'],
    });
    await meetControl(browser, 'PE.L1-3.10.5', log.id);
    standing = await assessment(browser);
    expect(standing.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('met');
    expect(standing.overall.requirementsMet).toBe(1);
    await assess(browser, 'PE.L1-3.10.4[a]', { finding: 'not_met' });
    standing = await assessment(browser);
    expect(standing.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('not_met');
  });

  it('refuses links for someone else, unknown controls and objectives, and an empty set', async ({ app }) => {
    const { browser } = await newClient(app);
    const other = await newClient(app);
    const file = await upload(browser, 'AC.L1-3.1.1', 'list.txt');
    const path = `/api/evidence/${file.id}/links`;
    expect((await other.browser.put(path, { controlIds: ['AC.L1-3.1.1'] })).status).toBe(404);
    expect((await auditor.put(path, { controlIds: ['AC.L1-3.1.1'] })).status).toBe(403);
    const unknownControl = await browser.put(path, { controlIds: ['XX.L1-1'] });
    expect(unknownControl.status).toBe(400);
    expect(unknownControl.json.errors).toEqual({ controlIds: 'Choose controls of the catalog' });
    const unknownObjective = await browser.put(path, { controlIds: [], objectiveIds: ['AC.L1-3.1.1[q]'] });
    expect(unknownObjective.status).toBe(400);
    const empty = await browser.put(path, { controlIds: [], objectiveIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ controlIds: 'Choose at least one control' });
    expect(
      (await browser.put('/api/evidence/not-a-uuid/links', { controlIds: ['AC.L1-3.1.1'] })).status,
    ).toBe(404);
  });

  it('lapses the verdicts of every control the deleted file served', async ({ app }) => {
    const { browser } = await newClient(app);
    const file = await upload(browser, 'AC.L1-3.1.1', 'policy.txt');
    await browser.put(`/api/evidence/${file.id}/links`, { controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'] });
    const second = (
      await browser.put('/api/implementations', { controlId: 'AC.L1-3.1.2', status: 'completed' })
    ).json;
    const approved = await auditor.put(`/api/auditor/review/${second.id}`, {
      auditorStatus: 'approved',
      auditorNotes: 'ok',
      basedOn: second.version,
    });
    expect(approved.status).toBe(200);
    expect((await browser.delete(`/api/evidence/${file.id}`)).status).toBe(204);
    const list = (await browser.get('/api/implementations')).json as {
      controlId: string;
      auditorStatus: string | null;
    }[];
    expect(list.find((item) => item.controlId === 'AC.L1-3.1.2')!.auditorStatus).toBeNull();
  });
});

describe("an auditor reads a client's assessment", () => {
  it('sees the findings of the client asked for, and a 404 for anyone else', async ({ app }) => {
    const { browser, id } = await newClient(app);
    await assess(browser, 'SI.L1-3.14.1[a]', { finding: 'not_met', note: 'Patches lag two months.' });
    const response = await auditor.get(`/api/auditor/clients/${id}/assessment`);
    expect(response.status).toBe(200);
    expect(
      response.json.objectives.find((o: { objectiveId: string }) => o.objectiveId === 'SI.L1-3.14.1[a]'),
    ).toMatchObject({
      finding: 'not_met',
      note: 'Patches lag two months.',
    });
    expect(
      (await auditor.get('/api/auditor/clients/00000000-0000-4000-8000-000000000000/assessment')).status,
    ).toBe(404);
    expect((await browser.get(`/api/auditor/clients/${id}/assessment`)).status).toBe(403);
  });
});
