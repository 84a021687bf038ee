import crypto from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OSCAL_IMPORT_MAX_BYTES } from '../../src/contract/oscal-import';
import { assessmentResults, type DocumentFinding } from '../support/oscal';
import { expect, test } from './fixtures';
import { joinAsMember, ownerOf } from './member-accounts';
import { expectAccessible, openFromSidebar, toasts } from './support';

/*
 * "Import findings from OSCAL" on the Self-Assessment page (D32, issue 27 item 4): an OSCAL
 * assessment-results file, read in the browser, previewed against the open cycle (nothing
 * written), then imported on confirmation. The findings are read back where a user reads them:
 * the objective's badge in the Controls Checklist, reached inside the app so that what the page
 * holds must have been refreshed by the import.
 */

/** A document file as the file chooser hands it over. */
const fileOf = (findings: DocumentFinding[], name = 'assessment-results.json') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(assessmentResults(findings), null, 2)),
});

const DOCUMENT: DocumentFinding[] = [
  // As recorded: unchanged.
  {
    targetId: '3.1.1[a]',
    state: 'satisfied',
    observation: { methods: ['EXAMINE'], description: 'Checked the user list.' },
  },
  // Recorded MET, the document says NOT MET: changed.
  {
    targetId: '3.1.1[b]',
    state: 'not-satisfied',
    observation: { methods: ['INTERVIEW'], description: 'Nobody could name the service accounts.' },
  },
  // Never assessed: new.
  {
    targetId: '3.1.2[a]',
    state: 'satisfied',
    observation: { methods: ['EXAMINE'], description: 'Role matrix in the HR system.' },
  },
  // A requirement as a whole: skipped.
  { targetId: '3.1.20', state: 'satisfied', type: 'statement-id' },
];

/** Saves a finding through the API, as the checklist does. */
async function saveFinding(page: Page, objectiveId: string, body: Record<string, unknown>) {
  const response = await page.request.put(`/api/assessment/objectives/${encodeURIComponent(objectiveId)}`, {
    data: body,
  });
  expect(response.ok()).toBe(true);
}

