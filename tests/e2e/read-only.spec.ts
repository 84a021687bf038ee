import { expect, test } from '@playwright/test';
import { joinAsMember, ownerOf } from './member-accounts';
import { expectAccessible } from './support';

const CONTROL = 'AC.L1-3.1.1';

/**
 * A viewer (D27) reads everything the business recorded and downloads it, and meets no button
 * that the server would refuse: the screens say once that the access is read-only, and whom to ask.
 */
test('a viewer reads the checklist, the control, the evidence and the scope, with no button to change them @phone', async ({
  page,
  playwright,
}) => {
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const business = await ownerOf(owner);
  const saved = await owner.put('/api/implementations', {
    data: { controlId: CONTROL, status: 'in_progress', notes: 'Accounts listed in the register.' },
  });
  expect(saved.ok()).toBe(true);
  const finding = await owner.put(`/api/assessment/objectives/${encodeURIComponent(`${CONTROL}[a]`)}`, {
    data: { finding: 'met', note: 'Checked the account list with the office manager.' },
  });
  expect(finding.ok()).toBe(true);
  const upload = await owner.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: CONTROL,
      fileName: 'account-register.txt',
      file: { name: 'account-register.txt', mimeType: 'text/plain', buffer: Buffer.from('alice, bob\n') },
    },
  });
  expect(upload.status()).toBe(201);
  await joinAsMember(owner, page.request, 'viewer', { firstName: 'Sam', lastName: 'Ortiz' });
  await owner.dispose();
  const notice = `You have read-only access in ${business.businessName} (viewer). Ask an owner for editor access.`;

  await page.goto('/dashboard');
  await expect(page.getByTestId('read-only-notice')).toHaveText(notice);
  // The CUI question waits for an editor's answer: the viewer reads it, with no buttons.
  await expect(page.getByTestId('cui-check').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('cui-unanswered')).toBeVisible();

  await page.goto('/controls');
  await expect(page.getByTestId('read-only-notice')).toHaveText(notice);
  await page.getByRole('button', { name: `View Details of ${CONTROL}` }).click();
  const dialog = page.getByRole('dialog', { name: `${CONTROL} - Authorized Access Control` });
  await expect(dialog.getByTestId('read-only-notice')).toHaveText(notice);
  // The notes and the status as the owner left them, as text.
  await expect(dialog.getByText('Accounts listed in the register.')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByText('Current status:')).toContainText('In Progress');
  await expect(dialog.getByRole('group', { name: 'Set status' })).toHaveCount(0);
  // The objective's finding reads as recorded: no choice, no note field, no save or upload.
  await dialog.getByRole('button', { name: /^\[a\]/ }).click();
  const recorded = dialog.getByTestId('frozen-finding');
  await expect(recorded).toContainText('MET');
  await expect(recorded).toContainText('Checked the account list with the office manager.');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Save|Confirm|Upload|Mark Complete/ })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('tab', { name: 'Required Evidence' }).click();
  await dialog.getByRole('link', { name: 'See the Evidence for this Control' }).click();

  // The evidence: read and downloaded, never uploaded, relinked or deleted.
  await expect(page).toHaveURL(/\/evidence\?control=AC\.L1-3\.1\.1/);
  // The dialog goes with the checklist: one notice is left, the evidence page's.
  await expect(page.getByTestId('read-only-notice')).toHaveCount(1);
  await expect(page.getByTestId('read-only-notice')).toHaveText(notice);
  const card = page.getByTestId('evidence-card');
  await expect(card.getByRole('heading', { name: 'account-register.txt' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download account-register.txt' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'View account-register.txt' })).toBeEnabled();
  await expect(card.getByRole('button', { name: /Edit links|Delete/ })).toHaveCount(0);
  await expect(page.getByTestId('upload-evidence')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upload/ })).toHaveCount(0);
  await expectAccessible(page);

  // The scope and the affirmation: read only, and who may affirm.
  await page.goto('/assessment');
  await expect(page.getByTestId('read-only-notice')).toHaveText(notice);
  await expect(page.getByLabel('CAGE codes')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Scope' })).toHaveCount(0);
  await expect(page.getByTestId('cui-check').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('cui-unanswered')).toBeVisible();
  await expect(page.getByTestId('who-may-affirm')).toContainText(
    `As a viewer, you cannot affirm for ${business.businessName}.`,
  );
  await expect(page.getByTestId('who-may-affirm')).toContainText(
    'ask an owner (Dana Reyes) to make you an editor and allow you to affirm',
  );
  await expect(page.getByRole('button', { name: 'Review and affirm' })).toHaveCount(0);
  await expectAccessible(page);

  // The diagnostic: its reports, not its run.
  await page.goto('/diagnostic');
  await expect(page.getByTestId('read-only-notice')).toHaveText(notice);
  await expect(page.getByText('No one has run the diagnostic yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Run/ })).toHaveCount(0);

  // The organization's history names who acted: here the owner (D27).
  await page.goto('/activity');
  const uploaded = page.getByRole('list', { name: 'Activity' }).getByRole('listitem').filter({
    hasText: 'account-register.txt',
  });
  await expect(uploaded.getByTestId('activity-actor')).toHaveText('by Dana Reyes');
  await expectAccessible(page);
});
