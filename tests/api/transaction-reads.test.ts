import { afterAll, beforeAll, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';

/*
 * The writes that read again inside their transaction (a status save, a review, the diagnostic,
 * the affirmation) send those reads one after the other on the transaction's connection. Sent
 * at once, pg queues them itself and prints a DeprecationWarning into the server's log (pg 9
 * refuses them). This file runs in a process of its own, so a warning here is one of these.
 */

const warnings: Error[] = [];
const collect = (warning: Error) => warnings.push(warning);

beforeAll(async () => {
  process.on('warning', collect);
});
afterAll(async () => {
  process.off('warning', collect);
});

it('saves, reviews, runs the diagnostic and affirms without a warning from the database driver', async ({
  app,
}) => {
  const auditor = await createStaff(app, 'auditor');
  const browser = new HttpClient(app.baseUrl);
  await registerClient(browser);

  const saved = await browser.call(routes.saveImplementation, {
    body: {
      controlId: 'AC.L1-3.1.1',
      status: 'completed',
      notes: 'Accounts are reviewed every quarter.',
    },
  });
  expect(saved.status).toBe(200);
  expect(saved.json.status).toBe('completed');

  const reviewed = await auditor.call(routes.reviewImplementationSingular, {
    params: { implementationId: saved.json.id },
    body: {
      auditorStatus: 'approved',
      auditorNotes: 'Seen the quarterly review.',
      basedOn: saved.json.version,
    },
  });
  expect(reviewed.status).toBe(200);

  expect((await browser.call(routes.runDiagnostic)).status).toBe(201);

  await meetEverything(browser);
  expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
  const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
  expect(affirmed.status).toBe(200);
  expect(affirmed.json.snapshot.assessment.overall).toMatchObject({ result: 'met', requirementsMet: 15 });

  expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
});
