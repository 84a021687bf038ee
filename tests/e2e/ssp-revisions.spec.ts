import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { createStaffAccount, expectAccessible, toasts } from './support';

/*
 * Approved revisions of the system security plan on the web (issue 40 item 5, D36): beside the
 * plan's downloads, everyone reads the approved revisions; an owner approves one in a dialog (its
 * fields labelled, the version focused, the messages beside the fields, focus back on the button);
 * an editor reads that an owner approves them.
 */

test('an owner approves a revision of the plan, and the list shows it @phone', async ({ clientPage: page }) => {
  await page.goto('/reports');
  const revisions = page.getByTestId('ssp-revisions');
  await expect(revisions.getByRole('heading', { name: 'Approved revisions' })).toBeVisible();
  await expect(revisions).toContainText('No revision has been approved yet.');
  await expect(revisions).toContainText('downloading the plan approves nothing');
  await expectAccessible(page);

  const open = revisions.getByRole('button', { name: 'Approve a revision' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Approve a revision of the plan' });
  const version = dialog.getByLabel('Version');
  const summary = dialog.getByLabel('What changed');
  await expect(version).toBeFocused();
  await expectAccessible(page);

  // Nothing filled in: the form's messages beside each field, focus on the first.
  await dialog.getByRole('button', { name: 'Approve this revision' }).click();
  await expect(dialog.getByText('Give the version of the plan')).toBeVisible();
  await expect(dialog.getByText('Say what changed in the plan')).toBeVisible();
  await expect(version).toHaveAttribute('aria-invalid', 'true');
  await expect(version).toBeFocused();

  await version.fill('1.0');
  await summary.fill('First approved plan: boundary, environment and connections written.');
  await dialog.getByRole('button', { name: 'Approve this revision' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page).getByText('Revision approved')).toBeVisible();
  await expect(open).toBeFocused();
  const list = revisions.getByRole('list', { name: 'Approved revisions, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(/Version 1\.0 · approved \w{3} \d{2}, \d{4} by .+ · Level 1/);
  await expect(list).toContainText('First approved plan: boundary, environment and connections written.');
  await expectAccessible(page);

  // The same version again: the server's refusal beside the version, focus back there.
  await open.click();
  await expect(dialog.getByText('The latest approved is 1.0.')).toBeVisible();
  await version.fill('1.0');
  await summary.fill('Again.');
  await dialog.getByRole('button', { name: 'Approve this revision' }).click();
  await expect(dialog.getByText('Version 1.0 is approved already: give this revision a version of its own.')).toBeVisible();
  await expect(version).toHaveAttribute('aria-invalid', 'true');
  await expect(version).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // A second version, newest first.
  await open.click();
  await version.fill('1.1');
  await summary.fill('The shop floor is now out of scope.');
  await version.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Version 1.1');
});

test('an editor reads the approved revisions and that an owner approves them', async ({ page, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await ownerOf(owner);
  const approved = await owner.post('/api/assessment/ssp/revisions', {
    data: { version: '2026-1', summary: 'The plan for this year’s self-assessment.' },
  });
  expect(approved.status()).toBe(201);
  await joinAsMember(owner, page.request, 'editor');
  await owner.dispose();

  await page.goto('/reports');
  const revisions = page.getByTestId('ssp-revisions');
  await expect(revisions).toContainText('An owner of the organization approves revisions.');
  await expect(revisions.getByRole('button', { name: 'Approve a revision' })).toHaveCount(0);
  await expect(revisions.getByRole('listitem')).toContainText('Version 2026-1');
  await expect(revisions.getByRole('listitem')).toContainText('The plan for this year’s self-assessment.');
  await expectAccessible(page);
});

test('an auditor reads a client’s approved revisions beside the client’s plan', async ({ page, playwright }) => {
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const account = await ownerOf(client);
  const approved = await client.post('/api/assessment/ssp/revisions', {
    data: { version: '3.2', summary: 'Providers’ responsibilities added.' },
  });
  expect(approved.status()).toBe(201);
  const me = (await (await client.get('/api/auth/user')).json()) as { id: string };
  await client.dispose();
  expect(
    (await page.request.post('/api/auth/login', { data: await createStaffAccount('auditor') })).ok(),
  ).toBe(true);

  await page.goto(`/auditor/client/${me.id}`);
  await expect(page.getByRole('heading', { name: account.businessName })).toBeVisible();
  await page.getByRole('button', { name: 'System security plan and OSCAL downloads' }).click();
  const revisions = page.getByTestId('ssp-revisions');
  await expect(revisions).toContainText('The client’s owners approve its revisions.');
  await expect(revisions.getByRole('button', { name: 'Approve a revision' })).toHaveCount(0);
  await expect(revisions.getByRole('listitem')).toContainText('Version 3.2');
  await expect(revisions.getByRole('listitem')).toContainText('Providers’ responsibilities added.');
  await expectAccessible(page);
});
