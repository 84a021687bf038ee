import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import { createConsoleAdmin, createStaff } from '../support/staff';

/*
 * Issue 39 item 8 (D35, D28): after a requirement is reported no longer met, the compliance PDF,
 * the auditor's client list and the admin console say NOT MET since the affirmation, as the
 * organization's own screens do. (Conditional and expired: tests/unit/affirmed-standing.test.ts.)
 */

const POPPLER = spawnSync('pdftotext', ['-v']).status === 0;

async function pdfText(browser: HttpClient): Promise<string> {
  const response = await browser.get('/api/reports/compliance.pdf');
  expect(response.status).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'one-story-')), 'report.pdf');
  fs.writeFileSync(file, response.bytes);
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.status).toBe(0);
  return text.stdout.replace(/\s+/g, ' ');
}

describe.skipIf(!POPPLER)('one story after a reported change', () => {
  it('the PDF, the auditor list and the console say NOT MET since the affirmation', async ({
    app,
    client,
  }) => {
    const name = (await client.browser.call(routes.organization)).json.businessName as string;
    expect((await client.browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    await meetEverything(client.browser);
    expect((await client.browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);

    const auditor = await createStaff(app, 'auditor');
    const console = await createConsoleAdmin(app);
    const listed = async () =>
      (await auditor.call(routes.auditorClients, { query: { search: name } })).json[0];
    const consoleRow = async () =>
      (
        await console.call(routes.adminOrganizations, {
          query: { search: name, page: 1, pageSize: 10 },
        })
      ).json.items[0];

    // Affirmed and standing: the lists say so as before.
    expect(await pdfText(client.browser)).toContain('Level 1 result: MET Level 1 is MET only');
    expect((await listed()).affirmedStanding).toEqual({ kind: 'affirmed' });
    expect((await listed()).standing.level1.result).toBe('met');
    expect((await consoleRow()).affirmedStanding).toEqual({ kind: 'affirmed' });

    const reported = await client.browser.call(routes.reportChange, {
      body: { requirementId: 'AC.L1-b.1.i', note: 'A former employee still has an account.' },
    });
    expect(reported.status).toBe(201);

    const text = await pdfText(client.browser);
    expect(text).toContain('Level 1 result: NOT MET since the affirmation: AC.L1-b.1.i');
    expect(text).not.toContain('Level 1 result: MET Level 1');
    expect(text).toContain('reported no longer met after the affirmation');
    expect((await listed()).affirmedStanding).toEqual({ kind: 'changed', requirementIds: ['AC.L1-b.1.i'] });
    expect((await consoleRow()).affirmedStanding).toEqual({
      kind: 'changed',
      requirementIds: ['AC.L1-b.1.i'],
    });
  });
});
