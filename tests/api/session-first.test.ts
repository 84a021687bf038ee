import { describe, expect } from 'vitest';
import type { z } from 'zod';
import { routeUrl, type RouteSpec } from '../../src/contract/route';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import { createConsoleAdmin, createStaff } from '../support/staff';

/*
 * Issue 38: a route that is not public checks the session before the body. Someone without the
 * session a route works on (the platform's, or the admin console's for the console's routes, D10)
 * is answered 401, never 400 with the route's field rules, whatever the request carries. The
 * routes come from the table, so a new route is covered as soon as it is declared.
 */

const protectedRoutes = (Object.values(routes) as RouteSpec[]).filter((route) => route.access !== 'public');
const consoleRoutes = protectedRoutes.filter((route) => route.session === 'console');
const platformRoutes = protectedRoutes.filter((route) => route.session !== 'console');

/**
 * Values no declared field accepts: with a NUL, not a number, longer than an id (a path parameter
 * within Fastify's limit of 100 characters) or than any text of a query.
 */
const JUNK_PARAM = `\u0000${'x'.repeat(90)}`;
const JUNK_QUERY = `\u0000${'x'.repeat(2000)}`;

const junkFor = (schema: z.ZodType | undefined, junk: string) => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return Object.fromEntries(Object.keys(shape).map((key) => [key, junk]));
};

/**
 * A request to the route that its schemas refuse where it declares an input: junk params and
 * query, and a JSON array where an object is expected (or no JSON at all, `brokenJson`).
 */
function malformed(route: RouteSpec, brokenJson = false) {
  const params = junkFor(route.params, JUNK_PARAM);
  const query = junkFor(route.query, JUNK_QUERY);
  const refused = [
    route.params && !route.params.safeParse(params).success,
    route.query && !route.query.safeParse(query).success,
    route.body && !route.body.safeParse([]).success,
  ];
  // With an input declared, the request is one the schemas refuse (a 400 once signed in).
  if (route.params || route.query || route.body)
    expect(refused.some(Boolean), `${route.path}: malformed`).toBe(true);
  const url = routeUrl(route.path, { params: route.params ? params : undefined, query });
  const withBody = route.method !== 'GET';
  return {
    url,
    body: withBody ? (brokenJson ? '{"unfinished": ' : '[]') : undefined,
    headers: withBody ? { 'content-type': 'application/json' } : undefined,
  };
}

async function expectSignedOut(browser: HttpClient, route: RouteSpec, brokenJson = false) {
  const request = malformed(route, brokenJson);
  const response = await browser.send(route.method, request.url, request.body, request.headers);
  const label = `${route.method} ${route.path}: ${response.status} ${response.text.slice(0, 200)}`;
  expect(response.status, label).toBe(401);
  expect(response.json, label).toEqual({ message: 'Unauthorized' });
}

describe('a route that needs a session', () => {
  it('has the table declare some, of both sessions', () => {
    expect(platformRoutes.length).toBeGreaterThan(50);
    expect(consoleRoutes.length).toBeGreaterThan(10);
  });

  it.for(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers 401 to %s without a session, before the input is checked',
    async ([, route], { browser }) => {
      await expectSignedOut(browser, route);
      await expectSignedOut(browser, route, true);
    },
  );

  it('of the admin console answers 401 to an admin with only a platform session', async ({ app }) => {
    const platformAdmin = await createStaff(app, 'admin');
    for (const route of consoleRoutes) await expectSignedOut(platformAdmin, route);
  });

  it('of the platform answers 401 to an admin with only a console session', async ({ app }) => {
    const consoleAdmin = await createConsoleAdmin(app);
    for (const route of platformRoutes) await expectSignedOut(consoleAdmin, route);
  });

  it('still checks the input of a signed-in caller: 400 with the field rules', async ({ client }) => {
    const response = await client.browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'nearly' as never },
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toHaveProperty('status');
  });
});
