import { expect, test } from '@playwright/test';
import { expectAccessible, signUpViaApi, toasts } from './support';

test('the diagnostic runs in one click and explains the result @phone', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.put('/api/implementations', {
    data: { controlId: 'SI.L1-3.14.2', status: 'completed', notes: '' },
  });
  await page.goto('/diagnostic');
  await expect(page.getByText('One-click compliance readiness assessment and recommendations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Diagnostic Report Available' })).toBeVisible();
  await expect(page.getByText('of 17 controls')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How is this scored?' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Run First Diagnostic' }).click();
  await expect(toasts(page).getByText('Your compliance readiness report has been generated.')).toBeVisible();
  // One completed control without evidence: 0.5 / 17 = 2.9%
  await expect(page.getByText('Score 2.9%')).toBeVisible();
  await expect(page.getByText('Not Ready').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Critical Gaps' }).click();
  await expect(
    page.getByText(
      'SI.L1-3.14.2 Malicious Code Protection: marked complete, but no evidence file is uploaded',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await expect(
    page.getByText('Upload evidence for the controls already marked complete: SI.L1-3.14.2.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Domain Analysis' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'System and Information Integrity score' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Run Diagnostic' }).click();
  await expect(page.getByRole('heading', { name: 'Earlier Runs' })).toBeVisible();
});
