import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { AuditorImplementation } from '../../src/contract/auditor';
import type { Finding } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { activityLog, reviews } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { evidenceForm, TEXT_BYTES } from '../support/evidence-files';
import { newClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

/*
 * Issue 38 item 5: a verdict lands only on the work the auditor read. Each implementation has a
 * version, raised by every change to its status, notes, statement, findings or evidence; the
 * auditor's read returns it, a review names it as `basedOn`, and a review of work changed since
 * is refused (409 `changed_since_read`, with the version now), single or bulk (all or none).
 */

let auditor: HttpClient;

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
});

type Client = Awaited<ReturnType<typeof newClient>>;

async function save(client: Client, controlId: string, notes: string) {
  return client.browser.ok(routes.saveImplementation, { body: { controlId, status: 'completed', notes } });
}

/** The implementation of a control as the auditor reads it: the record, its findings, its version. */
async function auditorRead(client: Client, controlId: string) {
  const list = await auditor.ok(routes.auditorClientImplementations, { params: { clientId: client.id } });
  return list.find((item) => item.controlId === controlId) as AuditorImplementation & {
    id: string;
    version: number;
  };
}

function review(
  implementationId: string,
  basedOn: number,
  auditorStatus: 'approved' | 'rejected' = 'approved',
) {
  return auditor.call(routes.reviewImplementationSingular, {
    params: { implementationId },
    body: { auditorStatus, auditorNotes: auditorStatus === 'approved' ? null : 'Say more.', basedOn },
  });
}

const reviewRows = (app: TestApp, ids: string[]) =>
  app.db.select().from(reviews).where(inArray(reviews.implementationId, ids));

const reviewEntries = (app: TestApp, client: Client) =>
  app.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.organizationId, client.id))
    .then((entries) => entries.filter((entry) => entry.action === 'review'));

describe('a single review', () => {
  it('is refused (409) when the client changed the notes after the auditor read them, and records nothing', async ({
    app,
  }) => {
    const client = await newClient(app);
    await save(client, 'AC.L1-3.1.1', 'Accounts listed in the old spreadsheet.');
    const read = await auditorRead(client, 'AC.L1-3.1.1');
    expect(read.notes).toBe('Accounts listed in the old spreadsheet.');
    const changed = await save(client, 'AC.L1-3.1.1', 'Nobody keeps a list any more.');
    expect(changed.version).toBeGreaterThan(read.version);

    for (const auditorStatus of ['approved', 'rejected'] as const) {
      const refused = await review(read.id, read.version, auditorStatus);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json).toEqual({
        message: expect.stringMatching(/^AC\.L1-3\.1\.1 of .+ was changed by the client since you read it/),
        code: 'changed_since_read',
        changed: [{ implementationId: read.id, version: changed.version }],
      });
    }
    expect(await reviewRows(app, [read.id])).toEqual([]);
    expect(await reviewEntries(app, client)).toEqual([]);
    const [own] = await client.browser.ok(routes.implementations);
    expect(own).toMatchObject({ auditorStatus: null, auditorNotes: null, auditedAt: null, reviews: [] });

    // Read again, the new text is approved, and the history says on which version.
    const again = await auditorRead(client, 'AC.L1-3.1.1');
    expect(again).toMatchObject({ notes: 'Nobody keeps a list any more.', version: changed.version });
    const approved = await review(again.id, again.version);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({ auditorStatus: 'approved', version: changed.version });
    expect(approved.json.reviews).toEqual([
      expect.objectContaining({ status: 'approved', basedOn: changed.version }),
    ]);
    expect((await reviewRows(app, [read.id])).map((row) => row.basedOn)).toEqual([changed.version]);
  });

  it('needs the version read (400), on both routes', async ({ app }) => {
    const client = await newClient(app);
    const saved = await save(client, 'AC.L1-3.1.1', 'Listed.');
    for (const path of [
      `/api/auditor/review/${saved.id}`,
      `/api/auditor/implementations/${saved.id}/review`,
    ]) {
      for (const basedOn of [undefined, null, '1', 0, -1, 1.5]) {
        const refused = await auditor.put(path, { auditorStatus: 'approved', basedOn });
        expect(refused.status, `${path} ${String(basedOn)}`).toBe(400);
        expect(refused.json.errors).toHaveProperty('basedOn');
      }
    }
    expect(await reviewRows(app, [saved.id])).toEqual([]);
  });

  /** Changes to the work an auditor judges, each made by the client after the auditor's read. */
  const CHANGES: [string, (client: Client) => Promise<unknown>][] = [
    [
      'the status',
      (client) =>
        client.browser.ok(routes.saveImplementation, {
          body: { controlId: 'AC.L1-3.1.1', status: 'in_progress', notes: 'Listed.' },
        }),
    ],
    [
      'the statement',
      (client) =>
        client.browser.ok(routes.saveImplementation, {
          body: { controlId: 'AC.L1-3.1.1', status: 'completed', implementationStatement: 'We list them.' },
        }),
    ],
    [
      'a finding',
      (client) =>
        client.browser.ok(routes.saveFinding, {
          params: { objectiveId: 'AC.L1-3.1.1[a]' },
          body: { finding: 'not_met' },
        }),
    ],
    [
      'new evidence',
      (client) =>
        client.browser.ok(routes.uploadEvidenceDirect, {
          body: evidenceForm('AC.L1-3.1.1', 'accounts.txt', TEXT_BYTES),
        }),
    ],
  ];
  it.for(CHANGES)('is refused after a change to %s', async ([, change], { app }) => {
    const client = await newClient(app);
    await save(client, 'AC.L1-3.1.1', 'Listed.');
    const read = await auditorRead(client, 'AC.L1-3.1.1');
    await change(client);
    const refused = await review(read.id, read.version);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.code).toBe('changed_since_read');
    expect(refused.json.changed[0].version).toBeGreaterThan(read.version);
    expect(await reviewRows(app, [read.id])).toEqual([]);
  });

  it('reads the findings with the record, at its version', async ({ app }) => {
    const client = await newClient(app);
    await save(client, 'AC.L1-3.1.1', 'Listed.');
    const before = await auditorRead(client, 'AC.L1-3.1.1');
    expect(before.objectives.map((objective) => objective.objectiveId)).toEqual([
      'AC.L1-3.1.1[a]',
      'AC.L1-3.1.1[b]',
      'AC.L1-3.1.1[c]',
      'AC.L1-3.1.1[d]',
      'AC.L1-3.1.1[e]',
      'AC.L1-3.1.1[f]',
    ]);
    expect(before.objectives[0]!.finding).toBeNull();
    await client.browser.ok(routes.saveFinding, {
      params: { objectiveId: 'AC.L1-3.1.1[a]' },
      body: { finding: 'met', note: 'Seen the list.' },
    });
    const after = await auditorRead(client, 'AC.L1-3.1.1');
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.objectives[0]).toMatchObject({ finding: 'met', note: 'Seen the list.' });
    // A save that changes nothing keeps the version.
    await save(client, 'AC.L1-3.1.1', 'Listed.');
    expect((await auditorRead(client, 'AC.L1-3.1.1')).version).toBe(after.version);
  });
});

