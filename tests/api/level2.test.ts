import { describe, expect } from 'vitest';
import type { ObjectiveFinding, PracticeStanding } from '../../src/contract/assessment';
import type { Control } from '../../src/contract/catalog';
import { routes } from '../../src/contract/routes';
import { addDays } from '../../src/contract/poam';
import { meetEverything, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { createStaff } from '../support/staff';
import type { HttpClient } from '../support/http-client';

/*
 * CMMC Level 2 (Self) through the API (issue 26, D29-D31): the catalog per level, the target
 * level, Level 1 findings that pre-fill, the Level 2 fields of a finding, the SPRS score and the
 * POA&M rules, each answer computed by hand in the comments.
 */

const encode = (objectiveId: string) => ({ objectiveId });

async function toLevel(browser: HttpClient, targetLevel: 1 | 2) {
  const response = await browser.call(routes.updateOrganization, { body: { targetLevel } });
  expect(response.status).toBe(200);
  expect(response.json.targetLevel).toBe(targetLevel);
}

function save(browser: HttpClient, objectiveId: string, body: Record<string, unknown>) {
  return browser.call(routes.saveFinding, { params: encode(objectiveId), body: body as never });
}

async function score(browser: HttpClient) {
  const response = await browser.call(routes.sprsScore);
  expect(response.status).toBe(200);
  return response.json;
}

describe('the catalog per level (D29)', () => {
  it('answers the target level by default and either level when asked', async ({ client }) => {
    const level1 = (await client.browser.call(routes.controls)).json;
    expect(level1).toHaveLength(17);
    expect(level1[0]).toMatchObject({ id: 'AC.L1-3.1.1', level: 1, points: null, level1: true });

    const level2 = (await client.browser.call(routes.controls, { query: { level: '2' } })).json;
    expect(level2).toHaveLength(110);
    expect(level2.reduce((sum: number, control: Control) => sum + control.objectives.length, 0)).toBe(320);
    expect(level2.find((control: Control) => control.id === 'IA.L2-3.5.3')).toMatchObject({
      controlNumber: 'IA.L2-3.5.3',
      nistReference: '3.5.3',
      domainId: 'IA',
      identifier2024: null,
      farReference: null,
      points: 5,
      level1: false,
      description:
        'Use multifactor authentication for local and network access to privileged accounts and for network access to non-privileged accounts.',
    });
    expect(level2.find((control: Control) => control.id === 'AC.L2-3.1.1')!.objectives[0]!.id).toBe(
      'AC.L2-3.1.1[a]',
    );
    expect((await client.browser.call(routes.domains, { query: { level: '2' } })).json).toHaveLength(14);
    expect((await client.browser.call(routes.domains)).json).toHaveLength(6);

    const bad = await client.browser.request('GET', '/api/controls?level=3');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toEqual(expect.any(String));
  });
});

describe('the target level', () => {
  it('is the owner’s choice; every client route then answers at it, and the open cycle follows', async ({
    client,
  }) => {
    const refused = await client.browser.request('PATCH', '/api/organization', { targetLevel: 3 });
    expect(refused.status).toBe(400);

    await toLevel(client.browser, 2);
    // A change of level leaves the organization's other fields as they were.
    expect((await client.browser.call(routes.organization)).json.businessNumber).toBe('12-3456789');
    expect((await client.browser.call(routes.controls)).json).toHaveLength(110);
    expect((await client.browser.call(routes.domains)).json).toHaveLength(14);
    const current = (await client.browser.call(routes.currentCycle)).json;
    expect(current.cycle).toMatchObject({ number: 1, level: 2, status: 'open' });
    const assessment = (await client.browser.call(routes.assessment)).json;
    expect(assessment.level).toBe(2);
    expect(assessment.objectives).toHaveLength(320);
    expect(assessment.practices).toHaveLength(110);
    const overall = (await client.browser.call(routes.overallProgress)).json;
    expect(overall).toMatchObject({ total: 110, notStarted: 110, objectivesTotal: 320, objectivesMet: 0 });
    const domains = (await client.browser.call(routes.domainProgress)).json;
    expect(domains.map((domain: { domainId: string }) => domain.domainId)).toEqual([
      ...['AC', 'AT', 'AU', 'CM', 'IA', 'IR', 'MA', 'MP', 'PS', 'PE', 'RA', 'CA', 'SC', 'SI'],
    ]);

    // An objective of the other level's catalog is not one of this work's.
    expect((await save(client.browser, 'AC.L1-3.1.1[a]', { finding: 'met' })).status).toBe(404);

    await toLevel(client.browser, 1);
    expect((await client.browser.call(routes.controls)).json).toHaveLength(17);
    expect((await client.browser.call(routes.currentCycle)).json.cycle.level).toBe(1);
    const activity = (await client.browser.call(routes.activity)).json;
    expect(JSON.stringify(activity)).toContain('is now at CMMC Level 2');
  });
});

describe('a Level 1 finding pre-fills its Level 2 objective, and does not count until confirmed', () => {
  it('shows the Level 1 finding as one to confirm, then counts the Level 2 save', async ({ client }) => {
    expect(
      (
        await save(client.browser, 'AC.L1-3.1.1[a]', {
          finding: 'met',
          methods: ['examine'],
          note: 'User list.',
        })
      ).status,
    ).toBe(200);
    await toLevel(client.browser, 2);
    const before = (await client.browser.call(routes.assessment)).json;
    const objective = before.objectives.find(
      (one: ObjectiveFinding) => one.objectiveId === 'AC.L2-3.1.1[a]',
    )!;
    expect(objective).toMatchObject({
      finding: null,
      previousFinding: 'met',
      prefilledFrom: 'level_1',
      methods: ['examine'],
      note: 'User list.',
    });
    expect(before.practices.find((one: PracticeStanding) => one.controlId === 'AC.L2-3.1.1')!.result).toBe(
      'not_assessed',
    );

    const saved = await save(client.browser, 'AC.L2-3.1.1[a]', { finding: 'met' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ finding: 'met', previousFinding: null, prefilledFrom: null });
  });
});

describe('the Level 2 fields of a finding (D30)', () => {
  it('takes a partial case only on 3.5.3 and 3.13.11, on a NOT MET finding', async ({ client }) => {
    await toLevel(client.browser, 2);
    const elsewhere = await save(client.browser, 'AC.L2-3.1.1[a]', {
      finding: 'not_met',
      partial: 'remote_and_privileged_only',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.errors.partial).toMatch(/only to 3\.5\.3/);
    const wrongCase = await save(client.browser, 'IA.L2-3.5.3[d]', {
      finding: 'not_met',
      partial: 'not_fips_validated',
    });
    expect(wrongCase.status).toBe(400);
    const onMet = await save(client.browser, 'IA.L2-3.5.3[d]', {
      finding: 'met',
      partial: 'remote_and_privileged_only',
    });
    expect(onMet.status).toBe(400);

    for (const letter of ['a', 'b', 'c']) await save(client.browser, `IA.L2-3.5.3[${letter}]`, { finding: 'met' });
    const ok = await save(client.browser, 'IA.L2-3.5.3[d]', {
      finding: 'not_met',
      partial: 'remote_and_privileged_only',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.partial).toBe('remote_and_privileged_only');
    // Changing the finding to MET drops the case.
    const met = await save(client.browser, 'IA.L2-3.5.3[d]', { finding: 'met' });
    expect(met.json.partial).toBeNull();
  });

  it('takes 3.5.3\'s partial case only on [d] with [a]-[c] MET: 409 partial_not_applicable, and the score reads it again (D35)', async ({
    client,
  }) => {
    await toLevel(client.browser, 2);
    const partial = { finding: 'not_met', partial: 'remote_and_privileged_only' };
    const deductionOf353 = async () =>
      (await score(client.browser)).deductions.find(
        (deduction: { requirementId: string }) => deduction.requirementId === 'IA.L2-3.5.3',
      );
    // [a]-[c] not yet assessed: the case cannot hold yet.
    const early = await save(client.browser, 'IA.L2-3.5.3[d]', partial);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('partial_not_applicable');
    expect(early.json.message).toMatch(
      /only when MFA is in place for remote and privileged users and only the general user lacks it/,
    );
    for (const letter of ['a', 'b', 'c']) {
      expect((await save(client.browser, `IA.L2-3.5.3[${letter}]`, { finding: 'met' })).status).toBe(200);
    }
    // On [b] (local access to privileged accounts) the case never holds: 409, nothing saved.
    const onB = await save(client.browser, 'IA.L2-3.5.3[b]', partial);
    expect(onB.status).toBe(409);
    expect(onB.json.code).toBe('partial_not_applicable');
    const objectives = (await client.browser.call(routes.assessment)).json.objectives as ObjectiveFinding[];
    expect(objectives.find((one) => one.objectiveId === 'IA.L2-3.5.3[b]')?.finding).toBe('met');
    // [a]-[c] MET, [d] NOT MET in the case: 3 points, 110 - 3.
    expect((await save(client.browser, 'IA.L2-3.5.3[d]', partial)).status).toBe(200);
    expect(await deductionOf353()).toMatchObject({ points: 3 });
    // [b] NOT MET later: the case no longer holds, the score reads 5 again.
    expect((await save(client.browser, 'IA.L2-3.5.3[b]', { finding: 'not_met' })).status).toBe(200);
    expect(await deductionOf353()).toMatchObject({ points: 5, reason: 'NOT MET: [b], [d]' });
  });

  it('never lets a 3.5.3 partial case and a NOT MET [b] both count, when saved at once (D35)', async ({
    client,
  }) => {
    await toLevel(client.browser, 2);
    for (let round = 0; round < 4; round++) {
      for (const letter of ['a', 'b', 'c', 'd']) await save(client.browser, `IA.L2-3.5.3[${letter}]`, { finding: 'met' });
      const [partialSave, bSave] = await Promise.all([
        save(client.browser, 'IA.L2-3.5.3[d]', { finding: 'not_met', partial: 'remote_and_privileged_only' }),
        save(client.browser, 'IA.L2-3.5.3[b]', { finding: 'not_met' }),
      ]);
      expect(bSave.status).toBe(200);
      // The case is saved only when it came first (then [b] MET); after [b] NOT MET it is refused.
      expect([200, 409]).toContain(partialSave.status);
      if (partialSave.status === 409) expect(partialSave.json.code).toBe('partial_not_applicable');
      const deduction = (await score(client.browser)).deductions.find(
        (one: { requirementId: string }) => one.requirementId === 'IA.L2-3.5.3',
      );
      expect(deduction.points).toBe(5);
    }
  });

  it('asks for the policy before remote access, wireless or mobile devices are N/A', async ({ client }) => {
    await toLevel(client.browser, 2);
    const without = await save(client.browser, 'AC.L2-3.1.12[a]', {
      finding: 'not_applicable',
      justification: 'No remote access.',
    });
    expect(without.status).toBe(400);
    expect(without.json.errors.capabilityOff).toMatch(/policy and procedure keep it from being enabled/);
    const withPolicy = await save(client.browser, 'AC.L2-3.1.12[a]', {
      finding: 'not_applicable',
      justification: 'No remote access.',
      capabilityOff: true,
    });
    expect(withPolicy.status).toBe(200);
    expect(withPolicy.json.capabilityOff).toBe(true);
    const elsewhere = await save(client.browser, 'AC.L2-3.1.3[a]', {
      finding: 'not_applicable',
      justification: 'x',
      capabilityOff: true,
    });
    expect(elsewhere.status).toBe(400);
  });

  it('records an enduring exception or a temporary deficiency with its description, at Level 2 only', async ({
    client,
  }) => {
    const atLevel1 = await save(client.browser, 'AC.L1-3.1.1[a]', {
      finding: 'not_met',
      basis: 'enduring_exception',
      basisDescription: 'x',
    });
    expect(atLevel1.status).toBe(400);
    await toLevel(client.browser, 2);
    const noDescription = await save(client.browser, 'SC.L2-3.13.11[a]', {
      finding: 'not_met',
      basis: 'temporary_deficiency',
    });
    expect(noDescription.status).toBe(400);
    // Neither basis without what the plan or the POA&M must hold (D35; tests/api/ssp-gate.test.ts).
    const withoutPlan = await save(client.browser, 'SC.L2-3.13.11[a]', {
      finding: 'not_met',
      basis: 'temporary_deficiency',
      basisDescription:
        'One legacy CNC controller uses non-FIPS TLS; replacement ordered, plan of action POA-7.',
    });
    expect(withoutPlan.json.code).toBe('deficiency_without_plan');
    await client.browser.call(routes.saveScope, {
      body: {
        enduringExceptions: [
          {
            requirementId: 'SC.L2-3.13.11',
            description: 'One legacy CNC controller cannot run FIPS-validated TLS.',
            mitigations: 'It sits on its own network segment with no route to the office network.',
          },
        ],
      },
    });
    const saved = await save(client.browser, 'SC.L2-3.13.11[a]', {
      finding: 'not_met',
      basis: 'enduring_exception',
      basisDescription: 'The CNC controller, as the plan lists it.',
    });
    expect(saved.status).toBe(200);
    // The requirement counts as MET by rule (170.24(b)(1)).
    expect(saved.json.practice.result).toBe('met');
  });
});

describe('the SPRS score and the POA&M (D30, D31)', () => {
  it('is 409 level_1 at Level 1, where a POA&M item is refused', async ({ client }) => {
    const refused = await client.browser.call(routes.sprsScore);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('level_1');
    const poam = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
    });
    expect(poam.status).toBe(409);
    expect(poam.json.message).toContain('32 CFR 170.21(a)(1)');
    expect((await client.browser.call(routes.poam)).json).toMatchObject({ items: [], eligible: false });
  });

  it('scores, takes a plan for any gap, and says which items support a Conditional status', async ({
    client,
  }) => {
    await toLevel(client.browser, 2);
    // Nothing assessed: no SSP (3.12.4 not assessed), no score; all 109 others deducted, 313 points.
    const empty = await score(client.browser);
    expect(empty).toMatchObject({ scorable: false, score: null, status: 'none' });
    expect(empty.unscorableReason).toMatch(/no system security plan/);
    expect(empty.deductions.reduce((sum: number, d: { points: number }) => sum + d.points, 0)).toBe(313);

    await meetEverything(client.browser);
    // 110 - 0 = 110: it would be Final, not affirmed yet.
    expect(await score(client.browser)).toMatchObject({
      scorable: true,
      score: 110,
      status: 'none',
      wouldBe: 'final',
      deductions: [],
    });

    // 3.1.5 (3 points) NOT MET: 110 - 3 = 107; its item is kept (170.24(c)(2)(i)(B)(6)) but cannot
    // support a Conditional status (170.21(a)(2)(ii)).
    await save(client.browser, 'AC.L2-3.1.5[a]', { finding: 'not_met' });
    const threePoints = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.5', plannedCompletion: '2027-01-31' },
    });
    expect(threePoints.status).toBe(201);
    expect(threePoints.json).toMatchObject({ points: 3, conditionalEligible: false });
    expect(threePoints.json.ineligibleReason).toContain('32 CFR 170.21(a)(2)(ii)');
    expect(
      (await client.browser.call(routes.deletePoamItem, { params: { id: threePoints.json.id } })).status,
    ).toBe(204);
    await save(client.browser, 'AC.L2-3.1.5[a]', { finding: 'met' });

    // 3.1.20 (1 point) is never on a POA&M for a Conditional status: (a)(2)(iii).
    await save(client.browser, 'AC.L2-3.1.20[a]', { finding: 'not_met' });
    const never = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.20', plannedCompletion: '2027-01-31' },
    });
    expect(never.status).toBe(201);
    expect(never.json.ineligibleReason).toContain('32 CFR 170.21(a)(2)(iii)');
    expect((await client.browser.call(routes.deletePoamItem, { params: { id: never.json.id } })).status).toBe(
      204,
    );
    await save(client.browser, 'AC.L2-3.1.20[a]', { finding: 'met' });

    // 3.13.11 not FIPS-validated: 110 - 3 = 107, and deferrable at 3 points.
    await save(client.browser, 'SC.L2-3.13.11[a]', { finding: 'not_met', partial: 'not_fips_validated' });
    // 3.1.3 (1 point) NOT MET: 107 - 1 = 106.
    await save(client.browser, 'AC.L2-3.1.3[b]', { finding: 'not_met' });
    const conditionalBefore = await score(client.browser);
    expect(conditionalBefore).toMatchObject({ score: 106, status: 'none', wouldBe: 'none' });
    expect(conditionalBefore.deductions).toEqual([
      { requirementId: 'AC.L2-3.1.3', points: 1, reason: 'NOT MET: [b]' },
      expect.objectContaining({ requirementId: 'SC.L2-3.13.11', points: 3 }),
    ]);

    const item = await client.browser.call(routes.createPoamItem, {
      body: {
        requirementId: 'AC.L2-3.1.3',
        plannedCompletion: '2027-01-31',
        milestones: [{ text: 'Firewall rule set reviewed', due: '2026-12-15' }],
      },
    });
    expect(item.status).toBe(201);
    expect(item.json).toMatchObject({
      requirementId: 'AC.L2-3.1.3',
      points: 1,
      closedAt: null,
      conditionalEligible: true,
      ineligibleReason: null,
    });
    expect(item.json.weakness).toContain('NOT MET: [b]');
    const twice = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
    });
    expect(twice.status).toBe(409);

    // 3.13.11 is the one 3-point item allowed.
    const fips = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'SC.L2-3.13.11', plannedCompletion: '2027-02-28' },
    });
    expect(fips.status).toBe(201);
    const poam = (await client.browser.call(routes.poam)).json;
    expect(poam).toMatchObject({ eligible: true, reasons: [] });
    expect(poam.items).toHaveLength(2);
    // The POA&M still deducts: 106; it would be Conditional, and nothing is affirmed yet.
    expect(await score(client.browser)).toMatchObject({
      score: 106,
      status: 'none',
      wouldBe: 'conditional',
      poamCloseBy: null,
    });

    const patched = await client.browser.call(routes.updatePoamItem, {
      params: { id: item.json.id },
      body: { plannedCompletion: '2027-03-31' },
    });
    expect(patched.json.plannedCompletion).toBe('2027-03-31');

    // A closeout follows an affirmed Conditional status only (tests/api/poam-closeout.test.ts).
    const early = await client.browser.call(routes.poamCloseout, {
      body: { closedAt: '2026-11-20', sprsEnteredAt: '2026-11-20' },
    });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('no_conditional_status');
  }, 180_000);
});