/** The finding badge of an objective in its control's dialog, opened from the checklist. */
async function findingInChecklist(page: Page, controlId: string, letter: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${controlId.replace(/\./g, '\\.')} - `) });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: `View Details of ${controlId}`, exact: true }).click();
  }
  return dialog
    .getByTestId('assessment-section')
    .getByRole('button', { name: new RegExp(`^\\[${letter}\\]`) })
    .getByTestId('objective-finding-badge');
}

async function closeControl(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The row (table) or item (phone list) of an objective in the preview, whichever shows. */
const changeOf = (preview: Locator, objectiveId: string) =>
  preview.getByTestId(`oscal-change-${objectiveId}`).filter({ visible: true });

test('a file is previewed, nothing is recorded until the import is confirmed, then its findings show @phone', async ({
  clientPage: page,
}) => {
  await saveFinding(page, 'AC.L1-3.1.1[a]', {
    finding: 'met',
    methods: ['examine'],
    note: 'Checked the user list.',
  });
  await saveFinding(page, 'AC.L1-3.1.1[b]', { finding: 'met', methods: ['examine'] });

  await page.goto('/assessment');
  const card = page.getByTestId('oscal-import');
  await expect(card.getByRole('heading', { name: 'Import findings from OSCAL' })).toBeVisible();
  await expect(card).toContainText('NIST SP 800-171A objectives');
  await expect(card).toContainText('nothing is recorded until you confirm');
  await expectAccessible(page);

  const input = card.getByLabel('Assessment-results or system security plan file (.json)');
  await input.setInputFiles(fileOf(DOCUMENT));
  const preview = page.getByRole('dialog', { name: 'Preview of the import' });
  await expect(preview).toContainText('assessment-results.json');
  await expect(preview.getByTestId('oscal-count-new')).toHaveText('1');
  await expect(preview.getByTestId('oscal-count-changed')).toHaveText('1');
  await expect(preview.getByTestId('oscal-count-unchanged')).toHaveText('1');
  await expect(preview.getByTestId('oscal-count-skipped')).toHaveText('1');
  // The objectives it would record: current -> imported; the unchanged one is only counted.
  const changed = changeOf(preview, 'AC.L1-3.1.1[b]');
  await expect(changed.getByTestId('objective-finding-badge')).toHaveText(['MET', 'NOT MET']);
  await expect(changed).toContainText('methods: Interview; note');
  await expect(changed).toContainText('3.1.1[b]');
  const added = changeOf(preview, 'AC.L1-3.1.2[a]');
  await expect(added.getByTestId('objective-finding-badge')).toHaveText(['Not assessed', 'MET']);
  await expect(changeOf(preview, 'AC.L1-3.1.1[a]')).toHaveCount(0);
  await preview.getByText(/^Skipped: 1 entry/).click();
  await expect(preview.getByTestId('oscal-import-skipped')).toContainText(
    '3.1.20: names AC.L1-3.1.20 as a whole',
  );
  await expectAccessible(page);

  // Cancel discards: focus is back on the file field, and the checklist shows the old findings.
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect(input).toBeFocused();
  await openFromSidebar(page, 'Controls Checklist');
  await expect(await findingInChecklist(page, 'AC.L1-3.1.1', 'b')).toHaveText('MET');
  await closeControl(page);
  await expect(await findingInChecklist(page, 'AC.L1-3.1.2', 'a')).toHaveText('Not assessed');
  await closeControl(page);

  // Again, and confirmed this time.
  await openFromSidebar(page, 'Self-Assessment');
  await card
    .getByLabel('Assessment-results or system security plan file (.json)')
    .setInputFiles(fileOf(DOCUMENT));
  await preview.getByRole('button', { name: 'Import 2 findings' }).click();
  await expect(preview).toBeHidden();
  await expect(
    toasts(page).getByText('From assessment-results.json: 1 new and 1 changed recorded'),
  ).toBeVisible();
  await expect(card.getByTestId('oscal-import-status')).toHaveText(
    'Imported from assessment-results.json: 1 new and 1 changed recorded, 1 unchanged, 1 skipped. Review them in the Controls Checklist.',
  );
  await card.getByRole('link', { name: 'Review them in the Controls Checklist' }).click();
  await expect(await findingInChecklist(page, 'AC.L1-3.1.2', 'a')).toHaveText('MET');
  await closeControl(page);
  await expect(await findingInChecklist(page, 'AC.L1-3.1.1', 'b')).toHaveText('NOT MET');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^\[b\]/ })
    .click();
  await expect(page.getByRole('dialog').getByText('Nobody could name the service accounts.')).toBeVisible();
  await closeControl(page);

  // The same file again has nothing left to import.
  await openFromSidebar(page, 'Self-Assessment');
  await card
    .getByLabel('Assessment-results or system security plan file (.json)')
    .setInputFiles(fileOf(DOCUMENT));
  await expect(preview.getByTestId('oscal-import-nothing')).toBeVisible();
  await expect(preview.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();
});

test('ids the catalog does not know are listed as skipped, the rest imported; a file the server refuses shows why @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/assessment');
  const card = page.getByTestId('oscal-import');
  const input = card.getByLabel('Assessment-results or system security plan file (.json)');
  // 3.1.3 is a Level 2 requirement (this business assesses Level 1); ac-2 is SP 800-53's.
  await input.setInputFiles(
    fileOf(
      [
        { targetId: '3.1.1[a]', state: 'satisfied' },
        { targetId: '3.1.3[a]', state: 'satisfied' },
        { targetId: 'ac-2_obj.a', state: 'satisfied' },
      ],
      'other-tool.json',
    ),
  );
  const preview = page.getByRole('dialog', { name: 'Preview of the import' });
  await expect(preview.getByTestId('oscal-count-new')).toHaveText('1');
  await expect(preview.getByTestId('oscal-count-skipped')).toHaveText('2');
  await preview.getByText(/^Skipped: 2 entries/).click();
  await expect(preview.getByTestId('oscal-import-skipped').getByRole('listitem')).toHaveText([
    '3.1.3[a]: not an objective of the Level 1 catalog (NIST SP 800-171 Rev 2 / SP 800-171A)',
    'ac-2_obj.a: not an objective of the Level 1 catalog (NIST SP 800-171 Rev 2 / SP 800-171A)',
  ]);
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  const assessment = (await (await page.request.get('/api/assessment')).json()) as {
    objectives: { objectiveId: string; finding: string | null }[];
  };
  expect(assessment.objectives.find((one) => one.objectiveId === 'AC.L1-3.1.1[a]')?.finding ?? null).toBe(
    null,
  );
  const alert = card.getByRole('alert');

  // Past the import's limit (a document with attachments, say): 413.
  const big = assessmentResults([{ targetId: '3.1.1[a]', state: 'satisfied' }]);
  (big['assessment-results'] as Record<string, unknown>)['back-matter'] = {
    resources: [{ uuid: crypto.randomUUID(), base64: { value: 'A'.repeat(OSCAL_IMPORT_MAX_BYTES) } }],
  };
  await input.setInputFiles({
    name: 'with-attachments.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(big)),
  });
  await expect(alert).toContainText(
    'The request is too large: the import takes documents of at most 8 MB. Leave attachments (back-matter) out of the file.',
  );

  // A file that is not JSON is said so before anything is sent.
  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"a": '),
  });
  await expect(alert).toContainText('notes.json is not a JSON file');
});

/** Every objective of the business MET, in one import: the route is what the screen sends. */
async function meetEverythingByImport(request: APIRequestContext) {
  const controls = (await (await request.get('/api/controls')).json()) as { objectives: { id: string }[] }[];
  const every = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  const response = await request.post('/api/assessment/import/oscal', {
    data: assessmentResults(every.map((targetId) => ({ targetId, state: 'satisfied' as const }))),
  });
  expect(response.ok()).toBe(true);
}

test('an affirmed cycle offers no import but says to start the next cycle; a viewer meets none', async ({
  page,
  browser,
}) => {
  await ownerOf(page.request);
  // A viewer: the page says once that the access is read-only, and shows no import (D27).
  const baseURL = test.info().project.use.baseURL;
  const viewerContext = await browser.newContext({ baseURL });
  const viewer = await viewerContext.newPage();
  await joinAsMember(page.request, viewer.request, 'viewer');
  await viewer.goto('/assessment');
  await expect(viewer.getByTestId('read-only-notice')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Assessment cycle 1' })).toBeVisible();
  await expect(viewer.getByTestId('oscal-import')).toHaveCount(0);
  await viewerContext.close();

  // The owner previews a file; meanwhile cycle 1 is affirmed (32 CFR 170.22) and frozen (D23).
  await meetEverythingByImport(page.request);
  const scope = await page.request.put('/api/assessment/scope', {
    data: {
      fciDescription: 'Drawings from a prime.',
      systems: [{ name: 'Two office laptops', kind: 'endpoints', description: '' }],
      holdsCui: false,
      cageCodes: ['1ABC2'],
    },
  });
  expect(scope.ok()).toBe(true);
  await page.goto('/assessment');
  const card = page.getByTestId('oscal-import');
  await card
    .getByLabel('Assessment-results or system security plan file (.json)')
    .setInputFiles(fileOf([{ targetId: '3.1.1[a]', state: 'not-satisfied' }]));
  const preview = page.getByRole('dialog', { name: 'Preview of the import' });
  await expect(preview.getByTestId('oscal-count-changed')).toHaveText('1');
  const affirmed = await page.request.post('/api/assessment/affirm', {
    data: {
      officialTitle: 'Owner',
      officialPhone: '+1 555 010 2000',
      statementAccepted: true,
      acknowledgeMissingEvidence: true,
    },
  });
  expect(affirmed.status()).toBe(200);
  await preview.getByRole('button', { name: 'Import 1 finding' }).click();
  await expect(preview.getByRole('alert')).toHaveText(
    'This assessment cycle is affirmed and frozen. Start the next cycle to change the scope or the findings.',
  );
  await preview.getByRole('button', { name: 'Cancel' }).click();
  // The card now says why nothing can be imported, and what to do.
  await expect(card.getByTestId('oscal-import-frozen')).toHaveText(
    'Cycle 1 is affirmed and frozen: findings are imported into an open cycle only. Start cycle 2 above, then import the file into it.',
  );
  await expect(card.getByTestId('oscal-import-frozen')).toBeFocused();
  await expect(card.getByLabel('Assessment-results or system security plan file (.json)')).toHaveCount(0);
  await expectAccessible(page);
});
