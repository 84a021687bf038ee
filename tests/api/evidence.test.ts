import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activityLog, evidenceFiles, uploadGrants } from '../../src/server/db/schema';
import { EVIDENCE_CONTENT_TYPES, extensionOf } from '../../src/contract/evidence';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import type { ObjectStorage } from '../../src/server/storage/storage';
import { evidenceForm, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { createStaff } from '../support/staff';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

const MAX = 10 * 1024 * 1024;

interface StorageUnderTest {
  name: string;
  start(): Promise<{ storage?: ObjectStorage; stop(): Promise<void> }>;
}

const storages: StorageUnderTest[] = [
  { name: 'local disk', start: async () => ({ stop: async () => undefined }) },
  {
    name: 'S3-compatible',
    start: async () => {
      const server = await startS3Server();
      const storage = s3StorageFor(server);
      return { storage, stop: server.stop };
    },
  },
];

describe.each(storages)('evidence on $name storage', ({ name: storageName, start }) => {
  let app: TestApp;

  it.beforeAll(async ({ startApp }) => {
    const started = await start();
    app = await startApp(
      {},
      { ...(started.storage ? { storage: started.storage } : {}), afterClose: started.stop },
    );
  });

  async function newClient() {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    return { browser, user };
  }

  async function staffWithPassword(role: 'admin' | 'auditor') {
    const name = `${role}_${crypto.randomBytes(4).toString('hex')}`;
    const credentials = { username: name, password: 'staff-password-1' };
    const admin = await createUser(
      app.db,
      SYSTEM_ACTOR,
      { ...credentials, email: `${name}@agency.example`, role },
      'by a test',
    );
    return { admin, credentials };
  }

  const uploadDirect = (browser: HttpClient, controlId: string, name: string, bytes: Buffer) =>
    browser.send('POST', '/api/evidence/upload-direct', evidenceForm(controlId, name, bytes));

  describe('POST /api/evidence/upload-direct', () => {
    it('stores the file, lists it and serves it back to its owner', async () => {
      const { browser, user } = await newClient();
      const response = await uploadDirect(browser, 'AC.L1-3.1.1', 'Access Policy.pdf', PDF_BYTES);
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({
        userId: user.id,
        controlId: 'AC.L1-3.1.1',
        fileName: 'Access Policy.pdf',
        fileType: 'application/pdf',
        fileSize: PDF_BYTES.length,
        control: { controlNumber: 'AC.L1-3.1.1', title: 'Authorized Access Control' },
      });
      const id = response.json.id;
      expect(response.json.objectPath).toBe(`/api/evidence/${id}/content`);

      expect((await browser.get('/api/evidence')).json.map((f: any) => f.id)).toEqual([id]);
      expect((await browser.get('/api/evidence/AC.L1-3.1.1')).json).toHaveLength(1);
      expect((await browser.get('/api/evidence/IA.L1-3.5.1')).json).toEqual([]);
      // Personal and compliance data is never kept by a proxy. A browser keeps the heavy reads of
      // the read model only to ask again (issue 28): private, revalidated on every use, per cookie.
      const library = await browser.get('/api/evidence');
      expect(library.headers.get('cache-control')).toBe('private, no-cache');
      expect(library.headers.get('vary')).toBe(`Cookie, ${ORGANIZATION_HEADER}`);
      expect(library.headers.get('etag')).toMatch(/^"[\w-]+\.[0-9a-f-]{36}\.evidence\.\d+"$/);
      expect((await browser.get('/api/auth/user')).headers.get('cache-control')).toBe('no-store');
      expect((await browser.get('/api/health')).headers.get('cache-control')).not.toBe('no-store');

      const content = await browser.get(`/api/evidence/${id}/content`);
      expect(content.status).toBe(200);
      expect(content.bytes.equals(PDF_BYTES)).toBe(true);
      expect(content.headers.get('content-type')).toBe('application/pdf');
      expect(content.headers.get('content-disposition')).toMatch(/^inline; filename="Access Policy.pdf"/);
      expect(content.headers.get('x-content-type-options')).toBe('nosniff');
      // Shown inline, the file still cannot run script in our origin.
      expect(content.headers.get('content-security-policy')).toBe(
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      );
      const download = await browser.get(`/api/evidence/${id}/content?download=1`);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);

      const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(entries.map((e) => e.description)).toContain('Uploaded "Access Policy.pdf" for AC.L1-3.1.1');
    });

    it('serves spreadsheets and archives as attachments, never inline', async () => {
      const { browser } = await newClient();
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
      const response = await uploadDirect(browser, 'SI.L1-3.14.1', 'patch-report.xlsx', zip);
      expect(response.status).toBe(201);
      const content = await browser.get(`/api/evidence/${response.json.id}/content`);
      expect(content.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(content.headers.get('content-disposition')).toMatch(/^attachment;/);
    });

    it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
      const { browser } = await newClient();
      const response = await uploadDirect(browser, 'AC.L1-3.1.1', 'big.txt', Buffer.alloc(MAX + 1, 0x61));
      expect(response.status).toBe(413);
      expect(response.json.message).toBe('File Too Large: files must be 10 MB or smaller.');
      expect((await browser.get('/api/evidence')).json).toEqual([]);
    });

    it('accepts a file of exactly 10 MB', async () => {
      const { browser } = await newClient();
      const response = await uploadDirect(browser, 'AC.L1-3.1.1', 'exact.txt', Buffer.alloc(MAX, 0x61));
      expect(response.status).toBe(201);
      expect(response.json.fileSize).toBe(MAX);
    });

    it('refuses extensions off the allow-list with 415', async () => {
      const { browser } = await newClient();
      const response = await uploadDirect(browser, 'AC.L1-3.1.1', 'setup.exe', Buffer.from('MZ....'));
      expect(response.status).toBe(415);
      expect(response.json.message).toMatch(/not accepted/);
    });

    it('refuses bytes that do not match the type with 415', async () => {
      const { browser } = await newClient();
      const fakePdf = await uploadDirect(browser, 'AC.L1-3.1.1', 'policy.pdf', TEXT_BYTES);
      expect(fakePdf.status).toBe(415);
      expect(fakePdf.json.message).toBe("The file's content does not match its .pdf type.");
      const binaryText = await uploadDirect(browser, 'AC.L1-3.1.1', 'notes.txt', PNG_BYTES);
      expect(binaryText.status).toBe(415);
      expect((await browser.get('/api/evidence')).json).toEqual([]);
    });

    it('requires a known control and a file', async () => {
      const { browser } = await newClient();
      const noControl = await uploadDirect(browser, '', 'a.txt', TEXT_BYTES);
      expect(noControl.status).toBe(400);
      expect(noControl.json.message).toBe('Please select a specific control before uploading evidence');
      expect((await uploadDirect(browser, 'ZZ.L1-0.0.0', 'a.txt', TEXT_BYTES)).status).toBe(404);
      const form = new FormData();
      form.append('controlId', 'AC.L1-3.1.1');
      expect((await browser.send('POST', '/api/evidence/upload-direct', form)).status).toBe(400);
    });

    it('keeps a hostile file name only as a display name', async () => {
      const { browser, user } = await newClient();
      const response = await uploadDirect(browser, 'MP.L1-3.8.3', '../../../etc/passwd.txt', TEXT_BYTES);
      expect(response.status).toBe(201);
      expect(response.json.fileName).toBe('passwd.txt');
      const evil = await uploadDirect(browser, 'MP.L1-3.8.3', 'a"b\r\nX-Evil: 1;ünï.txt', TEXT_BYTES);
      expect(evil.status).toBe(201);
      const content = await browser.get(`/api/evidence/${evil.json.id}/content`);
      expect(content.status).toBe(200);
      expect(content.headers.get('x-evil')).toBeNull();
      expect(content.headers.get('content-disposition')).toContain("filename*=UTF-8''");
      const keys = (await browser.get('/api/evidence')).json.map((f: any) => f.objectPath);
      expect(keys.every((key: string) => key.startsWith('/api/evidence/'))).toBe(true);
      const grants = await app.db.select().from(uploadGrants).where(eq(uploadGrants.organizationId, user.id));
      expect(grants.every((g) => !g.stagingKey.includes('passwd'))).toBe(true);
    });

    it('is for signed-in clients only', async () => {
      const anonymous = new HttpClient(app.baseUrl);
      expect((await uploadDirect(anonymous, 'AC.L1-3.1.1', 'a.txt', TEXT_BYTES)).status).toBe(401);
      const auditor = await createStaff(app, 'auditor');
      expect((await uploadDirect(auditor, 'AC.L1-3.1.1', 'a.txt', TEXT_BYTES)).status).toBe(403);
    });
  });

  describe('upload link, then register (D6, D9)', () => {
    async function uploadThroughLink(browser: HttpClient, bytes: Buffer, fileName = 'visitor-log.csv') {
      const link = await browser.post('/api/evidence/upload', { fileName, fileSize: bytes.length });
      expect(link.status).toBe(200);
      // A presigned S3 link is bound to the type of the file it was asked for.
      const contentType =
        EVIDENCE_CONTENT_TYPES[extensionOf(fileName) as keyof typeof EVIDENCE_CONTENT_TYPES];
      const put = await browser.send('PUT', link.json.uploadURL, new Uint8Array(bytes), {
        'content-type': contentType,
      });
      return { uploadURL: link.json.uploadURL as string, put };
    }

    it('accepts the bytes once, then records them once', async () => {
      const { browser } = await newClient();
      const { uploadURL, put } = await uploadThroughLink(browser, TEXT_BYTES);
      expect(put.status).toBe(200);
      const body = {
        controlId: 'PE.L1-3.10.4',
        fileName: 'visitor-log.csv',
        fileType: 'text/csv',
        fileSize: TEXT_BYTES.length,
        uploadURL,
      };
      const registered = await browser.post('/api/evidence', body);
      expect(registered.status).toBe(201);
      expect(registered.json).toMatchObject({
        fileName: 'visitor-log.csv',
        fileType: 'text/csv',
        fileSize: TEXT_BYTES.length,
      });
      expect((await browser.get(`/api/evidence/${registered.json.id}/content`)).text).toBe(
        TEXT_BYTES.toString(),
      );
      expect((await browser.post('/api/evidence', body)).status).toBe(404);
    });

    it('registers a link sent twice at once exactly once, and never loses the file', async () => {
      for (let round = 0; round < 4; round++) {
        const { browser } = await newClient();
        const bytes = Buffer.from(`visitor log, round ${round}\n`);
        const { uploadURL, put } = await uploadThroughLink(browser, bytes);
        expect(put.status).toBe(200);
        const body = { controlId: 'PE.L1-3.10.4', fileName: 'visitor-log.csv', uploadURL };
        // A double click: the same registration, three times at once.
        const answers = await Promise.all([1, 2, 3].map(() => browser.post('/api/evidence', body)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404]);
        for (const answer of answers.filter((a) => a.status === 404)) {
          expect(answer.json).toEqual({ message: 'Upload URL not found' });
        }
        const listed = (await browser.get('/api/evidence')).json;
        expect(listed).toHaveLength(1);
        expect((await browser.get(`/api/evidence/${listed[0].id}/content`)).text).toBe(bytes.toString());
      }
    });

    it('answers the bodiless request of document 2 section 7 with a link that works', async () => {
      const { browser } = await newClient();
      const link = await browser.send('POST', '/api/evidence/upload');
      expect(link.status).toBe(200);
      expect(link.json.uploadURL).toEqual(expect.any(String));
      const put = await browser.send('PUT', link.json.uploadURL, new Uint8Array(TEXT_BYTES), {
        'content-type': 'application/octet-stream',
      });
      expect(put.status).toBe(200);
      const registered = await browser.post('/api/evidence', {
        controlId: 'PE.L1-3.10.4',
        fileName: 'visitor-log.txt',
        uploadURL: link.json.uploadURL,
      });
      expect(registered.status).toBe(201);
      expect(registered.json).toMatchObject({ fileName: 'visitor-log.txt', fileSize: TEXT_BYTES.length });
    });

    it("refuses someone else's link", async () => {
      const alice = await newClient();
      const bob = await newClient();
      const { uploadURL } = await uploadThroughLink(alice.browser, TEXT_BYTES);
      const stolen = await bob.browser.post('/api/evidence', {
        controlId: 'AC.L1-3.1.1',
        fileName: 'x.csv',
        uploadURL,
      });
      expect(stolen.status).toBe(404);
      expect(stolen.json).toEqual({ message: 'Upload URL not found' });
    });

    it('verifies the object before recording it: too large, wrong bytes, missing', async () => {
      const { browser } = await newClient();
      const empty = await browser.post('/api/evidence/upload', {});
      const missing = await browser.post('/api/evidence', {
        controlId: 'AC.L1-3.1.1',
        fileName: 'x.pdf',
        uploadURL: empty.json.uploadURL,
      });
      expect(missing.status).toBe(400);
      const { uploadURL } = await uploadThroughLink(browser, TEXT_BYTES, 'scan.pdf');
      const mismatched = await browser.post('/api/evidence', {
        controlId: 'AC.L1-3.1.1',
        fileName: 'scan.pdf',
        uploadURL,
      });
      expect(mismatched.status).toBe(415);
      expect((await browser.get('/api/evidence')).json).toEqual([]);
    });

    it('refuses a link request for a file that cannot be accepted', async () => {
      const { browser } = await newClient();
      expect((await browser.post('/api/evidence/upload', { fileName: 'run.sh' })).status).toBe(415);
      expect(
        (await browser.post('/api/evidence/upload', { fileName: 'a.pdf', fileSize: MAX + 1 })).status,
      ).toBe(413);
    });

    it('refuses an expired link', async () => {
      const { browser, user } = await newClient();
      const { uploadURL } = await uploadThroughLink(browser, TEXT_BYTES);
      await app.db
        .update(uploadGrants)
        .set({ expiresAt: new Date(Date.now() - 2 * app.config.uploadLinkSeconds * 1000) })
        .where(eq(uploadGrants.organizationId, user.id));
      const late = await browser.post('/api/evidence', {
        controlId: 'AC.L1-3.1.1',
        fileName: 'visitor-log.csv',
        uploadURL,
      });
      expect(late.status).toBe(400);
      expect(late.json.message).toMatch(/expired/);
    });
  });

  describe('uploader companion routes (D9)', () => {
    it('s3/params gives a form upload that registers as evidence', async () => {
      const { browser } = await newClient();
      const params = await browser.get(
        '/api/evidence/s3/params?filename=badge-photo.png&type=image%2Fpng&metadata%5BcontrolId%5D=PE.L1-3.10.5',
      );
      expect(params.status).toBe(200);
      expect(params.json.method).toBe('POST');
      const form = new FormData();
      for (const [name, value] of Object.entries(params.json.fields as Record<string, string>))
        form.append(name, value);
      form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'badge-photo.png');
      const posted = await browser.send('POST', params.json.url, form);
      expect(posted.status).toBeLessThan(300);
      const location = `${params.json.url.replace(/\/$/, '')}/${params.json.fields.key}`;
      const registered = await browser.post('/api/evidence', {
        controlId: 'PE.L1-3.10.5',
        fileName: 'badge-photo.png',
        fileType: 'image/png',
        fileSize: PNG_BYTES.length,
        uploadURL: location,
      });
      expect(registered.status).toBe(201);
      expect(registered.json.fileType).toBe('image/png');
    });

    it('s3/params refuses a file type off the list', async () => {
      const { browser } = await newClient();
      expect(
        (await browser.get('/api/evidence/s3/params?filename=tool.exe&type=application%2Foctet-stream'))
          .status,
      ).toBe(415);
    });

    it('multipart: create, sign and send parts, list, complete, register; abort', async () => {
      const { browser } = await newClient();
      const created = await browser.post('/api/evidence/s3/multipart', {
        filename: 'firewall-rules.txt',
        type: 'text/plain',
        metadata: { controlId: 'SC.L1-3.13.1' },
      });
      expect(created.status).toBe(200);
      const { key, uploadId } = created.json;
      const query = `?key=${encodeURIComponent(key)}`;
      const part1 = Buffer.alloc(5 * 1024 * 1024, 0x61);
      const part2 = Buffer.from('end of rules\n');
      const parts = [];
      for (const [index, bytes] of [part1, part2].entries()) {
        const signed = await browser.get(
          `/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}/${index + 1}${query}`,
        );
        expect(signed.status).toBe(200);
        const sent = await browser.send('PUT', signed.json.url, new Uint8Array(bytes));
        expect(sent.status).toBe(200);
        parts.push({ PartNumber: index + 1, ETag: sent.headers.get('etag')! });
      }
      const listed = await browser.get(`/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}${query}`);
      expect(listed.json.map((p: any) => p.PartNumber)).toEqual([1, 2]);
      const completed = await browser.post(
        `/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}/complete${query}`,
        { parts },
      );
      expect(completed.status).toBe(200);
      const registered = await browser.post('/api/evidence', {
        controlId: 'SC.L1-3.13.1',
        fileName: 'firewall-rules.txt',
        uploadURL: completed.json.location,
      });
      expect(registered.status).toBe(201);
      expect(registered.json.fileSize).toBe(part1.length + part2.length);

      const other = await browser.post('/api/evidence/s3/multipart', {
        filename: 'b.txt',
        type: 'text/plain',
      });
      const otherQuery = `?key=${encodeURIComponent(other.json.key)}`;
      const aborted = await browser.delete(
        `/api/evidence/s3/multipart/${encodeURIComponent(other.json.uploadId)}${otherQuery}`,
      );
      expect(aborted.status).toBe(200);
      const stranger = await newClient();
      const peek = await stranger.browser.get(
        `/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}${query}`,
      );
      expect(peek.status).toBe(404);
    });

    it('multipart: refuses a whole larger than the limit, however it is cut in parts (D7)', async () => {
      const { browser } = await newClient();
      const created = await browser.post('/api/evidence/s3/multipart', {
        filename: 'big-log.txt',
        type: 'text/plain',
        metadata: { size: 1000 },
      });
      const { key, uploadId } = created.json;
      const base = `/api/evidence/s3/multipart/${encodeURIComponent(uploadId)}`;
      const query = `?key=${encodeURIComponent(key)}`;
      const sizes = [5 * 1024 * 1024, 5 * 1024 * 1024, 1024 * 1024]; // 11 MB in all
      const parts = [];
      const statuses = [];
      for (const [index, size] of sizes.entries()) {
        const signed = await browser.get(`${base}/${index + 1}${query}`);
        const sent = await browser.send('PUT', signed.json.url, new Uint8Array(size).fill(0x61));
        statuses.push(sent.status);
        parts.push({ PartNumber: index + 1, ETag: sent.headers.get('etag') ?? '"none"' });
      }
      // No link for a part a file within the limit cannot need (parts are 5 MB but for the last).
      expect((await browser.get(`${base}/4${query}`)).status).toBe(413);
      expect((await browser.get(`${base}/10000${query}`)).status).toBe(413);
      if (storageName === 'local disk') {
        // Our own route counts what the upload holds: the part past the limit is refused whole.
        expect(statuses).toEqual([200, 200, 413]);
        expect((await browser.get(`${base}${query}`)).json.map((p: any) => p.PartNumber)).toEqual([1, 2]);
      } else {
        // S3 takes each part; the whole is measured before it is joined.
        expect(statuses).toEqual([200, 200, 200]);
        const completed = await browser.post(`${base}/complete${query}`, { parts });
        expect(completed.status).toBe(413);
        expect(completed.json.message).toBe('File Too Large: files must be 10 MB or smaller.');
        expect((await browser.get(`${base}${query}`)).status).toBe(404);
        expect(await app.storage.head(key)).toBeUndefined();
        expect(await app.storage.listParts(key, uploadId)).toEqual([]);
      }
    });

    it('does not offer s3/sts', async () => {
      const { browser } = await newClient();
      expect((await browser.get('/api/evidence/s3/sts')).status).toBe(404);
    });
  });

  describe('reading and deleting (D8)', () => {
    it('lets the owner, auditors and admins read, and nobody else', async () => {
      const owner = await newClient();
      const other = await newClient();
      const id = (await uploadDirect(owner.browser, 'AC.L1-3.1.2', 'roles.txt', TEXT_BYTES)).json.id;
      expect((await other.browser.get(`/api/evidence/${id}/content`)).status).toBe(404);
      expect((await new HttpClient(app.baseUrl).get(`/api/evidence/${id}/content`)).status).toBe(401);
      const auditor = await createStaff(app, 'auditor');
      expect((await auditor.get(`/api/evidence/${id}/content`)).text).toBe(TEXT_BYTES.toString());
      const admin = await createStaff(app, 'admin');
      expect((await admin.get(`/api/evidence/${id}/content`)).status).toBe(200);
      expect((await other.browser.get('/api/evidence')).json).toEqual([]);
    });

    it('lets only the owner (or an admin acting as the owner) delete, and deletes the bytes too', async () => {
      const owner = await newClient();
      const other = await newClient();
      const first = (await uploadDirect(owner.browser, 'AC.L1-3.1.2', 'one.txt', TEXT_BYTES)).json;
      const second = (await uploadDirect(owner.browser, 'AC.L1-3.1.2', 'two.txt', TEXT_BYTES)).json;
      expect((await other.browser.delete(`/api/evidence/${first.id}`)).status).toBe(404);
      const auditor = await createStaff(app, 'auditor');
      expect((await auditor.delete(`/api/evidence/${first.id}`)).status).toBe(403);

      const [stored] = await app.db.select().from(evidenceFiles).where(eq(evidenceFiles.id, first.id));
      expect(await app.storage.head(stored!.objectPath)).toBeDefined();
      expect((await owner.browser.delete(`/api/evidence/${first.id}`)).status).toBe(204);
      expect(await app.storage.head(stored!.objectPath)).toBeUndefined();
      expect((await owner.browser.get(`/api/evidence/${first.id}/content`)).status).toBe(404);

      // An admin's own platform session reads, but cannot delete; impersonating the owner can (D11).
      const { admin, credentials } = await staffWithPassword('admin');
      const signedIn = new HttpClient(app.baseUrl);
      expect((await signedIn.post('/api/auth/login', credentials)).status).toBe(200);
      expect((await signedIn.delete(`/api/evidence/${second.id}`)).status).toBe(403);
      const adminConsole = new HttpClient(app.baseUrl);
      expect((await adminConsole.post('/api/admin/login', credentials)).status).toBe(200);
      expect((await adminConsole.delete(`/api/evidence/${second.id}`)).status).toBe(401);
      expect((await adminConsole.post('/api/admin/impersonate', { userId: owner.user.id })).status).toBe(200);
      expect((await adminConsole.delete(`/api/evidence/${second.id}`)).status).toBe(204);
      expect((await owner.browser.get('/api/evidence')).json).toEqual([]);
      const entries = await app.db.select().from(activityLog).where(eq(activityLog.userId, owner.user.id));
      const deletions = entries.filter((e) => e.action === 'evidence_delete');
      expect(deletions.map((e) => e.actorUserId).sort()).toEqual([null, admin.id].sort());
    });
  });
});

