import { describe, expect } from 'vitest';
import { it } from '../support/api-test';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { NUL_MESSAGE } from '../../src/contract/text';
import { evidenceForm, PDF_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { s3StorageFor, startS3Server } from '../support/s3-server';
import { startTestApp } from '../support/test-app';

/**
 * Malformed input is a 4xx in the envelope of D5, never a 500: each case here was a 500 found by
 * generated requests (tests/api/fuzz.test.ts). A malformed id in a path is 404 (no object has
 * it); a malformed id in a body, or a grant id, is 400 (its schema refuses it).
 */
let client: HttpClient;
let auditor: HttpClient;
let admin: HttpClient;
const ADMIN = { username: 'malformed_admin', password: 'admin-password-1' };
/** 36 characters of hex digits and dashes that PostgreSQL does not accept as a uuid. */
const NEAR_UUIDS = [
  'a'.repeat(36),
  '-'.repeat(36),
  '0123456789abcdef0123456789abcdef-123',
  '00000000-0000-0000-0000-00000000000g',
];

function expectEnvelope(response: { status: number; json: any }, status: number | RegExp) {
  if (typeof status === 'number') expect(response.status).toBe(status);
  else expect(String(response.status)).toMatch(status);
  expect(typeof response.json?.message).toBe('string');
}

it.beforeAll(async ({ app }) => {
  client = new HttpClient(app.baseUrl);
  await registerClient(client);
  auditor = await createStaff(app, 'auditor');
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...ADMIN,
      email: 'malformed@agency.example',
      role: 'admin',
    },
    'by a test',
  );
  admin = new HttpClient(app.baseUrl);
  expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
});

describe('the Origin check of unsafe requests', () => {
  it.for(['null', 'garbage', 'http://', '::::', 'http://[::1', 'https://evil.example'])(
    'refuses Origin: %s with a 403 envelope',
    async (origin, { app }) => {
      const response = await new HttpClient(app.baseUrl).request(
        'POST',
        '/api/auth/login',
        { username: 'nobody', password: 'whatever-password' },
        { origin },
      );
      expectEnvelope(response, 403);
      expect(response.json.message).toBe('Cross-site request refused');
    },
  );

  it('still lets a same-site Origin through', async ({ app }) => {
    const response = await new HttpClient(app.baseUrl).request(
      'POST',
      '/api/auth/login',
      { username: 'nobody', password: 'whatever-password' },
      { origin: app.baseUrl },
    );
    expectEnvelope(response, 401);
  });
});

describe('ids that are not uuids', () => {
  it.each(NEAR_UUIDS)('are not found in paths: %s', async (id) => {
    expectEnvelope(await client.get(`/api/evidence/${id}/content`), 404);
    expectEnvelope(await client.delete(`/api/evidence/${id}`), 404);
    expectEnvelope(await admin.get(`/api/admin/evidence/${id}/content`), 404);
    expectEnvelope(await auditor.get(`/api/auditor/clients/${id}`), 404);
    expectEnvelope(await auditor.get(`/api/auditor/clients/${id}/evidence`), 404);
    expectEnvelope(await auditor.get(`/api/auditor/clients/${id}/progress`), 404);
    expectEnvelope(
      await auditor.put(`/api/auditor/implementations/${id}/review`, {
        auditorStatus: 'approved',
        auditorNotes: 'Looks right',
        basedOn: 1,
      }),
      404,
    );
  });

  it.each(NEAR_UUIDS)('are refused in bodies and as upload grants: %s', async (id) => {
    const reset = await admin.post('/api/admin/reset-password', {
      userId: id,
      newPassword: 'a-new-password-1',
    });
    expectEnvelope(reset, 400);
    expect(reset.json.errors).toHaveProperty('userId');
    expectEnvelope(await admin.post('/api/admin/impersonate', { userId: id }), 400);
    expectEnvelope(await client.send('PUT', `/api/evidence/uploads/${id}`, 'bytes'), 400);
    expectEnvelope(await client.send('PUT', `/api/evidence/uploads/${id}/parts/1`, 'bytes'), 400);
    expectEnvelope(
      await client.post('/api/evidence', {
        controlId: 'AC.L1-3.1.1',
        fileName: 'policy.pdf',
        uploadURL: `/api/evidence/uploads/${id}`,
      }),
      404,
    );
  });
});

