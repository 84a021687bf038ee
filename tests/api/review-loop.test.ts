import { describe, expect } from 'vitest';
import type { AuditorStatus } from '../../src/contract/auditor';
import type { ImplementationStatus } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { newClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff, readVersion } from '../support/staff';

/*
 * The review loop (document 2, Auditor Dashboard and client detail): an auditor's verdict is kept
 * in a history, a change to reviewed work makes the verdict lapse (the work is resubmitted), and
 * the auditor's queue lists what awaits review across clients.
 */

let auditor: HttpClient;

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
});

async function save(browser: HttpClient, controlId: string, status: ImplementationStatus, notes: string) {
  const response = await browser.call(routes.saveImplementation, { body: { controlId, status, notes } });
  expect(response.status).toBe(200);
  return response.json as { id: string; control: { controlNumber: string } };
}

/** A verdict on the implementation as the auditor reads it now (issue 38). */
async function review(
  owner: { id: string },
  implementationId: string,
  auditorStatus: AuditorStatus,
  auditorNotes: string,
) {
  const response = await auditor.call(routes.reviewImplementationSingular, {
    params: { implementationId },
    body: {
      auditorStatus,
      auditorNotes,
      basedOn: await readVersion(auditor, owner.id, implementationId),
    },
  });
  expect(response.status).toBe(200);
  return response.json;
}

async function mine(browser: HttpClient, controlId: string) {
  const list = (await browser.call(routes.implementations)).json as any[];
  return list.find((implementation) => implementation.controlId === controlId);
}

async function activity(browser: HttpClient) {
  return (await browser.call(routes.activity, { query: { pageSize: 100 } })).json.items as {
    action: string;
    description: string;
  }[];
}

async function upload(browser: HttpClient, controlId: string, fileName: string) {
  const response = await browser.call(routes.uploadEvidenceDirect, {
    body: evidenceForm(controlId, fileName, TEXT_BYTES),
  });
  expect(response.status).toBe(201);
  return response.json as { id: string };
}

/** The queue's entries of one client, found by the client's (unique) business name. */
async function queueOf(owner: { id: string; businessName: string }) {
  const response = await auditor.call(routes.reviewQueue, { query: { search: owner.businessName } });
  expect(response.status).toBe(200);
  return (response.json.items as any[]).filter((item) => item.clientId === owner.id);
}

