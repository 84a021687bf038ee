/**
 * Takes screenshots of screens at desktop and phone width, for looking at what we built:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:5000 /login /register
 * Paths after `--as client` are taken signed in as a fresh client. Output: .tmp/screenshots/.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

const [baseUrl = 'http://127.0.0.1:5000', ...rest] = process.argv.slice(2);
const asIndex = rest.indexOf('--as');
const publicPaths = asIndex === -1 ? rest : rest.slice(0, asIndex);
const signedInPaths = asIndex === -1 ? [] : rest.slice(asIndex + 2);
const outDir = '.tmp/screenshots';
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [device, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  const shoot = async (path: string, prefix: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const name = `${prefix}${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${device}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    process.stdout.write(`${outDir}/${name}\n`);
  };
  for (const path of publicPaths) await shoot(path, 'public');
  if (signedInPaths.length) {
    const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const response = await page.request.post('/api/auth/register', {
      data: {
        username: `shot${id}`,
        password: 'screenshot-pass',
        confirmPassword: 'screenshot-pass',
        email: `shot${id}@example.com`,
        businessName: 'Riverside Machining LLC',
        industry: 'Manufacturing',
      },
    });
    if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
    // Some progress, so that the screens show every state.
    const progress: [string, string, string][] = [
      ['AC.L1-3.1.1', 'completed', 'User list approved by the owner on Nov 3.'],
      ['IA.L1-3.5.1', 'completed', ''],
      ['IA.L1-3.5.2', 'in_progress', 'MFA on for email; VPN next.'],
      ['PE.L1-3.10.1', 'completed', ''],
      ['PE.L1-3.10.3', 'completed', ''],
      ['PE.L1-3.10.4', 'completed', 'Paper visitor log at the front desk.'],
      ['MP.L1-3.8.3', 'in_progress', ''],
    ];
    for (const [controlId, status, notes] of progress) {
      await page.request.put('/api/implementations', { data: { controlId, status, notes } });
    }
    const files: [string, string, string][] = [
      ['AC.L1-3.1.1', 'Authorized users - signed.pdf', '%PDF-1.4\n%%EOF\n'],
      ['AC.L1-3.1.1', 'account-review-2026-Q3.csv', 'Name,Role,Approved\nDana Reyes,Owner,Yes\n'],
      ['PE.L1-3.10.4', 'visitor-log-november.txt', 'Nov 3 - J. Smith (HVAC) escorted by Dana\n'],
    ];
    for (const [controlId, fileName, content] of files) {
      await page.request.post('/api/evidence/upload-direct', {
        multipart: {
          controlId,
          fileName,
          file: { name: fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(content) },
        },
      });
    }
    for (const path of signedInPaths) await shoot(path, 'client');
  }
  await context.close();
}
await browser.close();
