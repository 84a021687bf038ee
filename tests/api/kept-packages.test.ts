import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect } from 'vitest';
import { EVIDENCE_PACKAGE_LIMIT } from '../../src/contract/exports';
import { buildApp } from '../../src/server/app';
import { PostgresSessionStore } from '../../src/server/auth/sessions';
import { sweep } from '../../src/server/housekeeping';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { it } from '../support/api-test';
import { evidenceForm } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { createStaff } from '../support/staff';
import { TEST_SESSION_SECRET, type TestApp } from '../support/test-app';

/**
 * Issue 38 item 10: the evidence package (D25) is built once per version of what it holds and
 * kept in storage; later requests for that version get the kept copy, a changed evidence set gets
 * a new package, and a member may ask for it EVIDENCE_PACKAGE_LIMIT.requests times a minute per
 * organization. Two app instances share one database and one storage, as two processes would:
 * each keeps its own builds in progress, so what one kept the other must find.
 */
const PACKAGE = '/api/evidence/package.zip';
const DAY_MS = 24 * 3600 * 1000;
const ROUNDS = 4;
const AUDITORS = 6;

interface StorageUnderTest {
  name: 'local disk' | 'S3-compatible';
  /** The storage, and a second driver on the same objects for the other instance. */
  start(): Promise<{ storage: ObjectStorage; other: ObjectStorage; root?: string; stop(): Promise<void> }>;
}

