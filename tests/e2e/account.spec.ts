import { expect, test } from './fixtures';
import { expectAccessible, openFromSidebar, PASSWORD, toasts } from './support';

test('a user edits the profile and changes the password from the account page @phone', async ({
  page,
  browser,
  client: account,
}) => {
  // A second session of the same user, which the password change must end.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect(
    (
      await other.request.post('/api/auth/login', {
        data: { username: account.username, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/dashboard');
  // The shell has rendered once the dashboard's heading shows: only then does the menu button's
  // visibility say whether this is a phone.
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Account settings', exact: true }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.locator('#profile-email-error')).toHaveText('Enter a valid email address');
  await page.getByLabel('E-mail').fill(`dana.${account.email}`);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page).getByText('Your details are up to date.')).toBeVisible();

  await page.getByLabel('Current password').fill('wrong-password-1');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-9');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not right').first()).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    toasts(page).getByText('Password changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
});
