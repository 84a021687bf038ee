import type { Browser, Page } from '@playwright/test';
import { INVALID_INVITATION, INVITATION_OTHER_EMAIL } from '../../src/contract/organizations';
import { expect, test } from './fixtures';
import { expectAccessible, newAccount, openFromSidebar, PASSWORD, toasts } from './support';

/**
 * Organizations with members (D27, issue 25): the switcher in the header, Members and its
 * invitations, the invitation page, Organization Settings and the no-organization state.
 */

/** A page in a browser of its own (another person), on the test's server. */
async function otherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The header's button of the organization the session works in. */
const switcher = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Organization:/ });

/** An invitation made through the API by the signed-in owner: its id, e-mail and link's path. */
async function inviteViaApi(page: Page, email: string, role = 'editor') {
  const response = await page.request.post('/api/organization/invitations', { data: { email, role } });
  expect(response.status()).toBe(201);
  const invitation = await response.json();
  return { ...invitation, path: new URL(invitation.acceptUrl).pathname as string };
}

const summary = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test('an owner invites a colleague who signs up from the link and joins the organization', async ({
  page,
  context,
  browser,
  client: owner,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await openFromSidebar(page, 'Members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What each role may do' })).toBeVisible();
  await expect(page.getByText('Reads and downloads only.')).toBeVisible();
  const ownerRow = page.getByTestId('member').filter({ hasText: owner.email });
  await expect(ownerRow).toContainText('(you)');
  await expect(page.getByText('No invitation is waiting to be used.')).toBeVisible();
  await expectAccessible(page);

  // The invitation: an editor allowed to affirm. A viewer could not be.
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'May affirm' })).toBeDisabled();
  await expect(dialog.getByText('A viewer cannot affirm')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await dialog.getByRole('checkbox', { name: 'May affirm' }).check();
  const colleague = newAccount();
  await dialog.getByLabel('E-mail').fill(colleague.email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create invitation' }).click();

  const made = page.getByRole('dialog', { name: 'Invitation created' });
  await expect(made).toContainText('This server does not send e-mail');
  await expect(made).toContainText(colleague.email);
  const field = made.getByLabel('Invitation link');
  await expect(field).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  const link = await field.inputValue();
  await made.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).getByText('The invitation link is on the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(made).toBeHidden();
  const pending = page.getByTestId('pending-invitation').filter({ hasText: colleague.email });
  await expect(pending).toContainText('Editor, may affirm');

  // The colleague, in a browser of their own: personal fields only, the address filled in.
  const theirs = await otherPerson(browser);
  await theirs.goto(new URL(link).pathname);
  await expect(theirs.getByRole('heading', { name: `Join ${owner.businessName}` })).toBeVisible();
  await expect(theirs.getByText('Records statuses, notes, objective findings')).toBeVisible();
  await expect(theirs.getByLabel('Email')).toHaveValue(colleague.email);
  await expect(theirs.getByLabel(/Business name/i)).toHaveCount(0);
  await expectAccessible(theirs);
  await theirs.getByLabel('First name').fill('Sam');
  await theirs.getByLabel('Last name').fill('Okafor');
  await theirs.getByLabel('Username').fill(colleague.username);
  await theirs.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await theirs.getByLabel('Confirm Password').fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Create account and join' }).click();
  await expect(theirs.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await expect(switcher(theirs)).toContainText(owner.businessName);
  await expect(switcher(theirs)).toContainText('Editor');
  await theirs.context().close();

  // The owner sees them, as invited; the link is used.
  await page.reload();
  const row = page.getByTestId('member').filter({ hasText: 'Sam Okafor' });
  await expect(row).toContainText(colleague.email);
  await expect(row.getByRole('combobox', { name: 'Role of Sam Okafor' })).toHaveText('Editor');
  await expect(row.getByRole('checkbox', { name: 'Sam Okafor may affirm' })).toBeChecked();
  await expect(pending).toHaveCount(0);
  const used = await otherPerson(browser);
  await used.goto(new URL(link).pathname);
  await expect(used.getByRole('alert')).toHaveText(INVALID_INVITATION);
  await used.context().close();

  // A pending invitation revoked, a member removed: each asked first.
  const another = await inviteViaApi(page, newAccount().email, 'viewer');
  await page.reload();
  await page.getByRole('button', { name: `Revoke invitation for ${another.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(toasts(page).getByText(`The link sent to ${another.email} no longer works.`)).toBeVisible();
  await expect(page.getByText('No invitation is waiting to be used.')).toBeVisible();
  await row.getByRole('button', { name: 'Remove Sam Okafor' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Sam Okafor?' });
  await expect(confirm).toContainText('loses access');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(toasts(page).getByText('Sam Okafor no longer has access to this organization.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The last owner can neither step down nor leave: the server says why.
  await ownerRow.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await expect(toasts(page).getByText('An organization needs an owner')).toBeVisible();
  await expect(ownerRow.getByRole('combobox')).toHaveText('Owner');
  await page.getByRole('button', { name: 'Leave organization' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave organization' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An organization needs an owner' })).toBeVisible();
});

test('an IT provider creates a second organization and switches between the two @phone', async ({
  page,
  client: provider,
}) => {
  // Some work in the first organization, so that the two read differently.
  const saved = await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: '' },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(summary(page, 'Completed Controls')).toContainText('1');
  await expect(switcher(page)).toContainText(provider.businessName);
  await expect(switcher(page)).toContainText('Owner');

  await switcher(page).click();
  await expect(page.getByRole('button', { name: new RegExp(provider.businessName) }).last()).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('button', { name: 'Create organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organization' });
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog.getByText('Business name is required')).toBeVisible();
  await expectAccessible(page);
  const second = `Harbor Electronics ${Date.now().toString(36)}`;
  await dialog.getByLabel('Business name').fill(second);
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Engineering Services' }).click();
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(toasts(page).getByText(`You are working in ${second}.`).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new organization: its own name, none of the first one's work. The switcher, which names
  // it, has the focus (what had it went with the previous organization's screens).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(switcher(page)).toContainText(second);
  await expect(switcher(page)).toBeFocused();
  await expect(summary(page, 'Completed Controls')).toContainText('0');
  await openFromSidebar(page, 'Organization Settings');
  await expect(page.getByLabel('Business name')).toHaveValue(second);
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Engineering Services');

  // Back to the first: its name and its work.
  await switcher(page).click();
  await page
    .getByRole('button', { name: new RegExp(provider.businessName) })
    .last()
    .click();
  await expect(toasts(page).getByText(`You are working in ${provider.businessName}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(switcher(page)).toContainText(provider.businessName);
  await expect(switcher(page)).toBeFocused();
  await expect(summary(page, 'Completed Controls')).toContainText('1');
  await openFromSidebar(page, 'Organization Settings');
  await expect(page.getByLabel('Business name')).toHaveValue(provider.businessName);

  // Both are listed, with the role in each; a new session starts in the one chosen last.
  await switcher(page).click();
  await expect(page.getByRole('button', { name: new RegExp(second) })).toContainText('Owner, may affirm');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(second) })).toBeHidden();
  await expect(switcher(page)).toBeFocused();
});

