import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, toasts } from './support';

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
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expect(missing).not.toContainText('3.12.4[b]');
  await page.reload();
  await expect(page.getByTestId('exception-row')).toHaveCount(1);
  await expect(page.getByTestId('exceptions-editor').getByLabel('Requirement')).toHaveValue('SI.L2-3.14.2');
  await page.getByTestId('ssp-fields').screenshot({ path: testInfo.outputPath('ssp-fields.png') });
});

const REQUIREMENT = 'AC.L2-3.1.3';

/** A long file name or weakness in a select must not widen the form past a phone's screen. */
async function fitsTheScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a temporary deficiency names its POA&M item; an SSP kept outside the tool stands for the parts @phone', async ({
  clientPage: page,
}, testInfo) => {
  expect((await page.request.patch('/api/organization', { data: { targetLevel: 2 } })).ok()).toBe(true);
  // 3.1.3[b] NOT MET, and its POA&M item with one milestone (the item needs the requirement NOT MET).
  const objective = `${REQUIREMENT}[b]`;
  const notMet = await page.request.put(`/api/assessment/objectives/${encodeURIComponent(objective)}`, {
    data: { finding: 'not_met' },
  });
  expect(notMet.ok()).toBe(true);
  const item = await page.request.post('/api/assessment/poam', {
    data: {
      requirementId: REQUIREMENT,
      weakness: 'A firewall rule was widened during the move',
      plannedCompletion: '2027-01-31',
      milestones: [{ text: 'Rule set reviewed and narrowed', due: '2026-12-15' }],
    },
  });
  expect(item.status()).toBe(201);
  const itemLabel = 'A firewall rule was widened during the move (1 milestone)';

  await page.goto(`/controls?control=${encodeURIComponent(REQUIREMENT)}`);
  let editor = await openObjective(page, REQUIREMENT, 'b');
  await editor.getByLabel('Temporary deficiency under an operational plan of action').check();
  await editor
    .getByLabel(/Describe the operational plan of action/)
    .fill('The widened rule is narrowed again under POA&M item 1.');
  const plan = editor.getByTestId('deficiency-plan');
  await plan.getByLabel('The POA&M item that addresses it').click();
  await page.getByRole('option', { name: itemLabel }).click();
  await plan.getByLabel('When the deficiency arose').fill('2026-10-01');
  // Without the confirmation the server refuses, and says so beside the checkbox.
  await editor.getByRole('button', { name: 'Save [b]' }).click();
  await expect(
    plan.locator('p', { hasText: 'confirm that the requirement was implemented before' }),
  ).toBeVisible();
  await expectAccessible(page);
  await editor.screenshot({ path: testInfo.outputPath('deficiency-refused.png') });
  await plan.getByLabel(/The requirement was implemented before this deficiency arose/).check();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/assessment/objectives/') && response.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'Save [b]' }).click();
  expect((await saved).status()).toBe(200);
  await expect(editor.getByTestId('plan-refusal')).toHaveCount(0);

  // Reopened: the saved plan of action is shown again.
  await page.reload();
  editor = await openObjective(page, REQUIREMENT, 'b');
  await expect(editor.getByLabel('Temporary deficiency under an operational plan of action')).toBeChecked();
  await expect(editor.getByLabel('The POA&M item that addresses it')).toHaveText(itemLabel);
  await expect(editor.getByLabel('When the deficiency arose')).toHaveValue('2026-10-01');
  await expect(editor.getByLabel(/The requirement was implemented before/)).toBeChecked();
  await editor
    .getByTestId('deficiency-plan')
    .screenshot({ path: testInfo.outputPath('deficiency-plan.png') });
  await page.keyboard.press('Escape');

  // An SSP kept outside the tool: a file linked to 3.12.4, named in the scope with version and date.
  const upload = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: SSP,
      fileName: 'system-security-plan.pdf',
      file: {
        name: 'system-security-plan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  await page.goto('/assessment');
  await expect(page.getByTestId('ssp-missing-parts')).toBeVisible();
  const external = page.getByTestId('external-ssp-editor');
  await external.getByRole('button', { name: 'Name a plan kept outside the tool' }).click();
  await external.getByLabel('The file that holds the plan').click();
  await page.getByRole('option', { name: /^system-security-plan\.pdf, uploaded / }).click();
  await external.getByLabel('Version of the plan').fill('3.2');
  await external.getByLabel('Date of that version').fill('2026-09-30');
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(toasts(page).getByText('The scope of this assessment cycle is recorded.')).toBeVisible();
  await expect(external.getByTestId('external-ssp-stands')).toContainText(
    'system-security-plan.pdf, version 3.2 of Sep 30, 2026, stands for the parts of 3.12.4',
  );
  await expect(page.getByTestId('ssp-missing-parts')).toHaveCount(0);
  await expectAccessible(page);
  await fitsTheScreen(page, external);
  await external.screenshot({ path: testInfo.outputPath('external-ssp.png') });

  // 3.12.4 MET by its findings: the score card lists no missing part while the plan stands for them.
  for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
    const met = await page.request.put(
      `/api/assessment/objectives/${encodeURIComponent(`${SSP}[${letter}]`)}`,
      {
        data: { finding: 'met' },
      },
    );
    expect(met.status(), letter).toBe(200);
  }
  await page.goto('/dashboard');
  await expect(page.getByTestId('sprs-score-card')).toBeVisible();
  await expect(page.getByTestId('ssp-missing')).toHaveCount(0);

  // The affirming official is asked to confirm the plan kept outside the tool.
  await page.goto('/assessment');
  await expect(page.getByTestId('confirm-external-ssp')).toContainText(
    'Your system security plan is kept outside this tool (version 3.2 of 2026-09-30)',
  );

  // Removed: the parts are missing again, on the scope and on the score card.
  await external.getByRole('button', { name: 'Remove the plan kept outside' }).click();
  await page.getByRole('button', { name: 'Save Scope' }).click();
  await expect(page.getByTestId('ssp-missing-parts')).toContainText('3.12.4[b]: the system boundary');
  await expect(external.getByTestId('external-ssp-stands')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('ssp-missing')).toContainText('the system boundary');
});
