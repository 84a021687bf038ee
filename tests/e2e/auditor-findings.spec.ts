import { type Page } from '@playwright/test';
import { expect, test, type Account } from './fixtures';
import { createStaffAccount, expectAccessible } from './support';

const CONTROL = 'AC.L1-3.1.1';
const objectivePath = (letter: string) =>
  `/api/assessment/objectives/${encodeURIComponent(`${CONTROL}[${letter}]`)}`;

/** A client who assessed three of the six objectives of AC.L1-3.1.1 (D22) and completed the control. */
async function clientWithFindings(page: Page, account: Account) {
  const upload = await page.request.post('/api/evidence/upload-direct', {
    multipart: {
      controlId: CONTROL,
      fileName: 'authorized-users.txt',
      file: {
        name: 'authorized-users.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Dana Reyes - owner\n'),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as { id: string };
  const findings = [
    ['a', { finding: 'met', methods: ['examine'], note: 'User list kept.', evidenceIds: [file.id] }],
    [
      'b',
      {
        finding: 'not_applicable',
        methods: ['interview'],
        justification: 'No scripts or services act for our users.',
      },
    ],
    [
      'c',
      { finding: 'not_met', methods: ['examine', 'test'], note: 'Two laptops are missing from the list.' },
    ],
  ] as const;
  for (const [letter, data] of findings) {
    const response = await page.request.put(objectivePath(letter), { data });
    expect(response.status(), `objective ${letter}`).toBe(200);
  }
  const saved = await page.request.put('/api/implementations', {
    data: { controlId: CONTROL, status: 'completed', notes: 'Owner keeps the list of users.' },
  });
  expect(saved.status()).toBe(200);
  const me = await (await page.request.get('/api/auth/user')).json();
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  return { ...account, id: me.id as string };
}

test('the auditor reads the client objective findings in the review dialog @phone', async ({
  page,
  client: account,
}) => {
  const client = await clientWithFindings(page, account);
  const auditor = await createStaffAccount('auditor');
  expect((await page.request.post('/api/auth/login', { data: auditor })).status()).toBe(200);

  await page.goto(`/auditor/client/${client.id}`);
  await expect(page.getByRole('heading', { name: client.businessName })).toBeVisible();
  await expect(page.getByTestId('level1-result')).toHaveText(
    'Level 1 result: NOT MET: 0 of 15 requirements met',
  );

  await page.getByRole('button', { name: `Review ${CONTROL}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  const findings = dialog.getByRole('region', { name: 'Objective findings' });
  await expect(findings.getByTestId('practice-result')).toHaveText('NOT MET');
  await expect(findings.getByText('2 of 6 objectives MET or N/A')).toBeVisible();

  const objective = (letter: string) => findings.locator(`[data-objective-id="${CONTROL}[${letter}]"]`);
  const badge = (letter: string) => objective(letter).getByTestId('objective-finding-badge');
  await expect(objective('a')).toContainText('authorized users are identified;');
  await expect(badge('a')).toHaveText('MET');
  await expect(objective('a').getByText('User list kept.')).toBeVisible();
  await expect(objective('a').getByText('Examine', { exact: true })).toBeVisible();
  await expect(objective('a').getByText('authorized-users.txt')).toBeVisible();
  await expect(badge('b')).toHaveText('N/A');
  await expect(objective('b').getByText('No scripts or services act for our users.')).toBeVisible();
  await expect(badge('c')).toHaveText('NOT MET');
  await expect(objective('c').getByText('Two laptops are missing from the list.')).toBeVisible();
  await expect(objective('c').getByText('Examine, Test')).toBeVisible();
  for (const letter of ['d', 'e', 'f']) await expect(badge(letter)).toHaveText('Not assessed');

  // The findings sit between the client's notes and the evidence list.
  const order = await dialog
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));
  const at = (name: string) => order.findIndex((heading) => heading.startsWith(name));
  expect(at("Client's implementation")).toBeLessThan(at('Objective findings'));
  expect(at('Objective findings')).toBeLessThan(at('Evidence (1)'));

  const methods = findings.getByRole('button', { name: 'Assessment methods and objects' });
  await expect(methods).toHaveAttribute('aria-expanded', 'false');
  await expect(findings.getByText('Access control policy')).toBeHidden();
  await methods.click();
  await expect(methods).toHaveAttribute('aria-expanded', 'true');
  await expect(findings.getByText('Access control policy')).toBeVisible();
  await expect(findings.getByRole('heading', { name: 'Interview' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Review ${CONTROL}` })).toBeFocused();
});

test('the review dialog says so when the findings cannot be loaded', async ({ page, client: account }) => {
  const client = await clientWithFindings(page, account);
  const auditor = await createStaffAccount('auditor');
  await page.request.post('/api/auth/login', { data: auditor });
  await page.route(`**/api/auditor/clients/${client.id}/assessment`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal error' } }),
  );
  await page.goto(`/auditor/client/${client.id}`);
  await page.getByRole('button', { name: `Review ${CONTROL}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Review' });
  await expect(dialog.getByRole('alert')).toHaveText("The client's objective findings could not be loaded.");
  // The rest of the review still works: the client's notes and the evidence are there.
  await expect(dialog.getByText('Owner keeps the list of users.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View authorized-users.txt' })).toBeVisible();
  await expect(page.getByTestId('level1-result')).toHaveCount(0);
});
