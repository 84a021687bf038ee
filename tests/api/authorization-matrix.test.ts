import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { uploadGrants } from '../../src/server/db/schema';
import type { HttpClient } from '../support/http-client';
import { ACTORS, buildWorld, type ActorName, type World } from '../support/world';
import { AUTHORIZATION_MATRIX, expectedFor, type Expected } from './authorization-matrix';

let world: World;
const sessions = new Map<ActorName, HttpClient>();

/** The routes of the app, as Fastify added them; HEAD routes come with their GET. */
function appRoutes(app: TestApp): string[] {
  return [
    ...new Set(app.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
  ].sort();
}

function statusClass(status: number): Expected {
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  return status as Expected;
}

it.beforeAll(async ({ app }) => {
  world = await buildWorld(app);
  for (const actor of ACTORS) sessions.set(actor, await world.newActor(actor));
});
// Rows open upload links of their own; close those of earlier cases, as a user finishing them
// would, so that A stays under the limit of open links (D26) that has its own test.
it.beforeEach(async ({ app }) => {
  if (!world) return;
  await app.db
    .update(uploadGrants)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(uploadGrants.organizationId, world.a.userId),
        isNull(uploadGrants.closedAt),
        notInArray(uploadGrants.id, [world.a.grantId]),
        notInArray(uploadGrants.stagingKey, [world.a.multipart.key]),
      ),
    );
});

describe('the authorization matrix', () => {
  it('lists every route of the app, and no route the app does not have', ({ app }) => {
    const listed = AUTHORIZATION_MATRIX.map((row) => `${row.method} ${row.url}`).sort();
    const routes = appRoutes(app);
    expect(routes.length).toBeGreaterThan(40);
    expect(
      routes.filter((route) => !listed.includes(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      listed.filter((route) => !routes.includes(route)),
      'matrix rows without a route',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  describe.each(AUTHORIZATION_MATRIX)('$method $url', (row) => {
    it.for(ACTORS)('as %s', async (actor, { app }) => {
      const browser = row.fresh ? await world.newActor(actor) : sessions.get(actor)!;
      const request = row.request ? await row.request(world, actor, app) : { path: row.url };
      const response =
        request.raw !== undefined
          ? await browser.send(row.method, request.path, request.raw)
          : await browser.request(row.method, request.path, request.body);
      const got = statusClass(response.status);
      expect(
        got,
        `${row.method} ${request.path} as ${actor}: ${response.status} ${response.text.slice(0, 200)}`,
      ).toBe(expectedFor(row, actor));
      if (response.status >= 400) expect(typeof response.json?.message).toBe('string');
      // D34: the refusal of a named organization says so, for the page to fall back.
      if (actor === 'clientBNamingA' && !row.url.startsWith('/api/admin/'))
        expect(response.json?.code).toBe('not_a_member');
    });
  });
});
