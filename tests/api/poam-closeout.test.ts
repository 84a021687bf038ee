import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { addDays } from '../../src/contract/poam';
import { age } from '../support/age-cycle';
import { meetEverything, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/*
 * Issue 39 items 3, 4 and 6 (D35): a plan of action for every NOT MET requirement (32 CFR
 * 170.24(c)(2)(i)(B)(6)), each item saying whether it supports a Conditional status (170.21(a)(2));
 * the status affirmed and recorded beside what the findings would support; the closeout as the
 * only way from Conditional to Final (170.21(b), 170.16(a)(1)(ii)(B)), within its 180 days.
 */

const { holdsCui: _levelOneOnly, ...LEVEL2_SCOPE } = SCOPE;
const OFFICIAL = {
  officialTitle: 'Owner',
  officialPhone: '+1 (555) 010-2000',
  statementAccepted: true as const,
  acknowledgeMissingEvidence: true,
};
const today = () => new Date().toISOString().slice(0, 10);

const save = (browser: HttpClient, objectiveId: string, body: Record<string, unknown>) =>
  browser.call(routes.saveFinding, { params: { objectiveId }, body: body as never });
const addItem = (browser: HttpClient, requirementId: string) =>
  browser.call(routes.createPoamItem, { body: { requirementId, plannedCompletion: '2027-01-31' } });
const closeOut = (browser: HttpClient, closedAt: string, sprsEnteredAt = closedAt) =>
  browser.call(routes.poamCloseout, { body: { closedAt, sprsEnteredAt } });

async function score(browser: HttpClient) {
  const answer = await browser.call(routes.sprsScore);
  expect(answer.status).toBe(200);
  return answer.json;
}

/** A Level 2 client with every objective MET and its scope complete, cycle open. */
async function level2Client(browser: HttpClient) {
  const { user } = await registerClient(browser);
  expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
  expect((await browser.call(routes.saveScope, { body: LEVEL2_SCOPE })).status).toBe(200);
  await meetEverything(browser);
  return user.id as string;
}

/**
 * A client affirmed on a Conditional status today: 3.1.3 (1 point) NOT MET on the POA&M,
 * 110 - 1 = 109. Its 180 days run from today until the SPRS entry is recorded.
 */
async function conditionalClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const organizationId = await level2Client(browser);
  expect((await save(browser, 'AC.L2-3.1.3[b]', { finding: 'not_met' })).status).toBe(200);
  const item = await addItem(browser, 'AC.L2-3.1.3');
  expect(item.status).toBe(201);
  const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
  expect(affirmed.status).toBe(200);
  expect(affirmed.json.snapshot.level2).toMatchObject({ score: 109, status: 'conditional' });
  return { browser, organizationId, itemId: item.json.id as string };
}

