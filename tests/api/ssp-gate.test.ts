import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';

/*
 * Issue 39 items 1 and 2 (D35) through the API: 3.12.4 against the plan (the 409 of a MET on a
 * part the plan lacks, the score reading the plan again, the affirmation refused), the enduring
 * exceptions and temporary deficiencies against the plan and the POA&M, and a MET on 3.12.4
 * racing an edit that empties its part. The arithmetic is in the comments.
 */

const { holdsCui: _level1Only, ...scope } = SCOPE;

async function toLevel2(browser: HttpClient) {
  expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
}

function save(browser: HttpClient, objectiveId: string, body: Record<string, unknown>) {
  return browser.call(routes.saveFinding, { params: { objectiveId }, body: body as never });
}

async function score(browser: HttpClient) {
  const response = await browser.call(routes.sprsScore);
  expect(response.status).toBe(200);
  return response.json;
}

const EXCEPTION = {
  requirementId: 'AC.L2-3.1.3',
  description: 'The shop-floor CNC controllers pass drawings over the plant network unfiltered.',
  mitigations: 'The plant network has no route to the internet; its switch ports are locked.',
};

describe('3.12.4 against the plan (NIST SP 800-171A 3.12.4[b]-[h])', () => {
  it('refuses a MET on each part the plan lacks, by name, and takes it once the part is there', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    for (const part of ['b', 'c', 'e', 'f', 'g', 'h']) {
      const refused = await save(client.browser, `CA.L2-3.12.4[${part}]`, { finding: 'met' });
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'ssp_part_missing', part });
      expect(refused.json.message).toContain(`3.12.4[${part}] cannot be MET`);
    }
    // [a] (the plan is developed) and [d] (no N/A without a justification) are not refused here.
    expect((await save(client.browser, 'CA.L2-3.12.4[a]', { finding: 'met' })).status).toBe(200);
    expect((await save(client.browser, 'CA.L2-3.12.4[d]', { finding: 'met' })).status).toBe(200);
    // NOT MET is always taken.
    expect((await save(client.browser, 'CA.L2-3.12.4[b]', { finding: 'not_met' })).status).toBe(200);
    await client.browser.call(routes.saveScope, { body: { boundary: 'The office network and the tenant.' } });
    expect((await save(client.browser, 'CA.L2-3.12.4[b]', { finding: 'met' })).status).toBe(200);
  });

  it('all MET with an empty plan gives no score and no affirmation; the score reads the plan again', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    // A complete plan: 110 - 0 = 110.
    expect(await score(client.browser)).toMatchObject({ scorable: true, score: 110, sspMissing: [] });

    // The boundary and the frequency emptied afterwards: 3.12.4 NOT MET, no score.
    await client.browser.call(routes.saveScope, { body: { boundary: '', sspReviewMonths: null } });
    const incomplete = await score(client.browser);
    expect(incomplete).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'ssp_incomplete',
      sspMissing: ['b', 'g', 'h'],
    });
    expect(incomplete.unscorableReason).toContain('[b] the system boundary');
    const check = (await client.browser.call(routes.affirmationCheck)).json;
    expect(check.ready).toBe(false);
    expect(check.blockers[0]).toMatchObject({ code: 'no_status', controlId: 'CA.L2-3.12.4' });
    expect(check.blockers[0].message).toContain('[g] how often the plan is updated');
    const refused = await client.browser.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('affirmation_blocked');

    // 3.12.4 NOT MET by its own finding: no_ssp, the parts still listed.
    await save(client.browser, 'CA.L2-3.12.4[a]', { finding: 'not_met' });
    expect(await score(client.browser)).toMatchObject({
      unscorableCode: 'no_ssp',
      sspMissing: ['b', 'g', 'h'],
    });
  });
});

