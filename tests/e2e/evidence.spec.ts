import crypto from 'node:crypto';
import { expect, test } from './fixtures';
import { expectAccessible, toasts, watchTexts, LOGGED_OUT } from './support';

const TEXT = Buffer.from('Visitor log reviewed on Nov 2 by the office manager.\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('the upload card sends one file to one control @phone', async ({ clientPage: page }) => {
  await page.goto('/evidence');
  await expect(page.getByRole('heading', { name: 'Evidence Library' })).toBeVisible();
  await expect(page.getByText('Upload and manage compliance evidence documents')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No evidence files found' })).toBeVisible();
  await expect(page.getByText(/Supported formats: PDF, DOC, DOCX, XLS, XLSX, TXT/)).toBeVisible();
  await expectAccessible(page);

  const card = page.getByTestId('upload-evidence');
  const uploadButton = card.getByRole('button', { name: 'Upload Evidence' });
  await expect(uploadButton).toBeDisabled();
  await expect(card.getByText('Choose a control...')).toBeVisible();

  await card.getByLabel('Evidence file').setInputFiles({
    name: 'too-big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(toasts(page).getByText('Please select a file smaller than 10MB.')).toBeVisible();

  await card.getByLabel('Control').click();
  await page.getByRole('option', { name: 'PE.L1-3.10.4 - Physical Access Logs' }).click();
  await card
    .getByLabel('Evidence file')
    .setInputFiles({ name: 'visitor-log.txt', mimeType: 'text/plain', buffer: TEXT });
  await expect(card.getByTestId('chosen-file')).toHaveText(
    `visitor-log.txt (${(TEXT.length / 1024).toFixed(1)} KB)`,
  );
  await uploadButton.click();
  await expect(toasts(page).getByText('File "visitor-log.txt" uploaded successfully.')).toBeVisible();
  await expect(card.getByText('Upload Complete!')).toBeVisible();
  // The chosen control stays chosen for the next file (issue 12).
  await expect(card.getByLabel('Control')).toHaveText('PE.L1-3.10.4 - Physical Access Logs');
  const uploaded = page.getByTestId('evidence-card');
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded.getByText('PE.L1-3.10.4')).toBeVisible();

  // D25: the file's SHA-256, short, with the whole digest on hover and behind a disclosure.
  const sha256 = crypto.createHash('sha256').update(TEXT).digest('hex');
  const digest = uploaded.getByText(`SHA-256 ${sha256.slice(0, 12)}…`);
  await expect(digest).toBeVisible();
  await expect(digest).toHaveAttribute('title', sha256);
  await expect(uploaded.getByTestId('evidence-sha256')).toBeHidden();
  await digest.focus();
  await page.keyboard.press('Enter');
  await expect(uploaded.getByTestId('evidence-sha256')).toHaveText(sha256);
  await expectAccessible(page);
});

test('a refused file says why', async ({ clientPage: page }) => {
  await page.goto('/evidence?control=AC.L1-3.1.1');
  const card = page.getByTestId('upload-evidence');
  await card
    .getByLabel('Evidence file')
    .setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: TEXT });
  await card.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(toasts(page).getByText('Upload Failed', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText("Upload failed: The file's content does not match its .pdf type."),
  ).toBeVisible();
});

test('the uploader sends several files for the chosen control', async ({ clientPage: page }) => {
  await page.goto('/evidence?control=PE.L1-3.10.5');
  await expect(page.getByRole('button', { name: 'Upload First Evidence File' })).toBeVisible();
  await page.getByRole('button', { name: /Use the multi-file uploader/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload evidence for PE.L1-3.10.5' });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'key-log.csv', mimeType: 'text/csv', buffer: Buffer.from('Key,Holder\nFront door,Dana\n') },
      { name: 'lock-change.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /Upload 2 files/ }).click();
  await expect(page.getByTestId('evidence-card')).toHaveCount(2);
  await expect(toasts(page).getByText('Evidence file uploaded successfully.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'key-log.csv' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'lock-change.pdf' })).toBeVisible();
});

test('files can be previewed, downloaded and deleted @phone', async ({ clientPage: page }) => {
  for (const [name, buffer] of [
    ['notes.txt', TEXT],
    ['policy.pdf', PDF],
  ] as const) {
    const response = await page.request.post('/api/evidence/upload-direct', {
      multipart: {
        controlId: 'AC.L1-3.1.1',
        fileName: name,
        file: { name, mimeType: 'application/octet-stream', buffer },
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/evidence?control=AC.L1-3.1.1');
  await expect(page.getByTestId('evidence-card')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'View notes.txt' }).click();
  const preview = page.getByRole('dialog', { name: 'notes.txt' });
  await expect(preview.getByText('Visitor log reviewed on Nov 2 by the office manager.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'View policy.pdf' }).click();
  const pdfPreview = page.getByRole('dialog', { name: 'policy.pdf' });
  await expect(pdfPreview.getByTitle('Preview of policy.pdf')).toBeVisible();
  // The PDF viewer may take the keyboard focus, and with it the Escape key: use the close button.
  await pdfPreview.getByRole('button', { name: 'Close' }).click();
  await expect(pdfPreview).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');

  await page.getByRole('button', { name: 'Delete notes.txt' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this evidence file?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Evidence file deleted successfully.')).toBeVisible();
  await expect(page.getByTestId('evidence-card')).toHaveCount(1);
});

test('the upload texts and checks follow the limit the server announces', async ({ clientPage: page }) => {
  // The e2e server runs with the default 10 MB; answer as a server configured with 2 MB would
  // (tests/api/settings.test.ts shows EVIDENCE_MAX_BYTES reaching this answer).
  await page.route('/api/settings', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), evidenceMaxBytes: 2 * 1024 * 1024 },
    });
  });
  await page.goto('/evidence?control=AC.L1-3.1.1');
  const card = page.getByTestId('upload-evidence');
  await expect(card.getByText('Attach one document to one control. Up to 2 MB.')).toBeVisible();
  await card.getByLabel('Evidence file').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(toasts(page).getByText('Please select a file smaller than 2MB.')).toBeVisible();
  // The toast sits over the page's corner until it times out; a user closes it to go on.
  await toasts(page).getByRole('button', { name: 'Dismiss notification' }).click();

  await page.getByRole('button', { name: /Use the multi-file uploader/ }).click();
  const uploader = page.getByRole('dialog', { name: 'Upload evidence for AC.L1-3.1.1' });
  await expect(uploader.getByText('Up to 5 files, 2 MB each.', { exact: false })).toBeVisible();
  await expect(uploader.getByText('up to 5 files of 2 MB', { exact: false })).toBeVisible();
});

test('a preview after the session ended says so and goes to sign in', async ({ clientPage: page }) => {
  const response = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'AC.L1-3.1.1',
      fileName: 'notes.txt',
      file: { name: 'notes.txt', mimeType: 'text/plain', buffer: TEXT },
    },
  });
  expect(response.status()).toBe(201);
  await page.goto('/evidence?control=AC.L1-3.1.1');
  await expect(page.getByTestId('evidence-card')).toHaveCount(1);
  await page.context().clearCookies();
  // The toast lives only for the 500 ms before the redirect: the page records what it showed.
  const seen = await watchTexts(page, [LOGGED_OUT]);
  await page.getByRole('button', { name: 'View notes.txt' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fevidence%3Fcontrol%3DAC\.L1-3\.1\.1$/);
  expect(await seen(LOGGED_OUT)).toBe(true);
  await expectAccessible(page);
});
