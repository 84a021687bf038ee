import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import { expectAccessible, openFromSidebar, toasts, watchTexts, LOGGED_OUT } from './support';

/** A headline figure of the dashboard, found by its label. */
const summary = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test('a control is completed from the checklist and the dashboard counts follow @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(summary(page, 'Completed Controls')).toContainText('0');
  await expect(summary(page, 'Completed Controls')).toContainText('of 17 controls');
  await expect(summary(page, 'Not Started')).toContainText('17');
  await expect(page.getByText('No recent activity')).toHaveCount(0); // registration is logged
  await expectAccessible(page);

  await page.goto('/controls');
  await expect(page.getByRole('heading', { name: 'Controls Checklist' })).toBeVisible();
  await expect(
    page.getByText('Track implementation progress for all 17 CMMC Level 1 controls'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View Details of MP.L1-3.8.3' }).click();
  const dialog = page.getByRole('dialog', { name: 'MP.L1-3.8.3 - Media Disposal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('[a]')).toBeVisible();
  await expect(dialog.getByText('MP.L1-b.1.vii')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Implementation Guidance' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('wipe');
  await dialog.getByRole('tab', { name: 'Required Evidence' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('These are examples, not a fixed list');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Certificates of destruction' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Manage Evidence for this Control' })).toHaveAttribute(
    'href',
    '/evidence?control=MP.L1-3.8.3',
  );
  await expectAccessible(page);

  const notes = dialog.getByLabel('Implementation Notes');
  await expect(notes).toHaveAttribute('placeholder', 'Add notes about your implementation progress...');
  await notes.fill('Shredder bought; drives wiped with the vendor tool.');
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toasts(page).getByText('Control status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('control-MP.L1-3.8.3');
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByText('Shredder bought; drives wiped with the vendor tool.')).toBeVisible();

  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expect(summary(page, 'Completed Controls')).toContainText('1');
  await expect(summary(page, 'Not Started')).toContainText('16');
  // D28: Overall Progress counts the objectives MET or N/A, not the controls marked complete.
  await expect(summary(page, 'Overall Progress')).toContainText('0%');
  await expect(summary(page, 'Overall Progress')).toContainText('0 of 59 objectives MET or N/A');
  await expect(page.getByText('Marked MP.L1-3.8.3 Media Disposal as Completed')).toBeVisible();
});

test('the checklist filters by domain and opens a control from a link', async ({ clientPage: page }) => {
  await page.goto('/controls');
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(17);
  await page.getByRole('combobox', { name: 'Filter by domain' }).click();
  await page.getByRole('option', { name: 'PE - Physical Protection' }).click();
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(4);
  await expect(page).toHaveURL(/domain=PE/);

  await page.goto('/controls?control=SC.L1-3.13.5');
  await expect(
    page.getByRole('dialog', { name: 'SC.L1-3.13.5 - Public-Access System Separation' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/control=/);
});

test('dashboard links: priority actions, all actions, domain filter and all activity', async ({
  clientPage: page,
}) => {
  await page.request.put('/api/implementations', {
    data: { controlId: 'IA.L1-3.5.2', status: 'in_progress', notes: '' },
  });
  await page.goto('/dashboard');

  const priorities = page.getByTestId('priority-actions');
  await expect(priorities.getByText('17 pending')).toBeVisible();
  await expect(priorities.getByText(/^Complete /)).toHaveCount(3);
  await expect(priorities.getByText('Complete IA.L1-3.5.2')).toBeVisible();

  await page.getByRole('combobox', { name: 'Show domains' }).click();
  await page.getByRole('option', { name: 'SI - System and Information Integrity' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(1);

  await priorities.getByRole('link', { name: 'Continue IA.L1-3.5.2' }).click();
  await expect(page.getByRole('dialog', { name: 'IA.L1-3.5.2 - Authentication' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View all actions' }).click();
  await expect(
    page.getByText(
      'Showing controls that still need work: not complete, not assessed or NOT MET, or sent back by an auditor.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(17);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View all activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity History' })).toBeVisible();
  await expect(page.getByText('Marked IA.L1-3.5.2 Authentication as In Progress')).toBeVisible();
  await expectAccessible(page);

  const report = page.waitForEvent('popup');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Generate Report/ }).click();
  const reportTab = await report;
  expect(new URL(reportTab.url()).pathname).toBe('/reports');
  await expect(reportTab.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
});

test('a save after the session ended says so and goes to sign in', async ({ clientPage: page }) => {
  await page.goto('/controls?control=AC.L1-3.1.1');
  const dialog = page.getByRole('dialog', { name: 'AC.L1-3.1.1 - Authorized Access Control' });
  await expect(dialog).toBeVisible();
  await page.context().clearCookies();
  // The toast lives only for the 500 ms before the redirect: the page records what it showed.
  const seen = await watchTexts(page, [LOGGED_OUT]);
  await dialog.getByRole('button', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcontrols%3Fcontrol%3DAC\.L1-3\.1\.1$/);
  expect(await seen(LOGGED_OUT)).toBe(true);
});

test('the guide shows each domain, links into the checklist and ships templates @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/guide');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByText('Total controls')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Wins' })).toBeVisible();
  const quickWins = page.getByTestId('quick-wins');
  await expect(quickWins.getByRole('listitem')).toHaveCount(6);
  for (const domain of ['AC', 'IA', 'MP', 'PE', 'SC', 'SI']) {
    await expect(quickWins.getByText(domain, { exact: true })).toHaveCount(1); // one quick win per domain
  }
  // What the assessment covers, said once: the programming PC in scope, shop machines left out
  // whether connected or not (32 CFR 170.19(b)(2)(ii)), the company's own tenant not external.
  const scope = page.getByTestId('assessment-covers');
  await expect(scope).toContainText('the CAM, DNC or programming PC that holds customer drawings');
  await expect(scope).toContainText('whether or not they are connected to your network');
  await expect(scope).toContainText('Your own Microsoft 365 or Google Workspace tenant is not one of them');
  await expect(page.getByRole('heading', { name: 'Templates and Tools' })).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Visitor Log' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('visitor-log.xlsx');
  // The download is a real Excel workbook whose first row holds the log's column headings.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets[0]!.getRow(1).getCell(2).text).toBe('Visitor name');
  expect(workbook.worksheets[0]!.getRow(1).getCell(3).text).toBe('Visitor signature');
  const policy = await page.request.get('/templates/access-control-policy.docx');
  expect(policy.ok()).toBe(true);
  expect(policy.headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  await expect(page.getByText('Excel workbook (XLSX) · PE').first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Guide sections' })
    .getByRole('button', { name: /PE - Physical Protection/ })
    .click();
  await expect(page.getByRole('heading', { name: 'PE - Physical Protection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Implementation Steps' })).toBeVisible();
  await page.getByRole('button', { name: /PE\.L1-3\.10\.4/ }).click();
  const logs = page.getByRole('region', { name: /PE\.L1-3\.10\.4/ });
  await expect(logs).toContainText('staff as well as visitors');
  await expect(logs).toContainText('These are examples, not a fixed list');
  await expect(page.getByRole('link', { name: 'Manage Evidence' })).toHaveAttribute(
    'href',
    '/evidence?control=PE.L1-3.10.4',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View in Controls Checklist' }).click();
  await expect(page.getByRole('dialog', { name: 'PE.L1-3.10.4 - Physical Access Logs' })).toBeVisible();
});

test('a new page opens at its top, not at the scroll position of the page before', async ({
  clientPage: page,
}) => {
  await page.goto('/controls');
  await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(17);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Evidence Library' })
    .click();
  await expect(page.getByRole('heading', { name: 'Evidence Library' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
