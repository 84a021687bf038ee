import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { assessmentResults } from '../support/oscal';
import { expect, test } from './fixtures';
import { completePlan } from './ssp-plan';
import { expectAccessible, toasts } from './support';

/*
 * "Import POA&M items from OSCAL" on the POA&M page (issue 40): an OSCAL POA&M file written by
 * another tool in NIST's example layout, read in the browser, previewed against this cycle's
 * POA&M (what it creates, what it skips and why; nothing written), then imported on confirmation;
 * the item shows in the list with its planned completion and milestones.
 */

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/oscal/generic-poam.json');

/** Level 2 with a plan, every objective MET in one import, then 3.1.3[b] NOT MET. */
async function level2With313NotMet(request: APIRequestContext) {
  expect((await request.patch('/api/organization', { data: { targetLevel: 2 } })).ok()).toBe(true);
  await completePlan(request);
  const controls = (await (await request.get('/api/controls')).json()) as { objectives: { id: string }[] }[];
  const every = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  const imported = await request.post('/api/assessment/import/oscal', {
    data: assessmentResults(every.map((targetId) => ({ targetId, state: 'satisfied' as const }))),
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const saved = await request.put(`/api/assessment/objectives/${encodeURIComponent('AC.L2-3.1.3[b]')}`, {
    data: { finding: 'not_met' },
  });
  expect(saved.ok()).toBe(true);
}

test('a POA&M file is previewed with what it creates and skips, then imported @phone', async ({
  clientPage: page,
}) => {
  await level2With313NotMet(page.request);
  await page.goto('/poam');
  const card = page.getByTestId('poam-import');
  await expect(card.getByRole('heading', { name: 'Import POA&M items from OSCAL' })).toBeVisible();
  await expect(page.getByTestId('poam-item')).toHaveCount(0);

  const input = card.getByLabel('POA&M file (.json)');
  await input.setInputFiles({
    name: 'cui-enclave-poam.json',
    mimeType: 'application/json',
    buffer: fs.readFileSync(FIXTURE),
  });
  const preview = page.getByRole('dialog', { name: 'Preview of the POA&M import' });
  await expect(preview).toContainText('cui-enclave-poam.json');
  await expect(preview.getByTestId('poam-count-create')).toHaveText('1');
  await expect(preview.getByTestId('poam-count-skipped')).toHaveText('3');
  const created = preview.getByTestId('poam-import-item-AC.L2-3.1.3');
  await expect(created).toContainText('in the file: Outbound firewall rules');
  await expect(created).toContainText('New item');
  await expect(created).toContainText('Mar 31, 2027');
  await expect(created.getByRole('listitem')).toHaveText([
    'Jan 29, 2027: Outbound rule inventory complete',
    'Feb 26, 2027: Rules not needed removed',
  ]);
  const skipped = preview.getByTestId('poam-import-skipped').getByRole('listitem');
  await expect(skipped).toHaveCount(3);
  await expect(skipped.nth(0)).toContainText('AC.L2-3.1.10 (Session lock): 3.1.10 is not NOT MET');
  await expect(skipped.nth(1)).toContainText('IA.L2-3.5.1 (Shared accounts): is closed in the document');
  await expect(skipped.nth(2)).toContainText(
    'Account reviews: names no requirement of the Level 2 catalog (NIST SP 800-171 Rev 2): ac-2',
  );
  await expectAccessible(page);

  // Cancel writes nothing; focus is back on the file field.
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(input).toBeFocused();
  await expect(page.getByTestId('poam-item')).toHaveCount(0);

  await input.setInputFiles({
    name: 'cui-enclave-poam.json',
    mimeType: 'application/json',
    buffer: fs.readFileSync(FIXTURE),
  });
  await preview.getByRole('button', { name: 'Import 1 item' }).click();
  await expect(preview).toBeHidden();
  await expect(toasts(page).getByText('From cui-enclave-poam.json: 1 item created, 3 skipped')).toBeVisible();
  await expect(card.getByTestId('poam-import-status')).toHaveText(
    'Imported from cui-enclave-poam.json: 1 item created, 3 skipped.',
  );
  const item = page.getByTestId('poam-item').filter({ hasText: 'AC.L2-3.1.3' });
  await expect(item).toContainText('Outbound firewall rules are not reviewed.');
  await expect(item).toContainText('Mar 31, 2027');
  await expectAccessible(page);

  // The same file again: nothing left to import.
  await input.setInputFiles({
    name: 'cui-enclave-poam.json',
    mimeType: 'application/json',
    buffer: fs.readFileSync(FIXTURE),
  });
  await expect(preview.getByTestId('poam-import-nothing')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  // A file that is not a POA&M says what is expected.
  await input.setInputFiles({
    name: 'results.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ 'assessment-results': { results: [] } })),
  });
  await expect(card.getByRole('alert')).toContainText(
    'Send an OSCAL POA&M: {"plan-of-action-and-milestones": {"poam-items": [...]}}',
  );
});