describe('a plan of action for every gap (170.24(c)(2)(i)(B)(6))', () => {
  it('takes an item for any NOT MET requirement, and says which support a Conditional status', async ({
    client,
  }) => {
    const browser = client.browser;
    expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
    expect((await browser.call(routes.saveScope, { body: LEVEL2_SCOPE })).status).toBe(200);
    await meetEverything(browser);
    // 3.1.1 (5 points) NOT MET: 110 - 5 = 105, with no plan of action yet.
    await save(browser, 'AC.L2-3.1.1[a]', { finding: 'not_met' });
    const check = (await browser.call(routes.affirmationCheck)).json;
    expect(check.ready).toBe(false);
    expect(check.blockers).toContainEqual(
      expect.objectContaining({ code: 'no_plan_of_action', requirementId: 'AC.L2-3.1.1' }),
    );
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).json.code).toBe('affirmation_blocked');

    // The item is accepted (today's 409 is gone) and says it cannot support a Conditional status.
    const five = await addItem(browser, 'AC.L2-3.1.1');
    expect(five.status).toBe(201);
    expect(five.json).toMatchObject({ requirementId: 'AC.L2-3.1.1', points: 5, conditionalEligible: false });
    expect(five.json.ineligibleReason).toContain('3.1.1 is worth 5 points');
    expect(five.json.ineligibleReason).toContain('32 CFR 170.21(a)(2)(ii)');
    // 105 >= 88, but a 5-point item: no Conditional status, and none recorded.
    expect(await score(browser)).toMatchObject({ score: 105, status: 'none', wouldBe: 'none' });
    const refused = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(409);
    const codes = refused.json.blockers.map((blocker: { code: string }) => blocker.code);
    expect(codes).not.toContain('no_plan_of_action');
    expect(refused.json.blockers).toContainEqual(
      expect.objectContaining({ code: 'not_met', requirementId: 'AC.L2-3.1.1' }),
    );
    expect(JSON.stringify(refused.json.blockers)).toContain('No CMMC Status');
    const poam = (await browser.call(routes.poam)).json;
    expect(poam.eligible).toBe(false);
    expect(poam.reasons.join(' ')).toContain('AC.L2-3.1.1: 3.1.1 is worth 5 points');

    // 3.1.20 (1 point, never on a POA&M for Conditional) and 3.5.3 in its 3-point case.
    await save(browser, 'AC.L2-3.1.20[a]', { finding: 'not_met' });
    const never = await addItem(browser, 'AC.L2-3.1.20');
    expect(never.status).toBe(201);
    expect(never.json.conditionalEligible).toBe(false);
    expect(never.json.ineligibleReason).toContain('32 CFR 170.21(a)(2)(iii)');
    await save(browser, 'IA.L2-3.5.3[d]', { finding: 'not_met', partial: 'remote_and_privileged_only' });
    const mfa = await addItem(browser, 'IA.L2-3.5.3');
    expect(mfa.status).toBe(201);
    expect(mfa.json).toMatchObject({ points: 3, conditionalEligible: false });
    expect(mfa.json.ineligibleReason).toContain('3.5.3 is worth 3 points in its partial case');
    expect(mfa.json.ineligibleReason).not.toContain('worth 5');

    // A requirement MET is still refused: a plan of action is for a NOT MET one.
    const met = await addItem(browser, 'AC.L2-3.1.2');
    expect(met.status).toBe(409);
    expect(met.json.message).toContain('170.24(c)(2)(i)(B)(6)');
  });

  it('a score below 88: the item is kept and says how many points are missing', async ({ client }) => {
    const browser = client.browser;
    expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
    await meetEverything(browser);
    // Five 5-point requirements and 3.1.3 NOT MET: 110 - 25 - 1 = 84, 4 short of 88.
    for (const id of [
      'AC.L2-3.1.1[a]',
      'AC.L2-3.1.2[a]',
      'AC.L2-3.1.12[a]',
      'AC.L2-3.1.13[a]',
      'AC.L2-3.1.16[a]',
    ])
      await save(browser, id, { finding: 'not_met' });
    await save(browser, 'AC.L2-3.1.3[a]', { finding: 'not_met' });
    const item = await addItem(browser, 'AC.L2-3.1.3');
    expect(item.status).toBe(201);
    expect(item.json.conditionalEligible).toBe(false);
    expect(item.json.ineligibleReason).toContain('the score is 84: 4 more points are needed');
    expect(await score(browser)).toMatchObject({ score: 84, status: 'none', wouldBe: 'none' });
  });
});

