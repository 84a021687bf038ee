import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { it } from '../support/api-test';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { buildWorld, snapshotOrganization, type ActorName, type World } from '../support/world';

/**
 * Property-based API fuzzing (fast-check). Every route of the app (the list comes from Fastify
 * itself, so a new route is fuzzed without an edit) gets generated and malformed bodies, queries,
 * headers and path parameters, as several actors. Properties:
 * - never a 5xx;
 * - every 4xx is the envelope of D5: a JSON body with a string `message`;
 * - an actor never changes another organization's data (its implementations, evidence, upload
 *   links, account row and activity count are compared before and after).
 *
 * FUZZ_RUNS sets the number of requests (10,000 with CI=true, 1,000 on a local run); FUZZ_SEED
 * replays a run.
 */
const IN_CI = process.env.CI === 'true' || process.env.CI === '1';
const REQUESTS = Number(process.env.FUZZ_RUNS ?? (IN_CI ? 10_000 : 1_000));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Requests of one generated batch, sent at once: modest concurrency on two cores. */
const BATCH = 8;
const BODY_LIMIT = 1024 * 1024;

let world: World;
const actors = new Map<ActorName, HttpClient>();
const fuzzed = new Map<string, number>();

/** Routes that start or end sessions: fuzzed without a session, so the actors keep theirs. */
const SESSION_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/impersonate',
  'POST /api/admin/exit-impersonation',
]);

interface Route {
  method: string;
  url: string;
}

interface FuzzRequest {
  actor: ActorName;
  route: Route;
  params: string[];
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
  contentType: string | undefined;
  origin: string | undefined;
  /** The organization the request names (D34): none, A's, B's, or any text. */
  organization: string | undefined;
}

// ---- generators -------------------------------------------------------------------------------

const PRINTABLE = [...Array(95)].map((_, i) => String.fromCharCode(32 + i));
const headerText = fc.string({ unit: fc.constantFrom(...PRINTABLE), maxLength: 60 });
const nastyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\uD800',
    '😀'.repeat(50),
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
  ),
  fc.constantFrom('x'.repeat(5_000), 'y'.repeat(100_000)),
);
/** encodeURIComponent, with lone surrogates (which it refuses) replaced. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}
const nearUuid = fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 36, maxLength: 36 });

/** Ids of both organizations' objects, so that every route is tried on another's objects too. */
function knownIds(): string[] {
  return [world.a, world.b].flatMap((org) => [
    org.userId,
    org.implementationId,
    org.evidenceId,
    org.grantId,
    org.multipart.uploadId,
  ]);
}

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds()) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nearUuid },
    { weight: 2, arbitrary: nastyText.map((text) => encode(text.slice(0, 2000)) || 'x') },
    {
      weight: 2,
      // Sent as they are: raw escapes, malformed percent-encoding, dots.
      arbitrary: fc.constantFrom(
        '%00',
        '%zz',
        '%',
        '..',
        '%2e%2e%2f',
        'AC.L1-3.1.1',
        '0',
        '-1',
        '1e3',
        '10001',
        'null',
      ),
    },
  );
}

const FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'email',
  'businessName',
  'businessNumber',
  'industry',
  'controlId',
  'status',
  'notes',
  'auditorStatus',
  'auditorNotes',
  'implementationIds',
  'implementations',
  'implementationId',
  'basedOn',
  'userId',
  'newPassword',
  'fileName',
  'fileType',
  'fileSize',
  'uploadURL',
  'filename',
  'type',
  'metadata',
  'parts',
  'role',
  'disabled',
  'firstName',
  'lastName',
  '__proto__',
  'constructor',
];
const QUERY_NAMES = [
  'key',
  'search',
  'userSearch',
  'download',
  'page',
  'pageSize',
  'domainId',
  'filename',
  'type',
  'limit',
  'status',
  'implementationsPage',
  'usersPage',
  'role',
  'affirmation',
  'action',
  'filter',
];

function fieldValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    nastyText,
    fc.constantFrom(...knownIds()),
    fc.constantFrom(...[world.a, world.b].map((org) => `/api/evidence/uploads/${org.grantId}`)),
    fc.constantFrom(
      'AC.L1-3.1.1',
      'completed',
      'approved',
      'Manufacturing',
      'policy.pdf',
      'correct-horse-battery',
    ),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(
      fc.record({ PartNumber: fc.integer({ min: -1, max: 10_001 }), ETag: fc.string({ maxLength: 10 }) }),
      {
        maxLength: 3,
      },
    ),
  );
}

