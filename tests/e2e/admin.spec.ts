import { expect, test, type Page } from '@playwright/test';
import { createStaffAccount, expectAccessible, signUpViaApi, toasts, watchTexts, LOGGED_OUT } from './support';

/**
 * Searches the console's users and waits until the list shows the one match: the search is
 * debounced, and a row clicked before the filtered page arrives can be replaced under the click.
 */
async function searchUsers(page: Page, username: string): Promise<void> {
  await page.getByLabel('Search users').fill(username);
  await expect(
    page.getByRole('navigation', { name: 'Users pages' }).getByText('Showing 1–1 of 1'),
  ).toBeVisible();
}

test('an admin signs in to the console, resets a password and views a business platform', async ({
  page,
}) => {
  const client = await signUpViaApi(page);
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  const admin = await createStaffAccount('admin');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid admin credentials');
  await expectAccessible(page);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin Access')).toBeVisible();
  await expect(page.getByText('Registered organizations')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('tab', { name: 'Users' }).click();
  await searchUsers(page, client.username);
  await expect(page.getByRole('tabpanel').getByText(client.businessName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Reset Password for ${client.businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New password').fill('short');
  await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await dialog.getByLabel('New password').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page).getByText(`Password has been reset for ${client.businessName}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Access Platform of ${client.businessName}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Admin Mode: You are viewing ${client.businessName}'s platform`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Return to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  const login = await page.request.post('/api/auth/login', {
    data: { username: client.username, password: 'a-brand-new-password' },
  });
  expect(login.status()).toBe(200);
});

test('a console action after the admin session ended says so and goes to the admin sign-in', async ({
  page,
}) => {
  const client = await signUpViaApi(page);
  await page.context().clearCookies();
  const admin = await createStaffAccount('admin');
  const login = await page.request.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);

  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  await searchUsers(page, client.username);
  await page.getByRole('button', { name: `Reset Password for ${client.businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New password').fill('a-brand-new-password');
  await page.context().clearCookies();
  // The toast lives only for the 500 ms before the redirect: the page records what it showed.
  const seen = await watchTexts(page, ['Unauthorized', LOGGED_OUT]);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await seen('Unauthorized')).toBe(true);
  expect(await seen(LOGGED_OUT)).toBe(true);
  await expectAccessible(page);

  // The password did not change.
  const stillOld = await page.request.post('/api/auth/login', {
    data: { username: client.username, password: client.password },
  });
  expect(stillOld.status()).toBe(200);
});

test('signing out of a business platform returns the admin to the console', async ({ page }) => {
  const client = await signUpViaApi(page);
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  const admin = await createStaffAccount('admin');
  expect((await page.request.post('/api/admin/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  await searchUsers(page, client.username);
  await page.getByRole('button', { name: `Access Platform of ${client.businessName}` }).click();
  await expect(page.getByText(`Admin Mode: You are viewing ${client.businessName}'s platform`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