describe('the status recorded, what it would be, and the closeout (170.21(b), D35)', () => {
  it('says Final only once affirmed; before that it would be Final, not affirmed', async ({ client }) => {
    await level2Client(client.browser);
    expect(await score(client.browser)).toMatchObject({ score: 110, status: 'none', wouldBe: 'final' });
    expect((await client.browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    expect(await score(client.browser)).toMatchObject({ score: 110, status: 'final', wouldBe: 'final' });
    // No closeout without a Conditional status.
    const refused = await closeOut(client.browser, today());
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('no_conditional_status');
  });

  it('stays Conditional with every finding MET until the closeout, then is Final with the sheet of the closeout', async ({
    app,
  }) => {
    const { browser } = await conditionalClient(app);
    const day = today();
    expect(
      (await browser.call(routes.recordSprsEntry, { body: { cmmcUid: 'L2SELF-0039', submittedAt: day } }))
        .status,
    ).toBe(200);
    // The closeout is not yet possible: 3.1.3 is still NOT MET.
    const early = await closeOut(browser, day);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'poam_not_met' });
    expect(early.json.message).toContain('AC.L2-3.1.3');

    expect((await save(browser, 'AC.L2-3.1.3[b]', { finding: 'met' })).status).toBe(200);
    // Every finding MET: the findings would support Final, the recorded status stays Conditional.
    expect(await score(browser)).toMatchObject({
      score: 110,
      status: 'conditional',
      wouldBe: 'final',
      statusDate: day,
      poamCloseBy: addDays(day, 180),
      poamClosedOutAt: null,
    });
    expect((await browser.call(routes.poam)).json).toMatchObject({ eligible: true, reasons: [] });

    // Before the status date, in the future, or its SPRS entry before the closeout: 409 with the field.
    const before = await closeOut(browser, addDays(day, -1));
    expect(before.status).toBe(409);
    expect(before.json.code).toBe('closeout_before_status_date');
    expect(before.json.errors).toEqual({ closedAt: before.json.message });
    const future = await closeOut(browser, addDays(day, 2));
    expect(future.json.code).toBe('closeout_in_future');
    const entryFirst = await closeOut(browser, day, addDays(day, -1));
    expect(entryFirst.json.code).toBe('closeout_sprs_entry_window');
    expect(entryFirst.json.errors).toEqual({ sprsEnteredAt: entryFirst.json.message });
    // Malformed: 400.
    expect((await browser.put('/api/assessment/poam/closeout', { closedAt: day })).status).toBe(400);
    expect((await score(browser)).status).toBe('conditional');

    const closed = await closeOut(browser, day);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({
      status: 'final',
      wouldBe: 'final',
      statusDate: day,
      poamClosedOutAt: day,
      closeoutSprsEnteredAt: day,
    });
    expect((await closeOut(browser, day)).json.code).toBe('closeout_recorded');
    expect((await browser.call(routes.poam)).json).toMatchObject({
      eligible: false,
      reasons: [
        `The status is Final Level 2 (Self), since the POA&M closeout of ${day}: it needs no Conditional status.`,
      ],
    });
    const activity = JSON.stringify((await browser.call(routes.activity)).json);
    expect(activity).toContain(`Closed out the POA&M on ${day}, entered in SPRS on ${day} (AC.L2-3.1.3)`);

    // The sheet gives the closeout's results: 3.1.3 MET under Final, 110.
    const sheet = (await browser.call(routes.sprs)).json;
    expect(sheet).toMatchObject({
      complianceResult: 'Final Level 2 (Self)',
      overallScore: '110 out of 110',
      cmmcStatusDate: day,
      poamUsage: `POA&M closed out on ${day} (AC.L2-3.1.3), entered in SPRS on ${day}`,
    });
    expect(sheet.requirements.find((row: { id: string }) => row.id === 'AC.L2-3.1.3').result).toBe('met');
    expect(sheet.requirements.every((row: { result: string }) => row.result === 'met')).toBe(true);
  });

  it('counts 180 days: day 180 still closes out; day 181 is expired, with its reason', async ({ app }) => {
    // Affirmed 180 days ago, no SPRS entry: the 180 days run from the affirmation; today is day 180.
    const onDay180 = await conditionalClient(app);
    await age(app, onDay180.organizationId, 180);
    expect(await score(onDay180.browser)).toMatchObject({ status: 'conditional', poamCloseBy: today() });
    await save(onDay180.browser, 'AC.L2-3.1.3[b]', { finding: 'met' });
    const closed = await closeOut(onDay180.browser, today());
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe('final');

    // Affirmed 181 days ago: expired, even with every finding MET; no closeout brings it back.
    const onDay181 = await conditionalClient(app);
    await age(app, onDay181.organizationId, 181);
    await save(onDay181.browser, 'AC.L2-3.1.3[b]', { finding: 'met' });
    const closeBy = addDays(today(), -1);
    expect(await score(onDay181.browser)).toMatchObject({
      status: 'expired',
      wouldBe: 'final',
      poamCloseBy: closeBy,
    });
    const poam = (await onDay181.browser.call(routes.poam)).json;
    expect(poam.eligible).toBe(false);
    expect(poam.reasons).toEqual([expect.stringContaining(`The Conditional status expired on ${closeBy}`)]);
    const refused = await closeOut(onDay181.browser, closeBy);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('conditional_expired');
    expect((await score(onDay181.browser)).status).toBe('expired');
  }, 240_000);
});