describe('local upload links', () => {
  let app: TestApp;
  it.beforeAll(async ({ startApp }) => {
    app = await startApp();
  });

  it('point at this server, work once, and only for their owner', async () => {
    const owner = new HttpClient(app.baseUrl);
    await registerClient(owner);
    const link = await owner.post('/api/evidence/upload', {});
    expect(link.json.uploadURL).toMatch(/^\/api\/evidence\/uploads\/[0-9a-f-]{36}$/);

    const stranger = new HttpClient(app.baseUrl);
    await registerClient(stranger);
    expect(
      (await stranger.send('PUT', link.json.uploadURL, 'x', { 'content-type': 'text/plain' })).status,
    ).toBe(404);

    expect(
      (await owner.send('PUT', link.json.uploadURL, 'first', { 'content-type': 'text/plain' })).status,
    ).toBe(200);
    const again = await owner.send('PUT', link.json.uploadURL, 'second', { 'content-type': 'text/plain' });
    expect(again.status).toBe(410);
  });

  it('stop a body larger than the limit while it streams', async () => {
    const owner = new HttpClient(app.baseUrl);
    await registerClient(owner);
    const link = await owner.post('/api/evidence/upload', {});
    const big = await owner.send('PUT', link.json.uploadURL, new Uint8Array(MAX + 1), {
      'content-type': 'text/plain',
    });
    expect(big.status).toBe(413);
    // The link can be used again after a refused body.
    expect(
      (await owner.send('PUT', link.json.uploadURL, 'ok', { 'content-type': 'text/plain' })).status,
    ).toBe(200);
  });

  it('count parts sent in parallel against one file limit', async () => {
    const owner = new HttpClient(app.baseUrl);
    await registerClient(owner);
    const created = await owner.post('/api/evidence/s3/multipart', {
      filename: 'log.txt',
      type: 'text/plain',
    });
    const base = `/api/evidence/s3/multipart/${encodeURIComponent(created.json.uploadId)}`;
    const query = `?key=${encodeURIComponent(created.json.key)}`;
    const sizes = [5 * 1024 * 1024, 5 * 1024 * 1024, 1024 * 1024]; // 11 MB in all
    const urls = await Promise.all(
      sizes.map(async (_, index) => (await owner.get(`${base}/${index + 1}${query}`)).json.url),
    );
    const sent = await Promise.all(
      sizes.map((size, index) => owner.send('PUT', urls[index], new Uint8Array(size).fill(0x61))),
    );
    expect(sent.map((r) => r.status).sort()).toEqual([200, 200, 413]);
    const listed = (await owner.get(`${base}${query}`)).json as { Size: number }[];
    expect(listed).toHaveLength(2);
    expect(listed.reduce((sum, part) => sum + part.Size, 0)).toBeLessThanOrEqual(MAX);
  });

  it('expire', async () => {
    const owner = new HttpClient(app.baseUrl);
    const { user } = await registerClient(owner);
    const link = await owner.post('/api/evidence/upload', {});
    await app.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.organizationId, user.id));
    expect(
      (await owner.send('PUT', link.json.uploadURL, 'late', { 'content-type': 'text/plain' })).status,
    ).toBe(410);
  });
});

