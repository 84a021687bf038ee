import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { TOTP_MESSAGES } from '../../src/contract/totp-rules';
import { freePort } from '../../src/server/db/embedded';
import { runTs, type RunningProcess } from '../support/processes';
import { createStaffAccount, expectAccessible, onE2eDatabase, PASSWORD, signUpViaApi } from './support';

/**
 * Two-step sign-in (D20) in the browser. Codes are computed from the secret the page shows for
 * typing by hand, as an authenticator app would.
 */

/** The key shown for manual entry, without the spaces between its groups. */
async function secretOnPage(page: Page): Promise<string> {
  return (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
}

async function recoveryCodesOnPage(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allInnerTexts();
}

/** Turns two-step sign-in on through the API for the page's signed-in user; the secret and codes. */
async function enableViaApi(request: APIRequestContext) {
  const setup = await request.post('/api/auth/totp/setup');
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/auth/totp/enable', { data: { code: await generate({ secret }) } });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('a client turns on two-step sign-in on the account page and saves the recovery codes @phone', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(card.getByRole('img', { name: /QR code that adds .* to an authenticator app/ })).toBeVisible();
  await expectAccessible(page);
  const secret = await secretOnPage(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('That code is not right', { exact: false })).toBeVisible();
  await card.getByLabel('Authentication code').fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = await recoveryCodesOnPage(page);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  await card.getByRole('button', { name: 'I have saved these codes — continue' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 of 10 recovery codes left', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn off' })).toBeVisible();
});

test('a client makes new recovery codes, then turns two-step sign-in off, from the account page', async ({
  page,
}) => {
  await signUpViaApi(page);
  const { secret, recoveryCodes } = await enableViaApi(page.request);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(card.getByText('New codes replace the old ones, used or not.')).toBeVisible();
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Make new codes' }).click();
  await expect(card.getByText(TOTP_MESSAGES.codeInvalid)).toBeVisible();
  await card.getByLabel('Authentication code').fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Make new codes' }).click();
  const renewed = await recoveryCodesOnPage(page);
  expect(renewed).not.toEqual(recoveryCodes);
  await card.getByRole('button', { name: 'I have saved these codes — continue' }).click();

  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Sign-in will take your password alone')).toBeVisible();
  await card.getByLabel('Password').fill('not-the-password');
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(card.getByText(TOTP_MESSAGES.wrongPassword)).toBeVisible();
  await expect(card.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await card.getByLabel('Password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
});

test('sign-in asks for the code after the password, and refuses a wrong one @phone', async ({ page }) => {
  const account = await signUpViaApi(page);
  const { secret } = await enableViaApi(page.request);
  await page.request.post('/api/auth/logout');

  await signInWithPassword(page, account.username);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
});

test('a recovery code signs in once in place of the code', async ({ page }) => {
  const account = await signUpViaApi(page);
  const { recoveryCodes } = await enableViaApi(page.request);
  await page.request.post('/api/auth/logout');

  await signInWithPassword(page, account.username);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('9 of 10 recovery codes left', { exact: false })).toBeVisible();

  await page.request.post('/api/auth/logout');
  await signInWithPassword(page, account.username);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
});

/**
 * The console's enrolment needs ADMIN_TOTP_REQUIRED on, which the shared e2e server turns off for
 * the other tests: a second app process on the same database (as behind a load balancer) has it on.
 */
test.describe('the admin console requiring two-step sign-in', () => {
  let server: RunningProcess;
  let origin: string;

  test.beforeAll(async () => {
    const databaseUrl = await onE2eDatabase(async (database) => database.url);
    const port = await freePort();
    server = runTs('src/server/main.ts', [], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: '.tmp/e2e-totp-data',
      SESSION_SECRET: 'e2e-second-process-session-secret-0123456789',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_TOTP_REQUIRED: 'true',
    });
    await server.waitFor(/is running on/);
    origin = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  /** The console's sign-in form on the second server, up to the step after the password. */
  async function consolePassword(page: Page, admin: { username: string; password: string }) {
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  test('an admin enrols at the first console sign-in and saves the recovery codes @phone', async ({
    page,
  }) => {
    const admin = await createStaffAccount('admin');
    await consolePassword(page, admin);

    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /QR code that adds .* to an authenticator app/ }),
    ).toBeVisible();
    await expectAccessible(page);
    const secret = await secretOnPage(page);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Scan the QR code again', { exact: false })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await recoveryCodesOnPage(page);
    await expectAccessible(page);
    // The console waits until the codes are confirmed saved.
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'I have saved these codes — continue' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('an enrolled admin signs in to the console with a code or a recovery code', async ({ page }) => {
    const admin = await createStaffAccount('admin');
    // Enrolled through the API, as the test above does through the form.
    const enrolment = await page.request.post(`${origin}/api/admin/login`, { data: admin });
    const { secret } = ((await enrolment.json()) as { enrolment: { secret: string } }).enrolment;
    const enrolled = await page.request.post(`${origin}/api/admin/login`, {
      data: { ...admin, code: await generate({ secret }) },
    });
    const { recoveryCodes } = (await enrolled.json()) as { recoveryCodes: string[] };
    await page.context().clearCookies();

    await consolePassword(page, admin);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.context().clearCookies();
    await consolePassword(page, admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[3]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});
