import { expect, test } from './fixtures';
import { expectAccessible, openFromSidebar } from './support';

/**
 * Screens load on demand (issue 14). When a screen's code cannot be downloaded (the app was
 * updated since the page was opened and the old file is gone, or the connection dropped), the
 * user is told so and offered a reload, which brings the screen.
 */
test('a screen whose code cannot be downloaded offers a reload that brings it @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();

  // As after a deploy: the controls screen's file is no longer on the server.
  const gone = /\/assets\/ControlsPage-[\w-]+\.js$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openFromSidebar(page, 'Controls Checklist');
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(alert).toBeVisible();
  // The shell stays around it: the user can still go elsewhere.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);

  await page.unroute(gone);
  await alert.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Controls Checklist' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('going elsewhere after a failed screen clears the error', async ({ clientPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await page.route(/\/assets\/GuidePage-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await openFromSidebar(page, 'Implementation Guide');
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' })).toBeVisible();

  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
