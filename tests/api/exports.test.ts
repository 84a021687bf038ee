import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { findUserById } from '../../src/server/auth/users';
import { evidenceFiles } from '../../src/server/db/schema';
import {
  evidencePackageRead,
  exportFindingsCsv,
  exportImplementationsCsv,
} from '../../src/server/reports/exports';
import { LOCAL_UPLOAD_ROUTE } from '../../src/server/storage/create-storage';
import { LocalStorage } from '../../src/server/storage/local';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { refusalStatus } from '../../src/server/http/errors';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { evidenceForm, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { createConsoleAdmin, createStaff } from '../support/staff';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

/**
 * D25: the CSV of implementations, the CSV of objective findings and the evidence package, for
 * the client itself and for staff under the auditor's and the admin console's routes.
 */
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const DAY = /\d{4}-\d{2}-\d{2}/.source;

type Row = Record<string, string>;
const csvRows = (text: string): Row[] => parse(text, { columns: true, bom: true }) as Row[];

/**
 * The ZIP's evidence files and index by path, its index.csv read back, and the compliance PDF
 * every package carries at its top level (D25), checked here and kept apart from the entries.
 */
function unzip(bytes: Buffer) {
  const entries = unzipSync(new Uint8Array(bytes));
  const pdfNames = Object.keys(entries).filter((name) =>
    /^cmmc-compliance-report-\d{4}-\d{2}-\d{2}\.pdf$/.test(name),
  );
  expect(pdfNames).toHaveLength(1);
  const pdf = Buffer.from(entries[pdfNames[0]!]!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  delete entries[pdfNames[0]!];
  const index = csvRows(Buffer.from(entries['index.csv']!).toString('utf8'));
  return { entries, index, pdf };
}

const FORMULAS = {
  notes: '=HYPERLINK("http://attacker.example","Click")',
  plus: '+1',
  minus: '-2',
  at: '@SUM(A1:A9)',
  tab: '\t=1+1',
  review: '=cmd|" /C calc"!A0',
  // A line break inside a field, then a formula (issue 22): one bare line feed, one CRLF.
  lineFeed: "see below\n=cmd|' /C calc'!A0",
  crlf: 'ok\r\n+1+cmd|calc',
};

/**
 * What a program that splits the file on line breaks would see: no line may start a formula.
 * Within a quoted field every break is followed by the neutralizing `'`.
 */
function expectNoLineStartsAFormula(text: string) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  expect(lines.filter((line) => /^[=+\-@\t]/.test(line))).toEqual([]);
}

const upload = async (browser: HttpClient, controlId: string, name: string, bytes: Buffer) => {
  const response = await browser.send(
    'POST',
    '/api/evidence/upload-direct',
    evidenceForm(controlId, name, bytes),
  );
  expect(response.status).toBe(201);
  return response.json as { id: string; sha256: string };
};

/** A client with work in every shape the exports show: formulas, verdicts, links, duplicates. */
async function populatedClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { user } = await registerClient(browser);
  const put = (controlId: string, status: string, notes: string) =>
    browser.put('/api/implementations', { controlId, status, notes });
  const completed = await put('AC.L1-3.1.1', 'completed', FORMULAS.notes);
  expect(completed.status).toBe(200);
  expect((await put('AC.L1-3.1.2', 'in_progress', FORMULAS.plus)).status).toBe(200);
  expect((await put('IA.L1-3.5.1', 'in_progress', FORMULAS.tab)).status).toBe(200);
  expect((await put('IA.L1-3.5.2', 'in_progress', FORMULAS.lineFeed)).status).toBe(200);
  expect((await put('MP.L1-3.8.3', 'in_progress', FORMULAS.crlf)).status).toBe(200);
  const finding = (id: string, body: object) =>
    browser.put(`/api/assessment/objectives/${encodeURIComponent(id)}`, body);
  expect(
    (
      await finding('AC.L1-3.1.1[a]', {
        finding: 'met',
        methods: ['examine', 'interview'],
        note: FORMULAS.minus,
      })
    ).status,
  ).toBe(200);
  expect(
    (await finding('AC.L1-3.1.1[b]', { finding: 'not_applicable', justification: FORMULAS.at })).status,
  ).toBe(200);
  expect(
    (await finding('AC.L1-3.1.1[c]', { finding: 'met', methods: ['examine'], note: FORMULAS.lineFeed }))
      .status,
  ).toBe(200);

  const policy = await upload(browser, 'AC.L1-3.1.1', 'Access Policy.pdf', PDF_BYTES);
  // One file serving two practices and an objective of the second (D22).
  const linked = await browser.put(`/api/evidence/${policy.id}/links`, {
    controlIds: ['AC.L1-3.1.1', 'AC.L1-3.1.2'],
    objectiveIds: ['AC.L1-3.1.2[a]'],
  });
  expect(linked.status).toBe(200);
  const logA = await upload(browser, 'IA.L1-3.5.1', 'log.txt', TEXT_BYTES);
  const logB = await upload(browser, 'IA.L1-3.5.1', 'LOG.txt', Buffer.from('second log\n'));
  const badge = await upload(browser, 'PE.L1-3.10.5', 'con.png', PNG_BYTES);
  return { browser, user, files: { policy, logA, logB, badge } };
}

