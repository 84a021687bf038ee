import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

// The accessibility check every screen test relies on must itself fail on a real violation, also
// when axe is already loaded in the page from an earlier check.
test('the accessibility check refuses an image without text and an unlabelled field', async ({ page }) => {
  const html = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;
  await page.setContent(html('<main><h1>Clean</h1><p>Nothing to report.</p></main>'));
  await expectAccessible(page);

  await page.setContent(html('<main><h1>Broken</h1><img src="data:,"><input type="text"></main>'));
  const failure = await expectAccessible(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('label');
});
