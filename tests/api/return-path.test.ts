import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const client = () => new HttpClient(app.baseUrl);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/login?next= (issue 12: back to the same page after signing in)', () => {
  it('passes a path of this site on to the sign-in page', async () => {
    const response = await client().get(
      `/api/login?next=${encodeURIComponent('/evidence?control=AC.L1-3.1.1')}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/evidence?control=AC.L1-3.1.1')}`,
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\n/evil.example',
    '/\t/evil.example',
    'evidence',
    '/login',
    '/api/auth/user',
  ])('drops %s and sends to plain /login', async (next) => {
    const response = await client().get(`/api/login?next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('drops a repeated parameter rather than failing', async () => {
    const response = await client().get('/api/login?next=/evidence&next=/controls');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});
