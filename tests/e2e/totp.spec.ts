import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { generate } from 'otplib';
import { TOTP_MESSAGES } from '../../src/contract/totp-rules';
import { createStaffAccount, expectAccessible, onE2eDatabase, PASSWORD, startSecondApp } from './support';

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
  // Each step once (D33): later codes of this account come from `nextCode`.
  const nextCode = codeSource(secret);
  const enabled = await request.post('/api/auth/totp/enable', { data: { code: await nextCode() } });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes, nextCode };
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('a client turns on two-step sign-in on the account page and saves the recovery codes @phone', async ({
  clientPage: page,
}) => {
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
  clientPage: page,
}) => {
  const { recoveryCodes, nextCode } = await enableViaApi(page.request);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(card.getByText('New codes replace the old ones, used or not.')).toBeVisible();
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Make new codes' }).click();
  await expect(card.getByText(TOTP_MESSAGES.codeInvalid)).toBeVisible();
  await card.getByLabel('Authentication code').fill(await nextCode());
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

test('sign-in asks for the code after the password, and refuses a wrong one @phone', async ({
  page,
  client: account,
}) => {
  const { nextCode } = await enableViaApi(page.request);
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
  await codeField.fill(await nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
});

test('a recovery code signs in once in place of the code', async ({ page, client: account }) => {
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

/** The time step (Unix time / 30 s) of now, and the code of a step (RFC 6238). */
const stepNow = () => Math.floor(Date.now() / 30_000);
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

/**
 * Codes of one account in order: each step is taken once (D33), so every code comes from a later
 * step than the one before (the current step, else the next one, accepted for clock drift).
 */
function codeSource(secret: string) {
  let last = -1;
  return () => {
    last = Math.max(stepNow(), last + 1);
    return codeAt(secret, last);
  };
}

/**
 * Staff two-step enrolment (D33) needs STAFF_TOTP_REQUIRED on, which the shared e2e server turns
 * off for the other tests: a second app process on the same database (as behind a load
 * balancer) has it on.
 */
test.describe('staff accounts that must enrol in two-step sign-in', () => {
  let origin: string;
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    ({ origin, stop } = await startSecondApp('totp', (publicUrl) => ({
      PUBLIC_URL: publicUrl,
      STAFF_TOTP_REQUIRED: 'true',
    })));
  });

  test.afterAll(async () => {
    await stop?.();
  });

  /** A staff account as `npm run user:create` makes one, with its enrolment link on this server. */
  async function staffWithLink(role: 'auditor' | 'admin') {
    const account = await createStaffAccount(role);
    const { issueEnrolmentLink } = await import('../../src/server/auth/enrolment-link');
    const { users } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const { link } = await onE2eDatabase(({ db }) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, account.username));
        return issueEnrolmentLink(tx, user!.id, origin);
      }),
    );
    return { ...account, link };
  }

  /** Enrols through the link's API, as the page does; the secret, its recovery codes, and its codes. */
  async function enrolViaApi(request: APIRequestContext, link: string) {
    const token = new URL(link).searchParams.get('token');
    const start = await request.post(`${origin}/api/auth/totp-enrolment/start`, { data: { token } });
    const { secret } = ((await start.json()) as { enrolment: { secret: string } }).enrolment;
    const nextCode = codeSource(secret);
    const finish = await request.post(`${origin}/api/auth/totp-enrolment/finish`, {
      data: { token, code: await nextCode() },
    });
    expect(finish.status()).toBe(200);
    const { recoveryCodes } = (await finish.json()) as { recoveryCodes: string[] };
    return { secret, recoveryCodes, nextCode };
  }

  /** A sign-in form on the second server, up to the step after the password. */
  async function signInForm(
    page: Page,
    path: '/login' | '/admin',
    account: { username: string; password: string },
  ) {
    await page.goto(`${origin}${path}`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  test('a new auditor is told to enrol, enrols through the link once, then signs in with a new code @phone', async ({
    page,
  }) => {
    const auditor = await staffWithLink('auditor');
    await signInForm(page, '/login', auditor);
    await expect(page.getByRole('alert').filter({ hasText: TOTP_MESSAGES.enrolmentRequired })).toBeVisible();
    await expectAccessible(page);

    await page.goto(auditor.link);
    await expect(page.getByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
    await expect(
      page.getByText(`For ${auditor.username}. This link works once`, { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /QR code that adds .* to an authenticator app/ }),
    ).toBeVisible();
    await expectAccessible(page);
    const secret = await secretOnPage(page);
    const nextCode = codeSource(secret);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByText('Scan the QR code again', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
    await recoveryCodesOnPage(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved these codes — continue' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeFocused();
    await expect(page.getByText('Each code works once', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // The link is used up.
    await page.goto(auditor.link);
    await expect(
      page.getByRole('alert').filter({ hasText: TOTP_MESSAGES.enrolmentLinkInvalid }),
    ).toBeVisible();
    await expectAccessible(page);

    await signInForm(page, '/login', auditor);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible();
  });

  test('an admin who has not enrolled is told so at the console; once enrolled, a code or a recovery code opens it', async ({
    page,
  }) => {
    const admin = await staffWithLink('admin');
    await signInForm(page, '/admin', admin);
    await expect(page.getByRole('alert').filter({ hasText: TOTP_MESSAGES.enrolmentRequired })).toBeVisible();
    await expectAccessible(page);

    const { recoveryCodes, nextCode } = await enrolViaApi(page.request, admin.link);
    await signInForm(page, '/admin', admin);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await expectAccessible(page);
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.context().clearCookies();
    await signInForm(page, '/admin', admin);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[3]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('the console shows the enrolment link of a new staff account, and makes a new one @phone', async ({
    page,
  }) => {
    const admin = await staffWithLink('admin');
    const { nextCode } = await enrolViaApi(page.request, admin.link);
    const opened = await page.request.post(`${origin}/api/admin/login`, {
      data: { ...admin, code: await nextCode() },
    });
    expect(opened.status()).toBe(200);
    await page.goto(`${origin}/admin/dashboard`);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Add staff account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff account' });
    const id = Math.random().toString(16).slice(2, 8);
    await dialog.getByLabel('First name').fill('Alan');
    await dialog.getByLabel('Last name').fill(`Turing${id}`);
    await dialog.getByLabel('Username').fill(`alan_${id}`);
    await dialog.getByLabel('Email').fill(`alan_${id}@agency.example`);
    await dialog.getByLabel('Password', { exact: true }).fill('enigma-bombe-1940');
    await dialog.getByRole('button', { name: 'Create account' }).click();

    const created = page.getByRole('dialog', { name: 'Staff account created' });
    const linkField = created.getByLabel('Enrolment link');
    await expect(linkField).toHaveValue(new RegExp(`^${origin}/enrol\\?token=[\\w-]{43}$`));
    await expectAccessible(page);
    const first = await linkField.inputValue();
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    // A new link for the account that has not enrolled; the first one stops working.
    await page.getByLabel('Search users').fill(`turing${id}`);
    const row = page.getByRole('listitem').filter({ hasText: `Alan Turing${id}` });
    await row.getByRole('button', { name: `Make enrolment link for Alan Turing${id}` }).click();
    const make = page.getByRole('dialog', { name: 'Make enrolment link' });
    await make.getByRole('button', { name: 'Make link' }).click();
    const made = page.getByRole('dialog', { name: 'Enrolment link made' });
    await expect(made.getByLabel('Enrolment link')).not.toHaveValue(first);
    await expectAccessible(page);
    await made.getByRole('button', { name: 'Done' }).click();
    await page.goto(first);
    await expect(
      page.getByRole('alert').filter({ hasText: TOTP_MESSAGES.enrolmentLinkInvalid }),
    ).toBeVisible();
  });
});
