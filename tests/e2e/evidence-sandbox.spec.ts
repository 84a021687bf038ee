import { chromiumLaunchOptions } from '../../playwright.config';
import { fullChromiumPath } from '../../scripts/chromium-path.mjs';
import { expect, test } from './fixtures';

// The PDF viewer belongs to the full browser: chromium-headless-shell has none (scripts/chromium-path.mjs).
test.use({ launchOptions: { ...chromiumLaunchOptions, executablePath: fullChromiumPath() } });

/** A one-page PDF with text on it, so that Chromium's viewer has something to draw. */
const PDF = Buffer.from(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 24 Tf 20 100 Td (Access policy) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// Evidence is served with `Content-Security-Policy: sandbox; ...` so that nothing in it runs script
// in our origin; the previews must still work in Chromium.
test('sandboxed evidence still previews: the PDF viewer and images load', async ({ clientPage: page }) => {
  for (const [name, buffer] of [
    ['policy.pdf', PDF],
    ['badge.png', PNG],
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

  const content = page.waitForResponse((response) => /\/api\/evidence\/[^/]+\/content$/.test(response.url()));
  await page.getByRole('button', { name: 'View policy.pdf' }).click();
  expect((await (await content).allHeaders())['content-security-policy']).toMatch(/^sandbox;/);
  const preview = page.getByRole('dialog', { name: 'policy.pdf' });
  await expect(preview.getByTitle('Preview of policy.pdf')).toBeVisible();
  // Chromium draws PDFs with its viewer extension, in a frame inside ours: it loads under the sandbox.
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
    .toBe(true);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'View badge.png' }).click();
  const image = page.getByRole('dialog', { name: 'badge.png' }).getByRole('img', { name: 'badge.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
