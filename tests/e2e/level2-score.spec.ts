import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { completePlan } from './ssp-plan';
import { expectAccessible, openFromSidebar } from './support';

/*
 * Level 2 on the screens (issue 26, D30, D31): the lead of every screen reads the self-assessed
 * SPRS score and the CMMC status, never a number without a system security plan; the dashboard
 * lists every deduction; the POA&M screen takes only what 32 CFR 170.21 allows and says why not.
 */

const CUI_FLOW = 'AC.L2-3.1.3';
const FIPS = 'SC.L2-3.13.11';
const LEAST_PRIVILEGE = 'AC.L2-3.1.5';
const SSP = 'CA.L2-3.12.4';

async function toLevel2(request: APIRequestContext) {
  const changed = await request.patch('/api/organization', { data: { targetLevel: 2 } });
  expect(changed.ok()).toBe(true);
}

async function saveFinding(request: APIRequestContext, objectiveId: string, body: Record<string, unknown>) {
  const saved = await request.put(`/api/assessment/objectives/${encodeURIComponent(objectiveId)}`, {
    data: body,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * A complete plan (3.12.4 needs it, D35), every Level 2 objective MET, then 3.1.3[b] NOT MET
 * (1 point) and 3.13.11 NOT MET with cryptography that is not FIPS-validated (3 points):
 * 110 - 1 - 3 = 106.
 */
async function score106(request: APIRequestContext) {
  await completePlan(request);
  const controls = (await (await request.get('/api/controls')).json()) as { objectives: { id: string }[] }[];
  const objectives = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  expect(objectives).toHaveLength(320);
  for (const id of objectives) await saveFinding(request, id, { finding: 'met' });
  await saveFinding(request, `${CUI_FLOW}[b]`, { finding: 'not_met' });
  await saveFinding(request, `${FIPS}[a]`, { finding: 'not_met', partial: 'not_fips_validated' });
}

const lead = (page: Page) => page.getByTestId('level2-lead');

test('Level 2: the score and its deductions lead, the POA&M takes a plan for any gap and says which support Conditional, no SSP no score', async ({
  clientPage: page,
}) => {
  // 320 findings, two dialogs and a removal: longer than the default on a shared host.
  test.setTimeout(180_000);
  // Level 1 offers no POA&M (32 CFR 170.21(a)(1)).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'POA&M' }),
  ).toHaveCount(0);

  await toLevel2(page.request);
  await score106(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 2 Dashboard' })).toBeVisible();
  await expect(lead(page).getByTestId('sprs-score')).toHaveText('Your self-assessed SPRS score: 106 of 110');
  await expect(lead(page).getByTestId('cmmc-status')).toHaveText('CMMC status: No CMMC Status');
  await expect(lead(page)).toContainText('2 requirements NOT MET (4 points lost).');
  await expect(page.getByTestId('level1-lead')).toHaveCount(0);
  // The score card: the number, and each deduction with its points and reason, the largest first.
  const card = page.getByTestId('sprs-score-card');
  await expect(card.getByTestId('sprs-score-value')).toHaveText('106 of 110');
  await expect(card.getByText('Deductions: 4 points in 2 requirements')).toBeVisible();
  const deductions = card.getByTestId('deduction');
  await expect(deductions).toHaveCount(2);
  await expect(deductions.nth(0)).toContainText(`-3 points${FIPS}`);
  await expect(deductions.nth(0)).toContainText('Cryptography protects CUI but is not FIPS-validated');
  await expect(deductions.nth(1)).toContainText(`-1 point${CUI_FLOW}`);
  await expect(deductions.nth(1)).toContainText('NOT MET: [b]');
  await expect(deductions.nth(0).getByRole('link', { name: FIPS })).toHaveAttribute(
    'href',
    `/controls?control=${encodeURIComponent(FIPS)}`,
  );
  // The fourteen families of NIST SP 800-171, and no Level 1 wording.
  await expect(page.getByRole('heading', { name: 'Compliance Progress by Family' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(14);
  await expect(page.getByText(/17 practices|15 requirements|\bFCI\b|Level 1/)).toHaveCount(0);
  await expect(page.getByText(/certif/i)).toHaveCount(0);
  await expectAccessible(page);

  // 3.1.5 NOT MET too: worth 3; it takes a plan of action (170.24(c)(2)(i)(B)(6)) that cannot
  // support a Conditional status (170.21(a)(2)(ii)).
  await saveFinding(page.request, `${LEAST_PRIVILEGE}[a]`, { finding: 'not_met' });
  await page.goto('/dashboard');
  await openFromSidebar(page, 'POA&M');
  await expect(page.getByRole('heading', { name: 'Plan of Action and Milestones' })).toBeVisible();
  await expect(lead(page).getByTestId('sprs-score')).toHaveText('Your self-assessed SPRS score: 103 of 110');
  await expect(page.getByTestId('poam-eligibility')).toContainText(
    'Not eligible for a Conditional status yet',
  );
  await expect(page.getByTestId('poam-reasons')).toContainText(
    `${LEAST_PRIVILEGE} is NOT MET and has no POA&M item`,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a POA&M item' });
  await dialog.getByRole('combobox', { name: 'Requirement NOT MET' }).click();
  await page.getByRole('option', { name: new RegExp(`^${LEAST_PRIVILEGE.replaceAll('.', '\\.')} `) }).click();
  await dialog.getByLabel('Planned completion').fill('2027-03-31');
  await expect(dialog.getByTestId('poam-not-conditional')).toHaveText(
    'The plan of action is recorded, but this item does not support a Conditional status: 3.1.5 is worth 3 points, and a Conditional status allows POA&M items worth 1 point only, the one exception being 3.13.11 when encryption is employed but not FIPS-validated (3 points) (32 CFR 170.21(a)(2)(ii)): implement 3.1.5 for a Conditional status.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add to the POA&M' }).click();
  await expect(dialog).toHaveCount(0);
  const planned = page.getByTestId('poam-item').filter({ hasText: LEAST_PRIVILEGE });
  await expect(planned.getByTestId('poam-item-conditional')).toHaveText('Does not support Conditional');
  await expect(planned.getByTestId('poam-item-ineligible')).toContainText('32 CFR 170.21(a)(2)(ii)');
  await expect(lead(page).getByTestId('cmmc-status')).toHaveText('CMMC status: No CMMC Status');

  // 3.1.3 is worth 1 point and the score is at least 88: it supports a Conditional status.
  await page.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('combobox', { name: 'Requirement NOT MET' }).click();
  await page.getByRole('option', { name: new RegExp(`^${CUI_FLOW.replaceAll('.', '\\.')} `) }).click();
  await dialog.getByLabel('Planned completion').fill('2027-03-31');
  await expect(dialog.getByTestId('poam-refusal')).toHaveCount(0);
  await expect(dialog.getByTestId('poam-allowed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add milestone' }).click();
  await dialog.getByLabel('Milestone 1').fill('Map where CUI flows between the shop and the office');
  await dialog.getByLabel('Due').fill('2027-01-15');
  await dialog.getByRole('button', { name: 'Add to the POA&M' }).click();
  await expect(dialog).toHaveCount(0);
  const item = page.getByTestId('poam-item').filter({ hasText: CUI_FLOW });
  await expect(item).toContainText('Planned completion:Mar 31, 2027');
  await expect(item).toContainText('Jan 15, 2027Map where CUI flows between the shop and the office');
  await expect(item.getByTestId('poam-item-points')).toHaveText('Loses 1 point');
  await expect(item.getByTestId('poam-item-state')).toHaveText('Open');
  await expect(item.getByTestId('poam-item-conditional')).toHaveText('Supports Conditional');

  // The plan stays editable: the owner takes it on.
  await item.getByRole('button', { name: `Edit the plan of ${CUI_FLOW}` }).click();
  const edit = page.getByRole('dialog', { name: `POA&M item: ${CUI_FLOW}` });
  await edit.getByRole('combobox', { name: 'Responsible member' }).click();
  const me = page.getByRole('option').nth(1);
  const myName = (await me.textContent())!;
  await me.click();
  await edit.getByLabel('Planned completion').fill('2027-04-15');
  await edit.getByRole('button', { name: 'Save the plan' }).click();
  await expect(edit).toHaveCount(0);
  await expect(item).toContainText(`Responsible:${myName}`);
  await expect(item).toContainText('Planned completion:Apr 15, 2027');

  // 3.1.5 implemented (its item taken off), 3.13.11 on the POA&M in its 3-point case: it would be
  // Conditional, not affirmed.
  await planned.getByRole('button', { name: `Remove ${LEAST_PRIVILEGE} from the POA&M` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('poam-item')).toHaveCount(1);
  await saveFinding(page.request, `${LEAST_PRIVILEGE}[a]`, { finding: 'met' });
  const fips = await page.request.post('/api/assessment/poam', {
    data: { requirementId: FIPS, plannedCompletion: '2027-04-30' },
  });
  expect(fips.status()).toBe(201);
  await page.reload();
  await expect(lead(page).getByTestId('sprs-score')).toHaveText('Your self-assessed SPRS score: 106 of 110');
  await expect(lead(page).getByTestId('cmmc-status')).toHaveText(
    'CMMC status: Would be Conditional Level 2 (Self) · not affirmed',
  );
  await expect(page.getByTestId('poam-eligibility')).toContainText(
    'The POA&M supports a Conditional status (not affirmed)',
  );
  // No closeout before an affirmed Conditional status.
  await expect(page.getByTestId('poam-closeout')).toHaveCount(0);
  await expectAccessible(page);

  // Taken off again while the cycle is open: no longer Conditional.
  await page
    .getByTestId('poam-item')
    .filter({ hasText: FIPS })
    .getByRole('button', { name: `Remove ${FIPS} from the POA&M` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('poam-item')).toHaveCount(1);
  await expect(lead(page).getByTestId('cmmc-status')).toHaveText('CMMC status: No CMMC Status');
  await expect(page.getByRole('heading', { name: 'Items (1)' })).toBeFocused();

  // No system security plan: no score, never a number.
  await saveFinding(page.request, `${SSP}[a]`, { finding: 'not_met' });
  await page.goto('/dashboard');
  await expect(lead(page).getByTestId('sprs-score')).toHaveText(
    'Cannot be scored: no system security plan (3.12.4 is not MET)',
  );
  await expect(page.getByTestId('sprs-score-value')).toHaveText(
    'Cannot be scored: no system security plan (3.12.4 is not MET)',
  );
  await expect(page.getByText(/SPRS score: -?\d/)).toHaveCount(0);
});

test('a viewer reads the POA&M of a Level 2 business, with no button to change it @phone', async ({
  page,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const business = await ownerOf(owner);
  await toLevel2(owner);
  await score106(owner);
  const added = await owner.post('/api/assessment/poam', {
    data: { requirementId: CUI_FLOW, plannedCompletion: '2027-03-31' },
  });
  expect(added.status()).toBe(201);
  await joinAsMember(owner, page.request, 'viewer', { firstName: 'Sam', lastName: 'Ortiz' });
  await owner.dispose();

  await page.goto('/poam');
  await expect(page.getByTestId('read-only-notice')).toHaveText(
    `You have read-only access in ${business.businessName} (viewer). Ask an owner for editor access.`,
  );
  await expect(lead(page).getByTestId('sprs-score')).toHaveText('Your self-assessed SPRS score: 106 of 110');
  await expect(page.getByTestId('poam-item')).toHaveCount(1);
  await expect(page.getByTestId('poam-item')).toContainText(CUI_FLOW);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('poam-closeout')).toHaveCount(0);
  await expectAccessible(page);
});