describe('exports of an organization (local storage)', () => {
  let app: TestApp;
  let client: Awaited<ReturnType<typeof populatedClient>>;
  let auditor: HttpClient;
  let adminConsole: HttpClient;
  let other: HttpClient;

  it.beforeAll(async ({ startApp }) => {
    app = await startApp();
    client = await populatedClient(app);
    auditor = await createStaff(app, 'auditor');
    // A verdict with a formula in its notes (D19).
    const implementations = (await auditor.get(`/api/auditor/clients/${client.user.id}/implementations`))
      .json;
    const target = implementations.find((item: any) => item.controlId === 'AC.L1-3.1.1');
    const reviewed = await auditor.put(`/api/auditor/implementations/${target.id}/review`, {
      auditorStatus: 'rejected',
      auditorNotes: FORMULAS.review,
      basedOn: target.version,
    });
    expect(reviewed.status).toBe(200);
    adminConsole = await createConsoleAdmin(app);
    other = new HttpClient(app.baseUrl);
    await registerClient(other);
    await upload(other, 'AC.L1-3.1.1', 'Other Policy.pdf', PDF_BYTES);
  });

  describe('implementations.csv', () => {
    it('has one row per control, matching the API, with formula cells neutralized', async () => {
      const response = await client.browser.get('/api/reports/implementations.csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="cmmc-implementations-${DAY}\\.csv"`),
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const rows = csvRows(response.text);
      expect(rows).toHaveLength(17);

      const api = (await auditor.get(`/api/auditor/clients/${client.user.id}/implementations`)).json as any[];
      expect(rows.map((row) => row['Control ID'])).toEqual(api.map((item) => item.control.controlNumber));
      const statusLabel: Record<string, string> = {
        not_started: 'Not Started',
        in_progress: 'In Progress',
        completed: 'Completed',
      };
      rows.forEach((row, index) => {
        const item = api[index];
        expect(row.Title).toBe(item.control.title);
        expect(row.Domain).toBe(item.control.domain.name);
        expect(row.Status).toBe(statusLabel[item.status]);
        expect(row['Evidence files']).toBe(String(item.evidenceFiles.length));
        expect(row['Completed at']).toBe(item.completedAt ?? '');
      });

      const byId = new Map(rows.map((row) => [row['Control ID'], row]));
      const first = byId.get('AC.L1-3.1.1')!;
      expect(first.Notes).toBe(`'${FORMULAS.notes}`);
      expect(first.Review).toBe('Rejected');
      expect(first['Review notes']).toBe(`'${FORMULAS.review}`);
      expect(first.Reviewer).toMatch(/^auditor_/);
      expect(first['Reviewed at']).toBe(api[0].auditedAt);
      // The shared file counts for both controls it serves.
      expect(first['Evidence files']).toBe('1');
      expect(byId.get('AC.L1-3.1.2')!['Evidence files']).toBe('1');
      expect(byId.get('AC.L1-3.1.2')!.Notes).toBe(`'${FORMULAS.plus}`);
      // In progress: a draft, not submitted for review (issue 23).
      expect(byId.get('AC.L1-3.1.2')!.Review).toBe('');
      expect(byId.get('IA.L1-3.5.1')!.Notes).toBe(`'${FORMULAS.tab}`);
      expect(byId.get('IA.L1-3.5.2')!.Notes).toBe("see below\n'=cmd|' /C calc'!A0");
      expect(byId.get('MP.L1-3.8.3')!.Notes).toBe("ok\r\n'+1+cmd|calc");
      expectNoLineStartsAFormula(response.text);
      expect(byId.get('SC.L1-3.13.1')!).toMatchObject({ Status: 'Not Started', Notes: '', Review: '' });
    });
  });

  describe('findings.csv', () => {
    it('has one row per objective, matching the API, with formula cells neutralized', async () => {
      const response = await client.browser.get('/api/reports/findings.csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="cmmc-findings-${DAY}\\.csv"`),
      );
      const rows = csvRows(response.text);
      expect(rows).toHaveLength(59);
      const assessment = (await client.browser.get('/api/assessment')).json;
      expect(rows.map((row) => row['Objective ID'])).toEqual(
        assessment.objectives.map((objective: any) => objective.objectiveId),
      );
      rows.forEach((row, index) => {
        const objective = assessment.objectives[index];
        expect(row.Practice).toBe(objective.controlId);
        expect(row['Linked evidence']).toBe(String(objective.evidenceIds.length));
        expect(row['Updated at']).toBe(objective.updatedAt ?? '');
        expect(row.Objective!.length).toBeGreaterThan(5);
      });
      const byId = new Map(rows.map((row) => [row['Objective ID'], row]));
      expect(byId.get('AC.L1-3.1.1[a]')).toMatchObject({
        Finding: 'MET',
        Methods: 'Examine; Interview',
        Note: `'${FORMULAS.minus}`,
      });
      expect(byId.get('AC.L1-3.1.1[b]')).toMatchObject({
        Finding: 'N/A',
        Justification: `'${FORMULAS.at}`,
      });
      expect(byId.get('AC.L1-3.1.1[c]')).toMatchObject({ Note: "see below\n'=cmd|' /C calc'!A0" });
      expect(byId.get('AC.L1-3.1.2[a]')).toMatchObject({ Finding: 'Not assessed', 'Linked evidence': '1' });
      expectNoLineStartsAFormula(response.text);
    });
  });

  describe('package.zip', () => {
    it('holds every file once, in its primary control folder, with an index whose hashes match', async () => {
      const response = await client.browser.get('/api/evidence/package.zip');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="cmmc-evidence-package-${DAY}\\.zip"`),
      );
      const { entries, index } = unzip(response.bytes);
      const { policy, logA, logB, badge } = client.files;
      expect(Object.keys(entries).sort()).toEqual(
        [
          'AC.L1-3.1.1/Access Policy.pdf',
          'IA.L1-3.5.1/log.txt',
          'IA.L1-3.5.1/LOG (2).txt',
          'PE.L1-3.10.5/_con.png',
          'index.csv',
        ].sort(),
      );
      expect(index).toHaveLength(4);
      for (const line of index) {
        expect(line.Status).toBe('included');
        expect(sha256(entries[line['File in package']!]!)).toBe(line['SHA-256']);
      }
      const byName = new Map(index.map((line) => [line['Original name'], line]));
      expect(byName.get('Access Policy.pdf')).toMatchObject({
        'File in package': 'AC.L1-3.1.1/Access Policy.pdf',
        'Primary control': 'AC.L1-3.1.1',
        'Linked controls': 'AC.L1-3.1.1; AC.L1-3.1.2',
        'Linked objectives': 'AC.L1-3.1.2[a]',
        'Size (bytes)': String(PDF_BYTES.length),
        'SHA-256': policy.sha256,
      });
      expect(byName.get('log.txt')!['SHA-256']).toBe(logA.sha256);
      expect(byName.get('LOG.txt')!['SHA-256']).toBe(logB.sha256);
      expect(byName.get('con.png')!['SHA-256']).toBe(badge.sha256);
      expect(Buffer.from(entries['AC.L1-3.1.1/Access Policy.pdf']!).equals(PDF_BYTES)).toBe(true);
      // No HEAD: answering one would mean making the whole package to throw it away.
      expect((await client.browser.request('HEAD', '/api/evidence/package.zip')).status).toBe(404);
    });

    it('stays a complete ZIP when a stored file is missing, and says so in the index', async () => {
      const browser = new HttpClient(app.baseUrl);
      await registerClient(browser);
      const kept = await upload(browser, 'AC.L1-3.1.1', 'kept.txt', TEXT_BYTES);
      const lost = await upload(browser, 'AC.L1-3.1.2', 'lost.txt', Buffer.from('gone soon\n'));
      const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, lost.id));
      await app.storage.delete(row!.objectPath);
      // Hashes not recorded yet (before the backfill) are computed while packaging.
      await app.db.update(evidenceFiles).set({ sha256: null }).where(eq(evidenceFiles.id, kept.id));

      const response = await browser.get('/api/evidence/package.zip');
      expect(response.status).toBe(200);
      const { entries, index } = unzip(response.bytes);
      expect(Object.keys(entries).sort()).toEqual(['AC.L1-3.1.1/kept.txt', 'index.csv']);
      const byName = new Map(index.map((line) => [line['Original name'], line]));
      expect(byName.get('lost.txt')).toMatchObject({ 'File in package': '', 'SHA-256': lost.sha256 });
      expect(byName.get('lost.txt')!.Status).toMatch(/^missing/);
      expect(byName.get('kept.txt')!['SHA-256']).toBe(sha256(TEXT_BYTES));
      expect(byName.get('kept.txt')!.Status).toMatch(/computed while packaging/);
    });

    it('tells when stored bytes no longer match the hash recorded at upload', async () => {
      const browser = new HttpClient(app.baseUrl);
      await registerClient(browser);
      const file = await upload(browser, 'AC.L1-3.1.1', 'policy.txt', TEXT_BYTES);
      const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, file.id));
      const altered = Buffer.from('altered after upload\n');
      await app.storage.putStream(row!.objectPath, Readable.from([altered]), {
        maxBytes: 1000,
        size: altered.length,
        contentType: 'text/plain',
      });
      const { index } = unzip((await browser.get('/api/evidence/package.zip')).bytes);
      expect(index[0]!['SHA-256']).toBe(file.sha256);
      expect(index[0]!.Status).toContain(sha256(altered));
      expect(index[0]!.Status).toMatch(/differ from the SHA-256 recorded at upload/);
    });
  });

  describe('who may download', () => {
    const exportPaths = ['reports/implementations.csv', 'reports/findings.csv', 'evidence/package.zip'];

    it("gives staff the client's files under the auditor's and the console's routes", async () => {
      const own = unzip((await client.browser.get('/api/evidence/package.zip')).bytes).index;
      for (const [browser, base] of [
        [auditor, `/api/auditor/clients/${client.user.id}`],
        [adminConsole, `/api/admin/organizations/${client.user.id}`],
      ] as const) {
        for (const exported of exportPaths) {
          const response = await browser.get(`${base}/${exported}`);
          expect(response.status, `${base}/${exported}`).toBe(200);
          expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cmmc-/);
        }
        const implementations = csvRows((await browser.get(`${base}/reports/implementations.csv`)).text);
        expect(implementations.find((row) => row['Control ID'] === 'AC.L1-3.1.1')!.Notes).toBe(
          `'${FORMULAS.notes}`,
        );
        expect(unzip((await browser.get(`${base}/evidence/package.zip`)).bytes).index).toEqual(own);
      }
    });

    it("keeps each client to its own files: another organization's never appear", async () => {
      const implementations = csvRows((await other.get('/api/reports/implementations.csv')).text);
      expect(implementations).toHaveLength(17);
      expect(implementations.every((row) => !row.Notes!.includes('HYPERLINK'))).toBe(true);
      const { entries, index } = unzip((await other.get('/api/evidence/package.zip')).bytes);
      expect(Object.keys(entries).sort()).toEqual(['AC.L1-3.1.1/Other Policy.pdf', 'index.csv']);
      expect(index.map((line) => line['Original name'])).toEqual(['Other Policy.pdf']);
      // A client has no route to anyone else's: the staff routes refuse it.
      for (const exported of exportPaths) {
        expect((await other.get(`/api/auditor/clients/${client.user.id}/${exported}`)).status).toBe(403);
        expect((await other.get(`/api/admin/organizations/${client.user.id}/${exported}`)).status).toBe(401);
      }
    });

    it('answers 404 for an organization that does not exist, is staff, or is malformed', async () => {
      const staffId = (await auditor.get('/api/auth/user')).json.id as string;
      for (const id of [crypto.randomUUID(), staffId, 'not-an-id']) {
        for (const exported of exportPaths) {
          expect((await auditor.get(`/api/auditor/clients/${id}/${exported}`)).status).toBe(404);
          expect((await adminConsole.get(`/api/admin/organizations/${id}/${exported}`)).status).toBe(404);
        }
      }
    });

    it('the capability functions refuse the wrong actor whoever calls them', async () => {
      const actorOf = async (browser: HttpClient, session: 'platform' | 'console') => {
        const id = (await browser.get(session === 'console' ? '/api/admin/session' : '/api/auth/user')).json;
        const user = await findUserById(app.db, session === 'console' ? id.admin.id : id.id);
        return { user: user!, session, sessionId: null, impersonatorId: null };
      };
      const refusal = async (call: Promise<unknown>) =>
        call.then(
          () => 200,
          (error: unknown) => refusalStatus(error) ?? 500,
        );
      const deps = { db: app.db, storage: app.storage };
      const clientActor = await actorOf(client.browser, 'platform');
      const auditorActor = await actorOf(auditor, 'platform');
      const consoleActor = await actorOf(adminConsole, 'console');
      for (const make of [
        (actor: any, id?: string) => exportImplementationsCsv(app.db, actor, id),
        (actor: any, id?: string) => exportFindingsCsv(app.db, actor, id),
        (actor: any, id?: string) => evidencePackageRead(deps, actor, id),
      ]) {
        expect(await refusal(make(null))).toBe(401);
        expect(await refusal(make(clientActor, client.user.id))).toBe(403);
        expect(await refusal(make(auditorActor))).toBe(403);
        expect(await refusal(make(consoleActor))).toBe(403);
        expect(await refusal(make(SYSTEM_ACTOR, client.user.id))).toBe(403);
        const made = (await make(consoleActor, client.user.id)) as { body?: Readable };
        made.body?.destroy();
      }
    });
  });
});

