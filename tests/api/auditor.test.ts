import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { activityLog } from '../../src/server/db/schema';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff, readVersion } from '../support/staff';

let auditor: HttpClient;
let client: HttpClient;
let clientId: string;
let clientName: string;
let implementationId: string;

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
  client = new HttpClient(app.baseUrl);
  const registered = await registerClient(client, { businessName: 'Zephyr Tooling Inc' });
  clientId = registered.user.id;
  clientName = registered.form.businessName;
  implementationId = (
    await client.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'completed',
        notes: 'List approved',
      },
    })
  ).json.id;
  await client.call(routes.uploadEvidenceDirect, {
    body: evidenceForm('AC.L1-3.1.1', 'users.txt', TEXT_BYTES),
  });
});

describe('auditor reads', () => {
  it('lists client organizations, never staff, and searches them', async () => {
    const all = (await auditor.call(routes.auditorClients)).json;
    expect(all.map((c: any) => c.id)).toContain(clientId);
    expect(all.every((c: any) => c.username.startsWith('client_'))).toBe(true);
    expect(all[0]).not.toHaveProperty('password');
    expect(all.find((c: any) => c.id === clientId).standing).toEqual({
      level1: { result: 'not_met', requirementsMet: 0, requirementsTotal: 15 },
      objectivesMet: 0,
      objectivesTotal: 59,
    });
    const found = (await auditor.call(routes.auditorClients, { query: { search: 'zephyr' } })).json;
    expect(found.map((c: any) => c.businessName)).toEqual([clientName]);
    expect((await auditor.call(routes.auditorClients, { query: { search: '%' } })).json).toEqual([]);
  });

  it("serves a client's profile, implementations, evidence and progress on both route families", async () => {
    for (const [summary, implementationsOf] of [
      [routes.auditorClient, routes.auditorClientImplementations],
      [routes.auditorClientSingular, routes.auditorClientImplementationsSingular],
    ] as const) {
      expect((await auditor.call(summary, { params: { clientId } })).json).toMatchObject({
        id: clientId,
        businessName: clientName,
      });
      const implementations = (await auditor.call(implementationsOf, { params: { clientId } })).json;
      expect(implementations).toHaveLength(17);
      expect(implementations.filter((i: any) => i.id !== null)).toHaveLength(1);
      expect(implementations.find((i: any) => i.controlId === 'AC.L1-3.1.1')).toMatchObject({
        id: implementationId,
        notes: 'List approved',
        evidenceFiles: [{ fileName: 'users.txt' }],
      });
    }
    const evidence = (await auditor.call(routes.auditorClientEvidence, { params: { clientId } })).json;
    expect(evidence.map((f: any) => f.fileName)).toEqual(['users.txt']);
    expect((await auditor.get(evidence[0].objectPath)).text).toBe(TEXT_BYTES.toString());
    const progress = (await auditor.call(routes.auditorClientProgress, { params: { clientId } })).json;
    expect(progress.overall).toMatchObject({ completed: 1, total: 17, percentage: 6 });
    expect(progress.domains).toHaveLength(6);
  });

  it('answers 404 for an unknown client and for a staff account', async () => {
    expect(
      (
        await auditor.call(routes.auditorClientSingular, {
          params: { clientId: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await auditor.call(routes.auditorClientSingular, { params: { clientId: 'not-a-uuid' } })).status,
    ).toBe(404);
    const me = (await auditor.call(routes.currentUser)).json;
    expect((await auditor.call(routes.auditorClient, { params: { clientId: me.id } })).status).toBe(404);
  });

  it('is closed to clients (403) and visitors (401); admins may read', async ({ app }) => {
    expect((await client.call(routes.auditorClients)).status).toBe(403);
    expect((await client.call(routes.auditorClientEvidence, { params: { clientId } })).status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.auditorClients)).status).toBe(401);
    const admin = await createStaff(app, 'admin');
    expect((await admin.call(routes.auditorClient, { params: { clientId } })).status).toBe(200);
  });
});

describe('reviews', () => {
  const basedOn = () => readVersion(auditor, clientId, implementationId);
  it('records status and notes with the reviewer, on both routes, and logs them for the client', async ({
    app,
  }) => {
    const saved = await auditor.call(routes.reviewImplementation, {
      params: { implementationId },
      body: {
        auditorStatus: 'needs_clarification',
        auditorNotes: '  Which systems does the list cover?  ',
        basedOn: await basedOn(),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      auditorStatus: 'needs_clarification',
      auditorNotes: 'Which systems does the list cover?',
    });
    expect(saved.json.auditedAt).toEqual(expect.any(String));
    expect(saved.json.status).toBe('completed');

    const again = await auditor.call(routes.reviewImplementationSingular, {
      params: { implementationId },
      body: {
        auditorStatus: 'approved',
        auditorNotes: 'Covers all.',
        basedOn: await basedOn(),
      },
    });
    expect(again.json.auditorStatus).toBe('approved');
    const mine = (await client.call(routes.implementations)).json[0];
    expect(mine).toMatchObject({
      auditorStatus: 'approved',
      auditorNotes: 'Covers all.',
      notes: 'List approved',
    });

    const entries = await app.db.select().from(activityLog).where(eq(activityLog.organizationId, clientId));
    const reviews = entries.filter((e) => e.action === 'review');
    expect(reviews.map((e) => e.description).sort()).toEqual([
      expect.stringMatching(/^auditor_[0-9a-f]{8} reviewed AC.L1-3.1.1: Approved$/),
      expect.stringMatching(/^auditor_[0-9a-f]{8} reviewed AC.L1-3.1.1: Needs Clarification$/),
    ]);
    expect(reviews.every((e) => e.actorUserId !== null && e.actorUserId !== clientId)).toBe(true);
  });

  it('approves without a note, but requires one to reject or ask for clarification (D28)', async () => {
    const historyLength = async () => (await client.call(routes.implementations)).json[0].reviews.length;
    const before = await historyLength();
    for (const auditorStatus of ['rejected', 'needs_clarification'] as const) {
      for (const notes of [{}, { auditorNotes: '   ' }, { auditorNotes: null }]) {
        const refused = await auditor.call(routes.reviewImplementationSingular, {
          params: { implementationId },
          body: {
            auditorStatus,
            ...notes,
            basedOn: await basedOn(),
          },
        });
        expect(refused.status).toBe(400);
        expect(refused.json.message).toBe('Please provide both status and notes');
      }
    }
    expect(await historyLength()).toBe(before);

    for (const notes of [{}, { auditorNotes: '  ' }, { auditorNotes: null }]) {
      const approved = await auditor.call(routes.reviewImplementation, {
        params: { implementationId },
        body: {
          auditorStatus: 'approved',
          ...notes,
          basedOn: await basedOn(),
        },
      });
      expect(approved.status).toBe(200);
      expect(approved.json).toMatchObject({ auditorStatus: 'approved', auditorNotes: null });
      expect(approved.json.reviews[0]).toMatchObject({ status: 'approved', notes: null });
    }
    expect(await historyLength()).toBe(before + 3);
  });

  it('requires a known status', async () => {
    // Bodies the route's type refuses, sent raw for the server to judge.
    const noStatus = await auditor.put(`/api/auditor/review/${implementationId}`, { auditorNotes: 'x' });
    expect(noStatus.status).toBe(400);
    expect(noStatus.json.message).toBe('Please provide both status and notes');
    const bogus = await auditor.put(`/api/auditor/review/${implementationId}`, {
      auditorStatus: 'great',
      auditorNotes: 'x',
    });
    expect(bogus.status).toBe(400);
  });

  it('cannot be written by a client, even on its own implementation', async () => {
    const response = await client.call(routes.reviewImplementationSingular, {
      params: { implementationId },
      body: {
        auditorStatus: 'approved',
        auditorNotes: 'Self-approved',
        basedOn: await basedOn(),
      },
    });
    expect(response.status).toBe(403);
    expect(
      (
        await auditor.call(routes.reviewImplementationSingular, {
          params: { implementationId: '00000000-0000-4000-8000-000000000000' },
          body: {
            auditorStatus: 'approved',
            auditorNotes: 'x',
            basedOn: 1,
          },
        })
      ).status,
    ).toBe(404);
  });
});