describe('enduring exceptions and temporary deficiencies (32 CFR 170.24(b)(1)(i)-(ii))', () => {
  it('takes an exception only for a listed requirement, never on 3.12.4, and deducts again once unlisted', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    const exception = {
      finding: 'not_met',
      basis: 'enduring_exception',
      basisDescription: 'As the plan lists it.',
    };
    const unlisted = await save(client.browser, 'AC.L2-3.1.3[a]', exception);
    expect(unlisted.status).toBe(409);
    expect(unlisted.json.code).toBe('exception_not_in_ssp');
    const onSsp = await save(client.browser, 'CA.L2-3.12.4[a]', exception);
    expect(onSsp.status).toBe(409);
    expect(onSsp.json.code).toBe('basis_on_ssp');
    const inPlan = await client.browser.call(routes.saveScope, {
      body: { enduringExceptions: [{ ...EXCEPTION, requirementId: 'CA.L2-3.12.4' }] },
    });
    expect(inPlan.status).toBe(400);

    const listed = await client.browser.call(routes.saveScope, { body: { enduringExceptions: [EXCEPTION] } });
    expect(listed.status).toBe(200);
    expect(listed.json.scope.enduringExceptions).toEqual([EXCEPTION]);
    expect((await save(client.browser, 'AC.L2-3.1.3[a]', exception)).status).toBe(200);
    // The exception counts as MET: 110 - 0 = 110.
    expect(await score(client.browser)).toMatchObject({ score: 110, deductions: [] });
    // Taken off the plan: 3.1.3 NOT MET again, worth 1: 110 - 1 = 109.
    await client.browser.call(routes.saveScope, { body: { enduringExceptions: [] } });
    const unlistedLater = await score(client.browser);
    expect(unlistedLater).toMatchObject({ scorable: true, score: 109 });
    expect(unlistedLater.deductions).toEqual([
      { requirementId: 'AC.L2-3.1.3', points: 1, reason: 'NOT MET: [a]' },
    ]);
  });

  it('takes a deficiency only on a POA&M item of its requirement with a milestone, arisen after implementation', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    const deficiency = {
      finding: 'not_met',
      basis: 'temporary_deficiency',
      basisDescription: 'A firewall rule was widened during a move; the plan of action narrows it.',
    };
    const bare = await save(client.browser, 'AC.L2-3.1.3[b]', deficiency);
    expect(bare.status).toBe(409);
    expect(bare.json.code).toBe('deficiency_without_plan');
    // 3.1.3 NOT MET (1 point): its POA&M item, without a milestone yet.
    await save(client.browser, 'AC.L2-3.1.3[b]', { finding: 'not_met' });
    const item = await client.browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
    });
    expect(item.status).toBe(201);
    const withItem = {
      ...deficiency,
      planOfActionItemId: item.json.id,
      arisenOn: '2026-10-01',
      implementedBefore: true,
    };
    const noMilestone = await save(client.browser, 'AC.L2-3.1.3[b]', withItem);
    expect(noMilestone.json).toMatchObject({ code: 'deficiency_without_plan' });
    expect(noMilestone.json.message).toContain('at least one milestone');
    // Each refusal names the field that lacks it, for the form to show it there.
    expect(Object.keys(noMilestone.json.errors)).toEqual(['planOfActionItemId']);
    await client.browser.call(routes.updatePoamItem, {
      params: { id: item.json.id },
      body: { milestones: [{ text: 'Rule set reviewed and narrowed', due: '2026-12-15' }] },
    });
    const notBefore = await save(client.browser, 'AC.L2-3.1.3[b]', { ...withItem, implementedBefore: false });
    expect(notBefore.json.message).toContain('implemented before');
    expect(notBefore.json.errors.implementedBefore).toBe(notBefore.json.message);
    expect((await save(client.browser, 'AC.L2-3.1.3[b]', withItem)).status).toBe(200);
    // The deficiency counts as MET: 110 - 0 = 110.
    expect(await score(client.browser)).toMatchObject({ score: 110, deductions: [] });
    // The item deleted: the link goes, 3.1.3 NOT MET again: 110 - 1 = 109.
    expect((await client.browser.call(routes.deletePoamItem, { params: { id: item.json.id } })).status).toBe(
      204,
    );
    expect(await score(client.browser)).toMatchObject({ score: 109 });
  });
});

describe('a MET on 3.12.4[b] racing an edit that empties the boundary', () => {
  it('never ends with the boundary missing and a score', async ({ client }) => {
    await toLevel2(client.browser);
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    for (let round = 0; round < 6; round++) {
      await client.browser.call(routes.saveScope, { body: { boundary: 'The office network.' } });
      await save(client.browser, 'CA.L2-3.12.4[b]', { finding: 'not_met' });
      const [edit, met] = await Promise.all([
        client.browser.call(routes.saveScope, { body: { boundary: '' } }),
        save(client.browser, 'CA.L2-3.12.4[b]', { finding: 'met' }),
      ]);
      expect(edit.status).toBe(200);
      // The MET is taken when it came first, refused when the edit did; never a 500.
      expect([200, 409]).toContain(met.status);
      if (met.status === 409) expect(met.json).toMatchObject({ code: 'ssp_part_missing', part: 'b' });
      const after = await score(client.browser);
      expect(after).toMatchObject({ scorable: false, score: null, sspMissing: ['b'] });
      expect(after.unscorableCode).toBe(met.status === 200 ? 'ssp_incomplete' : 'no_ssp');
    }
  });
});
