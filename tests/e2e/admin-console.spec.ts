import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_DISABLED_MESSAGE } from '../../src/contract/staff';
import { createStaffAccount, expectAccessible, newAccount, onE2eDatabase, PASSWORD, toasts } from './support';

/** The admin console at scale (D21) and staff management (D17, D20). */

/** An admin signed in to the console through the API, on the dashboard's tab. */
async function openConsole(page: Page, tab: string) {
  const admin = await createStaffAccount('admin');
  expect((await page.request.post('/api/admin/login', { data: admin })).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: tab }).click();
  return admin;
}

/** Clients registered through the API, one after the other (newest last); no session kept. */
async function registerClients(page: Page, count: number, businessName: (n: number) => string) {
  const accounts = [];
  for (let n = 1; n <= count; n++) {
    const account = { ...newAccount(), businessName: businessName(n) };
    const response = await page.request.post('/api/auth/register', { data: account });
    expect(response.status()).toBe(201);
    accounts.push(account);
  }
  await page.context().clearCookies();
  return accounts;
}

const pager = (page: Page, label: string) => page.getByRole('navigation', { name: `${label} pages` });

test('the users tab pages and searches on the server, and fits a phone @phone', async ({ page }) => {
  // Sixty registrations (each hashes a password) come first.
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString('hex');
  await registerClients(page, 60, (n) => `Pager ${tag} Works ${String(n).padStart(2, '0')}`);
  await openConsole(page, 'Users');

  await page.getByLabel('Search users').fill(`pager ${tag}`);
  const users = pager(page, 'Users');
  await expect(users.getByText('Showing 1–25 of 60')).toBeVisible();
  await expect(users.getByText('Page 1 of 3')).toBeVisible();
  // Newest first: the last registered leads.
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows.first()).toContainText(`Pager ${tag} Works 60`);
  await expect(users.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await users.getByRole('button', { name: 'Next page' }).click();
  await expect(users.getByText('Showing 26–50 of 60')).toBeVisible();
  await expect(rows.first()).toContainText(`Pager ${tag} Works 35`);
  await users.getByRole('button', { name: 'Next page' }).click();
  await expect(users.getByText('Showing 51–60 of 60')).toBeVisible();
  await expect(rows.last()).toContainText(`Pager ${tag} Works 01`);
  await expect(users.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // A new search starts again at page 1.
  await page.getByLabel('Search users').fill(`pager ${tag} works 0`);
  await expect(users.getByText('Showing 1–9 of 9')).toBeVisible();
  await expect(users.getByText('Page 1 of 1')).toBeVisible();

  // Nothing wider than the screen: the tab bar wraps into two rows on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  for (const tab of ['Control Implementations', 'Evidence Files', 'Users', 'Activity Logs']) {
    const box = (await page.getByRole('tab', { name: tab }).boundingBox())!;
    expect(box.x, tab).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, tab).toBeLessThanOrEqual(width);
  }
  await expectAccessible(page);

  // The other tabs page too, each with its own search.
  await page.getByRole('tab', { name: 'Control Implementations' }).click();
  await expect(pager(page, 'Implementations')).toBeVisible();
  await page.getByRole('tab', { name: 'Evidence Files' }).click();
  await expect(page.getByLabel('Search evidence')).toBeVisible();
  await expectAccessible(page);
});

