import { expect, test } from './fixtures';
import { expectAccessible, openFromSidebar, toasts } from './support';

const CONTROL = 'AC.L1-3.1.2';
const TITLE = `${CONTROL} - Transaction & Function Control`;

test('a control is assessed objective by objective and its requirement turns MET @phone', async ({
  clientPage: page,
}) => {
  await page.goto(`/controls?control=${CONTROL}`);
  const dialog = page.getByRole('dialog', { name: TITLE });
  const section = dialog.getByTestId('assessment-section');
  await expect(section.getByTestId('practice-result')).toHaveText('Not yet assessed');
  await expect(dialog.getByTestId('open-objectives')).toContainText(
    '2 of 2 objectives are not yet MET or N/A',
  );

  // [a]: MET, examined, with a file uploaded right there.
  await section.getByRole('button', { name: /^\[a\]/ }).click();
  const first = dialog.getByTestId(`objective-${CONTROL}[a]`);
  await first.getByText('MET', { exact: true }).click();
  await first.getByLabel('Examine').check();
  await first.getByLabel('Note on [a]').fill('Role matrix in the HR system.');
  await first.getByLabel('Choose a file for [a]').setInputFiles({
    name: 'role-matrix.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Dana Reyes - owner - all transactions\n'),
  });
  await expect(first.getByLabel('role-matrix.txt')).toBeChecked();
  await expectAccessible(page);
  await first.getByRole('button', { name: 'Save [a]' }).click();
  await expect(toasts(page).getByText(`Objective ${CONTROL}[a] is recorded.`)).toBeVisible();
  await expect(section.getByRole('button', { name: /^\[a\]/ })).toContainText('MET');

  // [b]: the guidance does not expect N/A here, so it is asked about first (D28).
  await section.getByRole('button', { name: /^\[b\]/ }).click();
  const second = dialog.getByTestId(`objective-${CONTROL}[b]`);
  await second.getByText('N/A', { exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Mark [b] N/A?' });
  await expect(ask).toContainText('counts as MET (32 CFR 170.24(b)(3))');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Keep my finding' }).click();
  await expect(second.getByLabel('N/A', { exact: true })).not.toBeChecked();
  await expect(second.getByLabel('Why [b] does not apply (required)')).toHaveCount(0);
  // N/A needs a justification.
  await second.getByText('N/A', { exact: true }).click();
  await ask.getByRole('button', { name: 'Mark N/A' }).click();
  await second.getByRole('button', { name: 'Save [b]' }).click();
  await expect(second.getByText('Explain why this objective does not apply')).toBeVisible();
  await second
    .getByLabel('Why [b] does not apply (required)')
    .fill('Nobody but the owner runs transactions.');
  await second.getByRole('button', { name: 'Save [b]' }).click();
  await expect(toasts(page).getByText(`Objective ${CONTROL}[b] is recorded.`)).toBeVisible();
  await expect(section.getByTestId('practice-result')).toHaveText('MET');
  await expect(dialog.getByTestId('open-objectives')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId(`control-${CONTROL}`);
  await expect(card.getByTestId('practice-result')).toHaveText('MET');
  await expect(card).toContainText('2 of 2 objectives MET or N/A');

  await page.getByRole('button', { name: 'By requirement (15)' }).click();
  await expect(page).toHaveURL(/view=requirements/);
  const requirement = page.getByTestId('requirement-AC.L1-b.1.ii');
  await expect(requirement.getByTestId('practice-result').first()).toHaveText('MET');
  await expect(page.getByTestId('requirement-AC.L1-b.1.i').getByTestId('practice-result').first()).toHaveText(
    'Not yet assessed',
  );
  await expect(page.getByTestId('level1-result')).toHaveText(
    'Level 1 result: NOT MET: 1 of 15 requirements met',
  );
  await expectAccessible(page);

  await page.goto('/diagnostic');
  await page.getByRole('button', { name: 'Run First Diagnostic' }).click();
  await expect(page.getByText('Latest Diagnostic Report')).toBeVisible();
  await page.getByRole('tab', { name: 'Critical Gaps' }).click();
  await expect(page.getByText(/^AC\.L1-3\.1\.1 Authorized Access Control: objectives \[a\]/)).toBeVisible();
  await expect(page.getByText(/^AC\.L1-3\.1\.2 /)).toHaveCount(0);
});

test('saving a finding is one request: every screen takes what changed from its answer', async ({
  clientPage: page,
}) => {
  // The dashboard first, so that progress, domain bars and the assessment are all held.
  await page.goto('/dashboard');
  await expect(page.getByText('0 of 59 objectives MET or N/A')).toBeVisible();
  const accessControl = page.getByRole('progressbar', { name: 'Access Control progress' });
  await expect(accessControl).toHaveAttribute('aria-valuenow', '0');
  await openFromSidebar(page, 'Controls Checklist');
  await page.getByRole('button', { name: `View Details of ${CONTROL}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  const section = dialog.getByTestId('assessment-section');
  await section.getByRole('button', { name: /^\[a\]/ }).click();
  const first = dialog.getByTestId(`objective-${CONTROL}[a]`);
  await first.getByText('MET', { exact: true }).click();

  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await first.getByRole('button', { name: 'Save [a]' }).click();
  await expect(toasts(page).getByText(`Objective ${CONTROL}[a] is recorded.`)).toBeVisible();
  await expect(section.getByRole('button', { name: /^\[a\]/ })).toContainText('MET');
  // The button is back once the save and everything it set off have finished.
  await expect(first.getByRole('button', { name: 'Save [a]' })).toBeEnabled();
  expect(requests).toEqual([`PUT /api/assessment/objectives/${encodeURIComponent(`${CONTROL}[a]`)}`]);

  // The dashboard shows the new counts from what the answer put in place, without reading them again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByText('1 of 59 objectives MET or N/A')).toBeVisible();
  await expect(accessControl).not.toHaveAttribute('aria-valuenow', '0');
  expect(requests.filter((request) => request.includes('/api/progress'))).toEqual([]);
});

test("a control's status is one request too: the counts follow from the saved record", async ({
  clientPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-Not Started')).toContainText('17');
  await openFromSidebar(page, 'Controls Checklist');
  await page.getByRole('button', { name: `View Details of ${CONTROL}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });

  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toasts(page).getByText('Control status updated successfully')).toBeVisible();
  await expect(page.getByTestId(`control-${CONTROL}`).getByText('Completed')).toBeVisible();
  expect(requests).toEqual(['PUT /api/implementations']);

  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByTestId('stat-Completed Controls')).toContainText('1');
  await expect(page.getByTestId('stat-Not Started')).toContainText('16');
  // The log was marked stale by the save and is read when shown again.
  await expect(page.getByText(`Marked ${CONTROL} Transaction & Function Control as Completed`)).toBeVisible();
  expect(requests.filter((request) => request.includes('/api/progress'))).toEqual([]);
});
