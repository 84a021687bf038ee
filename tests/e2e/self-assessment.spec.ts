import { type APIRequestContext, type Page } from '@playwright/test';
import { formatDay } from '../../src/contract/format';
import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { addSystem, choose } from './scope-systems';
import { createStaffAccount, expectAccessible, toasts } from './support';

/** Every objective MET through the API: the screens for findings have their own test. */
async function meetEverything(request: APIRequestContext) {
  const controls = (await (await request.get('/api/controls')).json()) as {
    objectives: { id: string }[];
  }[];
  for (const objective of controls.flatMap((control) => control.objectives)) {
    const response = await request.put(`/api/assessment/objectives/${encodeURIComponent(objective.id)}`, {
      data: { finding: 'met' },
    });
    expect(response.ok()).toBe(true);
  }
}

/** What the official enters on the affirmation card: the name and e-mail are the account's (D27). */
async function fillOfficial(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill('Owner');
  await page.getByLabel('Phone').fill('+1 555 010 2000');
}

const READY_SCOPE = {
  fciDescription: 'Drawings from a prime.',
  systems: [{ name: 'Two laptops', kind: 'endpoints' }],
  holdsCui: false,
  cageCodes: ['1ABC2'],
};
const OFFICIAL_BODY = {
  officialTitle: 'Owner',
  officialPhone: '+1 555 010 2000',
  statementAccepted: true,
};

/** A business with every objective MET and a complete scope, but for the scope fields given. */
async function businessWith(request: APIRequestContext, scope: Record<string, unknown>) {
  await meetEverything(request);
  expect((await request.put('/api/assessment/scope', { data: { ...READY_SCOPE, ...scope } })).ok()).toBe(
    true,
  );
}

test('a business that holds CUI cannot affirm, sees why, and the server refuses it too', async ({
  clientPage: page,
}) => {
  await businessWith(page.request, { holdsCui: true, cageCodes: [] });
  await page.goto('/assessment');
  const blockers = page.getByTestId('affirm-blockers');
  await expect(blockers.getByTestId('blocker-holds_cui')).toContainText('work with CUI needs CMMC Level 2');
  await expect(blockers.getByTestId('blocker-no_cage_code')).toContainText('Record at least one CAGE code');
  await fillOfficial(page);
  await expect(page.getByRole('button', { name: 'Review and affirm' })).toBeDisabled();
  await expect(page.getByText('The button opens once nothing above stands in the way.')).toBeVisible();
  await expectAccessible(page);
  const refused = await page.request.post('/api/assessment/affirm', {
    data: { ...OFFICIAL_BODY, acknowledgeMissingEvidence: true },
  });
  expect(refused.status()).toBe(409);
  const body = (await refused.json()) as { code: string; blockers: { code: string }[] };
  expect(body.code).toBe('affirmation_blocked');
  expect(body.blockers.map((blocker) => blocker.code)).toEqual(
    expect.arrayContaining(['holds_cui', 'no_cage_code']),
  );
});

test('a business with an open auditor verdict cannot affirm until it answers it', async ({
  clientPage: page,
  playwright,
}) => {
  await businessWith(page.request, {});
  const implementation = await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Accounts listed.' },
  });
  const { id, version } = (await implementation.json()) as { id: string; version: number };
  const auditor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await auditor.post('/api/auth/login', { data: await createStaffAccount('auditor') })).ok()).toBe(
    true,
  );
  const review = await auditor.put(`/api/auditor/review/${id}`, {
    data: { auditorStatus: 'rejected', auditorNotes: 'The list misses the shop PC.', basedOn: version },
  });
  expect(review.ok()).toBe(true);
  await auditor.dispose();

  await page.goto('/assessment');
  const verdict = page.getByTestId('affirm-blockers').getByTestId('blocker-open_verdict');
  await expect(verdict).toContainText('An auditor marked AC.L1-3.1.1 Rejected');
  await expect(verdict.getByRole('link', { name: 'Open AC.L1-3.1.1' })).toHaveAttribute(
    'href',
    '/controls?control=AC.L1-3.1.1',
  );
  await fillOfficial(page);
  await expect(page.getByRole('button', { name: 'Review and affirm' })).toBeDisabled();
  await expectAccessible(page);
  const refused = await page.request.post('/api/assessment/affirm', {
    data: { ...OFFICIAL_BODY, acknowledgeMissingEvidence: true },
  });
  expect(refused.status()).toBe(409);
});

