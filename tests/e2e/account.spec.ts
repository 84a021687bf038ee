import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, onE2eDatabase, openFromSidebar, PASSWORD, toasts } from './support';

/** Screenshots for a person to look at, when SCREENSHOT_DIR names where (not in CI). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}

/**
 * The link the server would have mailed for the address awaiting confirmation (D34), made by the
 * server's own code in the e2e server's database: the e2e server sends no mail (no SMTP_URL);
 * tests/api/confirmed-email.test.ts reads real links from real mail.
 */
async function mailedConfirmationToken(username: string): Promise<string> {
  const { newConfirmationToken } = await import('../../src/server/auth/email-confirmation');
  const { users } = await import('../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  return onE2eDatabase(async ({ db }) => {
    const fresh = newConfirmationToken();
    await db.update(users).set(fresh.columns).where(eq(users.username, username));
    return fresh.token;
  });
}

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
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page).getByText('Your details are up to date.')).toBeVisible();

  const passwordCard = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change Password' }) });
  await passwordCard.getByLabel('Current password').fill('wrong-password-1');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-9');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not right').first()).toBeVisible();
  await passwordCard.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    toasts(page).getByText('Password changed. Your other sessions were signed out.'),
  ).toBeVisible();
  await expect(passwordCard.getByLabel('Current password')).toHaveValue('');

  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
});

test('a new e-mail address needs the password and counts once its link is opened, signed in (D34) @phone', async ({
  page,
  client: account,
}) => {
  await page.goto('/account');
  const card = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change E-mail Address' }) });
  await expect(page.getByText(`${account.email} (confirmed)`)).toBeVisible();
  const next = `new.${account.email}`;
  await card.getByLabel('New e-mail address').fill(next);
  await card.getByLabel('Current password').fill('wrong-password-1');
  await card.getByRole('button', { name: 'Change E-mail Address' }).click();
  await expect(card.getByText('Your current password is not right')).toBeVisible();
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change E-mail Address' }).click();
  // This server sends no mail: the address waits, and the confirmed one stays in use.
  const waiting = page.getByRole('status').filter({ hasText: 'awaits confirmation' });
  await expect(waiting).toContainText(`New address ${next} awaits confirmation.`);
  await expect(waiting).toContainText('This server sends no e-mail');
  await expect(waiting).toContainText(`Until then invitations and password resets use ${account.email}`);
  await page.getByRole('button', { name: 'Cancel the Change' }).click();
  await expect(toasts(page).getByText(`Your address stays ${account.email}.`)).toBeVisible();
  await expect(waiting).toBeHidden();

  // Asked again, and (as a server with mail would) a link mailed for it.
  await card.getByLabel('New e-mail address').fill(next);
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change E-mail Address' }).click();
  await expect(waiting).toBeVisible();
  const token = await mailedConfirmationToken(account.username);
  await page.reload();
  await expect(waiting).toContainText('Confirmation sent just now');
  await expect(page.getByRole('button', { name: 'Send the Link Again' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'account-pending-email');

  await page.goto(`/account?emailToken=${token}`);
  await expect(page.getByText(`Your e-mail address ${next} is confirmed.`)).toBeVisible();
  await expect(page.getByText(`${next} (confirmed)`)).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  // The link works once.
  await page.goto(`/account?emailToken=${token}`);
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');
});

test("after an administrator's reset the account must choose a new password before anything else @phone", async ({
  page,
  client: account,
}) => {
  const { users } = await import('../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  // What an admin's reset leaves (tests/api/admin-powers.test.ts makes it through the console).
  await onE2eDatabase(({ db }) =>
    db.update(users).set({ passwordChangeRequired: true }).where(eq(users.username, account.username)),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await expect(page.getByText('An administrator reset your password.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'forced-password-change');
  // Nothing else answers meanwhile.
  const refused = await page.request.get('/api/progress/overall');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('password_change_required');

  await page.getByLabel('Current password (the one you signed in with)').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('my-own-new-password-7');
  await page.getByLabel('Confirm new password').fill('my-own-new-password-7');
  await page.getByRole('button', { name: 'Change Password and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  expect((await page.request.get('/api/progress/overall')).status()).toBe(200);
});
