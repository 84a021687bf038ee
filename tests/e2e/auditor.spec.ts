import { type Page } from '@playwright/test';
import { expect, test, type Account } from './fixtures';
import { createStaffAccount, expectAccessible, toasts } from './support';

const createAuditor = () => createStaffAccount('auditor');

async function clientWithWork(page: Page, account: Account) {
  await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Owner approved the user list.' },
  });
  await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'AC.L1-3.1.1',
      fileName: 'users.txt',
      file: { name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('Dana Reyes - owner\n') },
    },
  });
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  return { ...account, id: me.id as string };
}

test('an auditor reviews a client implementation and reads its evidence', async ({
  page,
  client: account,
}) => {
  const client = await clientWithWork(page, account);
  const auditor = await createAuditor();
  expect((await page.request.post('/api/auth/login', { data: auditor })).status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveAttribute('data-tone', 'purple');
  await expect(
    page.getByRole('banner').getByText('CMMC Auditor Dashboard - Client Oversight & Validation'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText('Auditor Access')).toBeVisible();
  // Staff are told apart by their own name (here the username: no first and last name), not the agency's.
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Account settings: ${auditor.username}` }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Auditor Dashboard']);

  await page.getByLabel('Search clients').fill(client.businessName);
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: `${client.businessName} (${client.username})` }).click();
  await expect(page.getByRole('heading', { name: 'Client Information' })).toBeVisible();
  await expect(page.getByText('Pending Review')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Review AC.L1-3.1.1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Implementation' });
  await expect(dialog.getByText('Owner approved the user list.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Review' }).click();
  // Said beside the fields, where it leaves the save button free.
  await expect(dialog.getByRole('alert')).toHaveText('Please provide both status and notes');
  // A rejection needs a note (D28)...
  await dialog.getByLabel('Review status').click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide both status and notes');
  await expect(dialog.getByLabel('Review notes')).toHaveAttribute('aria-invalid', 'true');
  // ...an approval does not: the message goes, and the review is saved without one.
  await dialog.getByLabel('Review status').click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('Optional when approving.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Review' }).click();
  await expect(toasts(page).getByText('Implementation review saved successfully.')).toBeVisible();
  // The toast covers the evidence list's corner; closed as a user would, not waited out.
  await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByTestId('implementation').getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'View users.txt' }).click();
  await expect(page.getByRole('dialog', { name: 'users.txt' }).getByText('Dana Reyes - owner')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/auditor/${client.id}`);
  await expect(page).toHaveURL(new RegExp(`/auditor/client/${client.id}$`));
  await expect(page.getByRole('heading', { name: client.businessName })).toBeVisible();
  await expect(page.getByText('Completed reviews')).toBeVisible();
  await expect(page.getByTestId('client-cycle')).toHaveText('Cycle 1 (open) · Not affirmed yet');
  await page.getByRole('button', { name: 'Scope of cycle 1' }).click();
  await expect(page.getByText('Not described yet').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/auditor/client/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Client Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Auditor Dashboard' })).toBeVisible();
});

test('the detail screen offers Review only for work awaiting review', async ({ page, client: account }) => {
  const client = await clientWithWork(page, account);
  const auditor = await createAuditor();
  await page.request.post('/api/auth/login', { data: auditor });
  await page.goto(`/auditor/client/${client.id}`);
  await expect(page.getByRole('button', { name: 'Review AC.L1-3.1.1' })).toBeVisible();
  await page.getByRole('button', { name: 'Review AC.L1-3.1.1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Missing information: Please provide notes and select a status.',
  );
  await dialog.getByLabel('Review status').click();
  await page.getByRole('option', { name: 'Needs Clarification' }).click();
  await dialog.getByLabel('Review notes').fill('Which systems does the list cover?');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(page).getByText('Your validation has been recorded successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review AC.L1-3.1.1' })).toHaveCount(0);
  await expect(page.getByText('Needs Clarification')).toBeVisible();
});

test('a review of work the client changed after the dialog opened is refused, and the dialog shows the new text', async ({
  page,
  playwright,
  client: account,
}) => {
  const client = await clientWithWork(page, account);
  const auditor = await createAuditor();
  await page.request.post('/api/auth/login', { data: auditor });
  await page.goto(`/auditor/client/${client.id}`);
  await page.getByRole('button', { name: 'Review AC.L1-3.1.1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  await expect(dialog.getByText('Owner approved the user list.')).toBeVisible();

  // Meanwhile the client rewrites the note, in a session of its own.
  const owner = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect(
    (
      await owner.post('/api/auth/login', { data: { username: client.username, password: client.password } })
    ).status(),
  ).toBe(200);
  const changed = await owner.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Nobody checks the user list any more.' },
  });
  expect(changed.status()).toBe(200);
  await owner.dispose();

  await dialog.getByLabel('Review status').click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  // Not recorded: the dialog stays, says why, and shows the client's new text to review.
  await expect(dialog.getByTestId('review-changed')).toHaveText(
    'The client changed this implementation after you opened it, so your review was not recorded. ' +
      'Their new version is shown above: read it, then submit your review again.',
  );
  await expect(dialog.getByText('Nobody checks the user list any more.')).toBeVisible();
  await expect(dialog.getByText('Owner approved the user list.')).toHaveCount(0);
  await expectAccessible(page);

  // Reviewed again on what it now says, the verdict is recorded.
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(page).getByText('Your validation has been recorded successfully.')).toBeVisible();
  await expect(page.getByTestId('implementation').getByText('Approved', { exact: true })).toBeVisible();
});
