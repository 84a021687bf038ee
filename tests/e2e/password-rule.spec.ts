import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './support';

/** The password rule of D20 as a person registering meets it. */
test.describe('registration password rule', () => {
  async function fill(page: Page, username: string, password: string) {
    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('Business Name').fill(account.businessName);
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Other' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
  }

  test('says under the field that the username cannot be the password', async ({ page }) => {
    const { username } = newAccount();
    await fill(page, username, username.toUpperCase());
    await expect(page.locator('#password-error')).toHaveText('Password must not be the same as the username');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test("shows the server's message under the field for a common password", async ({ page }) => {
    await fill(page, newAccount().username, 'iloveyou1');
    await expect(page.locator('#password-error')).toHaveText(
      'This password is one of the most common passwords. Choose one that is harder to guess',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});