test('an invitation for another address refuses to join; the invited account signs in and joins', async ({
  page,
  browser,
  client: owner,
}) => {
  const invited = newAccount();
  const invitation = await inviteViaApi(page, invited.email);
  // The invited person already has an account (of their own business).
  const theirs = await otherPerson(browser);
  expect((await theirs.request.post('/api/auth/register', { data: invited })).status()).toBe(201);
  await theirs.request.post('/api/auth/logout');

  // Someone else, signed in, opens the link: the server refuses, and says why.
  const stranger = await otherPerson(browser);
  expect((await stranger.request.post('/api/auth/register', { data: newAccount() })).status()).toBe(201);
  await stranger.goto(invitation.path);
  await expect(stranger.getByRole('heading', { name: `Join ${owner.businessName}` })).toBeVisible();
  await expectAccessible(stranger);
  await stranger.getByRole('button', { name: `Join ${owner.businessName}` }).click();
  await expect(stranger.getByRole('alert')).toHaveText(INVITATION_OTHER_EMAIL);
  await expectAccessible(stranger);

  // Signing out there offers the invited person's ways in: sign in comes back to the link.
  await stranger.getByRole('button', { name: 'Sign out to use another account' }).click();
  await stranger.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(stranger).toHaveURL(/\/login\?next=%2Finvite%2F/);
  await stranger.getByLabel('Username').fill(invited.username);
  await stranger.getByLabel('Password').fill(PASSWORD);
  await stranger.getByRole('button', { name: 'Sign In' }).click();
  await expect(stranger).toHaveURL(new RegExp(`${invitation.path}$`));
  await stranger.getByRole('button', { name: `Join ${owner.businessName}` }).click();
  await expect(toasts(stranger).getByText(`Welcome to ${owner.businessName}`)).toBeVisible();
  await expect(stranger).toHaveURL(/\/dashboard$/);
  await expect(switcher(stranger)).toContainText(owner.businessName);
  await expect(switcher(stranger)).toContainText('Editor');
  // Their own business is still theirs, one switch away.
  await switcher(stranger).click();
  await expect(stranger.getByRole('button', { name: new RegExp(invited.businessName) })).toContainText(
    'Owner',
  );
  await stranger.context().close();
  await theirs.context().close();
});

