import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { meetEverything, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';

/*
 * The Level 2 writes under real concurrent requests (issue 26, D33's one lock per organization):
 * a double click on "Add item", two changes of level at once, and a POA&M item racing the
 * affirmation that freezes the cycle.
 */

async function toLevel2(browser: HttpClient) {
  expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
}

const addItem = (browser: HttpClient) =>
  browser.call(routes.createPoamItem, {
    body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
  });

describe('Level 2 writes sent at the same time', () => {
  it('a double click on "Add item" makes one POA&M item and one clear 409, never a 500', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    await meetEverything(client.browser);
    await client.browser.call(routes.saveFinding, {
      params: { objectiveId: 'AC.L2-3.1.3[b]' },
      body: { finding: 'not_met' },
    });
    const answers = await Promise.all([addItem(client.browser), addItem(client.browser)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.message).toContain('on the POA&M already');
    expect((await client.browser.call(routes.poam)).json.items).toHaveLength(1);
  });

  it('two changes of level at once leave the organization and its open cycle at the same level', async ({
    client,
  }) => {
    const answers = await Promise.all(
      [2, 1, 2, 1, 2].map((targetLevel) =>
        client.browser.call(routes.updateOrganization, { body: { targetLevel: targetLevel as 1 | 2 } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const organization = (await client.browser.call(routes.organization)).json;
    const current = (await client.browser.call(routes.currentCycle)).json;
    expect(current.cycle.level).toBe(organization.targetLevel);
    expect(current.cycle.number).toBe(1);
  });

  it('a POA&M item racing the affirmation is either in the frozen snapshot or refused', async ({
    client,
  }) => {
    await toLevel2(client.browser);
    const { holdsCui: _levelOneOnly, ...scope } = SCOPE;
    await client.browser.call(routes.saveScope, { body: scope });
    await meetEverything(client.browser);
    await client.browser.call(routes.saveFinding, {
      params: { objectiveId: 'AC.L2-3.1.3[b]' },
      body: { finding: 'not_met' },
    });
    const [affirmed, item] = await Promise.all([
      client.browser.call(routes.affirm, {
        body: {
          officialTitle: 'Owner',
          officialPhone: '+1 (555) 010-2000',
          statementAccepted: true,
          acknowledgeMissingEvidence: true,
        },
      }),
      addItem(client.browser),
    ]);
    // Both take the cycle lock, in one order or the other; the item is created either way (the
    // cycle is open until an affirmation succeeds, and that needs the item).
    expect(item.status).toBe(201);
    if (affirmed.status === 200) {
      // The item came first: the affirmation saw it and froze a Conditional result with it.
      expect(affirmed.json.snapshot.level2).toMatchObject({ status: 'conditional', score: 109 });
      expect(affirmed.json.snapshot.level2.poam).toHaveLength(1);
    } else {
      // The affirmation came first: 3.1.3 NOT MET and not yet on the POA&M gives no status.
      expect(affirmed.status).toBe(409);
      expect(affirmed.json.code).toBe('affirmation_blocked');
      expect((await client.browser.call(routes.currentCycle)).json.cycle.status).toBe('open');
    }
  });
});
