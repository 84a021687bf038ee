import { describe, expect } from 'vitest';
import { oneYearAfter } from '../../src/contract/cycles';
import { formatDay } from '../../src/contract/format';
import { routes } from '../../src/contract/routes';
import { addDays } from '../../src/contract/poam';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createConsoleAdmin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import { age } from '../support/age-cycle';

/*
 * The SPRS status date (issue 38 item 2, D35): entered within 30 days of the affirmation and not
 * in the future; no entry makes an overdue affirmation current (32 CFR 170.22) or an expired
 * Conditional status live again (170.21(a)(2), 170.21(b)). Each refusal is 409 `sprs_date_window`
 * with a sentence, also beside the date field.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => addDays(today(), -days);

/** A client whose Level 1 cycle 1 is affirmed today. */
async function affirmedClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { user, form } = await registerClient(browser);
  await meetEverything(browser);
  expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
  expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
  return { browser, organizationId: user.id, businessName: form.businessName };
}

const entry = (browser: HttpClient, submittedAt: string, cmmcUid = 'L1X7Q2Z9A0') =>
  browser.call(routes.recordSprsEntry, { body: { cmmcUid, submittedAt } });

/** The 409 of the rule, with its sentence beside the date field too. */
function expectRefused(answer: Awaited<ReturnType<typeof entry>>, sentence: string | RegExp) {
  expect(answer.status).toBe(409);
  expect(answer.json.code).toBe('sprs_date_window');
  expect(answer.json.message).toMatch(sentence);
  expect(answer.json.errors).toEqual({ submittedAt: answer.json.message });
}

/** How the organization's affirmation stands on the console (list and filter) and for the client. */
async function standing(
  app: TestApp,
  admin: HttpClient,
  client: { browser: HttpClient; businessName: string },
) {
  const listed = async (affirmation: 'all' | 'overdue' | 'affirmed' | 'due_soon') =>
    (
      (await admin.call(routes.adminUsers, { query: { search: client.businessName, affirmation } })).json
        .items as { businessName: string; nextAffirmationDueAt: string | null }[]
    ).filter((user) => user.businessName === client.businessName);
  const [all] = await listed('all');
  return {
    nextDueAt: all!.nextAffirmationDueAt,
    overdueFilter: (await listed('overdue')).length,
    currentFilters: (await listed('affirmed')).length + (await listed('due_soon')).length,
    client: (await client.browser.call(routes.currentCycle)).json.due.state as string,
  };
}

describe('the SPRS status date window (D35)', () => {
  it('refuses a future date, and one before the cycle started, with 409 sprs_date_window and a sentence', async ({
    app,
  }) => {
    const { browser } = await affirmedClient(app);
    // Affirmed today, in a cycle started today: the window is today alone (the latest day anywhere
    // may be tomorrow in UTC+14, never two days on).
    const window = (await browser.call(routes.sprs)).json.statusDateWindow;
    expect(window.earliest).toBe(today());
    expectRefused(await entry(browser, addDays(today(), 2)), /^The SPRS status date cannot be in the future/);
    expectRefused(
      await entry(browser, daysAgo(1)),
      `The SPRS status date must fall within 30 days of the affirmation of ${formatDay(today())}, and after the cycle started: enter the date SPRS shows, between ${formatDay(window.earliest)} and ${formatDay(window.latest)}.`,
    );
    expect((await browser.call(routes.sprs)).json.cmmcStatusDate).toBeNull();
    expect((await entry(browser, today())).status).toBe(200);
  });

  it('refuses a date more than 30 days after the affirmation, and allows the 30th day', async ({ app }) => {
    const client = await affirmedClient(app);
    await age(app, client.organizationId, 45);
    const affirmedOn = daysAgo(45);
    const window = (await client.browser.call(routes.sprs)).json.statusDateWindow;
    // 45 days ago: from 75 days ago to 15 days ago (the cycle started the same day it was affirmed).
    expect(window).toEqual({ earliest: affirmedOn, latest: addDays(affirmedOn, 30) });
    expectRefused(
      await entry(client.browser, addDays(affirmedOn, 31)),
      /^The SPRS status date must fall within 30 days/,
    );
    expectRefused(await entry(client.browser, today()), /^The SPRS status date must fall within 30 days/);
    const saved = await entry(client.browser, addDays(affirmedOn, 30));
    expect(saved.status).toBe(200);
    // Corrected inside the window, any number of times.
    expect((await entry(client.browser, addDays(affirmedOn, 2))).status).toBe(200);
    expect((await client.browser.call(routes.sprs)).json.cmmcStatusDate).toBe(addDays(affirmedOn, 2));
  });
});