test('a viewer reads the organization without changing it, leaves, and is offered a new one @phone', async ({
  page,
  browser,
  client: owner,
}) => {
  const viewer = newAccount();
  const invitation = await inviteViaApi(page, viewer.email, 'viewer');
  const theirs = await otherPerson(browser);
  await theirs.setViewportSize(page.viewportSize()!);
  const token = invitation.path.slice('/invite/'.length);
  const joined = await theirs.request.post('/api/auth/register', {
    data: { ...viewer, businessName: undefined, industry: undefined, invitationToken: token },
  });
  expect(joined.status()).toBe(201);

  await theirs.goto('/organization');
  await expect(theirs.getByText(owner.businessName, { exact: true }).last()).toBeVisible();
  await expect(theirs.getByText('Only owners change these details.')).toBeVisible();
  await expect(theirs.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(theirs);
  await openFromSidebar(theirs, 'Members');
  await expect(theirs.getByText('Only owners invite people or change roles.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await expect(theirs.getByRole('combobox')).toHaveCount(0);
  await expect(theirs.getByTestId('member').filter({ hasText: viewer.email })).toContainText('Viewer');
  // Their own profile stays theirs to change (the business's fields are not on it).
  await theirs.goto('/account');
  await theirs.getByLabel('First name').fill('Lee');
  await theirs.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(theirs).getByText('Your details are up to date.')).toBeVisible();
  await theirs.goto('/members');

  // Leaving the only organization: the screens offer to create one, not broken dashboards.
  await theirs.getByRole('button', { name: 'Leave organization' }).click();
  await theirs.getByRole('alertdialog').getByRole('button', { name: 'Leave organization' }).click();
  await expect(theirs.getByRole('heading', { name: 'You are not in an organization' })).toBeVisible();
  await expect(theirs.getByText(viewer.email)).toBeVisible();
  await expect(switcher(theirs)).toContainText('No organization');
  await expectAccessible(theirs);
  await theirs.goto('/controls');
  await expect(theirs.getByRole('heading', { name: 'You are not in an organization' })).toBeVisible();

  // A new one, from the header's switcher.
  await switcher(theirs).click();
  await expect(theirs.getByText('You are not a member of any organization yet.')).toBeVisible();
  await theirs.getByRole('banner').getByRole('button', { name: 'Create organization' }).click();
  const dialog = theirs.getByRole('dialog', { name: 'Create organization' });
  await dialog.getByLabel('Business name').fill(`Lee Consulting ${Date.now().toString(36)}`);
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await theirs.getByRole('option', { name: 'Consulting Services' }).click();
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(theirs.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  await expect(switcher(theirs)).toContainText('Lee Consulting');
  await expect(switcher(theirs)).toContainText('Owner');
  await theirs.context().close();
});

test('a member removed by an owner meets the no-organization screen at the next step', async ({
  page,
  browser,
  client: owner,
}) => {
  const member = newAccount();
  const invitation = await inviteViaApi(page, member.email);
  const theirs = await otherPerson(browser);
  const token = invitation.path.slice('/invite/'.length);
  const joined = await theirs.request.post('/api/auth/register', {
    data: { ...member, businessName: undefined, industry: undefined, invitationToken: token },
  });
  expect(joined.status()).toBe(201);
  const { id: memberId } = await joined.json();
  await theirs.goto('/dashboard');
  await expect(switcher(theirs)).toContainText(owner.businessName);

  // The owner removes them while their dashboard is open; their next read is refused (409).
  expect((await page.request.delete(`/api/organization/members/${memberId}`)).status()).toBe(204);
  await openFromSidebar(theirs, 'Evidence Library');
  await expect(theirs.getByRole('heading', { name: 'You are not in an organization' })).toBeVisible();
  await expect(switcher(theirs)).toContainText('No organization');
  // No failure to report: the refusal only told the page to read where the account works now.
  await expect(toasts(theirs).getByRole('listitem')).toHaveCount(0);
  await theirs.context().close();
});