const storages: StorageUnderTest[] = [
  {
    name: 'local disk',
    start: async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-kept-'));
      return {
        storage: new LocalStorage(root, LOCAL_UPLOAD_ROUTE),
        other: new LocalStorage(root, LOCAL_UPLOAD_ROUTE),
        root,
        stop: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible',
    start: async () => {
      const server = await startS3Server();
      return { storage: s3StorageFor(server), other: s3StorageFor(server), stop: server.stop };
    },
  },
];

/** Another instance of the app on `app`'s database, with its own driver on the same storage. */
async function secondInstance(app: TestApp, storage: ObjectStorage) {
  const server = await buildApp({
    config: app.config,
    db: app.db,
    sessionSecret: TEST_SESSION_SECRET,
    storage,
    logger: false,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The same signed-in browser, asking another instance. */
function onInstance(browser: HttpClient, baseUrl: string): HttpClient {
  const moved = new HttpClient(baseUrl);
  moved.setCookie(SESSION_COOKIE, browser.cookie(SESSION_COOKIE)!);
  return moved;
}

/** The package's entries by path, and its index.csv read back. */
function unzip(bytes: Buffer) {
  const entries = unzipSync(new Uint8Array(bytes));
  const index = parse(Buffer.from(entries['index.csv']!).toString('utf8'), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  return { entries, index };
}

async function upload(browser: HttpClient, controlId: string, name: string) {
  const bytes = Buffer.from(`${name}: ${crypto.randomBytes(8).toString('hex')}\n`);
  const response = await browser.send(
    'POST',
    '/api/evidence/upload-direct',
    evidenceForm(controlId, name, bytes),
  );
  expect(response.status).toBe(201);
  return { id: response.json.id as string, bytes };
}

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(storages)('the evidence package kept on $name storage', ({ name, start }) => {
  let app: TestApp;
  let storage: ObjectStorage;
  let root: string | undefined;
  let other: { baseUrl: string; close(): Promise<void> };

  it.beforeAll(async ({ startApp }) => {
    const started = await start();
    ({ storage, root } = started);
    app = await startApp({}, { storage, afterClose: started.stop });
    other = await secondInstance(app, started.other);
  });
  it.afterAll(async () => {
    await other?.close();
  });

  /** The copies kept for an organization, as an operator would list them. */
  async function keptCopies(organizationId: string) {
    const copies: { key: string; lastModified: number }[] = [];
    for await (const object of storage.list(`packages/${organizationId}/`)) {
      if (!object.key.endsWith('.tmp'))
        copies.push({ key: object.key, lastModified: object.lastModified.getTime() });
    }
    return copies;
  }

  it('streams the kept copy to a second request for the same version, from either instance', async () => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    await upload(browser, 'AC.L1-3.1.1', 'policy.txt');

    const first = await browser.get(PACKAGE);
    expect(first.status).toBe(200);
    const copies = await keptCopies(user.id);
    expect(copies).toHaveLength(1);
    expect((await readAll(storage, copies[0]!.key)).equals(first.bytes)).toBe(true);

    for (const asker of [browser, onInstance(browser, other.baseUrl)]) {
      const again = await asker.get(PACKAGE);
      expect(again.status).toBe(200);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(again.headers.get('content-disposition')).toBe(first.headers.get('content-disposition'));
    }
    // Not built again: the one copy is the same object, untouched.
    expect(await keptCopies(user.id)).toEqual(copies);
  });

  it('builds a new package when the evidence set changes, with the new file and links, and removes the old copy', async () => {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    const policy = await upload(browser, 'AC.L1-3.1.1', 'policy.txt');
    const before = await browser.get(PACKAGE);
    const [oldCopy] = await keptCopies(user.id);

    const log = await upload(browser, 'IA.L1-3.5.1', 'log.txt');
    const added = await browser.get(PACKAGE);
    expect(added.status).toBe(200);
    expect(added.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const { entries, index } = unzip(added.bytes);
    expect(index.map((line) => line['Original name'])).toEqual(['policy.txt', 'log.txt']);
    expect(Buffer.from(entries['IA.L1-3.5.1/log.txt']!).equals(log.bytes)).toBe(true);
    expect(Buffer.from(entries['AC.L1-3.1.1/policy.txt']!).equals(policy.bytes)).toBe(true);
    const copies = await keptCopies(user.id);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.key).not.toBe(oldCopy!.key);

    // A link is part of the evidence set too: the index names it in the next package.
    const linked = await browser.put(`/api/evidence/${policy.id}/links`, {
      controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'],
      objectiveIds: [],
    });
    expect(linked.status).toBe(200);
    const relinked = unzip((await onInstance(browser, other.baseUrl).get(PACKAGE)).bytes).index;
    expect(relinked.find((line) => line['Original name'] === 'policy.txt')!['Linked controls']).toBe(
      'AC.L1-3.1.1; AC.L1-3.1.2',
    );
    expect(await keptCopies(user.id)).toHaveLength(1);
  });

  it('answers 304 to the ETag of the version the caller has, and the package once it changed', async () => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    await upload(browser, 'AC.L1-3.1.1', 'policy.txt');
    const first = await browser.get(PACKAGE);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await browser.request('GET', PACKAGE, undefined, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes).toHaveLength(0);

    await upload(browser, 'AC.L1-3.1.2', 'roles.txt');
    const changed = await browser.request('GET', PACKAGE, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(Object.keys(unzip(changed.bytes).entries)).toContain('AC.L1-3.1.2/roles.txt');
  });

  it(`gives every one of concurrent requests for a version a complete package, over ${ROUNDS} rounds on two instances`, async () => {
    const owner = new HttpClient(app.baseUrl);
    const { user } = await registerClient(owner);
    const auditors = await Promise.all(Array.from({ length: AUDITORS }, () => createStaff(app, 'auditor')));
    const askers = [
      { browser: owner, path: PACKAGE },
      ...auditors.map((auditor, i) => ({
        browser: i % 2 === 0 ? auditor : onInstance(auditor, other.baseUrl),
        path: `/api/auditor/clients/${user.id}/evidence/package.zip`,
      })),
    ];
    const expected = new Map<string, Buffer>();
    for (let round = 1; round <= ROUNDS; round++) {
      const file = await upload(owner, 'AC.L1-3.1.1', `round-${round}.txt`);
      expected.set(`AC.L1-3.1.1/round-${round}.txt`, file.bytes);
      const answers = await Promise.all(askers.map(({ browser, path: url }) => browser.get(url)));
      for (const answer of answers) {
        expect(answer.status, `round ${round}`).toBe(200);
        const { entries, index } = unzip(answer.bytes);
        expect(index).toHaveLength(round);
        for (const [entry, bytes] of expected) {
          expect(Buffer.from(entries[entry]!).equals(bytes), `round ${round}: ${entry}`).toBe(true);
        }
      }
      const copies = await keptCopies(user.id);
      expect(copies, `round ${round}`).toHaveLength(1);
      const kept = unzip(await readAll(storage, copies[0]!.key));
      expect(kept.index, `round ${round}`).toHaveLength(round);
    }
  });

  it.runIf(name === 'local disk')(
    `refuses the request past ${EVIDENCE_PACKAGE_LIMIT.requests} a minute of one member for one organization, on either instance (429, Retry-After)`,
    async () => {
      const owner = new HttpClient(app.baseUrl);
      const { user } = await registerClient(owner);
      await upload(owner, 'AC.L1-3.1.1', 'policy.txt');
      const otherOwner = new HttpClient(app.baseUrl);
      const { user: otherOrganization } = await registerClient(otherOwner);
      const auditor = await createStaff(app, 'auditor');
      const askers = [auditor, onInstance(auditor, other.baseUrl)];

      const tries = EVIDENCE_PACKAGE_LIMIT.requests + 3;
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          askers[i % 2]!.get(`/api/auditor/clients/${user.id}/evidence/package.zip`),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(EVIDENCE_PACKAGE_LIMIT.requests);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        tries - EVIDENCE_PACKAGE_LIMIT.requests,
      );
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(refused.json.message).toMatch(/Please wait \d+ (seconds?|minutes?) and try again/);
        const wait = Number(refused.headers.get('retry-after'));
        expect(Number.isInteger(wait) && wait >= 1 && wait <= EVIDENCE_PACKAGE_LIMIT.windowSeconds).toBe(
          true,
        );
      }
      // Counted per member and per organization: the owner, and the same auditor for another client, still get it.
      expect((await owner.get(PACKAGE)).status).toBe(200);
      expect(
        (await auditor.get(`/api/auditor/clients/${otherOrganization.id}/evidence/package.zip`)).status,
      ).toBe(200);
    },
  );

  it.runIf(name === 'local disk')(
    'housekeeping removes what an interrupted build left, and keeps the kept copy',
    async () => {
      const browser = new HttpClient(app.baseUrl);
      const { user } = await registerClient(browser);
      await upload(browser, 'AC.L1-3.1.1', 'policy.txt');
      expect((await browser.get(PACKAGE)).status).toBe(200);
      const [copy] = await keptCopies(user.id);
      const leftover = path.join(root!, `${copy!.key}.0123abcd.tmp`);
      fs.writeFileSync(leftover, 'PK half a package');

      const sessions = new PostgresSessionStore(app.db, TEST_SESSION_SECRET, {
        idleMs: 60_000,
        absoluteMs: 60_000,
      });
      const result = await sweep({ db: app.db, sessions, storage }, new Date(Date.now() + 2 * DAY_MS));
      expect(result.packageLeftoversRemoved).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(leftover)).toBe(false);
      expect(await keptCopies(user.id)).toEqual([copy]);
    },
  );
});
