import { describe, expect } from 'vitest';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { HttpClient } from '../support/http-client';

const client = (app: TestApp) => new HttpClient(app.baseUrl);

describe('GET /api/login?next= (issue 12: back to the same page after signing in)', () => {
  it('passes a path of this site on to the sign-in page', async ({ app }) => {
    const response = await client(app).get(
      `/api/login?next=${encodeURIComponent('/evidence?control=AC.L1-3.1.1')}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/evidence?control=AC.L1-3.1.1')}`,
    );
  });

  it.for([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\n/evil.example',
    '/\t/evil.example',
    'evidence',
    '/login',
    '/api/auth/user',
  ])('drops %s and sends to plain /login', async (next, { app }) => {
    const response = await client(app).get(`/api/login?next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('drops a repeated parameter rather than failing', async ({ app }) => {
    const response = await client(app).get('/api/login?next=/evidence&next=/controls');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});