test('a business without evidence affirms only by confirming the evidence exists outside the tool', async ({
  clientPage: page,
}) => {
  await businessWith(page.request, {});
  await page.goto('/assessment');
  const blockers = page.getByTestId('affirm-blockers');
  // No file is linked at all: each of the 17 practices is listed, with its requirement beside it.
  await expect(blockers.getByTestId('blocker-missing_evidence')).toHaveCount(17);
  await expect(blockers.getByTestId('blocker-missing_evidence').first()).toHaveText(
    'AC.L1-3.1.1 (AC.L1-b.1.i)',
  );
  await expect(blockers.getByText('17 practices are MET with no evidence file linked.')).toBeVisible();
  // The server refuses the affirmation without the confirmation.
  const refused = await page.request.post('/api/assessment/affirm', { data: OFFICIAL_BODY });
  expect(refused.status()).toBe(409);
  await fillOfficial(page);
  await page.getByRole('button', { name: 'Review and affirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affirm the Level 1 result' });
  await dialog.getByLabel('I am the affirming official and I affirm this statement.').check();
  // Without the confirmation the button stays off.
  await expect(dialog.getByRole('button', { name: 'Affirm and freeze this cycle' })).toBeDisabled();
  await expect(dialog.getByRole('listitem')).toHaveCount(17);
  await expectAccessible(page);
});

