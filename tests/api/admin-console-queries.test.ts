import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ADMIN_COUNT_STEP } from '../../src/contract/admin';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { seedDemo } from '../../src/server/cli/demo-seed';
import { HttpClient } from '../support/http-client';

/**
 * Every console list answers with a bounded number of SQL statements whatever the number of
 * organizations (issue 12 section 3): the statements sent to PostgreSQL are counted per request
 * (the pool reports each one, db/client.ts `onQuery`) on 50 organizations, then on 150.
 */
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

it.override('appOptions', {
  onQuery: (text) => {
    if (counting) statements.push(text);
  },
});
it.beforeAll(async ({ app }) => {
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      username: 'counting_admin',
      password: 'admin-password-1',
      email: 'counting@agency.example',
      role: 'admin',
    },
    'by a test',
  );
  browser = new HttpClient(app.baseUrl);
  expect(
    (
      await browser.call(routes.adminLogin, {
        body: { username: 'counting_admin', password: 'admin-password-1' },
      })
    ).status,
  ).toBe(200);
});

describe('console lists at scale', () => {
  it('send the same few statements for 50 organizations as for 150', async ({ app }) => {
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
    // The page and its count (unfiltered: the kept row count); a search looks the organizations up
    // first. (The overview: its lists, summary and catalog.)
    for (const path of LISTS.filter((p) => !p.includes('all-assessments'))) {
      expect(small[path], path).toBe(path.includes('search=') && !path.includes('/users') ? 3 : 2);
    }
    expect(small['/api/admin/all-assessments']).toBeLessThanOrEqual(14);
  });
});

/**
 * A page of an unfiltered list skips the whole days newer than its first row (admin/paging.ts
 * listPage, db/list-days.ts); what the admin sees must be the very page a newest-first read gives.
 */
