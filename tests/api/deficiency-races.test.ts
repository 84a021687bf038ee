import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { meetEverything, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';

/*
 * A temporary deficiency names its POA&M item (D35, 32 CFR 170.24(b)(1)(ii)): the finding's save
 * sent at the same time as the item's removal or as the removal of its last milestone never answers
 * a 500 and never leaves a deficiency counted as MET without the plan of action it needs. 3.1.3 is
 * worth 1 point (DoD Assessment Methodology Annex A): counted MET the score is 110, NOT MET 109.
 */

const { holdsCui: _level1Only, ...scope } = SCOPE;
const MILESTONE = { text: 'Rule set reviewed and narrowed', due: '2026-12-15' };

async function prepare(browser: HttpClient) {
  expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
  await browser.call(routes.saveScope, { body: scope });
  await meetEverything(browser);
}

function saveDeficiency(browser: HttpClient, planOfActionItemId: string) {
  return browser.call(routes.saveFinding, {
    params: { objectiveId: 'AC.L2-3.1.3[b]' },
    body: {
      finding: 'not_met',
      basis: 'temporary_deficiency',
      basisDescription: 'A firewall rule was widened during a move; the plan of action narrows it.',
      planOfActionItemId,
      arisenOn: '2026-10-01',
      implementedBefore: true,
    } as never,
  });
}

async function newItem(browser: HttpClient): Promise<string> {
  await browser.call(routes.saveFinding, {
    params: { objectiveId: 'AC.L2-3.1.3[b]' },
    body: { finding: 'not_met' } as never,
  });
  const item = await browser.call(routes.createPoamItem, {
    body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31', milestones: [MILESTONE] } as never,
  });
  expect(item.status).toBe(201);
  return item.json.id as string;
}

async function scoreOf(browser: HttpClient): Promise<number> {
  const response = await browser.call(routes.sprsScore);
  expect(response.status).toBe(200);
  return response.json.score as number;
}

describe('a temporary deficiency racing the plan of action it names', () => {
  it('racing the removal of its POA&M item: a clear answer, and 109 once the item is gone', async ({ client }) => {
    await prepare(client.browser);
    for (let round = 0; round < 6; round++) {
      const itemId = await newItem(client.browser);
      const [saved, removed] = await Promise.all([
        saveDeficiency(client.browser, itemId),
        client.browser.call(routes.deletePoamItem, { params: { id: itemId } }),
      ]);
      expect(removed.status).toBe(204);
      // Taken before the removal (then unlinked by it) or refused after it; never a 500.
      expect([200, 400, 404, 409]).toContain(saved.status);
      expect((await client.browser.call(routes.poam)).json.items).toHaveLength(0);
      // No item, so no deficiency counts: 110 - 1 (3.1.3 NOT MET) = 109.
      expect(await scoreOf(client.browser)).toBe(109);
    }
  });

  it('racing the removal of its last milestone: counted MET only while the milestone is there', async ({
    client,
  }) => {
    await prepare(client.browser);
    const itemId = await newItem(client.browser);
    for (let round = 0; round < 6; round++) {
      await client.browser.call(routes.updatePoamItem, {
        params: { id: itemId },
        body: { milestones: [MILESTONE] } as never,
      });
      await client.browser.call(routes.saveFinding, {
        params: { objectiveId: 'AC.L2-3.1.3[b]' },
        body: { finding: 'not_met' } as never,
      });
      const [saved, emptied] = await Promise.all([
        saveDeficiency(client.browser, itemId),
        client.browser.call(routes.updatePoamItem, { params: { id: itemId }, body: { milestones: [] } as never }),
      ]);
      expect(emptied.status).toBe(200);
      expect([200, 409]).toContain(saved.status);
      // Without a milestone the deficiency has no plan of action: 110 - 1 = 109 either way.
      expect(await scoreOf(client.browser)).toBe(109);
    }
  });
});