test('a client goes from the CUI check and scope to affirmation, the SPRS entry and a reported change @phone', async ({
  page,
  client: account,
}) => {
  await page.goto('/dashboard');
  const check = page.getByTestId('cui-check');
  await expect(check.getByText('export-control markings (ITAR or EAR)')).toBeVisible();
  await expect(page.getByTestId('affirmation-due')).toContainText('Not affirmed yet');
  await expectAccessible(page);
  await check.getByRole('button', { name: 'Yes, we receive some' }).click();
  await expect(check.getByText('You hold CUI: CMMC Level 1 is not enough for that work.')).toBeVisible();

  await page.getByRole('link', { name: 'Open the self-assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Self-Assessment' })).toBeVisible();
  const blockers = page.getByTestId('affirm-blockers');
  await expect(blockers.getByTestId('blocker-not_met')).toHaveCount(15);
  await expect(blockers.getByTestId('blocker-holds_cui')).toBeVisible();
  await page
    .getByTestId('cui-check')
    .getByRole('button', { name: 'No, only ordinary contract information' })
    .click();
  await expect(page.getByText('Then your contract information is FCI')).toBeVisible();
  await expect(blockers.getByTestId('blocker-holds_cui')).toHaveCount(0);

  await page.getByLabel('Federal Contract Information you receive').fill('Purchase orders from two primes.');
  await addSystem(page, { category: 'in_scope', name: 'Microsoft 365', kind: 'Cloud service' });
  await addSystem(page, { category: 'in_scope', name: 'Two laptops', kind: 'Computers and phones' });
  const mills = await addSystem(page, { category: 'specialized', name: 'Two CNC mills', kind: 'Other' });
  await choose(page, mills, 'Kind of specialized asset', 'Operational Technology (OT)');
  await page.getByLabel('CAGE codes').fill('12ab');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(page.getByText('A CAGE code is exactly 5 letters or digits').last()).toBeVisible();
  await page.getByLabel('CAGE codes').fill('1abc2, 9Z9Z9');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expect(page.getByLabel('CAGE codes')).toHaveValue('1abc2, 9Z9Z9');
  await expectAccessible(page);

  await meetEverything(page.request);
  await page.reload();
  // Only the evidence is left: the official may confirm it exists outside the tool.
  await expect(blockers.getByTestId('blocker-missing_evidence')).toHaveCount(17);
  await expect(blockers.locator('[data-testid]:not([data-testid="blocker-missing_evidence"])')).toHaveCount(
    0,
  );
  const review = page.getByRole('button', { name: 'Review and affirm' });
  await expect(review).toBeDisabled();
  // The official is the signed-in member, in the account's name and e-mail (D27).
  await expect(page.getByTestId('affirming-as')).toHaveText(`You affirm as Dana Reyes (${account.email}).`);
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await fillOfficial(page);
  await expect(page.getByText(`I affirm that ${account.businessName} has implemented`)).toBeVisible();
  await review.click();
  const affirmDialog = page.getByRole('dialog', { name: 'Affirm the Level 1 result' });
  await expect(affirmDialog.getByText(`I affirm that ${account.businessName} has implemented`)).toBeVisible();
  const affirmButton = affirmDialog.getByRole('button', { name: 'Affirm and freeze this cycle' });
  await affirmDialog.getByLabel('I am the affirming official and I affirm this statement.').check();
  await expect(affirmButton).toBeDisabled();
  await affirmDialog
    .getByLabel(/I confirm that the evidence for these practices exists outside this tool/)
    .check();
  await expectAccessible(page);
  await affirmButton.click();
  await expect(toasts(page).getByText(/The cycle is frozen/)).toBeVisible();
  await expect(page.getByTestId('evidence-outside-tool')).toContainText('AC.L1-3.1.1');
  await expect(page.getByTestId('frozen-banner')).toContainText('Cycle 1 is affirmed and frozen');

  const sheet = page.getByTestId('sprs-sheet');
  await expect(sheet).toContainText('Level 1 (Self)');
  await expect(sheet).toContainText('1ABC2, 9Z9Z9');
  await expect(sheet).toContainText(
    'Systems: Microsoft 365 (cloud service); Two laptops (computers and phones).',
  );
  await expect(sheet).toContainText('Dana Reyes, Owner');
  await expect(sheet).toContainText(`${account.email} · +1 555 010 2000`);
  await expect(sheet).toContainText('The date you submit this result in SPRS');
  await expect(page.getByTestId('sprs-notice')).toContainText('SPRS is the official record');
  await expect(page.getByTestId('sprs-requirements').getByRole('listitem')).toHaveCount(15);
  await expect(page.getByLabel('CAGE codes')).toBeDisabled();
  await sheet.getByLabel('CMMC unique identifier (UID)').fill('L1X7Q2Z9A0');
  const today = new Date().toISOString().slice(0, 10);
  // The status date lies within 30 days of the affirmation, not before the cycle (D35): the field
  // offers only those dates, and one typed outside them gets the server's sentence beside it.
  const submitted = sheet.getByLabel('Date submitted to SPRS');
  await expect(submitted).toHaveAttribute('min', today);
  await submitted.fill('2020-01-01');
  await sheet.getByRole('button', { name: 'Save the SPRS entry' }).click();
  await expect(
    sheet.getByText(
      `The SPRS status date must fall within 30 days of the affirmation of ${formatDay(today)}`,
    ),
  ).toBeVisible();
  await submitted.fill(today);
  await sheet.getByRole('button', { name: 'Save the SPRS entry' }).click();
  await expect(toasts(page).getByText('The CMMC status date is the date you submitted it.')).toBeVisible();
  await expect(sheet).toContainText('L1X7Q2Z9A0');
  await expect(sheet).not.toContainText('The date you submit this result in SPRS');
  await expect(page.getByTestId('affirmation-due')).toContainText(/Next affirmation due in 36[56] days/);
  await expectAccessible(page);

  // Later the antivirus subscription lapses: the business says so, and no screen shows it green.
  const change = page.getByTestId('report-change');
  await change.getByLabel('Requirement no longer met').click();
  await page.getByRole('option', { name: 'SI.L1-b.1.xiii' }).click();
  await change.getByLabel('What changed').fill('AV subscription lapsed on the office laptops.');
  await change.getByRole('button', { name: 'Record as no longer met' }).click();
  const notice = page.getByTestId('changes-notice').first();
  await expect(notice).toContainText('The affirmed result of cycle 1 no longer holds');
  await expect(notice).toContainText('AV subscription lapsed on the office laptops.');
  await expect(page.getByTestId('affirmation-due')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('changes-notice')).toContainText('What to do: fix it');
  await page.goto('/assessment');

  await page.getByRole('button', { name: 'Start cycle 2' }).click();
  await expect(page.getByTestId('cycle-header')).toContainText('Assessment cycle 2');
  await expect(page.getByTestId('level1-result').first()).toContainText('NOT MET: 0 of 15 requirements met');
  await page.getByRole('button', { name: /^Cycle 1, affirmed/ }).click();
  await expect(page.getByText(/MET · 0 evidence files · CAGE 1ABC2, 9Z9Z9/)).toBeVisible();

  // Cycle 2 asks for each finding again, offering last year's.
  await page.goto('/controls?control=AC.L1-3.1.2');
  const dialog = page.getByRole('dialog', { name: 'AC.L1-3.1.2 - Transaction & Function Control' });
  const first = dialog.getByRole('button', { name: /^\[a\]/ });
  await expect(first).toContainText('Confirm: MET');
  await first.click();
  await expect(dialog.getByText('Last cycle this objective was MET.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm [a]' }).click();
  await expect(toasts(page).getByText('Objective AC.L1-3.1.2[a] is recorded.')).toBeVisible();
  await expect(first).toContainText('MET');
  await expect(first).not.toContainText('Confirm');
});

