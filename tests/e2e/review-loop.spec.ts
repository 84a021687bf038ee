import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createStaffAccount, expectAccessible, toasts } from './support';

const CONTROL = 'AC.L1-3.1.1';
const DIALOG_TITLE = `${CONTROL} - Authorized Access Control`;

async function signInAs(page: Page, account: { username: string; password: string }) {
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
}

/** The auditor opens the queue entry of this client's control from the dashboard. */
async function openFromQueue(page: Page, businessName: string, resubmitted = false) {
  await page.goto('/');
  // Found by its name: the queue pages (D28), and other tests' clients come and go in it.
  await page.getByLabel('Search the review queue').fill(businessName);
  const queue = page.getByTestId('review-queue');
  const entry = queue.getByRole('listitem').filter({ hasText: businessName });
  await expect(entry).toContainText(CONTROL);
  await expect(entry.getByText('Resubmitted', { exact: true })).toHaveCount(resubmitted ? 1 : 0);
  await entry.getByRole('link', { name: `Review ${CONTROL} of ${businessName}` }).click();
  return page.getByRole('dialog', { name: 'Submit Review' });
}

const counter = (page: Page, label: string) =>
  page.locator('dl > div').filter({ hasText: label }).getByRole('definition');

async function submitVerdict(page: Page, verdict: string, notes: string) {
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  await dialog.getByLabel('Review status').click();
  await page.getByRole('option', { name: verdict }).click();
  await dialog.getByLabel('Review notes').fill(notes);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toasts(page).getByText('Your validation has been recorded successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a rejected control goes back to the client, is fixed, and is approved on the second review @phone', async ({
  page,
  client,
}) => {
  await page.request.put('/api/implementations', {
    data: { controlId: CONTROL, status: 'completed', notes: 'Only staff have accounts.' },
  });
  await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: CONTROL,
      fileName: 'users.txt',
      file: { name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('Dana Reyes - owner\n') },
    },
  });
  const auditor = await createStaffAccount('auditor');

  // The auditor finds the work in the queue, reads the notes and the evidence, and rejects it.
  await signInAs(page, auditor);
  const first = await openFromQueue(page, client.businessName);
  await expect(first.getByText('Only staff have accounts.')).toBeVisible();
  await expect(first.getByText('Pending Review: not reviewed yet.')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Download users.txt' })).toHaveAttribute(
    'href',
    /\/api\/evidence\/[0-9a-f-]+\/content\?download=1$/,
  );
  await first.getByRole('button', { name: 'View users.txt' }).click();
  const preview = page.getByRole('dialog', { name: 'users.txt' });
  await expect(preview.getByText('Dana Reyes - owner')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(first).toBeVisible();
  await submitVerdict(page, 'Rejected', 'The list has no review date.');
  await expect(page.getByTestId('implementation')).toHaveCount(17);
  const reviewed = page.getByTestId('implementation').filter({ hasText: CONTROL });
  await expect(reviewed.getByTestId('review-badge')).toHaveText('Rejected');
  // The counters agree with the badges: one verdict, nothing else submitted.
  await expect(counter(page, 'Total implementations')).toHaveText('17');
  await expect(counter(page, 'Pending reviews')).toHaveText('0');
  await expect(counter(page, 'Completed reviews')).toHaveText('1');
  await expect(page.getByTestId('review-badge')).toHaveText(['Rejected']);
  await expectAccessible(page);

  // The client sees the verdict on the dashboard, on the card and in the control dialog.
  await signInAs(page, client);
  await page.goto('/dashboard');
  const firstAction = page.getByTestId('priority-action').first();
  await expect(firstAction).toContainText(`Fix ${CONTROL}`);
  await expect(firstAction).toContainText('Rejected');
  await expect(firstAction).toContainText('The list has no review date.');
  await expect(page.getByText(`${auditor.username} reviewed ${CONTROL}: Rejected`)).toBeVisible();
  await expectAccessible(page);
  await firstAction.getByRole('link', { name: `Fix ${CONTROL}` }).click();
  const controlDialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  const review = controlDialog.getByTestId('review-section');
  await expect(review).toContainText('Rejected');
  await expect(review).toContainText('The list has no review date.');
  await expect(review).toContainText(auditor.username);
  await expectAccessible(page);
  await controlDialog
    .getByLabel('Implementation Notes')
    .fill('Only staff have accounts. Reviewed 2026-11-20.');
  await controlDialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(controlDialog).toBeHidden();
  const card = page.getByTestId(`control-${CONTROL}`);
  await expect(card.getByTestId('review-badge')).toHaveText('Pending Review');

  // Back in the queue, marked as resubmitted, with the earlier review; the auditor approves.
  await signInAs(page, auditor);
  const second = await openFromQueue(page, client.businessName, true);
  await expect(second.getByText('Reviewed 2026-11-20.')).toBeVisible();
  await expect(second.getByTestId('review-section')).toContainText('The list has no review date.');
  await submitVerdict(page, 'Approved', 'Dated list, matches the directory.');
  await page.goto('/');
  await page.getByLabel('Search the review queue').fill(client.businessName);
  await expect(page.getByText('Nothing awaiting review matches.')).toBeVisible();

  // The client sees Approved, and the rejection stays in the history.
  await signInAs(page, client);
  await page.goto(`/controls?control=${CONTROL}`);
  await expect(page.getByTestId(`control-${CONTROL}`).getByTestId('review-badge')).toHaveText('Approved');
  const history = page.getByRole('dialog', { name: DIALOG_TITLE }).getByTestId('review-section');
  await expect(history).toContainText('Dated list, matches the directory.');
  await expect(history.getByText('Earlier reviews')).toBeVisible();
  await expect(history).toContainText('The list has no review date.');
  await page.goto('/activity');
  await expect(page.getByText(`Resubmitted ${CONTROL} for review`)).toBeVisible();
});

test('deleting the evidence of an approved control sends it back for review', async ({ page, client }) => {
  await page.request.put('/api/implementations', {
    data: { controlId: CONTROL, status: 'completed', notes: 'Access list kept.' },
  });
  const upload = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: CONTROL,
      fileName: 'access-list.txt',
      file: { name: 'access-list.txt', mimeType: 'text/plain', buffer: Buffer.from('owner\n') },
    },
  });
  expect(upload.ok()).toBe(true);
  const auditor = await createStaffAccount('auditor');
  await signInAs(page, auditor);
  await openFromQueue(page, client.businessName);
  await submitVerdict(page, 'Approved', 'Fine.');

  await signInAs(page, client);
  await page.goto(`/evidence?control=${CONTROL}`);
  await page.getByRole('button', { name: 'Delete access-list.txt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('access-list.txt')).toHaveCount(0);
  await page.goto('/controls');
  await expect(page.getByTestId(`control-${CONTROL}`).getByTestId('review-badge')).toHaveText(
    'Pending Review',
  );
});
