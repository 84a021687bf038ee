import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, toasts, markNotApplicable } from './support';

/**
 * Issue 23, "No lost drafts": an objective's finding typed in the control dialog is saved when the
 * dialog closes, as the implementation notes are; one that cannot be saved (N/A without a
 * justification) is asked about, never dropped silently; a file uploaded inside an objective is
 * linked to it at once.
 */

const CONTROL = 'AC.L1-3.1.1';
const DIALOG = `${CONTROL} - Authorized Access Control`;

interface Finding {
  objectiveId: string;
  finding: string | null;
  methods: string[];
  note: string | null;
  justification: string | null;
  evidenceIds: string[];
}

/** The finding the server has for one objective. */
async function findingOf(page: Page, objectiveId: string): Promise<Finding | undefined> {
  const assessment = (await (await page.request.get('/api/assessment')).json()) as { objectives: Finding[] };
  return assessment.objectives.find((item) => item.objectiveId === objectiveId);
}

async function openControl(page: Page, controlId = CONTROL) {
  await page.getByRole('button', { name: `View Details of ${controlId}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${controlId.replace(/\./g, '\\.')} - `) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens objective [letter] in the dialog and returns its editor. */
async function openObjective(page: Page, letter: string, controlId = CONTROL) {
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${controlId.replace(/\./g, '\\.')} - `) });
  await dialog
    .getByTestId('assessment-section')
    .getByRole('button', { name: new RegExp(`^\\[${letter}\\]`) })
    .click();
  return dialog.getByTestId(`objective-${controlId}[${letter}]`);
}

const badge = (page: Page, letter: string) =>
  page
    .getByRole('dialog')
    .getByTestId('assessment-section')
    .getByRole('button', { name: new RegExp(`^\\[${letter}\\]`) });

test('a finding typed and closed without Save is saved, whichever way the dialog closes @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/controls');

  // Close (X): the finding, the methods and the note of [a] are saved, and said so.
  await openControl(page);
  let editor = await openObjective(page, 'a');
  await editor.getByText('MET', { exact: true }).click();
  await editor.getByLabel('Examine').check();
  await editor.getByLabel('Note on [a]').fill('User list in the admin console, reviewed Nov 3.');
  await expect(
    editor.getByText('The rest is saved with this button, or when you close this dialog.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toasts(page).getByText(`Objective ${CONTROL}[a] is recorded.`)).toBeVisible();
  await expect(page.getByTestId(`control-${CONTROL}`)).toContainText('1 of 6 objectives MET or N/A');
  expect(await findingOf(page, `${CONTROL}[a]`)).toMatchObject({
    finding: 'met',
    methods: ['examine'],
    note: 'User list in the admin console, reviewed Nov 3.',
  });

  // Escape: [b]'s note alone, without a finding, is kept too.
  await openControl(page);
  editor = await openObjective(page, 'b');
  await editor.getByLabel('Note on [b]').fill('Ask the office manager about the shared laptop.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await findingOf(page, `${CONTROL}[b]`))?.note)
    .toBe('Ask the office manager about the shared laptop.');

  // A click outside the dialog: [c] NOT MET.
  await openControl(page);
  editor = await openObjective(page, 'c');
  await editor.getByText('NOT MET', { exact: true }).click();
  await page.mouse.click(2, 2);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(async () => (await findingOf(page, `${CONTROL}[c]`))?.finding).toBe('not_met');

  // Back: [d] N/A with its justification.
  await openControl(page);
  editor = await openObjective(page, 'd');
  await markNotApplicable(page, editor);
  await editor.getByLabel('Why [d] does not apply (required)').fill('No external devices: laptops only.');
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await findingOf(page, `${CONTROL}[d]`))?.justification)
    .toBe('No external devices: laptops only.');

  // Another control's address while the dialog is open: [e] is saved as the dialog goes.
  await openControl(page);
  editor = await openObjective(page, 'e');
  await editor.getByText('MET', { exact: true }).click();
  await page.evaluate(() => window.history.pushState(null, '', '/controls?control=IA.L1-3.5.1'));
  await expect(page.getByRole('dialog', { name: /^IA\.L1-3\.5\.1 - / })).toBeVisible();
  await expect.poll(async () => (await findingOf(page, `${CONTROL}[e]`))?.finding).toBe('met');

  // What the server has is what the dialog shows after a reload: nothing was lost on the way.
  await page.goto(`/controls?control=${CONTROL}`);
  for (const [letter, shown] of [
    ['a', 'MET'],
    ['c', 'NOT MET'],
    ['d', 'N/A'],
    ['e', 'MET'],
  ]) {
    await expect(badge(page, letter!)).toContainText(shown!);
  }
  editor = await openObjective(page, 'b');
  await expect(editor.getByLabel('Note on [b]')).toHaveValue(
    'Ask the office manager about the shared laptop.',
  );
});

test('an N/A without a justification is never dropped silently: closing asks, Keep editing returns to it @phone', async ({
  clientPage: page,
}) => {
  await page.goto('/controls');
  const dialog = await openControl(page);
  const editor = await openObjective(page, 'b');
  await markNotApplicable(page, editor);
  await editor.getByLabel('Note on [b]').fill('Only the owner has an account.');

  // Closing asks; the dialog stays, with what was typed.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const prompt = page.getByRole('alertdialog', { name: `${CONTROL}[b] is not saved` });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('marked N/A without a justification, so it cannot be saved');
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(dialog).toBeVisible();
  const justification = editor.getByLabel('Why [b] does not apply (required)');
  await expect(justification).toBeFocused();
  await expect(editor.getByText('Explain why this objective does not apply')).toBeVisible();
  await expect(editor.getByLabel('Note on [b]')).toHaveValue('Only the owner has an account.');

  // Escape asks the same; Discard drops [b]'s changes and closes.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  expect((await findingOf(page, `${CONTROL}[b]`))?.finding ?? null).toBeNull();
  await openControl(page);
  const again = await openObjective(page, 'b');
  await expect(again.getByLabel('Note on [b]')).toHaveValue('');
  await expect(again.getByTestId('finding-draft-restored')).toHaveCount(0);

  // Gone with Back, without a chance to ask in the dialog: the page asks, and Keep editing brings
  // the dialog back on [b], where the justification is written and the finding saved on close.
  await markNotApplicable(page, again);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: DIALOG })).toBeHidden();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  const reopened = page.getByRole('dialog', { name: DIALOG });
  await expect(reopened).toBeVisible();
  const field = reopened
    .getByTestId(`objective-${CONTROL}[b]`)
    .getByLabel('Why [b] does not apply (required)');
  await expect(field).toBeFocused();
  await expect(reopened.getByTestId('finding-draft-restored')).toBeVisible();
  await field.fill('One person runs the business: nobody else needs an account.');
  await reopened.getByRole('button', { name: 'Close' }).click();
  await expect(reopened).toBeHidden();
  await expect.poll(async () => (await findingOf(page, `${CONTROL}[b]`))?.finding).toBe('not_applicable');
});

test('a file uploaded inside an objective is linked to it at once, even when the dialog closes without Save', async ({
  clientPage: page,
}) => {
  await page.goto('/controls');
  const dialog = await openControl(page);
  const editor = await openObjective(page, 'a');
  await editor.getByLabel('Choose a file for [a]').setInputFiles({
    name: 'user-list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Dana Reyes - owner\nSam Ortiz - machinist\n'),
  });
  await expect(
    toasts(page).getByText(`File "user-list.txt" uploaded and linked to ${CONTROL}[a].`),
  ).toBeVisible();
  await expect(editor.getByLabel('user-list.txt')).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const linked = await findingOf(page, `${CONTROL}[a]`);
  expect(linked?.evidenceIds).toHaveLength(1);
  expect(linked?.finding ?? null).toBeNull();
  const files = (await (await page.request.get(`/api/evidence/${CONTROL}`)).json()) as {
    id: string;
    fileName: string;
    objectiveIds: string[];
  }[];
  expect(files).toEqual([expect.objectContaining({ id: linked!.evidenceIds[0], fileName: 'user-list.txt' })]);

  await page.reload();
  await openControl(page);
  const reopened = await openObjective(page, 'a');
  await expect(reopened.getByLabel('user-list.txt')).toBeChecked();
});

test('a finding typed when the session ends is there again after signing in', async ({
  page,
  client: account,
}) => {
  await page.goto('/controls');
  const dialog = await openControl(page);
  const editor = await openObjective(page, 'c');
  await editor.getByText('MET', { exact: true }).click();
  await editor.getByLabel('Note on [c]').fill('Admin rights only on the owner account.');
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  await dialog.getByRole('button', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const restored = page.getByRole('dialog', { name: DIALOG }).getByTestId(`objective-${CONTROL}[c]`);
  await expect(restored.getByTestId('finding-draft-restored')).toBeVisible();
  await expect(restored.getByLabel('Note on [c]')).toHaveValue('Admin rights only on the owner account.');
  await page.getByRole('dialog', { name: DIALOG }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await findingOf(page, `${CONTROL}[c]`))?.finding).toBe('met');
});
