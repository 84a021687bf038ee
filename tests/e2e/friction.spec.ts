import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, LOGGED_OUT, toasts, watchTexts } from './support';

/**
 * Issue 12 section 4, the everyday friction a new user hit: an ended session, the control dialog,
 * the upload card and the 404 page.
 */

const TEXT = Buffer.from('Visitor log reviewed on Nov 2 by the office manager.\n');
const NOTES_DRAFT_PREFIX = 'cmmc-readiness:notes-draft:';

/** Ends the page's session on the server, as an expiry would; the page does not know yet. */
async function endSession(page: Page) {
  const response = await page.request.post('/api/auth/logout');
  expect(response.ok()).toBe(true);
}

async function signInWithForm(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const returnParam = (page: Page) => new URL(page.url()).searchParams.get('next');
const notesDrafts = (page: Page) =>
  page.evaluate(
    (prefix) => Object.keys(window.sessionStorage).filter((key) => key.startsWith(prefix)).length,
    NOTES_DRAFT_PREFIX,
  );

test.describe('an ended session', () => {
  test('on the evidence page says so, signs in again and comes back to the same place @phone', async ({
    page,
    client: account,
  }) => {
    await page.goto('/evidence');
    await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();
    await endSession(page);
    const ENDED = 'Your session has ended. Taking you to sign in';
    const FAILED = 'Failed to fetch evidence files';
    const seen = await watchTexts(page, [LOGGED_OUT, ENDED, FAILED]);

    await page.getByRole('combobox', { name: 'Filter by control' }).click();
    await page.getByRole('option', { name: 'PE.L1-3.10.4 - Physical Access Logs' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(returnParam(page)).toBe('/evidence?control=PE.L1-3.10.4');
    expect(await seen(LOGGED_OUT)).toBe(true);
    expect(await seen(ENDED)).toBe(true);
    expect(await seen(FAILED)).toBe(false);
    await expect(page.getByText('Sign in to continue where you left off.')).toBeVisible();
    await expectAccessible(page);
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/evidence\?control=PE\.L1-3\.10\.4$/);
    await expect(page.getByRole('heading', { name: 'Evidence Library' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();
  });

  test('keeps the notes being typed, and the dialog reopens with them after signing in', async ({
    page,
    client: account,
  }) => {
    await page.goto('/controls');
    await page.getByRole('button', { name: 'View Details of AC.L1-3.1.1' }).click();
    const dialog = page.getByRole('dialog', { name: 'AC.L1-3.1.1 - Authorized Access Control' });
    const notes = dialog.getByLabel('Implementation Notes');
    await notes.fill('Owner approved the user list on Nov 3.');
    await endSession(page);

    await dialog.getByRole('button', { name: 'In Progress' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(returnParam(page)).toBe('/controls?control=AC.L1-3.1.1');
    await signInWithForm(page, account);

    await expect(dialog).toBeVisible();
    await expect(notes).toHaveValue('Owner approved the user list on Nov 3.');
    await expect(dialog.getByText('These are the notes you had not saved yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'In Progress' }).click();
    await expect(toasts(page).getByText('Control status updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId('control-AC.L1-3.1.1').getByText('Owner approved the user list on Nov 3.'),
    ).toBeVisible();
    // Saved: the draft is gone, and the dialog shows the notes as saved ones.
    expect(await notesDrafts(page)).toBe(0);
    await page.getByRole('button', { name: 'View Details of AC.L1-3.1.1' }).click();
    await expect(notes).toHaveValue('Owner approved the user list on Nov 3.');
    await expect(dialog.getByText('These are the notes you had not saved yet.')).toHaveCount(0);
  });

  test('a signed-out deep link opens its page after signing in; another site is never the way back', async ({
    page,
    client: account,
  }) => {
    await page.context().clearCookies();
    await page.goto('/controls?control=PE.L1-3.10.4');
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(returnParam(page)).toBe('/controls?control=PE.L1-3.10.4');
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/controls\?control=PE\.L1-3\.10\.4$/);
    await expect(page.getByRole('dialog', { name: 'PE.L1-3.10.4 - Physical Access Logs' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login?next=//evil.example/steal');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Sign in to continue where you left off.')).toHaveCount(0);
    await signInWithForm(page, account);
    await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('the control dialog', () => {
  test('closes with Back, and focus returns to the button that opened it @phone', async ({
    clientPage: page,
  }) => {
    await page.goto('/dashboard');
    await page.goto('/controls');
    const opener = page.getByRole('button', { name: 'View Details of AC.L1-3.1.2', exact: true });
    const dialog = page.getByRole('dialog', { name: /^AC\.L1-3\.1\.2 - / });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/controls\?control=AC\.L1-3\.1\.2$/);
    await expectAccessible(page);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/controls$/);
    await expect(page.getByRole('heading', { name: 'Controls Checklist' })).toBeVisible();
    await expect(opener).toBeFocused();

    // Closed another way, the dialog takes its history entry with it: Back then leaves the page.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/controls$/);
    await expect(opener).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('opened from a link, it closes onto its control card', async ({ clientPage: page }) => {
    await page.goto('/controls?control=SI.L1-3.14.1');
    const dialog = page.getByRole('dialog', { name: /^SI\.L1-3\.14\.1 - / });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/controls$/);
    await expect(page.getByRole('button', { name: 'View Details of SI.L1-3.14.1' })).toBeFocused();
  });

  test('notes typed and then closed without a status button are saved, and said so', async ({
    clientPage: page,
  }) => {
    await page.goto('/controls');
    await page.getByRole('button', { name: 'View Details of IA.L1-3.5.1' }).click();
    const dialog = page.getByRole('dialog', { name: /^IA\.L1-3\.5\.1 - / });
    await dialog.getByLabel('Implementation Notes').fill('Every account is named; no shared logins.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page).getByText('Notes saved', { exact: true })).toBeVisible();
    const card = page.getByTestId('control-IA.L1-3.5.1');
    await expect(card.getByText('Every account is named; no shared logins.')).toBeVisible();
    await expect(card.getByText('Not Started')).toBeVisible();

    // Closed with Back, the same.
    await page.getByRole('button', { name: 'View Details of IA.L1-3.5.2' }).click();
    const other = page.getByRole('dialog', { name: /^IA\.L1-3\.5\.2 - / });
    await other.getByLabel('Implementation Notes').fill('MFA on for e-mail.');
    await page.goBack();
    await expect(other).toBeHidden();
    await expect(page.getByTestId('control-IA.L1-3.5.2').getByText('MFA on for e-mail.')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('control-IA.L1-3.5.1').getByText('Every account is named')).toBeVisible();
    await expect(page.getByTestId('control-IA.L1-3.5.2').getByText('MFA on for e-mail.')).toBeVisible();
    expect(await notesDrafts(page)).toBe(0);
  });
});

test.describe('the upload card', () => {
  const uploadCard = (page: Page) => page.getByTestId('upload-evidence');

  test('gives each file its own outcome, keeps the control and moves focus to the outcome @phone', async ({
    clientPage: page,
  }) => {
    await page.goto('/evidence?control=PE.L1-3.10.4');
    await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();
    // One button of that name on the page (there were two, side by side).
    await expect(page.getByRole('button', { name: 'Upload Evidence', exact: true })).toHaveCount(1);
    const card = uploadCard(page);
    const control = card.getByRole('combobox', { name: 'Control' });
    await expect(control).toHaveText('PE.L1-3.10.4 - Physical Access Logs');

    await card.getByLabel('Evidence file').setInputFiles({
      name: 'visitor-log.txt',
      mimeType: 'text/plain',
      buffer: TEXT,
    });
    await card.getByRole('button', { name: 'Upload Evidence' }).click();
    const results = card.getByTestId('upload-result');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('visitor-log.txt');
    await expect(results.first()).toContainText('Upload Complete!');
    await expect(results.first()).toBeFocused();
    await expect(control).toHaveText('PE.L1-3.10.4 - Physical Access Logs');
    await expect(page.getByTestId('evidence-card')).toHaveCount(1);

    await card.getByLabel('Evidence file').setInputFiles({
      name: 'too-big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(toasts(page).getByText('Please select a file smaller than 10MB.')).toBeVisible();
    await expect(results).toHaveCount(2);
    await expect(results.first()).toContainText('too-big.pdf');
    await expect(results.first()).toContainText('File Too Large');
    await expect(results.first()).not.toContainText('Upload Complete!');
    // "Upload Complete!" belongs to the file that was uploaded, and only to it.
    await expect(card.getByText('Upload Complete!')).toHaveCount(1);
    await expect(results.nth(1)).toContainText('visitor-log.txt');
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(control).toHaveText('PE.L1-3.10.4 - Physical Access Logs');
    await expectAccessible(page);
  });

  test('after the multi-file uploader, focus lands on the list of files', async ({ clientPage: page }) => {
    await page.goto('/evidence?control=PE.L1-3.10.5');
    await page.getByRole('button', { name: 'Upload First Evidence File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload evidence for PE.L1-3.10.5' });
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'key-log.csv', mimeType: 'text/csv', buffer: Buffer.from('Key,Holder\n1,Dana\n') },
      ]);
    await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
    await expect(page.getByTestId('evidence-card')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The empty state's button that opened the uploader is gone; focus is not dropped to the page.
    await expect(page.getByRole('region', { name: 'Evidence files' })).toBeFocused();
  });
});

test.describe('the 404 page', () => {
  async function expectNotClipped(page: Page) {
    const card = page.getByTestId('not-found');
    const box = await card.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  test('tells a signed-out visitor what happened and leads home or back @phone', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
    await expect(page.getByText(/not added to the app's router/)).toBeVisible();
    await expectNotClipped(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('leads a signed-in user to the dashboard, at any height @phone', async ({ clientPage: page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 });
    await page.goto('/controls/nothing-here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNotClipped(page);
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeInViewport();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'CMMC Level 1 Dashboard' })).toBeVisible();
  });
});