describe('a bulk approval', () => {
  async function queueOf(client: Client) {
    const page = await auditor.ok(routes.reviewQueue, { query: { search: client.businessName } });
    return page.items.filter((item) => item.clientId === client.id);
  }

  it('is refused whole (409) when one of the chosen changed since the queue was read', async ({ app }) => {
    const client = await newClient(app);
    const saved = [
      await save(client, 'AC.L1-3.1.1', 'Listed.'),
      await save(client, 'AC.L1-3.1.2', 'Roles.'),
      await save(client, 'IA.L1-3.5.1', 'Named accounts.'),
    ];
    const queue = await queueOf(client);
    expect(queue).toHaveLength(3);
    const chosen = queue.map((item) => ({ implementationId: item.implementationId, basedOn: item.version }));
    const changed = await save(client, 'AC.L1-3.1.2', 'Roles, and who grants them.');

    const refused = await auditor.call(routes.approveReviews, {
      body: { implementations: chosen, auditorStatus: 'approved' },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'changed_since_read',
      message: expect.stringMatching(
        /^AC\.L1-3\.1\.2 of .+ was changed by the client since you read it; nothing was approved/,
      ),
      changed: [{ implementationId: changed.id, version: changed.version }],
    });
    const ids = saved.map((one) => one.id);
    expect(await reviewRows(app, ids)).toEqual([]);
    expect(await reviewEntries(app, client)).toEqual([]);

    // The queue read again names the new version; approved on it, each review records its own.
    const fresh = (await queueOf(client)).map((item) => ({
      implementationId: item.implementationId,
      basedOn: item.version,
    }));
    expect(fresh).toContainEqual({ implementationId: changed.id, basedOn: changed.version });
    const approved = await auditor.call(routes.approveReviews, {
      body: { implementations: fresh, auditorStatus: 'approved' },
    });
    expect(approved.status, approved.text).toBe(200);
    const rows = await reviewRows(app, ids);
    expect(rows.map((row) => [row.implementationId, row.basedOn]).sort()).toEqual(
      fresh.map((item) => [item.implementationId, item.basedOn]).sort(),
    );
  });
});