describe('verdicts and their history', () => {
  it('shows the verdict and its history to the owner, and to no other client', async ({ app }) => {
    const owner = await newClient(app);
    const other = await newClient(app);
    const saved = await save(owner.browser, 'AC.L1-3.1.1', 'completed', 'Account list kept');
    await save(other.browser, 'AC.L1-3.1.1', 'completed', 'Ours too');
    await review(owner, saved.id, 'approved', 'List matches the admin console.');

    expect(await mine(owner.browser, 'AC.L1-3.1.1')).toMatchObject({
      auditorStatus: 'approved',
      auditorNotes: 'List matches the admin console.',
      reviews: [
        {
          status: 'approved',
          notes: 'List matches the admin console.',
          reviewerName: expect.stringMatching(/^auditor_/),
          createdAt: expect.any(String),
        },
      ],
    });
    const theirs = (await other.browser.call(routes.implementations)).json as any[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ auditorStatus: null, auditorNotes: null, reviews: [] });
    expect(JSON.stringify(theirs)).not.toContain('List matches');
  });

  it('keeps every review, newest first, while the latest is the current verdict', async ({ app }) => {
    const owner = await newClient(app);
    const saved = await save(owner.browser, 'AC.L1-3.1.2', 'completed', 'Roles defined');
    await review(owner, saved.id, 'needs_clarification', 'Which roles?');
    const latest = await review(owner, saved.id, 'approved', 'Roles are documented.');
    expect(latest.reviews.map((r: any) => [r.status, r.notes])).toEqual([
      ['approved', 'Roles are documented.'],
      ['needs_clarification', 'Which roles?'],
    ]);
    const own = await mine(owner.browser, 'AC.L1-3.1.2');
    expect(own.auditorStatus).toBe('approved');
    expect(own.reviews).toHaveLength(2);
    expect(Date.parse(own.reviews[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(own.reviews[1].createdAt));
    // The auditor's view of the client carries the same history.
    const seen = (await auditor.call(routes.auditorClientImplementations, { params: { clientId: owner.id } }))
      .json as any[];
    expect(seen.find((i) => i.id === saved.id).reviews).toEqual(own.reviews);
  });
});

describe('a change to reviewed work lapses the verdict', () => {
  const controlId = 'AC.L1-3.1.20';
  const changes: [string, (browser: HttpClient, evidenceId: string) => Promise<unknown>][] = [
    ['a status change', (browser) => save(browser, controlId, 'in_progress', 'Connections listed')],
    ['a notes change', (browser) => save(browser, controlId, 'completed', 'Connections listed and checked')],
    ['evidence uploaded for the control', (browser) => upload(browser, controlId, 'second.txt')],
    [
      'evidence of the control deleted',
      async (browser, evidenceId) => {
        expect((await browser.call(routes.deleteEvidence, { params: { id: evidenceId } })).status).toBe(204);
      },
    ],
  ];

  it.for(changes)(
    '%s clears it, logs the resubmission and keeps the old review',
    async ([, change], { app }) => {
      const owner = await newClient(app);
      const saved = await save(owner.browser, controlId, 'completed', 'Connections listed');
      const evidence = await upload(owner.browser, controlId, 'first.txt');
      await review(owner, saved.id, 'rejected', 'The list misses the VPN.');
      expect((await mine(owner.browser, controlId)).auditorStatus).toBe('rejected');

      await change(owner.browser, evidence.id);

      const after = await mine(owner.browser, controlId);
      expect(after).toMatchObject({ auditorStatus: null, auditorNotes: null, auditedAt: null });
      expect(after.reviews).toMatchObject([{ status: 'rejected', notes: 'The list misses the VPN.' }]);
      const resubmissions = (await activity(owner.browser)).filter((entry) => entry.action === 'resubmitted');
      expect(resubmissions.map((entry) => entry.description)).toEqual([
        `Resubmitted ${saved.control.controlNumber} for review`,
      ]);
    },
  );

  it('does not lapse on a save that changes nothing, nor on evidence of another control', async ({ app }) => {
    const owner = await newClient(app);
    const saved = await save(owner.browser, controlId, 'completed', 'Connections listed');
    await review(owner, saved.id, 'approved', 'Fine.');
    await save(owner.browser, controlId, 'completed', 'Connections listed');
    await upload(owner.browser, 'AC.L1-3.1.1', 'other-control.txt');
    expect((await mine(owner.browser, controlId)).auditorStatus).toBe('approved');
    expect((await activity(owner.browser)).some((entry) => entry.action === 'resubmitted')).toBe(false);
  });
});

describe('GET /api/auditor/queue', () => {
  it('lists exactly the completed work awaiting review, newest first, marking resubmissions', async ({
    app,
  }) => {
    const owner = await newClient(app);
    const waiting = await save(owner.browser, 'AC.L1-3.1.1', 'completed', 'Accounts listed');
    const approved = await save(owner.browser, 'AC.L1-3.1.2', 'completed', 'Done');
    await save(owner.browser, 'AC.L1-3.1.20', 'not_started', 'Later');
    // In Progress is the client's draft: not submitted, not in the queue (issue 23).
    await save(owner.browser, 'IA.L1-3.5.1', 'in_progress', 'Drafting');
    const resubmitted = await save(owner.browser, 'AC.L1-3.1.22', 'completed', 'Reviewed posts');
    await review(owner, approved.id, 'approved', 'Good.');
    await review(owner, resubmitted.id, 'needs_clarification', 'Who reviews?');
    expect((await queueOf(owner)).map((item) => item.implementationId)).toEqual([waiting.id]);

    await save(owner.browser, 'AC.L1-3.1.22', 'completed', 'The office manager reviews every post.');
    const queue = await queueOf(owner);
    expect(queue.map((item) => [item.implementationId, item.resubmitted])).toEqual([
      [resubmitted.id, true],
      [waiting.id, false],
    ]);
    expect(queue[0]).toMatchObject({
      clientId: owner.id,
      businessName: expect.stringMatching(/^Precision Parts /),
      controlId: 'AC.L1-3.1.22',
      controlNumber: resubmitted.control.controlNumber,
      controlTitle: expect.any(String),
      status: 'completed',
      since: expect.any(String),
    });
  });

  it('is for auditors and admins only', async ({ app }) => {
    const owner = await newClient(app);
    expect((await owner.browser.call(routes.reviewQueue)).status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.reviewQueue)).status).toBe(401);
    const admin = await createStaff(app, 'admin');
    expect((await admin.call(routes.reviewQueue)).status).toBe(200);
  });
});

describe("the auditor's list of a client's work", () => {
  it('holds all 17 catalog controls, untouched ones as not started without an id', async ({ app }) => {
    const owner = await newClient(app);
    const saved = await save(owner.browser, 'AC.L1-3.1.2', 'completed', 'Roles defined');
    await upload(owner.browser, 'AC.L1-3.1.1', 'untracked.txt');
    const catalog = (await owner.browser.call(routes.controls)).json as { id: string }[];
    for (const route of [routes.auditorClientImplementations, routes.auditorClientImplementationsSingular]) {
      const list = (await auditor.call(route, { params: { clientId: owner.id } })).json as any[];
      expect(list).toHaveLength(17);
      expect(list.map((i) => i.controlId)).toEqual(catalog.map((c) => c.id));
      expect(list.filter((i) => i.id !== null).map((i) => i.id)).toEqual([saved.id]);
      const untouched = list.find((i) => i.controlId === 'AC.L1-3.1.1');
      expect(untouched).toMatchObject({
        id: null,
        userId: owner.id,
        status: 'not_started',
        auditorStatus: null,
        reviews: [],
        evidenceFiles: [{ fileName: 'untracked.txt' }],
      });
    }
    // Reading creates nothing: the client still has its one record.
    expect((await owner.browser.call(routes.implementations)).json).toHaveLength(1);
  });
});
