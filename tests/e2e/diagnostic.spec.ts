import { expect, test } from './fixtures';
import { expectAccessible, toasts } from './support';

test('the diagnostic runs in one click and explains the result @phone', async ({ clientPage: page }) => {
  await page.request.put('/api/implementations', {
    data: { controlId: 'SI.L1-3.14.2', status: 'completed', notes: '' },
  });
  // Both objectives of SI.L1-3.14.2 MET, but no evidence linked yet.
  for (const letter of ['a', 'b']) {
    const finding = await page.request.put(
      `/api/assessment/objectives/${encodeURIComponent(`SI.L1-3.14.2[${letter}]`)}`,
      { data: { finding: 'met', methods: ['examine'] } },
    );
    expect(finding.ok()).toBe(true);
  }
  await page.goto('/diagnostic');
  await expect(page.getByText('One-click compliance readiness assessment and recommendations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Diagnostic Report Available' })).toBeVisible();
  await expect(page.getByText('of 17 controls')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How is this scored?' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Run First Diagnostic' }).click();
  await expect(toasts(page).getByText('Your compliance readiness report has been generated.')).toBeVisible();
  // One practice MET without evidence: half credit, 0.5 / 17 = 2.9%
  await expect(page.getByText('Score 2.9%')).toBeVisible();
  await expect(page.getByText('Not Ready').first()).toBeVisible();
  await expect(page.getByTestId('level1-result').first()).toHaveText(
    'Level 1 result: NOT MET: 1 of 15 requirements met',
  );
  await page.getByRole('tab', { name: 'Critical Gaps' }).click();
  await expect(page.getByText('SI.L1-3.14.2 Malicious Code Protection: no evidence linked')).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: 'SI.L1-3.14.1 Flaw Remediation: objectives [a], [b], [c], [d], [e], [f] not assessed; no evidence linked',
    }),
  ).toHaveAttribute('href', '/controls?control=SI.L1-3.14.1');
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await expect(
    page.getByRole('link', {
      name: 'Link evidence to SI.L1-3.14.2: a policy, a screenshot or a record that shows it is done.',
    }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Domain Analysis' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'System and Information Integrity score' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Run Diagnostic' }).click();
  await expect(page.getByRole('heading', { name: 'Earlier Runs' })).toBeVisible();
});
