import { expect, test, type Page } from '@playwright/test';
import { INVALID_RESET_LINK } from '../../src/contract/auth';
import { createStaffAccount, expectAccessible, newAccount, toasts, startSecondApp } from './support';

/*
 * Issue 23, "Password help", in the browser: whom to ask when the server sends no mail, and the
 * reset link an admin makes in the console for a user who then chooses a new password with it.
 */

// Plain text with an address in angle brackets: shown as typed, never as markup.
const CONTACT = 'Dana Reyes, IT desk <it@acme.example>, 555-0100';

test.describe('with SUPPORT_CONTACT and no mail @phone', () => {
  let origin: string;
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    ({ origin, stop } = await startSecondApp('support-contact', () => ({
      STAFF_TOTP_REQUIRED: 'false',
      SUPPORT_CONTACT: CONTACT,
    })));
  });

  test.afterAll(async () => {
    await stop?.();
  });

  test('the sign-in page and "Forgot password?" name whom to ask', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await expect(page.getByText(`Trouble signing in? Ask ${CONTACT}`)).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Password reset by e-mail is not available on this server.')).toBeVisible();
    await expect(page.getByText('For a link to choose a new password, ask:')).toBeVisible();
    await expect(page.getByTestId('support-contact')).toHaveText(CONTACT);
    // No form to fill in, and no default sentence beside the contact.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(/administrator of this installation/)).toHaveCount(0);
    await expectAccessible(page);
  });
});

/** An admin signed in to the console through the API, on the users tab. */
async function openUsersTab(page: Page) {
  const admin = await createStaffAccount('admin');
  expect((await page.request.post('/api/admin/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  return admin;
}

test('an admin makes a reset link in the console, and the user sets a new password with it @phone', async ({
  page,
  browser,
  context,
}) => {
  const account = newAccount();
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  await context.clearCookies();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await openUsersTab(page);

  await page.getByLabel('Search users').fill(account.username);
  const row = page.getByRole('listitem').filter({ hasText: account.businessName });
  await row.getByRole('button', { name: `Make reset link for ${account.businessName}` }).click();
  const ask = page.getByRole('dialog', { name: 'Make reset link' });
  await expect(ask).toContainText('Their current password keeps working until the link is used.');
  await ask.getByRole('button', { name: 'Make link' }).click();

  const made = page.getByRole('dialog', { name: 'Reset link made' });
  const field = made.getByLabel('Reset link');
  await expect(field).toHaveValue(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await expect(made).toContainText(/It works once, until .+ \(30 minutes\), and is shown only now\./);
  await expectAccessible(page);
  const link = await field.inputValue();
  await made.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).getByText('The reset link is on the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(made).toBeHidden();
  await expect(
    row.getByRole('button', { name: `Make reset link for ${account.businessName}` }),
  ).toBeFocused();

  // The user, in a browser of their own, opens the link passed on to them.
  const userContext = await browser.newContext({ viewport: page.viewportSize() });
  const user = await userContext.newPage();
  try {
    await user.goto(link);
    await expect(user.getByText('This link works once, within 30 minutes of being made.')).toBeVisible();
    await user.getByLabel('New password', { exact: true }).fill('chosen-by-the-user-7');
    await user.getByLabel('Confirm new password').fill('chosen-by-the-user-7');
    await user.getByRole('button', { name: 'Change Password' }).click();
    await expect(user.getByRole('heading', { name: 'Password changed' })).toBeFocused();
    await user.getByRole('link', { name: 'Sign In' }).click();
    await user.getByLabel('Username').fill(account.username);
    await user.getByLabel('Password').fill('chosen-by-the-user-7');
    await user.getByRole('button', { name: 'Sign In' }).click();
    // The link was an admin's, who could have opened it: the user chooses a password of their own
    // before anything else (issue 38 item 8).
    await expect(user.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    await user.getByLabel('Current password (the one you signed in with)').fill('chosen-by-the-user-7');
    await user.getByLabel('New password', { exact: true }).fill('now-truly-my-own-9');
    await user.getByLabel('Confirm new password').fill('now-truly-my-own-9');
    await user.getByRole('button', { name: 'Change Password and Continue' }).click();
    await expect(user).toHaveURL(/\/dashboard$|\/$/);
    await expect(user.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();

    // The link worked once.
    await user.goto(link);
    await user.getByLabel('New password', { exact: true }).fill('another-choice-of-8');
    await user.getByLabel('Confirm new password').fill('another-choice-of-8');
    await user.getByRole('button', { name: 'Change Password' }).click();
    await expect(user.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
  } finally {
    await userContext.close();
  }

  // The console's activity log says who made the link.
  await page.getByRole('tab', { name: 'Activity Logs' }).click();
  await page.getByLabel('Search activity').fill(account.businessName);
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(`Password reset link made in the admin console by ${admin.username}, to pass on by hand`),
  ).toBeVisible();
});