describe('no entry makes an overdue affirmation current (D35, 32 CFR 170.22)', () => {
  it('an affirmation 790 days old stays overdue on the client screen and in the console list and filter', async ({
    app,
  }) => {
    const client = await affirmedClient(app);
    const admin = await createConsoleAdmin(app);
    await age(app, client.organizationId, 790);
    const before = await standing(app, admin, client);
    expect(before).toMatchObject({ overdueFilter: 1, currentFilters: 0, client: 'overdue' });
    expect(new Date(before.nextDueAt!).getTime()).toBeLessThan(Date.now() - 400 * DAY_MS);

    // The attack: today's date as the status date, which would make the next affirmation due a year
    // from today.
    expectRefused(await entry(client.browser, today()), /^The SPRS status date must fall within 30 days/);
    expect(await standing(app, admin, client)).toEqual(before);
    expect((await client.browser.call(routes.sprs)).json.cmmcStatusDate).toBeNull();
  });

  it('an affirmation overdue by days: a date that would make it current is refused, a true earlier one recorded', async ({
    app,
  }) => {
    const client = await affirmedClient(app);
    const admin = await createConsoleAdmin(app);
    // Affirmed 370 days ago in a cycle started 60 days before: due 5 (or 4, over a 29 February) days ago.
    await age(app, client.organizationId, 370, 60);
    const affirmedOn = daysAgo(370);
    const before = await standing(app, admin, client);
    expect(before).toMatchObject({ overdueFilter: 1, client: 'overdue' });

    // 20 days after the affirmation is inside the window, but would move the due date to 15 days
    // from today.
    const refused = await entry(client.browser, addDays(affirmedOn, 20));
    expectRefused(
      refused,
      `The next affirmation was due on ${formatDay(before.nextDueAt!.slice(0, 10))} and is overdue: a new SPRS status date cannot make it current again. Affirming again renews it (32 CFR 170.22).`,
    );
    expect(await standing(app, admin, client)).toEqual(before);

    // 10 days before the affirmation: due 15 days ago, overdue all the same, and recorded.
    expect((await entry(client.browser, addDays(affirmedOn, -10))).status).toBe(200);
    const after = await standing(app, admin, client);
    expect(after).toMatchObject({ overdueFilter: 1, currentFilters: 0, client: 'overdue' });
    expect(new Date(after.nextDueAt!)).toEqual(
      oneYearAfter(new Date(`${addDays(affirmedOn, -10)}T12:00:00Z`)),
    );
  });
});

describe('no entry makes an expired Conditional status live again (D35, 32 CFR 170.21(b))', () => {
  const { holdsCui: _levelOneOnly, ...scope } = SCOPE;
  const official = {
    officialTitle: 'Owner',
    officialPhone: '+1 (555) 010-2000',
    statementAccepted: true as const,
    acknowledgeMissingEvidence: true,
  };

  it('a Conditional status aged past 180 days stays expired, with no new close-by date', async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    const { user, form } = await registerClient(browser);
    const client = { browser, organizationId: user.id, businessName: form.businessName };
    expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 2 } })).status).toBe(200);
    await browser.call(routes.saveScope, { body: scope });
    await meetEverything(browser);
    await browser.call(routes.saveFinding, {
      params: { objectiveId: 'AC.L2-3.1.3[b]' },
      body: { finding: 'not_met' },
    });
    await browser.call(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
    });
    const affirmed = await browser.call(routes.affirm, { body: official });
    expect(affirmed.status).toBe(200);
    expect(affirmed.json.snapshot.level2.status).toBe('conditional');
    expect((await entry(browser, today(), 'L2SELF-0001')).status).toBe(200);
    const admin = await createConsoleAdmin(app);

    // 200 days on: the status date and the affirmation 200 days ago, 180 days ran out 20 days ago.
    await age(app, client.organizationId, 200);
    const statusDate = daysAgo(200);
    const expired = (await browser.call(routes.sprsScore)).json;
    expect(expired).toMatchObject({ status: 'expired', statusDate, poamCloseBy: addDays(statusDate, 180) });
    const before = await standing(app, admin, client);
    expect(before).toMatchObject({ overdueFilter: 1, client: 'overdue' });

    // The attack: today's date, which would give a new close-by date 180 days from today.
    expectRefused(
      await entry(browser, today(), 'L2SELF-0001'),
      /^The SPRS status date must fall within 30 days/,
    );
    // A date inside the window that would still carry the 180 days past today: 25 days after the
    // affirmation gives 5 days from today.
    expectRefused(
      await entry(browser, addDays(statusDate, 25), 'L2SELF-0001'),
      `The Conditional status expired on ${formatDay(addDays(statusDate, 180))}, 180 days after its status date (32 CFR 170.21(a)(2), 170.21(b)): a new SPRS status date cannot bring it back. A new self-assessment, affirmed, gives a new status.`,
    );
    expect((await browser.call(routes.sprsScore)).json).toEqual(expired);
    expect(await standing(app, admin, client)).toEqual(before);
  }, 120_000);
});