describe('races between client edits and approvals', () => {
  /** What the client's work says at a version: its notes and its finding on objective [a]. */
  const textOf = (item: { notes: string | null }, finding: Finding | null | undefined) =>
    JSON.stringify({ notes: item.notes, finding: finding ?? null });

  it('records every approval on the version the auditor read, whose text is the one approved', async ({
    app,
  }) => {
    const EDITS = 6;
    const REVIEWS = 6;
    const outcomes = { approved: 0, refused: 0 };
    for (let round = 0; round < 4; round++) {
      const client = await newClient(app);
      const first = await save(client, 'AC.L1-3.1.1', `round ${round}, first text`);
      // Every text seen at each version, by the client's saves and by the auditor's reads.
      const seen = new Map<number, Set<string>>();
      const see = (version: number, text: string) =>
        seen.set(version, (seen.get(version) ?? new Set()).add(text));
      see(first.version, textOf(first, null));
      const approvedOn: { basedOn: number; text: string }[] = [];

      const clientEdits = (async () => {
        let finding: Finding | null = null;
        let notes = first.notes;
        for (let edit = 1; edit <= EDITS; edit++) {
          if (edit % 2 === 0) {
            finding = finding === 'met' ? 'not_met' : 'met';
            const saved = await client.browser.ok(routes.saveFinding, {
              params: { objectiveId: 'AC.L1-3.1.1[a]' },
              body: { finding },
            });
            see(saved.implementation!.version, textOf({ notes }, finding));
          } else {
            notes = `round ${round}, edit ${edit}`;
            const saved = await save(client, 'AC.L1-3.1.1', notes);
            see(saved.version, textOf(saved, finding));
          }
        }
      })();
      const approvals = (async () => {
        for (let attempt = 0; attempt < REVIEWS; attempt++) {
          const read = await auditorRead(client, 'AC.L1-3.1.1');
          const text = textOf(read, read.objectives[0]!.finding);
          see(read.version, text);
          const answer = await review(read.id, read.version);
          if (answer.status === 200) {
            outcomes.approved++;
            approvedOn.push({ basedOn: read.version, text });
            // Approved under the lock: the answer is the record at the version read, with its text.
            expect(answer.json).toMatchObject({ version: read.version, notes: read.notes });
          } else {
            expect(answer.status, answer.text).toBe(409);
            outcomes.refused++;
            expect(answer.json.code).toBe('changed_since_read');
            expect(answer.json.changed[0].version).toBeGreaterThan(read.version);
          }
        }
      })();
      await Promise.all([clientEdits, approvals]);

      // A version names one text, whoever read it.
      for (const [version, texts] of seen) expect([...texts], `version ${version}`).toHaveLength(1);
      // The history holds exactly the approvals answered 200, each on the version read.
      const history = (await client.browser.ok(routes.implementations))[0]!.reviews;
      expect(history.map((one) => one.basedOn).reverse()).toEqual(approvedOn.map((one) => one.basedOn));
      for (const one of approvedOn) expect([...seen.get(one.basedOn)!]).toEqual([one.text]);
    }
    expect(outcomes.approved + outcomes.refused).toBe(4 * REVIEWS);
  });

  it('applies a bulk approval racing client edits to all of the chosen or none', async ({ app }) => {
    for (let round = 0; round < 4; round++) {
      const client = await newClient(app);
      const ids = [
        (await save(client, 'AC.L1-3.1.1', 'Listed.')).id,
        (await save(client, 'AC.L1-3.1.2', 'Roles.')).id,
      ];
      // Each edit lapses an approval given meanwhile, so the pair returns to the queue.
      const clientEdits = (async () => {
        for (let edit = 1; edit <= 6; edit++) {
          await save(client, edit % 2 ? 'AC.L1-3.1.1' : 'AC.L1-3.1.2', `Edit ${edit}.`);
        }
      })();
      const approvals = (async () => {
        for (let attempt = 0; attempt < 4; attempt++) {
          const page = await auditor.ok(routes.reviewQueue, { query: { search: client.businessName } });
          const chosen = page.items
            .filter((item) => ids.includes(item.implementationId))
            .map((item) => ({ implementationId: item.implementationId, basedOn: item.version }));
          if (chosen.length < 2) continue;
          const before = new Set((await reviewRows(app, ids)).map((row) => row.id));
          const answer = await auditor.call(routes.approveReviews, {
            body: { implementations: chosen, auditorStatus: 'approved' },
          });
          const added = (await reviewRows(app, ids)).filter((row) => !before.has(row.id));
          if (answer.status === 200) {
            expect(added.map((row) => [row.implementationId, row.basedOn]).sort()).toEqual(
              chosen.map((item) => [item.implementationId, item.basedOn]).sort(),
            );
          } else {
            expect(answer.status, answer.text).toBe(409);
            expect(added).toEqual([]);
          }
        }
      })();
      await Promise.all([clientEdits, approvals]);
    }
  });
});
