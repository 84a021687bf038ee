import { type APIRequestContext, type Page } from '@playwright/test';
import { formatDay } from '../../src/contract/format';
import { addDays } from '../../src/contract/poam';
import { expect, test } from './fixtures';
import { addSystem, choose } from './scope-systems';
import { completePlan } from './ssp-plan';
import { expectAccessible, toasts } from './support';

/*
 * The Level 2 (Self) affirmation on the self-assessment screen (issue 26, D31): the score and the
 * status lead, the statement for that status, the SPRS sheet's six fields of 32 CFR
 * 170.16(a)(1)(i), and the affirmation after the POA&M closeout.
 */

/**
 * The plan completed (3.12.4 needs it, D35), then every one of the 320 objectives through the API,
 * MET but those given, which are NOT MET: eight saves in flight at a time (the server takes them
 * one after the other under the cycle's lock).
 */
async function assessLevel2(request: APIRequestContext, notMet: string[]) {
  await completePlan(request);
  const controls = (await (await request.get('/api/controls')).json()) as { objectives: { id: string }[] }[];
  const pending = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  expect(pending).toHaveLength(320);
  const saveNext = async () => {
    for (let id = pending.shift(); id; id = pending.shift()) {
      const response = await request.put(`/api/assessment/objectives/${encodeURIComponent(id)}`, {
        data: { finding: notMet.includes(id) ? 'not_met' : 'met' },
      });
      expect(response.ok()).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: 8 }, saveNext));
}

/** What the official enters on the affirmation card: the name and e-mail are the account's (D27). */
async function fillOfficial(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill('Owner');
  await page.getByLabel('Phone').fill('+1 555 010 2000');
}

const OFFICIAL_BODY = {
  officialTitle: 'Owner',
  officialPhone: '+1 555 010 2000',
  statementAccepted: true,
  acknowledgeMissingEvidence: true,
};

