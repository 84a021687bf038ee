import { expect, test } from '@playwright/test';
import { ASK_THE_ADMINISTRATOR, INVALID_RESET_LINK, PASSWORD_RULE_MESSAGES } from '../../src/contract/auth';
import { createResetToken, expectAccessible, newAccount } from './support';

/**
 * "Forgot password?" (D20) in the browser. The e2e server has no SMTP_URL nor SUPPORT_CONTACT: the
 * page says to ask the administrator of this installation (issue 23). The reset page is tried
 * with a token the server's own code made in its database (the mail itself is read in
 * tests/api/password-recovery.test.ts).
 */
test.describe('forgotten password @phone', () => {
  test('"Forgot password?" on the sign-in page says to ask the administrator of this installation', async ({
    page,
  }) => {
    await page.goto('/login');
    // No SUPPORT_CONTACT on this server: the sign-in page names nobody.
    await expect(page.getByText(/Trouble signing in\?/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Forgot your password?')).toBeVisible();
    await expect(page.getByText(ASK_THE_ADMINISTRATOR)).toBeVisible();
    await expect(page.getByText(/an administrator can make one in the admin console/)).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link that does not work says so and leads to a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);

    await page.goto('/reset-password?token=not-a-token-we-sent');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-9');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password-9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Ask for a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a working link sets a new password that follows the rule; then the user signs in', async ({
    page,
    request,
  }) => {
    const account = newAccount();
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
    const token = await createResetToken(account.email);

    await page.goto(`/reset-password?token=${token}`);
    await expect(page.getByText('Choose a new password')).toBeVisible();
    await expectAccessible(page);
    const newPassword = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');

    await newPassword.fill('iloveyou1');
    await confirm.fill('iloveyou1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.locator('#newPassword-error')).toHaveText(PASSWORD_RULE_MESSAGES.tooCommon);
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');

    await newPassword.fill('reset-by-link-password-4');
    await confirm.fill('reset-by-link-password-5');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.locator('#confirmPassword-error')).toHaveText("Passwords don't match");

    await confirm.fill('reset-by-link-password-4');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('reset-by-link-password-4');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$|\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    // The link worked once.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('New password', { exact: true }).fill('another-new-password-6');
    await page.getByLabel('Confirm new password').fill('another-new-password-6');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
  });
});
