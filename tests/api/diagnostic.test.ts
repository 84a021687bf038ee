import { describe, expect } from 'vitest';
import type { SaveFindingInput } from '../../src/contract/assessment';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { createStaff } from '../support/staff';
import { uploadEvidence } from '../support/world';

describe('diagnostic reports', () => {
  it('has no report before the first run', async ({ client: { browser } }) => {
    const latest = await browser.call(routes.latestDiagnostic);
    expect(latest.status).toBe(200);
    expect(latest.json).toBeNull();
  });

  it('scores the findings (D15 as revised by D22), keeps every run, and logs it', async ({
    client: { browser },
  }) => {
    const assess = (objectiveId: string, body: SaveFindingInput) =>
      browser.call(routes.saveFinding, { params: { objectiveId }, body });
    await browser.call(routes.saveImplementation, {
      body: { controlId: 'MP.L1-3.8.3', status: 'completed', notes: '' },
    });
    const shredLog = await browser.call(routes.uploadEvidenceDirect, {
      body: evidenceForm('MP.L1-3.8.3', 'shred-log.txt', TEXT_BYTES),
    });
    // MP.L1-3.8.3: both objectives MET, with evidence: full credit.
    await assess('MP.L1-3.8.3[a]', { finding: 'met', evidenceIds: [shredLog.json.id] });
    await assess('MP.L1-3.8.3[b]', { finding: 'met' });
    // AC.L1-3.1.1: one of six objectives MET, no evidence: 1/6 at half credit.
    await browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: '' },
    });
    await assess('AC.L1-3.1.1[a]', { finding: 'met' });
    await browser.call(routes.saveImplementation, {
      body: { controlId: 'IA.L1-3.5.1', status: 'in_progress', notes: '' },
    });

    const first = await browser.call(routes.runDiagnostic);
    expect(first.status).toBe(201);
    // (1 + 1/6 x 0.5) / 17 = 6.37...%
    expect(first.json).toMatchObject({
      overallScore: '6.4',
      readinessLevel: 'not_ready',
      totalControls: 17,
      completedControls: 2,
      inProgressControls: 1,
      notStartedControls: 14,
      domainScores: { MP: 100, AC: 2.1, IA: 0, PE: 0, SC: 0, SI: 0 },
      // 56 objectives to assess x 0.5 + 16 practices without evidence x 0.5 + 1 (affirmation)
      estimatedTimeToCompletion: 37,
      requirementsMet: 1,
      requirementsTotal: 15,
    });
    expect(first.json.criticalGaps).toHaveLength(16);
    expect(first.json.gapLinks[0]).toEqual({
      controlId: 'AC.L1-3.1.1',
      text: 'AC.L1-3.1.1 Authorized Access Control: objectives [b], [c], [d], [e], [f] not assessed; no evidence linked',
    });
    expect(first.json.criticalGaps[0]).toBe(first.json.gapLinks[0].text);
    expect(first.json.recommendationLinks[0]).toEqual({
      controlId: 'AC.L1-3.1.1',
      text: 'Assess AC.L1-3.1.1 objectives [b], [c], [d], [e], [f].',
    });

    await browser.call(routes.saveImplementation, {
      body: { controlId: 'IA.L1-3.5.1', status: 'completed', notes: '' },
    });
    const second = await browser.call(routes.runDiagnostic);
    expect((await browser.call(routes.latestDiagnostic)).json.id).toBe(second.json.id);
    const history = (await browser.call(routes.diagnosticHistory)).json;
    expect(history.map((r: any) => r.id)).toEqual([second.json.id, first.json.id]);
    const activity = (await browser.call(routes.activity, { query: { pageSize: 1 } })).json.items[0];
    expect(activity).toMatchObject({ action: 'diagnostic_run' });
    expect(activity.description).toMatch(/^Ran the readiness diagnostic: score \d+\.\d%, Not Ready$/);
  });

  it('counts the practices the official confirmed at affirmation as evidenced outside the tool (D28)', async ({
    app,
  }) => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    await meetEverything(browser);
    await browser.call(routes.saveScope, { body: SCOPE });
    await uploadEvidence(browser, 'AC.L1-3.1.1');
    const before = await browser.call(routes.runDiagnostic);
    // 17 practices MET, one with a file: (1 + 16 x 0.5) / 17 = 9 / 17 = 52.94...%
    expect(before.json.overallScore).toBe('52.9');
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    const after = await browser.call(routes.runDiagnostic);
    // The 16 others were confirmed at affirmation: 17 / 17 = 100%.
    expect(after.json).toMatchObject({ overallScore: '100.0', requirementsMet: 15 });
    expect(after.json.criticalGaps).toEqual([]);
  });

  it("keeps each client's reports to itself, and is for clients only", async ({ app }) => {
    const alice = new HttpClient(app.baseUrl);
    await registerClient(alice);
    await alice.call(routes.runDiagnostic);
    const bob = new HttpClient(app.baseUrl);
    await registerClient(bob);
    expect((await bob.call(routes.latestDiagnostic)).json).toBeNull();
    expect((await bob.call(routes.diagnosticHistory)).json).toEqual([]);
    const auditor = await createStaff(app, 'auditor');
    expect((await auditor.call(routes.runDiagnostic)).status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.latestDiagnostic)).status).toBe(401);
  });
});