test('an official whose account has no name gives it on the card, and affirms in that name @phone', async ({
  page,
}) => {
  const account = await ownerOf(page.request, { firstName: '', lastName: '' });
  await businessWith(page.request, {});
  await page.goto('/assessment');
  const asked = page.getByTestId('official-name');
  await expect(asked).toContainText('Your account has no first and last name yet');
  await expect(asked).toContainText(account.email);
  await expect(page.getByTestId('affirming-as')).toHaveCount(0);
  await fillOfficial(page);
  const review = page.getByRole('button', { name: 'Review and affirm' });
  await expect(review).toBeDisabled();
  await expect(page.getByText('Enter your first and last name, title and phone.')).toBeVisible();
  await expectAccessible(page);

  await asked.getByLabel('First name').fill('Morgan');
  await asked.getByLabel('Last name').fill('Lee');
  await review.click();
  // The name is saved to the account first, then the affirmation goes on in it.
  await expect(toasts(page).getByText('Profile saved')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Affirm the Level 1 result' });
  await expect(dialog).toContainText(`Morgan Lee (${account.email}), Owner`);
  await expect(page.getByTestId('affirming-as')).toHaveText(`You affirm as Morgan Lee (${account.email}).`);
  await dialog.getByLabel('I am the affirming official and I affirm this statement.').check();
  await dialog.getByLabel(/I confirm that the evidence for these practices exists outside this tool/).check();
  await dialog.getByRole('button', { name: 'Affirm and freeze this cycle' }).click();
  const summary = page.getByTestId('affirmed-summary');
  await expect(summary).toContainText(`Morgan Lee, Owner · ${account.email} · +1 555 010 2000`);
  const me = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ firstName: 'Morgan', lastName: 'Lee' });
  await expectAccessible(page);
});

test('an editor not allowed to affirm reads who may, and whom to ask, with no affirm button', async ({
  page,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const owner = await playwright.request.newContext({ baseURL });
  const other = await playwright.request.newContext({ baseURL });
  const business = await ownerOf(owner);
  const official = await joinAsMember(owner, other, 'editor', {
    canAffirm: true,
    firstName: 'Lee',
    lastName: 'Harbor',
  });
  await joinAsMember(owner, page.request, 'editor');
  await other.dispose();

  await page.goto('/assessment');
  const who = page.getByTestId('who-may-affirm');
  await expect(who).toContainText(`You are not allowed to affirm for ${business.businessName}.`);
  await expect(who).toContainText(
    `Allowed to affirm: Dana Reyes (${business.email}) and Lee Harbor (${official.email}).`,
  );
  await expect(who).toContainText(
    'To affirm yourself, ask an owner (Dana Reyes) to allow you to affirm on the Members screen.',
  );
  await expect(page.getByRole('button', { name: 'Review and affirm' })).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
  // The statement the official affirms stays readable (32 CFR 170.22).
  await expect(page.getByText(`I affirm that ${business.businessName} has implemented`)).toBeVisible();
  // An editor still records the scope.
  await expect(page.getByRole('button', { name: 'Save Scope' })).toBeEnabled();
  await expectAccessible(page);

  // The owner affirms; starting the next cycle and recording the SPRS entry are the owner's too.
  await businessWith(owner, {});
  const affirmed = await owner.post('/api/assessment/affirm', {
    data: { ...OFFICIAL_BODY, acknowledgeMissingEvidence: true },
  });
  expect(affirmed.status()).toBe(200);
  await owner.dispose();
  await page.reload();
  await expect(page.getByTestId('affirmed-summary')).toContainText(`Dana Reyes, Owner · ${business.email}`);
  await expect(page.getByTestId('affirmed-summary')).toContainText(
    'An owner starts cycle 2 to assess again.',
  );
  await expect(page.getByRole('button', { name: 'Start cycle 2' })).toHaveCount(0);
  await expect(page.getByTestId('frozen-banner')).toContainText('ask an owner (Dana Reyes) to start it');
  await expect(page.getByTestId('sprs-entry-by-owner')).toContainText(
    'ask an owner (Dana Reyes) to record it',
  );
  await expect(page.getByRole('button', { name: 'Save the SPRS entry' })).toHaveCount(0);
  await expectAccessible(page);
});
