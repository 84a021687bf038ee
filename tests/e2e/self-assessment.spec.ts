import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signUpViaApi, toasts } from './support';

/** Every objective MET through the API: the screens for findings have their own test. */
async function meetEverything(page: Page) {
  const controls = (await (await page.request.get('/api/controls')).json()) as {
    objectives: { id: string }[];
  }[];
  for (const objective of controls.flatMap((control) => control.objectives)) {
    const response = await page.request.put(
      `/api/assessment/objectives/${encodeURIComponent(objective.id)}`,
      {
        data: { finding: 'met' },
      },
    );
    expect(response.ok()).toBe(true);
  }
}

test('a client goes from the CUI check and scope to affirmation and the SPRS sheet @phone', async ({
  page,
}) => {
  const account = await signUpViaApi(page);
  await page.goto('/dashboard');
  const check = page.getByTestId('cui-check');
  await expect(check.getByText('export-control markings (ITAR or EAR)')).toBeVisible();
  await expect(page.getByTestId('affirmation-due')).toContainText('Not affirmed yet');
  await expectAccessible(page);
  await check.getByRole('button', { name: 'Yes, we receive some' }).click();
  await expect(check.getByText('You hold CUI: CMMC Level 1 is not enough for that work.')).toBeVisible();

  await page.getByRole('link', { name: 'Open the self-assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Self-Assessment' })).toBeVisible();
  const affirmButton = page.getByRole('button', { name: 'Affirm and freeze this cycle' });
  await expect(affirmButton).toBeDisabled();
  await expect(page.getByTestId('affirm-blockers')).toContainText('15 of 15 requirements are not MET yet');
  await page
    .getByTestId('cui-check')
    .getByRole('button', { name: 'No, only ordinary contract information' })
    .click();
  await expect(page.getByText('Then your contract information is FCI')).toBeVisible();

  await page.getByLabel('Federal Contract Information you receive').fill('Purchase orders from two primes.');
  await page.getByLabel('Where it lives: systems and cloud services').fill('Microsoft 365, two laptops.');
  await page.getByLabel('Specialized assets left out').fill('Two CNC mills.');
  await page.getByLabel('CAGE codes').fill('12ab');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(page.getByText('A CAGE code is exactly 5 letters or digits').last()).toBeVisible();
  await page.getByLabel('CAGE codes').fill('1abc2, 9Z9Z9');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expect(page.getByLabel('CAGE codes')).toHaveValue('1abc2, 9Z9Z9');
  await expectAccessible(page);

  await meetEverything(page);
  await page.reload();
  await expect(page.getByTestId('affirm-blockers')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Dana Reyes');
  await page.getByLabel('Title', { exact: true }).fill('Owner');
  await page.getByLabel('E-mail').fill('dana@example.com');
  await page.getByLabel('Phone').fill('+1 555 010 2000');
  await expect(page.getByText(`I affirm that ${account.businessName} has implemented`)).toBeVisible();
  await expect(affirmButton).toBeDisabled();
  await page.getByLabel('I am the affirming official and I affirm this statement.').check();
  await affirmButton.click();
  await expect(toasts(page).getByText(/The cycle is frozen/)).toBeVisible();

  const sheet = page.getByTestId('sprs-sheet');
  await expect(sheet).toContainText('Level 1 (Self)');
  await expect(sheet).toContainText('1ABC2, 9Z9Z9');
  await expect(sheet).toContainText('Systems: Microsoft 365, two laptops.');
  await expect(sheet).toContainText('Dana Reyes, Owner');
  await expect(page.getByTestId('affirmation-due')).toContainText('Next affirmation due in');
  await expect(page.getByLabel('CAGE codes')).toBeDisabled();
  await expectAccessible(page);

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
