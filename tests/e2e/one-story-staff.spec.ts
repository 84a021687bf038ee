import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createStaffAccount, expectAccessible } from './support';

/*
 * Issue 39 item 8 (D35): the CUI warning offers the way to Level 2, and after a reported change the
 * auditor's client list and the admin console say NOT MET since the affirmation, as the client's
 * screens do. Screenshots at the project's width go to .tmp/shots (not committed).
 */

const SCOPE = {
  fciDescription: 'Purchase orders from two primes.',
  systems: [{ name: 'Office laptops', kind: 'endpoints', description: '' }],
  people: 'Owner and two staff.',
  facilities: 'One office.',
  serviceProviders: '',
  specializedAssets: '',
  cageCodes: ['1ABC2'],
};

const shot = async (page: Page, name: string, project: string) => {
  fs.mkdirSync('.tmp/shots', { recursive: true });
  await page.screenshot({ path: `.tmp/shots/${name}-${project}.png`, fullPage: false });
};

test('the CUI warning links to the target-level change @phone', async ({ clientPage: page }, testInfo) => {
  expect((await page.request.put('/api/assessment/scope', { data: { holdsCui: true } })).status()).toBe(200);
  await page.goto('/dashboard');
  const warning = page.getByRole('note').filter({ hasText: 'You hold CUI' });
  await expect(warning).toBeVisible();
  const link = warning.getByRole('link', { name: 'Change the target level to Level 2' });
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'cui-warning', testInfo.project.name);
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByText('Target CMMC level')).toBeVisible();
});

test('after a reported change, the auditor list and the console say NOT MET since the affirmation @phone', async ({
  client,
  clientPage: page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(
    (await page.request.put('/api/assessment/scope', { data: { ...SCOPE, holdsCui: false } })).status(),
  ).toBe(200);
  const controls = (await (await page.request.get('/api/controls')).json()) as {
    objectives: { id: string }[];
  }[];
  for (const objective of controls.flatMap((control) => control.objectives)) {
    const saved = await page.request.put(`/api/assessment/objectives/${encodeURIComponent(objective.id)}`, {
      data: { finding: 'met' },
    });
    expect(saved.status()).toBe(200);
  }
  const affirmed = await page.request.post('/api/assessment/affirm', {
    data: {
      officialTitle: 'Owner',
      officialPhone: '+1 (555) 010-2000',
      statementAccepted: true,
      acknowledgeMissingEvidence: true,
    },
  });
  expect(affirmed.status(), await affirmed.text()).toBe(200);
  const reported = await page.request.post('/api/assessment/changes', {
    data: { requirementId: 'AC.L1-b.1.i', note: 'A former employee still has an account.' },
  });
  expect(reported.status()).toBe(201);
  const words = 'NOT MET since the affirmation: AC.L1-b.1.i';

  const auditorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const auditorPage = await auditorContext.newPage();
  const auditor = await createStaffAccount('auditor');
  expect((await auditorPage.request.post('/api/auth/login', { data: auditor })).status()).toBe(200);
  await auditorPage.goto('/auditor');
  await auditorPage.getByRole('searchbox', { name: 'Search clients' }).fill(client.businessName);
  const row = auditorPage
    .getByTestId('client-list')
    .getByRole('listitem')
    .filter({ hasText: client.businessName });
  await expect(row.getByTestId('affirmed-standing')).toHaveText(`Affirmed result: ${words}`);
  await expect(row.getByText('MET', { exact: true })).toHaveCount(0);
  await shot(auditorPage, 'auditor-list', testInfo.project.name);
  await expectAccessible(auditorPage);

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await adminContext.newPage();
  const admin = await createStaffAccount('admin');
  expect((await adminPage.request.post('/api/admin/login', { data: admin })).status()).toBe(200);
  await adminPage.goto('/admin/dashboard');
  await adminPage.getByRole('tab', { name: 'Organizations' }).click();
  await adminPage.getByRole('searchbox', { name: 'Search organizations' }).fill(client.businessName);
  const organization = adminPage
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: client.businessName })
    .first();
  await expect(organization.getByTestId('affirmed-standing')).toHaveText(`Affirmed result: ${words}`);
  await expect(organization.getByText('Affirmed', { exact: true })).toHaveCount(0);
  await shot(adminPage, 'console-list', testInfo.project.name);
  await expectAccessible(adminPage);
});
