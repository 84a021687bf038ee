import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, signUpViaApi } from './support';

test('the report summarises readiness and exports JSON @phone', async ({ page }) => {
  await signUpViaApi(page);
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
  await expect(page.getByText('18%')).toBeVisible();
  await expect(page.getByText('Critical', { exact: true })).toBeVisible();
  await expect(page.getByText('Evidence documentation: 1 file')).toBeVisible();
  await expect(page.getByText('All controls have evidence (16 missing)')).toBeVisible();
  await expect(
    page.getByText('PE.L1-3.10.1 Limit Physical Access is marked complete but has no evidence file.'),
  ).toBeVisible();
  await expect(page.getByText('CMMC Level 1 Compliance Assessment')).toBeVisible();
  await expect(page.getByText('17 foundational controls')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
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
});

test('downloads the CSVs and the evidence package beside Export Report (D25) @phone', async ({ page }) => {
  await signUpViaApi(page);
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