/** A stored object that breaks off part way, as a storage connection dropping would. */
class BreakingStorage extends LocalStorage {
  broken = new Set<string>();

  override async getStream(key: string): Promise<Readable> {
    const stream = await super.getStream(key);
    if (!this.broken.has(key)) return stream;
    const out = new PassThrough();
    let sent = 0;
    stream.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      out.write(chunk);
      if (sent >= 64 * 1024) {
        stream.destroy();
        out.destroy(new Error('connection reset by storage'));
      }
    });
    return out;
  }
}

describe('a package whose storage read breaks off part way', () => {
  let app: TestApp;
  let storage: BreakingStorage;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-breaking-'));

  it.beforeAll(async ({ startApp }) => {
    storage = new BreakingStorage(root, LOCAL_UPLOAD_ROUTE);
    app = await startApp(
      {},
      { storage, afterClose: () => fs.rmSync(root, { recursive: true, force: true }) },
    );
  });

  it('fails the download instead of ending it as a shorter ZIP that looks whole', async () => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    await upload(browser, 'AC.L1-3.1.1', 'first.txt', TEXT_BYTES);
    const big = await upload(browser, 'AC.L1-3.1.2', 'big.txt', Buffer.alloc(512 * 1024, 0x61));
    const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, big.id));
    storage.broken.add(row!.objectPath);

    // Read as a browser does: the status and headers first, then the body as it comes.
    const headers = { cookie: `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}` };
    const response = await fetch(`${app.baseUrl}/api/evidence/package.zip`, { headers });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});