describe('the NUL character', () => {
  it('is refused by the schemas, with a message on the field', async ({ app }) => {
    const login = await new HttpClient(app.baseUrl).post('/api/auth/login', {
      username: 'some\u0000one',
      password: 'whatever-password',
    });
    expectEnvelope(login, 400);
    expect(login.json.errors).toEqual({ username: NUL_MESSAGE });

    const register = await new HttpClient(app.baseUrl).post('/api/auth/register', {
      username: 'nul_tester',
      password: 'correct-horse-battery',
      confirmPassword: 'correct-horse-battery',
      email: 'nul@example.com',
      businessName: 'Acme\u0000Inc',
      industry: 'Manufacturing',
    });
    expectEnvelope(register, 400);
    expect(register.json.errors).toHaveProperty('businessName', NUL_MESSAGE);

    const save = await client.put('/api/implementations', {
      controlId: 'AC.L1-3.1.1',
      status: 'in_progress',
      notes: 'half\u0000done',
    });
    expectEnvelope(save, 400);
    expect(save.json.errors).toHaveProperty('notes', NUL_MESSAGE);

    expectEnvelope(await auditor.get('/api/auditor/clients?search=a%00b'), 400);
    expectEnvelope(await admin.get('/api/admin/all-assessments?userSearch=a%00b'), 400);
    expectEnvelope(await admin.get('/api/admin/all-assessments?search=%00'), 400);
    expectEnvelope(await client.get('/api/controls?domainId=A%00C'), 400);

    const direct = await client.send(
      'POST',
      '/api/evidence/upload-direct',
      evidenceForm('AC.L1-3.1.1\u0000', 'policy.pdf', PDF_BYTES),
    );
    expectEnvelope(direct, 400);
    expectEnvelope(
      await client.post('/api/evidence', { controlId: 'AC\u0000', fileName: 'a.pdf', uploadURL: '/x' }),
      400,
    );
  });

  it('is a 400, not a 500, where no schema looks at it (the database refuses it)', async () => {
    expectEnvelope(await client.get('/api/evidence/AC%00'), 400);
    expectEnvelope(await client.get(`/api/evidence/${'a'.repeat(10)}%00`), 400);
  });
});

describe('broken multipart bodies', () => {
  const form = (boundary: string, body: string) =>
    client.send('POST', '/api/evidence/upload-direct', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });

  it('a truncated body is a 400', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="controlId"\r\n\r\nAC.L1-3.1.1\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc';
    expectEnvelope(await form('XyZ', body), 400);
  });

  it('a wrong boundary parameter is a 4xx', async () => {
    const body = '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XyZ--\r\n';
    expectEnvelope(
      await client.send('POST', '/api/evidence/upload-direct', body, {
        'content-type': 'multipart/form-data',
      }),
      /^4/,
    );
    expectEnvelope(await form('', body), /^4/);
    expectEnvelope(await form('"', body), /^4/);
    expectEnvelope(await form('x'.repeat(300), body), /^4/);
    expectEnvelope(await form('other', body), /^4/);
    expectEnvelope(
      await client.send('POST', '/api/evidence/upload-direct', body, {
        'content-type': 'multipart/mixed; boundary=XyZ',
      }),
      /^4/,
    );
  });
});