describe('late pages', () => {
  const LISTS_IN_ORDER = [
    {
      path: '/api/admin/activity',
      order: sql`select id from activity_log order by created_at desc, id desc`,
    },
    {
      path: '/api/admin/implementations',
      order: sql`select id from control_implementations order by updated_at desc, id desc`,
    },
    {
      path: '/api/admin/evidence',
      order: sql`select id from evidence_files order by uploaded_at desc, id desc`,
    },
    {
      path: '/api/admin/users',
      order: sql`select id from users order by created_at desc, id desc`,
    },
    {
      path: '/api/admin/organizations',
      order: sql`select id from organizations order by created_at desc, id desc`,
    },
  ];
  const PAGE_SIZE = 7;

  it.for(LISTS_IN_ORDER)(
    '$path: every page holds the rows a newest-first read gives',
    async ({ path, order }, { app }) => {
      const ids = (await app.db.execute(order)).rows.map((row) => String(row.id));
      const pages = Math.ceil(ids.length / PAGE_SIZE);
      expect(pages).toBeGreaterThan(4);
      // The first, one before the middle, the middle, one after, the one before last, the last
      // (short unless the total divides evenly), and one past the end.
      const middle = Math.ceil(pages / 2);
      for (const page of [1, middle - 1, middle, middle + 1, pages - 1, pages, pages + 1]) {
        const response = await browser.get(`${path}?page=${page}&pageSize=${PAGE_SIZE}`);
        expect(response.status).toBe(200);
        expect(response.json.total, `${path} page ${page}`).toBe(ids.length);
        const expected = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        expect(
          response.json.items.map((item: { id: string }) => item.id),
          `${path} page ${page} of ${pages}`,
        ).toEqual(expected);
      }
    },
  );

  /*
   * A search that names a few organizations reads each one's newest entries from its own index
   * and merges them (admin/activity-list.ts organizationsWindow): its pages must be the very pages
   * a newest-first read of those organizations' entries gives, with and without an action.
   */
  it('activity searched by organization: every page holds the rows a newest-first read gives', async ({
    app,
  }) => {
    const search = 'Summit';
    const named = sql`organization_id in (select id from organizations where business_name ilike ${`%${search}%`})`;
    const [common] = (
      await app.db.execute(
        sql`select action from activity_log where ${named} group by action order by count(*) desc limit 1`,
      )
    ).rows;
    for (const action of [undefined, String(common!.action)]) {
      const ids = (
        await app.db.execute(
          sql`select id from activity_log where ${named} ${action ? sql`and action = ${action}` : sql``}
              order by created_at desc, id desc`,
        )
      ).rows.map((row) => String(row.id));
      const pages = Math.ceil(ids.length / PAGE_SIZE);
      expect(pages, `action ${action}`).toBeGreaterThan(1);
      for (let page = 1; page <= pages + 1; page++) {
        const path = `/api/admin/activity?search=${search}${action ? `&action=${action}` : ''}`;
        const response = await browser.get(`${path}&page=${page}&pageSize=${PAGE_SIZE}`);
        expect(response.status).toBe(200);
        expect(response.json.total, `${path} page ${page}`).toBe(ids.length);
        expect(
          response.json.items.map((item: { id: string }) => item.id),
          `${path} page ${page} of ${pages}`,
        ).toEqual(ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
      }
    }
  });
});

/**
 * An evidence search is the UNION of its parts (file name, organization, control), each read on its
 * own index (admin/paging.ts unionWindowIds): its pages must be those of a newest-first read of the
 * files any part matches, and its total their number.
 */
describe('evidence searched by name, organization or control', () => {
  const PAGE_SIZE = 7;
  it('every page holds the files a newest-first read gives, for each kind of search', async ({ app }) => {
    const first = async (query: ReturnType<typeof sql>) => String((await app.db.execute(query)).rows[0]!.v);
    const searches = [
      // The control most files serve, by its number.
      await first(sql`select c.control_number as v from evidence_control_links l
        join controls c on c.id = l.control_id group by c.control_number order by count(*) desc limit 1`),
      // The first word of the commonest file name ("Password": also the title of controls).
      (
        await first(
          sql`select file_name as v from evidence_files group by file_name order by count(*) desc limit 1`,
        )
      ).split(' ')[0]!,
      // A business name's first word: a few organizations.
      'Summit',
    ];
    for (const search of searches) {
      const pattern = `%${search}%`;
      const ids = (
        await app.db.execute(sql`select f.id from evidence_files f
          where f.file_name ilike ${pattern}
            or f.organization_id in (select id from organizations where business_name ilike ${pattern})
            or exists (select 1 from evidence_control_links l join controls c on c.id = l.control_id
              where l.evidence_id = f.id and (c.control_number ilike ${pattern} or c.title ilike ${pattern}))
          order by f.uploaded_at desc, f.id desc`)
      ).rows.map((row) => String(row.id));
      const pages = Math.ceil(ids.length / PAGE_SIZE);
      expect(pages, search).toBeGreaterThan(2);
      for (let page = 1; page <= pages + 1; page++) {
        const path = `/api/admin/evidence?search=${encodeURIComponent(search)}&page=${page}&pageSize=${PAGE_SIZE}`;
        const response = await browser.get(path);
        expect(response.status).toBe(200);
        expect(response.json.total, path).toBe(ids.length);
        expect(
          response.json.items.map((item: { id: string }) => item.id),
          path,
        ).toEqual(ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
      }
    }
  });
});

/**
 * A filtered list is counted only up to the next thousand past the page shown (issue 28): page 1
 * of a broad search says "more than 1,000", a page further on counts further, and the last pages
 * tell the exact total.
 */
describe('filtered lists counted past the page', () => {
  it('tell an exact total up to the next thousand past the page, and a lower bound beyond', async ({
    app,
  }) => {
    // Every Level 1 control's number holds "L1": the search finds every seeded implementation.
    const path = '/api/admin/implementations?search=L1';
    const [row] = (
      await app.db.execute(sql`select count(*)::int as n from control_implementations i
        join controls c on c.id = i.control_id where c.control_number ilike '%L1%'`)
    ).rows;
    const exact = Number(row!.n);
    expect(exact).toBeGreaterThan(2 * ADMIN_COUNT_STEP);
    const pageOf = async (page: number) => {
      const response = await browser.get(`${path}&page=${page}&pageSize=25`);
      expect(response.status).toBe(200);
      return response.json as { items: unknown[]; total: number; totalIsLowerBound?: boolean };
    };
    // Page 1 (rows 1-25): counted to 1,000 and stopped.
    expect(await pageOf(1)).toMatchObject({ total: 1000, totalIsLowerBound: true });
    // Page 40 ends on row 1,000: its count goes one thousand further, so a next page is known.
    expect(await pageOf(40)).toMatchObject({ total: 2000, totalIsLowerBound: true });
    // The last page: the count reaches the end, and the total is exact.
    const last = await pageOf(Math.ceil(exact / 25));
    expect(last.total).toBe(exact);
    expect(last.totalIsLowerBound).toBeUndefined();
    expect(last.items.length).toBe(exact - (Math.ceil(exact / 25) - 1) * 25);
  });
});