test('an owner at Level 2 affirms a Conditional result, enters it in SPRS, records the closeout and affirms the Final status', async ({
  clientPage: page,
  client: account,
}) => {
  // 320 findings, the affirmation, the SPRS entry, the closeout form and a later affirmation.
  test.setTimeout(180_000);
  // The owner moves the organization to Level 2 through the page's session (D29).
  const level = await page.request.patch('/api/organization', { data: { targetLevel: 2 } });
  expect(level.ok()).toBe(true);
  await assessLevel2(page.request, ['AC.L2-3.1.3[b]']);
  // 3.1.3 is worth 1 point: 110 - 1 = 109, at least 88, so the rule lets it wait on the POA&M.
  const item = await page.request.post('/api/assessment/poam', {
    data: {
      requirementId: 'AC.L2-3.1.3',
      plannedCompletion: addDays(new Date().toISOString().slice(0, 10), 60),
    },
  });
  expect(item.status()).toBe(201);

  await page.goto('/assessment');
  await expect(page.getByRole('heading', { name: 'Self-Assessment' })).toBeVisible();
  // Level 2 is the level for CUI: no FCI-or-CUI check, and the scope asks about the CUI.
  await expect(page.getByTestId('cui-check')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Assess the 110 requirements' })).toBeVisible();
  const card = page.getByTestId('level2-affirmation');
  const lead = card.getByTestId('level2-score-status');
  await expect(lead).toContainText('Your self-assessed SPRS score: 109 of 110');
  // Before the affirmation the status is what the findings would support, said as not affirmed.
  await expect(lead.getByTestId('cmmc-status')).toHaveText(
    'CMMC status: Would be Conditional Level 2 (Self) · not affirmed',
  );
  await expect(lead).toContainText('Conditional Level 2 (Self)');
  await expect(card.getByTestId('closeout-rule')).toContainText(
    'The POA&M must be closed out within 180 days of the CMMC status date',
  );
  const blockers = card.getByTestId('affirm-blockers');
  await expect(blockers.getByTestId('blocker-scope_incomplete')).toContainText([
    'Describe the CUI you receive and where it goes in the scope.',
    'Name the systems and cloud services that hold it in the scope.',
  ]);
  await expect(blockers.getByTestId('blocker-no_cage_code')).toContainText('32 CFR 170.16(a)(1)(i)(D)');
  await expect(blockers.getByTestId('blocker-holds_cui')).toHaveCount(0);
  await expect(blockers.getByTestId('blocker-not_met')).toHaveCount(0);
  await expect(blockers.getByText('109 practices are MET with no evidence file linked.')).toBeVisible();
  await expect(card.getByText('The statement for a Conditional Level 2 (Self) status:')).toBeVisible();
  await expect(
    card.getByText(/to its CMMC Status of Conditional Level 2 \(Self\), with the open items/),
  ).toBeVisible();
  await fillOfficial(page);
  await expect(card.getByRole('button', { name: 'Review and affirm' })).toBeDisabled();
  await expectAccessible(page);

  await page
    .getByLabel('The CUI you receive and where it goes')
    .fill('Marked drawings from two primes, by e-mail.');
  await addSystem(page, { category: 'cui', name: 'Microsoft 365 GCC High', kind: 'Cloud service' });
  await addSystem(page, { category: 'cui', name: 'Two laptops', kind: 'Computers and phones' });
  const mills = await addSystem(page, { category: 'specialized', name: 'Two CNC mills', kind: 'Other' });
  await choose(page, mills, 'Kind of specialized asset', 'Operational Technology (OT)');
  await page.getByLabel('CAGE codes').fill('1abc2');
  // SPRS asks for the number of employees with a Level 2 result (D35).
  await page.getByLabel('Number of employees').fill('1250');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  // Only the evidence is left: the official confirms it exists outside the tool.
  await expect(blockers.getByTestId('blocker-scope_incomplete')).toHaveCount(0);
  await expect(blockers.getByTestId('blocker-no_cage_code')).toHaveCount(0);

  await card.getByRole('button', { name: 'Review and affirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affirm the Level 2 result' });
  await expect(dialog).toContainText(`Dana Reyes (${account.email}), Owner`);
  await expect(dialog.getByTestId('level2-score-status')).toContainText(
    'Your self-assessed SPRS score: 109 of 110',
  );
  await expect(dialog.getByTestId('level2-score-status')).toContainText('Conditional Level 2 (Self)');
  await expect(dialog.getByTestId('closeout-rule')).toContainText(
    'and the result affirmed again after the closeout',
  );
  await expect(dialog.getByText(`I affirm that ${account.businessName} has implemented`)).toContainText(
    'Conditional Level 2 (Self)',
  );
  const affirm = dialog.getByRole('button', { name: 'Affirm and freeze this cycle' });
  await dialog.getByLabel('I am the affirming official and I affirm this statement.').check();
  await expect(affirm).toBeDisabled();
  await dialog.getByLabel(/I confirm that the evidence for these practices exists outside this tool/).check();
  await expectAccessible(page);
  await affirm.click();
  await expect(toasts(page).getByText(/The cycle is frozen/)).toBeVisible();

  const summary = page.getByTestId('affirmed-summary');
  await expect(summary).toContainText('Conditional Level 2 (Self), self-assessed SPRS score 109 of 110');
  await expect(summary.getByTestId('evidence-outside-tool')).toContainText('109 practices exists outside');
  // The 180 days run from the affirmation until the SPRS entry gives the status date (D35).
  await expect(summary.getByTestId('closeout-next')).toContainText(
    `close out the POA&M within 180 days of the CMMC status date, by ${formatDay(addDays(new Date().toISOString().slice(0, 10), 180))}`,
  );
  await expect(summary.getByTestId('level2-score-status').getByTestId('cmmc-status')).toHaveText(
    'CMMC status: Conditional Level 2 (Self)',
  );
  await expect(summary.getByRole('link', { name: 'Open the POA&M' })).toHaveAttribute('href', '/poam');
  await expect(page.getByTestId('frozen-banner')).toContainText(
    'except the findings of the requirements on the open POA&M (AC.L2-3.1.3)',
  );

  // The SPRS entry: its date is the CMMC status date, which starts the 180 days (170.21(b)).
  const sheet = page.getByTestId('sprs-sheet');
  await sheet.getByLabel('CMMC unique identifier (UID)').fill('L2SELF-0001');
  const today = new Date().toISOString().slice(0, 10);
  const closeBy = addDays(today, 180);
  await sheet.getByLabel('Date submitted to SPRS').fill(today);
  await sheet.getByRole('button', { name: 'Save the SPRS entry' }).click();
  await expect(toasts(page).getByText('The CMMC status date is the date you submitted it.')).toBeVisible();
  const result = sheet.getByTestId('sprs-result-fields');
  // The six fields of 32 CFR 170.16(a)(1)(i), in its order, then the number of employees SPRS asks.
  await expect(result.locator('dt')).toHaveText([
    'CMMC level',
    'CMMC status date',
    'CMMC assessment scope',
    'CAGE codes',
    'Overall self-assessment score',
    'POA&M usage and compliance status',
    'Number of employees',
  ]);
  await expect(result.locator('dd')).toContainText([
    'Level 2 (Self)',
    formatDay(today),
    'Systems: Microsoft 365 GCC High (cloud service); Two laptops (computers and phones).',
    '1ABC2',
    '109 out of 110',
    `POA&M with 1 open item (AC.L2-3.1.3), to be closed out within 180 days of the CMMC Status Date, by ${closeBy}`,
    '1,250',
  ]);
  await expect(result.getByRole('button', { name: 'Copy Overall self-assessment score' })).toBeVisible();
  const affirmation = sheet.getByTestId('sprs-affirmation-fields');
  await expect(affirmation).toContainText('Conditional Level 2 (Self)');
  await expect(affirmation).toContainText('Dana Reyes, Owner');
  await expect(affirmation).toContainText('L2SELF-0001');
  await expect(sheet.getByTestId('sprs-requirements-summary')).toHaveText(
    '109 of 110 requirements MET or N/A. Those not MET, and those with objectives N/A:',
  );
  const notable = sheet.getByTestId('sprs-requirements-notable');
  await expect(notable.getByRole('listitem')).toHaveCount(1);
  await expect(notable).toContainText('AC.L2-3.1.3');
  await expect(notable).toContainText('NIST SP 800-171 3.1.3');
  await expect(sheet).not.toContainText('FAR null');
  await sheet.getByText('All 110 requirements').click();
  await expect(sheet.getByTestId('sprs-requirements').getByRole('listitem')).toHaveCount(110);
  await expect(summary.getByTestId('closeout-next')).toContainText(`by ${formatDay(closeBy)}`);
  await expectAccessible(page);

  // 3.1.3 re-assessed MET on the affirmed cycle: every finding MET, and still Conditional until
  // the closeout is recorded (170.21(b), D35).
  const reassessed = await page.request.put(
    `/api/assessment/objectives/${encodeURIComponent('AC.L2-3.1.3[b]')}`,
    {
      data: { finding: 'met' },
    },
  );
  expect(reassessed.ok()).toBe(true);
  await page.goto('/poam');
  await expect(page.getByRole('heading', { name: 'Plan of Action and Milestones' })).toBeVisible();
  await expect(page.getByTestId('level2-lead').getByTestId('cmmc-status')).toHaveText(
    'CMMC status: Conditional Level 2 (Self)',
  );
  await expect(page.getByTestId('conditional-until-closeout')).toContainText(
    `closeout due by ${formatDay(closeBy)}`,
  );
  // The closeout form: a date before the CMMC status date is refused beside its field.
  const closeout = page.getByTestId('poam-closeout');
  await expect(closeout.getByTestId('closeout-due')).toContainText(`closeout due by ${formatDay(closeBy)}`);
  await closeout.getByLabel('Closeout assessment date').fill(addDays(today, -1));
  await closeout.getByLabel('Entered in SPRS on').fill(today);
  await closeout.getByRole('button', { name: 'Record the closeout' }).click();
  await expect(
    closeout.getByText(`The closeout must be on or after the Conditional status date of ${today}`),
  ).toBeVisible();
  await expect(closeout.getByLabel('Closeout assessment date')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await closeout.getByLabel('Closeout assessment date').fill(today);
  await closeout.getByRole('button', { name: 'Record the closeout' }).click();
  await expect(
    toasts(page).getByText(`The closeout of ${today} is recorded: the status is Final Level 2 (Self).`),
  ).toBeVisible();
  await expect(page.getByTestId('level2-lead').getByTestId('cmmc-status')).toHaveText(
    'CMMC status: Final Level 2 (Self)',
  );
  await expect(page.getByTestId('poam-closeout')).toHaveCount(0);
  await expect(page.getByTestId('poam-item-state')).toHaveText(`Closed out ${formatDay(today)}`);
  await page.goto('/assessment');
  const later = page.getByTestId('later-affirmation-closeout');
  await expect(later).toContainText(`The POA&M closeout of ${formatDay(today)} is recorded`);
  await expect(page.getByTestId('next-affirmation').getByTestId('level2-score-status')).toContainText(
    'Your self-assessed SPRS score: 110 of 110',
  );
  await expect(later.getByText('The statement for a Final Level 2 (Self) status:')).toBeVisible();
  await expect(page.getByTestId('frozen-banner')).not.toContainText('open POA&M');
  await fillOfficial(page);
  await later.getByRole('button', { name: 'Review and affirm' }).click();
  const again = page.getByRole('dialog', { name: 'Affirm after the POA&M closeout' });
  await expect(again.getByTestId('level2-score-status')).toContainText('Final Level 2 (Self)');
  await again.getByLabel('I am the affirming official and I affirm this statement.').check();
  await again.getByLabel(/I confirm that the evidence for these practices exists outside this tool/).check();
  await expectAccessible(page);
  // Someone affirms from another tab first: the server refuses this one, and the page says why.
  const first = await page.request.post('/api/assessment/affirm', { data: OFFICIAL_BODY });
  expect(first.status()).toBe(200);
  await again.getByRole('button', { name: 'Affirm', exact: true }).click();
  await expect(toasts(page).getByText(/No affirmation is due yet: the next is due on/)).toBeVisible();

  // The affirmation after the closeout is listed with its kind and date, on the card and the sheet.
  await expect(page.getByTestId('later-affirmations')).toContainText(
    `Affirmation after the POA&M closeout: ${formatDay(today)}, by Dana Reyes, Owner`,
  );
  await expect(page.getByTestId('yearly-next')).toContainText('Next affirmation due');
  await expect(affirmation).toContainText('Affirmation after the POA&M closeout');
  await expect(result).toContainText(
    `POA&M closed out on ${today} (AC.L2-3.1.3), entered in SPRS on ${today}`,
  );
  await expect(result).toContainText('110 out of 110');
  await expect(affirmation).toContainText('Final Level 2 (Self)');
  // The statement to enter is the latest: the Final one.
  await expect(affirmation).toContainText(
    'to its CMMC Status of Final Level 2 (Self) for all information systems',
  );
  // The results are the closeout's: 3.1.3 MET under Final, 110.
  await expect(sheet.getByTestId('sprs-requirements-note')).toContainText(
    "The results are the POA&M closeout's: it re-assessed AC.L2-3.1.3 as MET",
  );
  await expect(sheet.getByTestId('sprs-requirements-summary')).toContainText(
    '110 of 110 requirements MET or N/A',
  );
  await expectAccessible(page);
});
