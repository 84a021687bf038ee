import { describe, expect } from 'vitest';
import type { RouteSpec } from '../../src/contract/route';
import { ROUTE_AREAS, routes } from '../../src/contract/routes';
import { it } from '../support/api-test';

/*
 * The route table (issue 24) is the API: the server registers every route from it and no other,
 * and the OpenAPI description lists each with the schemas declared there.
 */
it.override('appEnv', { API_DOCS: 'public' });

const table = Object.values(routes) as RouteSpec[];
const signature = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? route.path}`;
/** `/api/evidence/:id/links` as OpenAPI writes it: `/api/evidence/{id}/links`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the route table', () => {
  it('declares each route once, under one name', () => {
    const names = Object.values(ROUTE_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(routes)).toHaveLength(names.length);
    const signatures = table.map(signature);
    expect(new Set(signatures).size).toBe(signatures.length);
    // Every area is filled: no placeholder is left.
    for (const [area, declared] of Object.entries(ROUTE_AREAS)) {
      expect(Object.keys(declared).length, area).toBeGreaterThan(0);
    }
  });

  it('is what the server registers: every route of the table, and no API route besides', async ({ app }) => {
    const registered = app.routes
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
      // The documentation pages are the swagger plugin's own.
      .filter((route) => !route.url.startsWith('/api/docs'))
      .map(signature);
    expect([...new Set(registered)].sort()).toEqual(table.map(signature).sort());
  });

  it('is what the OpenAPI description lists, with the schemas declared', async ({ browser }) => {
    const response = await browser.get('/api/docs/json');
    expect(response.status).toBe(200);
    const paths = response.json.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const listed = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = table
      .filter((route) => !route.hidden)
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(listed.sort()).toEqual(declared.sort());
    // A write that answers more lists the added fields beside the old ones (a finding's save).
    const save = paths[openApiPath(routes.saveFinding.path)]!.put!.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(save.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'objectiveId',
        'finding',
        'evidenceIds',
        'practice',
        'requirement',
        'overall',
        'verdictLapsed',
      ]),
    );
  });
});
