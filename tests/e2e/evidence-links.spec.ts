import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, toasts } from './support';

const POLICY = Buffer.from('Access policy: every account belongs to one named person.\n');

/** One file, uploaded for one control, as the upload card would send it. */
async function uploadPolicy(page: Page) {
  const response = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'AC.L1-3.1.1',
      fileName: 'access-policy.txt',
      file: { name: 'access-policy.txt', mimeType: 'text/plain', buffer: POLICY },
    },
  });
  expect(response.status()).toBe(201);
}

test('one file serves several controls and objectives, linked from its card @phone', async ({
  clientPage: page,
}) => {
  await uploadPolicy(page);
  await page.goto('/evidence');
  const card = page.getByTestId('evidence-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('list', { name: 'Serves 1 control' }).getByRole('listitem')).toHaveText([
    'AC.L1-3.1.1',
  ]);
  await expect(card.getByText('No objectives linked yet')).toBeVisible();

  // Keyboard: the card's action opens the dialog, and Space checks a box.
  const edit = card.getByRole('button', { name: 'Edit links of access-policy.txt' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit links' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Access Control (AC)' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'System and Information Integrity (SI)' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^[A-Z]{2}\.L1-3\.\d+\.\d+ / })).toHaveCount(17);
  await expect(dialog.getByRole('checkbox', { name: 'AC.L1-3.1.1 Authorized Access Control' })).toBeChecked();
  const acObjectives = dialog.getByRole('group', { name: 'Objectives of AC.L1-3.1.1 this file supports' });
  await expect(
    acObjectives.getByRole('checkbox', { name: '[a] authorized users are identified;' }),
  ).not.toBeChecked();
  // Objectives show only under checked controls.
  await expect(dialog.getByRole('group', { name: /Objectives of IA\.L1-3\.5\.1/ })).toHaveCount(0);

  const accessControl = dialog.getByRole('checkbox', { name: 'AC.L1-3.1.2 Transaction & Function Control' });
  await accessControl.focus();
  await page.keyboard.press('Space');
  await expect(accessControl).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'IA.L1-3.5.1 Identification' }).check();
  const iaObjectives = dialog.getByRole('group', { name: 'Objectives of IA.L1-3.5.1 this file supports' });
  await iaObjectives.getByRole('checkbox', { name: '[a] system users are identified;' }).check();
  await expect(dialog.getByText('3 controls, 1 objective checked')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Save links' }).click();
  await expect(toasts(page).getByText('Links saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(card.getByRole('list', { name: 'Serves 3 controls' }).getByRole('listitem')).toHaveText([
    'AC.L1-3.1.1',
    'AC.L1-3.1.2',
    'IA.L1-3.5.1',
  ]);
  await expect(card.getByText('Supports 1 objective', { exact: true })).toBeVisible();
  await expect(page.getByTestId('evidence-card')).toHaveCount(1);
  await expectAccessible(page);

  // Stored once, listed under every control it serves.
  await page.getByRole('combobox', { name: 'Filter by control' }).click();
  await page.getByRole('option', { name: 'AC.L1-3.1.2 - Transaction & Function Control' }).click();
  await expect(page).toHaveURL(/\?control=AC\.L1-3\.1\.2$/);
  await expect(page.getByTestId('evidence-card')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'access-policy.txt' })).toBeVisible();
  await page.goto('/evidence?control=IA.L1-3.5.1');
  await expect(page.getByRole('heading', { name: 'access-policy.txt' })).toBeVisible();
  await page.goto('/evidence?control=AC.L1-3.1.20');
  await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();

  // The dialog opens with the saved links; a file serves at least one control.
  await page.goto('/evidence');
  await page.getByRole('button', { name: 'Edit links of access-policy.txt' }).click();
  await expect(
    dialog
      .getByRole('group', { name: 'Objectives of IA.L1-3.5.1 this file supports' })
      .getByRole('checkbox', { name: '[a] system users are identified;' }),
  ).toBeChecked();
  const save = dialog.getByRole('button', { name: 'Save links' });
  for (const name of [
    'AC.L1-3.1.1 Authorized Access Control',
    'AC.L1-3.1.2 Transaction & Function Control',
    'IA.L1-3.5.1 Identification',
  ]) {
    await dialog.getByRole('checkbox', { name }).uncheck();
  }
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(
    'Check at least one control to save: every file serves one or more.',
  );
  await expect(
    dialog.getByText('Check at least one control to save: every file serves one or more.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit links of access-policy.txt' })).toBeFocused();
  await expect(page.getByTestId('evidence-card').getByRole('listitem')).toHaveCount(3);
});

test('Escape closes the links dialog without saving', async ({ clientPage: page }) => {
  await uploadPolicy(page);
  await page.goto('/evidence?control=AC.L1-3.1.1');
  const edit = page.getByRole('button', { name: 'Edit links of access-policy.txt' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit links' });
  await dialog.getByRole('checkbox', { name: 'SC.L1-3.13.1 Boundary Protection' }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.getByTestId('evidence-card').getByRole('listitem')).toHaveText(['AC.L1-3.1.1']);
  await page.goto('/evidence?control=SC.L1-3.13.1');
  await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();
});