test('an admin adds a staff account, with field messages for a weak password', async ({ page }) => {
  await openConsole(page, 'Users');
  const opener = page.getByRole('button', { name: 'Add staff account' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add staff account' });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const id = crypto.randomBytes(3).toString('hex');
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill(`Hopper${id}`);
  await dialog.getByLabel('Username').fill(`grace_${id}`);
  await dialog.getByLabel('Email').fill(`grace_${id}@agency.example`);
  await dialog.getByLabel('Password', { exact: true }).fill('password123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('This password is one of the most common passwords')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill('cobol-compiler-1959');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // Created: the account's enrolment link for two-step sign-in, shown this once (D33).
  const created = page.getByRole('dialog', { name: 'Staff account created' });
  await expect(created.getByLabel('Enrolment link')).toHaveValue(/\/enrol\?token=[\w-]{43}$/);
  await expect(created.getByText('Mail is not set up', { exact: false })).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  await expect(
    toasts(page).getByText(`grace_${id} turns on two-step sign-in through the enrolment link`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(opener).toBeFocused();

  await page.getByLabel('Search users').fill(`hopper${id}`);
  const row = page.getByRole('listitem').filter({ hasText: `Grace Hopper${id}` });
  await expect(row.getByText('Auditor', { exact: true })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', {
    data: { username: `grace_${id}`, password: 'cobol-compiler-1959' },
  });
  expect(signIn.status()).toBe(200);
});

test("an admin changes a client's role and disables and enables the account", async ({ page }) => {
  const [client] = await registerClients(
    page,
    1,
    () => `Disable Me ${crypto.randomBytes(3).toString('hex')}`,
  );
  const admin = await openConsole(page, 'Users');
  await page.getByLabel('Search users').fill(client!.username);
  const row = page.getByRole('listitem').filter({ hasText: client!.businessName });
  await expect(row).toBeVisible();

  const disable = row.getByRole('button', { name: `Disable ${client!.businessName}` });
  await disable.click();
  const confirm = page.getByRole('alertdialog', { name: `Disable ${client!.businessName}?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Access Platform of ${client!.businessName}` })).toHaveCount(
    0,
  );
  const refused = await page.request.post('/api/auth/login', {
    data: { username: client!.username, password: PASSWORD },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(ACCOUNT_DISABLED_MESSAGE);

  await row.getByRole('button', { name: `Enable ${client!.businessName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Disable ${client!.businessName}` })).toBeFocused();
  expect(
    (
      await page.request.post('/api/auth/login', { data: { username: client!.username, password: PASSWORD } })
    ).status(),
  ).toBe(200);

  await row.getByRole('button', { name: `Change role of ${client!.businessName}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Auditor' }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  // An auditor is named by the person (here the username: a registered client has no name yet).
  await page.getByLabel('Search users').fill(client!.username);
  await expect(
    page.getByRole('listitem').filter({ hasText: client!.username }).getByText('Auditor'),
  ).toBeVisible();

  // One's own row offers neither.
  await page.getByLabel('Search users').fill(admin.username);
  const own = page.getByRole('listitem').filter({ hasText: '(you)' });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /Change role|Disable/ })).toHaveCount(0);
});

test('the activity tab names the admin acting in a client platform, and exports CSV @phone', async ({
  page,
}) => {
  const account = newAccount();
  const businessName = `=Export Co ${crypto.randomBytes(3).toString('hex')}`;
  const registered = await page.request.post('/api/auth/register', { data: { ...account, businessName } });
  expect(registered.status()).toBe(201);
  const user = (await registered.json()) as { id: string };
  await page.context().clearCookies();
  const admin = await openConsole(page, 'Activity Logs');
  // The admin opens the client's platform (D11) and changes a status there.
  expect((await page.request.post('/api/admin/impersonate', { data: { userId: user.id } })).status()).toBe(
    200,
  );
  const saved = await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'in_progress' },
  });
  expect(saved.status()).toBe(200);

  await page.getByLabel('Search activity').fill(businessName.slice(1));
  const entries = page.getByRole('tabpanel').getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.first().getByText(`${admin.username} as ${businessName}`)).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByText(`Administrator ${admin.username} opened this platform`),
  ).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  // The byte-order mark first, as every export has it, so that spreadsheets read UTF-8.
  expect(lines[0]).toBe('\uFEFFdate,organization,actor,action,description');
  expect(lines).toHaveLength(4);
  // The business name starts with "=": the cell is neutralized.
  expect(lines[1]).toContain(`,'${businessName},${admin.username} as ${businessName},status_change,`);
});

test('a search with more than a thousand entries says "more than", and pages on @phone', async ({ page }) => {
  const account = newAccount();
  const businessName = `Busy Works ${crypto.randomBytes(3).toString('hex')}`;
  const registered = await page.request.post('/api/auth/register', { data: { ...account, businessName } });
  expect(registered.status()).toBe(201);
  const user = (await registered.json()) as { id: string };
  await page.context().clearCookies();
  // 1,100 sign-ins in the organization's history, one a minute, written directly.
  const { sql } = await import('drizzle-orm');
  await onE2eDatabase(({ db }) =>
    db.execute(sql`insert into activity_log (organization_id, user_id, action, description, created_at)
      select ${user.id}::uuid, ${user.id}::uuid, 'sign_in', 'Signed in', now() - make_interval(mins => n)
      from generate_series(1, 1100) as n`),
  );
  await openConsole(page, 'Activity Logs');
  await page.getByLabel('Search activity').fill(businessName);
  const activity = pager(page, 'Activity');
  // The count stops a thousand past the page: the total is a lower bound, and Next is offered.
  await expect(activity.getByText('Showing 1–25 of more than 1,000')).toBeVisible();
  await expect(activity.getByText('Page 1 of 40+')).toBeVisible();
  await activity.getByRole('button', { name: 'Next page' }).click();
  await expect(activity.getByText('Showing 26–50 of more than 1,000')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('the organizations tab lists each organization with its members, and the users tab their organizations @phone', async ({
  page,
}) => {
  const tag = crypto.randomBytes(3).toString('hex');
  const owner = {
    ...newAccount(),
    businessName: `Members ${tag} Machining`,
    firstName: 'Olive',
    lastName: 'Owner',
  };
  expect((await page.request.post('/api/auth/register', { data: owner })).status()).toBe(201);
  const colleague = newAccount();
  const invited = await page.request.post('/api/organization/invitations', {
    data: { email: colleague.email, role: 'editor', canAffirm: true },
  });
  expect(invited.status()).toBe(201);
  const token = decodeURIComponent(((await invited.json()).acceptUrl as string).split('/invite/')[1]!);
  await page.context().clearCookies();
  const { username, password, confirmPassword, email } = colleague;
  const joined = await page.request.post('/api/auth/register', {
    data: {
      username,
      password,
      confirmPassword,
      email,
      firstName: 'Eddie',
      lastName: 'Editor',
      invitationToken: token,
    },
  });
  expect(joined.status()).toBe(201);
  await page.context().clearCookies();

  await openConsole(page, 'Organizations');
  await page.getByLabel('Search organizations').fill(`members ${tag}`);
  await expect(pager(page, 'Organizations').getByText('Showing 1–1 of 1')).toBeVisible();
  const members = page.getByRole('list', { name: `Members of Members ${tag} Machining` });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').first()).toContainText('Olive Owner');
  await expect(members.getByRole('listitem').first()).toContainText('Owner');
  await expect(members.getByRole('listitem').last()).toContainText('Eddie Editor');
  await expect(members.getByRole('listitem').last()).toContainText('Editor');
  await expect(members.getByRole('listitem').last()).toContainText('May affirm');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(colleague.username);
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
    `Members ${tag} Machining (editor)`,
  );
});