function bodyArbitrary(): fc.Arbitrary<FuzzRequest['body']> {
  const deep = fc
    .integer({ min: 100, max: 20_000 })
    .map((depth): FuzzRequest['body'] => ({ kind: 'raw', text: '['.repeat(depth) + ']'.repeat(depth) }));
  const deepObject = fc.integer({ min: 100, max: 5_000 }).map((depth): FuzzRequest['body'] => ({
    kind: 'raw',
    text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  }));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<FuzzRequest['body']>({ kind: 'none' }) },
    {
      weight: 6,
      arbitrary: fc
        .dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue(), { maxKeys: 6 })
        .map((value): FuzzRequest['body'] => ({ kind: 'json', value })),
    },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): FuzzRequest['body'] => ({ kind: 'json', value })),
    },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: deepObject },
    {
      weight: 2,
      arbitrary: fc.string({ maxLength: 200 }).map((text): FuzzRequest['body'] => ({ kind: 'raw', text })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzRequest['body']>(
        {
          kind: 'raw',
          text: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        },
        {
          kind: 'raw',
          text: '--XyZ\r\nContent-Disposition: form-data; name="controlId"\r\n\r\nAC.L1-3.1.1\r\n--XyZ--\r\n',
        },
        { kind: 'raw', text: `{"notes":"${'z'.repeat(BODY_LIMIT + 10)}"}` },
      ),
    },
  );
}

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=XyZ',
      'multipart/form-data; boundary="unclosed',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      'multipart/mixed; boundary=XyZ',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/xml',
      ';;;',
    ),
  },
  { weight: 1, arbitrary: headerText },
);

function origins(app: TestApp): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constant(app.baseUrl) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'null',
        'garbage',
        'http://',
        'https://evil.example',
        'http://[::1',
        'file://',
      ),
    },
    { weight: 1, arbitrary: headerText },
  );
}

/** What a request names as its organization (D34): mostly none, else A's, B's or anything. */
function organizations(): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(world.a.userId, world.b.userId) },
    { weight: 1, arbitrary: headerText },
  );
}

function requestArbitrary(
  app: TestApp,
  routes: Route[],
  phaseActors: ActorName[],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      actor: fc.constantFrom(...phaseActors),
      route: fc.constantFrom(...routes),
      params: fc.array(pathValue(), { minLength: 3, maxLength: 3 }),
      query: fc.oneof(
        fc.constant<[string, string][]>([]),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })),
            fc.oneof(
              nastyText.map((text) => text.slice(0, 3000)),
              fc.constantFrom(...[world.a, world.b].map((org) => org.multipart.key)),
              fc.integer().map(String),
            ),
          ),
          { maxLength: 4 },
        ),
      ),
      body: bodyArbitrary(),
      contentType: contentTypes,
      origin: origins(app),
      organization: organizations(),
    })
    .map((request) => request);
}

// ---- sending ----------------------------------------------------------------------------------

