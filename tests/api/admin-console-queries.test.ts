import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { HttpClient } from '../support/http-client';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Every console list answers with a bounded number of SQL statements whatever the number of
 * organizations (issue 12 section 3): the statements sent to PostgreSQL are counted per request
 * (the pool reports each one, db/client.ts `onQuery`) on 50 organizations, then on 150.
 */
let app: TestApp;
let browser: HttpClient;
let statements: string[] = [];
let counting = false;

const LISTS = [
  '/api/admin/all-assessments',
  '/api/admin/users',
  '/api/admin/users?search=org&affirmation=never&page=2',
  '/api/admin/implementations',
  '/api/admin/implementations?search=control&status=completed&domainId=AC&page=2',
  '/api/admin/evidence',
  '/api/admin/evidence?search=.pdf&page=2',
  '/api/admin/activity',
  '/api/admin/activity?search=sign&action=sign_in&page=2',
];

/** Statements of one request; the session's own bookkeeping (touching its expiry) is left out. */
async function statementsOf(path: string): Promise<number> {
  statements = [];
  counting = true;
  const response = await browser.get(path);
  counting = false;
  expect(response.status, `${path}: ${response.text.slice(0, 200)}`).toBe(200);
  expect(response.json.items?.length ?? response.json.users.length, path).toBeGreaterThan(0);
  return statements.filter((text) => !/"sessions"/.test(text)).length;
}

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const path of LISTS) counts[path] = await statementsOf(path);
  return counts;
}

beforeAll(async () => {
  app = await startTestApp(
    {},
    {
      onQuery: (text) => {
        if (counting) statements.push(text);
      },
    },
  );
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      username: 'counting_admin',
      password: 'admin-password-1',
      email: 'counting@agency.example',
      businessName: 'CMMC Readiness Staff',
      industry: 'Government Contracting',
      role: 'admin',
    },
    'by a test',
  );
  browser = new HttpClient(app.baseUrl);
  expect(
    (await browser.post('/api/admin/login', { username: 'counting_admin', password: 'admin-password-1' }))
      .status,
  ).toBe(200);
});
afterAll(async () => app?.close());

describe('console lists at scale', () => {
  it('send the same few statements for 50 organizations as for 150', async () => {
    await seedDemo(app.db, {
      organizations: 50,
      tag: 'first',
      evidencePerOrganization: 4,
      activityPerOrganization: 10,
    });
    const small = await countAll();
    await seedDemo(app.db, {
      organizations: 100,
      tag: 'second',
      evidencePerOrganization: 4,
      activityPerOrganization: 10,
    });
    const large = await countAll();
    expect(large).toEqual(small);
    // The page and its count; an activity search looks the organizations up first. (The overview:
    // its lists, summary and catalog.)
    for (const path of LISTS.filter((p) => !p.includes('all-assessments'))) {
      expect(small[path], path).toBe(path.startsWith('/api/admin/activity?search') ? 3 : 2);
    }
    expect(small['/api/admin/all-assessments']).toBeLessThanOrEqual(14);
  });
});