describe('abuse limits on evidence (D26)', () => {
  let app: TestApp;
  it.beforeAll(async ({ startApp }) => {
    app = await startApp({ EVIDENCE_QUOTA_FILES: '3', EVIDENCE_QUOTA_BYTES: '1000' });
  });

  async function client() {
    const browser = new HttpClient(app.baseUrl);
    const { user } = await registerClient(browser);
    return { browser, user };
  }
  const upload = (browser: HttpClient, name: string, bytes: Buffer) =>
    browser.send('POST', '/api/evidence/upload-direct', evidenceForm('AC.L1-3.1.1', name, bytes));

  it('holds at most 20 upload links open per organization, counted atomically', async () => {
    const { browser, user } = await client();
    const asked = await Promise.all(
      Array.from({ length: 26 }, (_, index) =>
        index % 2 === 0
          ? browser.post('/api/evidence/upload', {})
          : browser.post('/api/evidence/s3/multipart', { filename: 'a.txt', type: 'text/plain' }),
      ),
    );
    expect(asked.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = asked.filter((r) => r.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json.message).toBe(
      'Too many uploads in progress. Finish or wait for the current ones (at most 20).',
    );
    expect((await browser.get('/api/evidence/s3/params?filename=a.txt')).status).toBe(429);
    // Another organization is not held back.
    expect((await (await client()).browser.post('/api/evidence/upload', {})).status).toBe(200);

    // A link that is used up (registered) or expired no longer counts.
    const [grant] = await app.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.organizationId, user.id))
      .limit(1);
    await app.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.id, grant!.id));
    expect((await browser.post('/api/evidence/upload', {})).status).toBe(200);
    expect((await browser.post('/api/evidence/upload', {})).status).toBe(429);
  });

  it('keeps an organization to its quota of files, at link issue and at registration', async () => {
    const { browser } = await client();
    for (const name of ['one.txt', 'two.txt'])
      expect((await upload(browser, name, TEXT_BYTES)).status).toBe(201);
    // Two links for the one place left: both upload, only one registers, even in parallel.
    const links = await Promise.all([0, 1].map(() => browser.post('/api/evidence/upload', {})));
    for (const link of links) {
      expect(link.status).toBe(200);
      const put = await browser.send('PUT', link.json.uploadURL, new Uint8Array(TEXT_BYTES), {
        'content-type': 'text/plain',
      });
      expect(put.status).toBe(200);
    }
    const registered = await Promise.all(
      links.map((link) =>
        browser.post('/api/evidence', {
          controlId: 'AC.L1-3.1.1',
          fileName: 'three.txt',
          uploadURL: link.json.uploadURL,
        }),
      ),
    );
    expect(registered.map((r) => r.status).sort()).toEqual([201, 413]);
    const message =
      'Evidence quota reached: an organization can keep at most 3 files. Delete files you no longer need to add more.';
    expect(registered.find((r) => r.status === 413)!.json.message).toBe(message);
    expect((await browser.get('/api/evidence')).json).toHaveLength(3);

    const link = await browser.post('/api/evidence/upload', { fileName: 'four.txt', fileSize: 10 });
    expect(link.status).toBe(413);
    expect(link.json.message).toBe(message);
    expect((await upload(browser, 'four.txt', TEXT_BYTES)).status).toBe(413);
    expect((await browser.get('/api/evidence')).json).toHaveLength(3);

    // Deleting a file makes room again.
    const [first] = (await browser.get('/api/evidence')).json;
    expect((await browser.delete(`/api/evidence/${first.id}`)).status).toBe(204);
    expect((await upload(browser, 'four.txt', TEXT_BYTES)).status).toBe(201);
  });

  it('keeps an organization to its quota of bytes', async () => {
    const { browser } = await client();
    const big = Buffer.alloc(600, 0x61);
    expect((await upload(browser, 'a.txt', big)).status).toBe(201);
    const message =
      'Evidence quota reached: an organization can keep at most 1000 Bytes of evidence (600 Bytes used). Delete files you no longer need to add more.';
    const link = await browser.post('/api/evidence/upload', { fileName: 'b.txt', fileSize: 600 });
    expect(link.status).toBe(413);
    expect(link.json.message).toBe(message);
    // A link asked without a size is given; the registration measures the file and refuses it.
    const blind = await browser.post('/api/evidence/upload', {});
    expect(blind.status).toBe(200);
    await browser.send('PUT', blind.json.uploadURL, new Uint8Array(big), { 'content-type': 'text/plain' });
    const registered = await browser.post('/api/evidence', {
      controlId: 'AC.L1-3.1.1',
      fileName: 'b.txt',
      uploadURL: blind.json.uploadURL,
    });
    expect(registered.status).toBe(413);
    expect(registered.json.message).toBe(message);
    expect((await upload(browser, 'c.txt', big)).status).toBe(413);
    expect((await upload(browser, 'small.txt', Buffer.alloc(400, 0x61))).status).toBe(201);
  });
});