function pathOf(request: FuzzRequest): string {
  let index = 0;
  const path = request.route.url.replace(/:[A-Za-z]+|\*/g, () => request.params[index++ % 3]!);
  const query = request.query.map(([name, value]) => `${encode(name)}=${encode(value)}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** The actor's cookies in a new jar, so that a response cannot sign the shared actor out. */
function browserFor(app: TestApp, request: FuzzRequest): HttpClient {
  const browser = new HttpClient(app.baseUrl);
  if (SESSION_ROUTES.has(`${request.route.method} ${request.route.url}`)) return browser;
  const session = actors.get(request.actor);
  for (const name of [SESSION_COOKIE, ADMIN_SESSION_COOKIE]) {
    const value = session?.cookie(name);
    if (value) browser.setCookie(name, value);
  }
  return browser;
}

function describeRequest(request: FuzzRequest, path: string): string {
  const body =
    request.body.kind === 'none'
      ? ''
      : ((request.body.kind === 'json' ? JSON.stringify(request.body.value) : request.body.text) ?? '');
  return `${request.route.method} ${path.slice(0, 300)} as ${request.actor} (content-type ${String(request.contentType)}, origin ${String(request.origin)}, organization ${String(request.organization)}) body ${body.slice(0, 300)}`;
}

async function send(app: TestApp, request: FuzzRequest): Promise<void> {
  const key = `${request.route.method} ${request.route.url}`;
  fuzzed.set(key, (fuzzed.get(key) ?? 0) + 1);
  const path = pathOf(request);
  const hasBody = request.route.method !== 'GET' && request.body.kind !== 'none';
  const text = !hasBody
    ? undefined
    : request.body.kind === 'json'
      ? (JSON.stringify(request.body.value) ?? 'null')
      : request.body.kind === 'raw'
        ? request.body.text
        : undefined;
  const headers: Record<string, string> = {};
  if (hasBody && request.contentType !== undefined) headers['content-type'] = request.contentType;
  if (request.origin !== undefined) headers.origin = request.origin;
  if (request.organization !== undefined) headers[ORGANIZATION_HEADER] = request.organization;
  const where = describeRequest(request, path);
  let response;
  try {
    response = await browserFor(app, request).send(request.route.method, path, text, headers);
  } catch (error) {
    // A body past the limit may be cut off by the server's early 413 and closed connection.
    if (text !== undefined && Buffer.byteLength(text) > BODY_LIMIT) return;
    throw new Error(`${where}: no answer (${String(error)})`);
  }
  if (response.status >= 500) throw new Error(`${where}: ${response.status} ${response.text.slice(0, 300)}`);
  if (response.status >= 400 && typeof response.json?.message !== 'string')
    throw new Error(`${where}: ${response.status} without the envelope: ${response.text.slice(0, 300)}`);
}

async function fuzzPhase(app: TestApp, phaseActors: ActorName[], requests: number): Promise<void> {
  const routes = app.routes.filter((route) => route.method !== 'HEAD');
  await fc.assert(
    fc.asyncProperty(
      fc.array(requestArbitrary(app, routes, phaseActors), { minLength: BATCH, maxLength: BATCH }),
      async (batch) => {
        await Promise.all(batch.map((request) => send(app, request)));
      },
    ),
    { numRuns: Math.ceil(requests / BATCH), seed: SEED },
  );
}

it.beforeAll(async ({ app }) => {
  world = await buildWorld(app);
  for (const actor of ['clientA', 'clientB', 'auditor', 'adminPlatform', 'adminConsole'] as const)
    actors.set(actor, await world.newActor(actor));
});

describe(`fuzzing every route (${REQUESTS} requests, seed ${SEED})`, () => {
  it(
    'anonymous and client A: no 5xx, always the envelope, and B is untouched',
    { timeout: 300_000 },
    async ({ app }) => {
      const before = await snapshotOrganization(app, world.b.userId);
      await fuzzPhase(app, ['anonymous', 'clientA'], Math.round(REQUESTS * 0.45));
      expect(await snapshotOrganization(app, world.b.userId)).toEqual(before);
    },
  );

  it('client B: no 5xx, always the envelope, and A is untouched', { timeout: 300_000 }, async ({ app }) => {
    const before = await snapshotOrganization(app, world.a.userId);
    await fuzzPhase(app, ['clientB'], Math.round(REQUESTS * 0.2));
    expect(await snapshotOrganization(app, world.a.userId)).toEqual(before);
  });

  it(
    'staff (auditor, admin platform, admin console): no 5xx, always the envelope',
    { timeout: 300_000 },
    async ({ app }) => {
      await fuzzPhase(app, ['auditor', 'adminPlatform', 'adminConsole'], Math.round(REQUESTS * 0.35));
    },
  );

  it('reached every route of the app, and the app still answers', async ({ app }) => {
    const routes = app.routes.filter((route) => route.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    // A short run (FUZZ_RUNS) may miss a route; the CI run of 10,000 reaches every one.
    if (REQUESTS >= 5_000) expect(routes.filter((route) => !fuzzed.has(route))).toEqual([]);
    expect([...fuzzed.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(REQUESTS * 0.99);
    expect((await new HttpClient(app.baseUrl).get('/api/health')).status).toBe(200);
  });
});