describe('the closeout racing the writes it could meet (several rounds of real concurrent requests)', () => {
  const ROUNDS = 3;

  it('against a finding save on its requirement: never Final with the requirement NOT MET', async ({
    app,
  }) => {
    for (let round = 0; round < ROUNDS; round++) {
      const { browser } = await conditionalClient(app);
      await save(browser, 'AC.L2-3.1.3[b]', { finding: 'met' });
      const [closed, saved] = await Promise.all([
        closeOut(browser, today()),
        save(browser, 'AC.L2-3.1.3[b]', { finding: 'not_met' }),
      ]);
      const after = await score(browser);
      if (closed.status === 200) {
        // The closeout came first: the requirement is closed out and frozen MET.
        expect(saved.status).toBe(409);
        expect(after).toMatchObject({ status: 'final', score: 110 });
      } else {
        // The save came first: 3.1.3 is NOT MET again and the closeout says so.
        expect(saved.status).toBe(200);
        expect(closed.status).toBe(409);
        expect(closed.json.code).toBe('poam_not_met');
        expect(after).toMatchObject({ status: 'conditional', score: 109, poamClosedOutAt: null });
      }
    }
  }, 240_000);

  it('against an edit of the item: the plan is changed before, or refused after', async ({ app }) => {
    for (let round = 0; round < ROUNDS; round++) {
      const { browser, itemId } = await conditionalClient(app);
      await save(browser, 'AC.L2-3.1.3[b]', { finding: 'met' });
      const [closed, edited] = await Promise.all([
        closeOut(browser, today()),
        browser.call(routes.updatePoamItem, {
          params: { id: itemId },
          body: { plannedCompletion: '2027-03-31' },
        }),
      ]);
      expect(closed.status).toBe(200);
      const item = (await browser.call(routes.poam)).json.items[0];
      expect(item.closedAt).toBe(today());
      if (edited.status === 200) expect(item.plannedCompletion).toBe('2027-03-31');
      else {
        expect(edited.status).toBe(409);
        expect(edited.json.message).toContain('closed out');
        expect(item.plannedCompletion).toBe('2027-01-31');
      }
    }
  }, 240_000);

  it('against the switch to Level 1: closed out at Level 2 first, or refused as level_changed', async ({
    app,
  }) => {
    for (let round = 0; round < ROUNDS; round++) {
      const { browser } = await conditionalClient(app);
      await save(browser, 'AC.L2-3.1.3[b]', { finding: 'met' });
      const [closed, switched] = await Promise.all([
        closeOut(browser, today()),
        browser.call(routes.updateOrganization, { body: { targetLevel: 1 } }),
      ]);
      expect(switched.status).toBe(200);
      expect([200, 409]).toContain(closed.status);
      if (closed.status === 409) expect(closed.json.code).toBe('level_changed');
      expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
      expect((await score(browser)).status).toBe(closed.status === 200 ? 'final' : 'conditional');
    }
  }, 240_000);
});