describe('the Level 2 affirmation and the SPRS sheet (D31, 170.16(a)(1)(i), 170.22)', () => {
  const { holdsCui: _l1Only, ...scope } = SCOPE;
  const official = {
    officialTitle: 'Owner',
    officialPhone: '+1 (555) 010-2000',
    statementAccepted: true as const,
    acknowledgeMissingEvidence: true,
  };

  it('is refused without a status, and names what stands in the way', async ({ client }) => {
    await toLevel(client.browser, 2);
    await client.browser.call(routes.saveScope, { body: scope });
    const check = (await client.browser.call(routes.affirmationCheck)).json;
    expect(check.ready).toBe(false);
    expect(check.blockers[0]).toMatchObject({ code: 'no_status', controlId: 'CA.L2-3.12.4' });
    expect(check.blockers.filter((b: { code: string }) => b.code === 'not_met')).toHaveLength(110);
    expect(check.blockers.some((b: { code: string }) => b.code === 'holds_cui')).toBe(false);
  });

  it('affirms Final, with the six SPRS fields and the employee count', async ({ client }) => {
    await toLevel(client.browser, 2);
    await client.browser.call(routes.saveScope, { body: { ...scope, employeeCount: 42 } });
    await meetEverything(client.browser);
    const affirmed = await client.browser.call(routes.affirm, { body: official });
    expect(affirmed.status).toBe(200);
    expect(affirmed.json.snapshot.level2).toMatchObject({ score: 110, status: 'final', poam: [] });
    expect(affirmed.json.affirmation.statement).toContain('Final Level 2 (Self)');
    const sheet = (await client.browser.call(routes.sprs)).json;
    expect(sheet).toMatchObject({
      cmmcLevel: 'Level 2 (Self)',
      cmmcStatusDate: null,
      cageCodes: ['1ABC2', '9Z9Z9'],
      overallScore: '110 out of 110',
      poamUsage: 'No POA&M: every requirement MET',
      complianceResult: 'Final Level 2 (Self)',
      // SPRS asks it beside the six fields (D35), as the affirmed scope states it.
      employeeCount: 42,
    });
    expect(sheet.requirements).toHaveLength(110);
    expect(sheet.requirements[0]).toMatchObject({ id: 'AC.L2-3.1.1', farReference: null });
    // Another affirmation is due only a year on.
    const again = await client.browser.call(routes.affirm, { body: official });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/No affirmation is due yet/);
  });

  it('affirms Conditional, reopens only the POA&M requirements, and is affirmed again after the closeout', async ({
    client,
  }) => {
    await toLevel(client.browser, 2);
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    await save(client.browser, 'AC.L2-3.1.3[b]', { finding: 'not_met' });
    await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
    });
    const affirmed = await client.browser.call(routes.affirm, { body: official });
    expect(affirmed.status).toBe(200);
    // 110 - 1 = 109, Conditional.
    expect(affirmed.json.snapshot.level2).toMatchObject({ score: 109, status: 'conditional' });
    expect(affirmed.json.affirmation.statement).toContain('Conditional Level 2 (Self)');

    const today = new Date().toISOString().slice(0, 10);
    await client.browser.call(routes.recordSprsEntry, {
      body: { cmmcUid: 'L2SELF-0001', submittedAt: today },
    });
    const conditional = await score(client.browser);
    expect(conditional).toMatchObject({
      status: 'conditional',
      statusDate: today,
      poamCloseBy: addDays(today, 180),
    });
    const sheet = (await client.browser.call(routes.sprs)).json;
    expect(sheet.poamUsage).toContain(`by ${addDays(today, 180)}`);
    expect(sheet).toMatchObject({
      overallScore: '109 out of 110',
      complianceResult: 'Conditional Level 2 (Self)',
    });

    // Only the POA&M's requirement may be re-assessed on the affirmed cycle.
    expect((await save(client.browser, 'AC.L2-3.1.1[a]', { finding: 'met' })).status).toBe(409);
    expect((await save(client.browser, 'AC.L2-3.1.3[b]', { finding: 'met' })).status).toBe(200);
    // The next affirmation follows the closeout.
    expect((await client.browser.call(routes.affirm, { body: official })).status).toBe(409);
    // Every finding MET: still Conditional until the closeout (D35).
    expect(await score(client.browser)).toMatchObject({ status: 'conditional', wouldBe: 'final' });
    const closed = await client.browser.call(routes.poamCloseout, {
      body: { closedAt: today, sprsEnteredAt: today },
    });
    expect(closed.json).toMatchObject({ status: 'final', statusDate: today, poamClosedOutAt: today });
    const after = await client.browser.call(routes.affirm, { body: official });
    expect(after.status).toBe(200);
    expect(after.json.laterAffirmations).toHaveLength(1);
    expect(after.json.laterAffirmations[0]).toMatchObject({ kind: 'closeout' });
    // The status date stays the Conditional one (170.4); the sheet now reads Final.
    expect((await client.browser.call(routes.sprs)).json).toMatchObject({
      cmmcStatusDate: today,
      complianceResult: 'Final Level 2 (Self)',
      overallScore: '110 out of 110',
      poamUsage: `POA&M closed out on ${today} (AC.L2-3.1.3), entered in SPRS on ${today}`,
    });
  });
});

describe("staff read a Level 2 client's score", () => {
  it('answers the auditor what the client reads, and 409 level_1 for a Level 1 client', async ({
    app,
    client,
  }) => {
    const auditor = await createStaff(app, 'auditor');
    const organization = (await client.browser.call(routes.organization)).json;
    const atLevel1 = await auditor.call(routes.clientSprsScore, { params: { clientId: organization.id } });
    expect(atLevel1.status).toBe(409);
    expect(atLevel1.json.code).toBe('level_1');
    await toLevel(client.browser, 2);
    await save(client.browser, 'AC.L2-3.1.3[a]', { finding: 'not_met' });
    const own = await score(client.browser);
    const staff = await auditor.call(routes.clientSprsScore, { params: { clientId: organization.id } });
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual(own);
    expect(
      (await client.browser.call(routes.clientSprsScore, { params: { clientId: organization.id } })).status,
    ).toBe(403);
  });
});
