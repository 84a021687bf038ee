import { afterAll, beforeAll, describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { buildApp } from '../../src/server/app';
import { connectDatabase } from '../../src/server/db/client';
import { freePort } from '../../src/server/postgres/embedded';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async ({ app }) => {
    const response = await new HttpClient(app.baseUrl).call(routes.health);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async ({ app }) => {
    const port = await freePort();
    const unreachable = connectDatabase(`postgres://postgres@127.0.0.1:${port}/nothing`, { max: 1 });
    const broken = await buildApp({
      config: app.config,
      db: unreachable.db,
      sessionSecret: TEST_SESSION_SECRET,
      storage: app.storage,
      logger: false,
    });
    try {
      const response = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is unavailable; try again shortly' });
    } finally {
      await broken.close();
      await unreachable.close();
    }
  });
});

describe('security headers', () => {
  it('go with every answer: the content policy, no sniffing, no framing by other sites', async ({ app }) => {
    for (const path of ['/api/health', '/api/controls', '/api/does-not-exist']) {
      const { headers } = await new HttpClient(app.baseUrl).get(path);
      expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
    }
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the error envelope', async ({ app }) => {
    const response = await new HttpClient(app.baseUrl).get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.json).toEqual({ message: 'No API route GET /api/does-not-exist' });
  });

  it('malformed JSON is a 400 in the envelope', async ({ app }) => {
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request' });
  });
});

describe('OpenAPI', () => {
  it('documents the routes from the same zod schemas, for staff only (D33)', async ({ app }) => {
    expect((await new HttpClient(app.baseUrl).get('/api/docs/json')).status).toBe(401);
    expect((await new HttpClient(app.baseUrl).get('/api/docs')).status).toBe(401);
    const auditor = await createStaff(app, 'auditor');
    const response = await auditor.get('/api/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.json.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/controls', '/api/health']),
    );
  });
});

describe('OpenAPI with API_DOCS=public', () => {
  let published: TestApp;
  beforeAll(async () => {
    published = await startTestApp({ API_DOCS: 'public' });
  });
  afterAll(async () => published?.close());

  it('is readable without signing in', async () => {
    const anonymous = new HttpClient(published.baseUrl);
    expect((await anonymous.get('/api/docs/json')).status).toBe(200);
    expect((await anonymous.get('/api/docs')).status).toBe(200);
  });
});
