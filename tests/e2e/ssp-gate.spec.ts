import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 39 items 1 and 2 (D35) on the screens: the finding form keeps the refusal of a MET on a
 * part of 3.12.4 the plan lacks; the scope's SSP section lists the missing parts and edits the
 * enduring exceptions with their mitigations.
 */

const SSP = 'CA.L2-3.12.4';

async function openObjective(page: Page, controlId: string, letter: string) {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${controlId.replace(/\./g, '\\.')} - `) });
  await dialog
    .getByTestId('assessment-section')
    .getByRole('button', { name: new RegExp(`^\\[${letter}\\]`) })
    .click();
  return dialog.getByTestId(`objective-${controlId}[${letter}]`);
}

test('3.12.4 against the plan: the refusal, the missing parts, the exceptions editor', async ({
  clientPage: page,
}, testInfo) => {
  expect((await page.request.patch('/api/organization', { data: { targetLevel: 2 } })).ok()).toBe(true);

  // A MET on [b] with no boundary in the plan: refused, and the reason stays beside the button.
  await page.goto(`/controls?control=${encodeURIComponent(SSP)}`);
  const b = await openObjective(page, SSP, 'b');
  await b.getByText('MET', { exact: true }).click();
  await b.getByRole('button', { name: 'Save [b]' }).click();
  await expect(b.getByTestId('plan-refusal')).toContainText(
    '3.12.4[b] cannot be MET: the system security plan lacks the system boundary.',
  );
  await page.screenshot({ path: testInfo.outputPath('refusal.png'), fullPage: false });
  await page.keyboard.press('Escape');

  // The scope's SSP section: the parts missing, and an exception added with its mitigations.
  await page.goto('/assessment');
  const missing = page.getByTestId('ssp-missing-parts');
  await expect(missing).toContainText('3.12.4[b]: the system boundary');
  await expect(missing).toContainText('3.12.4[g]: how often the plan is updated');
  const editor = page.getByTestId('exceptions-editor');
  await editor.getByRole('button', { name: 'Add an enduring exception' }).click();
  await editor.getByLabel('Requirement').fill('SI.L2-3.14.2');
  await editor.getByLabel('The exception').fill('The CNC controllers cannot run antivirus.');
  await editor.getByLabel('Mitigations').fill('They sit on their own network with no route out.');
  await page.getByLabel('System boundary').fill('The office network and the Microsoft 365 tenant.');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(page.getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expect(missing).not.toContainText('3.12.4[b]');
  await page.reload();
  await expect(page.getByTestId('exception-row')).toHaveCount(1);
  await expect(page.getByTestId('exceptions-editor').getByLabel('Requirement')).toHaveValue('SI.L2-3.14.2');
  await page.getByTestId('ssp-fields').screenshot({ path: testInfo.outputPath('ssp-fields.png') });
});