describe('the package on S3-compatible storage', () => {
  let app: TestApp;
  let storage: ObjectStorage;

  it.beforeAll(async ({ startApp }) => {
    const server = await startS3Server();
    storage = s3StorageFor(server);
    app = await startApp({}, { storage, afterClose: server.stop });
  });

  it('streams every file with hashes matching the index, and lists a missing object', async () => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    const policy = await upload(browser, 'AC.L1-3.1.1', 'policy.pdf', PDF_BYTES);
    const photo = await upload(browser, 'PE.L1-3.10.5', 'badge.png', PNG_BYTES);
    const lost = await upload(browser, 'MP.L1-3.8.3', 'lost.txt', TEXT_BYTES);
    const [row] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, lost.id));
    await storage.delete(row!.objectPath);

    const response = await browser.get('/api/evidence/package.zip');
    expect(response.status).toBe(200);
    const { entries, index } = unzip(response.bytes);
    expect(Object.keys(entries).sort()).toEqual([
      'AC.L1-3.1.1/policy.pdf',
      'PE.L1-3.10.5/badge.png',
      'index.csv',
    ]);
    const byName = new Map(index.map((line) => [line['Original name'], line]));
    expect(byName.get('policy.pdf')!['SHA-256']).toBe(policy.sha256);
    expect(byName.get('badge.png')!['SHA-256']).toBe(photo.sha256);
    for (const line of index.filter((l) => l['File in package'])) {
      expect(sha256(entries[line['File in package']!]!)).toBe(line['SHA-256']);
    }
    expect(byName.get('lost.txt')!.Status).toMatch(/^missing/);
  });
});
