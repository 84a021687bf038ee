import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createStaffAccount, expectAccessible } from './support';

/** "Download PDF" saves the compliance report made on the server (D25): a PDF file, dated. */
async function expectPdfDownload(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^cmmc-compliance-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = fs.readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('the report summarises readiness and exports JSON @phone', async ({ clientPage: page }) => {
  for (const controlId of ['PE.L1-3.10.1', 'PE.L1-3.10.3', 'PE.L1-3.10.4']) {
    await page.request.put('/api/implementations', { data: { controlId, status: 'completed', notes: '' } });
  }
  await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'PE.L1-3.10.4',
      fileName: 'visitor-log.txt',
      file: {
        name: 'visitor-log.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Nov 3: HVAC visit, escorted\n'),
      },
    },
  });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  // D28: the Coverage counts objectives MET or N/A (none yet), not the 3 controls marked complete.
  await expect(page.getByText('0 of 59 assessment objectives MET or N/A')).toBeVisible();
  await expect(page.getByText('Critical', { exact: true })).toBeVisible();
  // The Level 1 result leads the report (D28).
  await expect(page.getByTestId('level1-result')).toHaveText(
    'Level 1 result: NOT MET: 0 of 15 requirements met',
  );
  // The checklist ticks only what is done: one file is not "evidence documentation" done.
  const checklist = page.getByTestId('checklist-item');
  await expect(
    checklist.filter({ hasText: 'Evidence documentation: 1 file, supporting 1 of 17' }),
  ).toHaveAttribute('data-done', 'false');
  await expect(checklist.filter({ hasText: 'All controls have evidence (16 missing)' })).toHaveAttribute(
    'data-done',
    'false',
  );
  await expect(checklist.filter({ hasText: 'All 15 requirements MET (0 of 15)' })).toHaveAttribute(
    'data-done',
    'false',
  );
  await expect(checklist.filter({ hasText: 'Report generated' })).toHaveAttribute('data-done', 'true');
  await expect(page.getByText('Level 1 is not met: 15 of 15 requirements are still open.')).toBeVisible();
  // Every control's verdict, compactly: three completed controls await review.
  const verdicts = page.getByTestId('verdict-summary');
  await expect(
    verdicts.getByText('0 Approved · 0 Rejected · 0 Needs Clarification · 3 Pending Review'),
  ).toBeVisible();
  await expect(verdicts.getByRole('listitem')).toHaveCount(17);
  await expect(
    page.getByText('PE.L1-3.10.1 Limit Physical Access is marked complete but has no evidence file.'),
  ).toBeVisible();
  await expect(page.getByText('CMMC Level 1 Compliance Assessment')).toBeVisible();
  await expect(page.getByText('17 foundational controls')).toBeVisible();
  await expectAccessible(page);

  // The PDF is the primary export; the JSON one is a secondary, outlined button (issue 23).
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('data-variant', 'default');
  const json = page.getByRole('button', { name: 'Export Report (JSON)' });
  await expect(json).toHaveAttribute('data-testid', 'export-json');
  await expect(json).toHaveAttribute('data-variant', 'outline');
  await expect(page.locator('[data-variant="default"]').filter({ hasText: /Export|JSON/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await json.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cmmc-compliance-report-\d{4}-\d{2}-\d{2}\.json$/);
  const report = JSON.parse(fs.readFileSync(await file.path(), 'utf8'));
  expect(Object.keys(report).sort()).toEqual([
    'domainProgress',
    'evidenceFiles',
    'generatedAt',
    'implementations',
    'overallProgress',
  ]);
  expect(report.overallProgress).toMatchObject({ completed: 3, total: 17 });
  expect(report.evidenceFiles).toHaveLength(1);

  // The PDF made on the server (D25).
  await expectPdfDownload(page);

  // Printed, the page is the report alone: no sidebar, header or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export Report' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test("an auditor downloads a client's compliance PDF from the client's page", async ({
  page,
  client: account,
}) => {
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  const auditor = await createStaffAccount('auditor');
  expect((await page.request.post('/api/auth/login', { data: auditor })).status()).toBe(200);

  await page.goto(`/auditor/client/${me.id as string}`);
  await expect(page.getByRole('heading', { name: account.businessName })).toBeVisible();
  await expectPdfDownload(page);
  await expectAccessible(page);
});

test('downloads the CSVs and the evidence package beside Export Report (D25) @phone', async ({
  clientPage: page,
}) => {
  await page.request.put('/api/implementations', {
    data: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: '=HYPERLINK("http://x")' },
  });
  await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: 'PE.L1-3.10.4',
      fileName: 'visitor-log.txt',
      file: { name: 'visitor-log.txt', mimeType: 'text/plain', buffer: Buffer.from('Nov 3: escorted\n') },
    },
  });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Evidence Package' })).toBeVisible();
  await expectAccessible(page);

  const save = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
  };
  const implementations = await save('Implementations CSV');
  expect(implementations.name).toMatch(/^cmmc-implementations-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = implementations.bytes.toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(18); // the headings and the 17 controls
  expect(lines.find((line) => line.startsWith('AC.L1-3.1.1,'))).toContain(`"'=HYPERLINK(""http://x"")"`);

  const findings = await save('Findings CSV');
  expect(findings.name).toMatch(/^cmmc-findings-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(findings.bytes.toString('utf8').trim().split('\r\n')).toHaveLength(60);

  const evidence = await save('Evidence Package');
  expect(evidence.name).toMatch(/^cmmc-evidence-package-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(evidence.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(evidence.bytes.includes(Buffer.from('PE.L1-3.10.4/visitor-log.txt'))).toBe(true);
});