describe('a part sent after its upload ended (local storage)', () => {
  async function startUpload() {
    const started = await client.post('/api/evidence/s3/multipart', {
      filename: 'policy.pdf',
      type: 'application/pdf',
    });
    expect(started.status).toBe(200);
    const { key, uploadId } = started.json as { key: string; uploadId: string };
    const query = `?key=${encodeURIComponent(key)}`;
    const signed = await client.get(`/api/evidence/s3/multipart/${uploadId}/1${query}`);
    expect(signed.status).toBe(200);
    const partUrl = signed.json.url as string;
    const part = await client.send('PUT', partUrl, new Uint8Array(PDF_BYTES));
    expect(part.status).toBe(200);
    return { uploadId, query, partUrl, etag: part.headers.get('etag')! };
  }

  it('after completion is a 404', async () => {
    const { uploadId, query, partUrl, etag } = await startUpload();
    const done = await client.post(`/api/evidence/s3/multipart/${uploadId}/complete${query}`, {
      parts: [{ PartNumber: 1, ETag: etag }],
    });
    expect(done.status).toBe(200);
    expectEnvelope(await client.send('PUT', partUrl, new Uint8Array(PDF_BYTES)), 404);
    expectEnvelope(
      await client
        .get(`/api/evidence/s3/multipart/${uploadId}/2${query}`)
        .then(async (signed) =>
          signed.status === 200 ? client.send('PUT', signed.json.url, new Uint8Array(PDF_BYTES)) : signed,
        ),
      404,
    );
  });

  it('after an abort is a 404', async () => {
    const { uploadId, query, partUrl } = await startUpload();
    expect((await client.delete(`/api/evidence/s3/multipart/${uploadId}${query}`)).status).toBe(200);
    expectEnvelope(await client.send('PUT', partUrl, new Uint8Array(PDF_BYTES)), 404);
    // Completing or listing an aborted upload is refused too, never a 500.
    expectEnvelope(
      await client.post(`/api/evidence/s3/multipart/${uploadId}/complete${query}`, {
        parts: [{ PartNumber: 1, ETag: '"x"' }],
      }),
      400,
    );
  });
});

describe('the companion routes after the upload ended (S3 storage)', () => {
  it('answer in the envelope, never a 500', async () => {
    const server = await startS3Server();
    const storage = s3StorageFor(server);
    const s3App = await startTestApp({}, { storage });
    try {
      const owner = new HttpClient(s3App.baseUrl);
      await registerClient(owner);
      for (const ending of ['complete', 'abort'] as const) {
        const started = await owner.post('/api/evidence/s3/multipart', { filename: 'policy.pdf' });
        expect(started.status).toBe(200);
        const { key, uploadId } = started.json as { key: string; uploadId: string };
        const query = `?key=${encodeURIComponent(key)}`;
        const signed = await owner.get(`/api/evidence/s3/multipart/${uploadId}/1${query}`);
        const part = await fetch(signed.json.url, { method: 'PUT', body: new Uint8Array(PDF_BYTES) });
        expect(part.status).toBe(200);
        const parts = [{ PartNumber: 1, ETag: part.headers.get('etag')! }];
        if (ending === 'complete') {
          expect(
            (await owner.post(`/api/evidence/s3/multipart/${uploadId}/complete${query}`, { parts })).status,
          ).toBe(200);
        } else {
          expect((await owner.delete(`/api/evidence/s3/multipart/${uploadId}${query}`)).status).toBe(200);
        }
        const after = [
          await owner.get(`/api/evidence/s3/multipart/${uploadId}${query}`),
          await owner.get(`/api/evidence/s3/multipart/${uploadId}/2${query}`),
          await owner.post(`/api/evidence/s3/multipart/${uploadId}/complete${query}`, { parts }),
          await owner.delete(`/api/evidence/s3/multipart/${uploadId}${query}`),
        ];
        for (const response of after) {
          expect(response.status, `${ending}: ${response.status} ${response.text}`).toBeLessThan(500);
          if (response.status >= 400) expect(typeof response.json?.message).toBe('string');
        }
      }
    } finally {
      await s3App.close();
      await server.stop();
    }
  });
});
