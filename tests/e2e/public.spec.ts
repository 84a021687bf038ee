import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('landing page shows the hero, the four features and why to choose us @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const feature of [
    '17 Foundational Controls',
    'Evidence Collection',
    'Progress Tracking',
    'Compliance Reports',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Choose Our CMMC Readiness Platform?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Designed for Small Business' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 and Level 2 Coverage' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Get your business ready for CMMC Level 1 and Level 2 (Self)',
    }),
  ).toBeVisible();
  await expect(
    page.getByText('All 17 practices of CMMC Level 1, the basic safeguarding of FAR 52.204-21'),
  ).toBeVisible();
  await expect(page.getByText('Complete CMMC Coverage')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows the 404 page @phone', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/Then the page was not added to the app's router/)).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visitor of a signed-in page is sent to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByText('Access your CMMC compliance dashboard')).toBeVisible();
});

test('an unknown API path is a JSON 404 even where the web app is served', async ({ page }) => {
  const response = await page.request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'No API route GET /api/no-such-route' });
  const asset = await page.request.get('/assets/no-such-file.js');
  expect(asset.status()).toBe(404);
});

test('/api/login leads to the sign-in page', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/login$/);
});
