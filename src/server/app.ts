import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity/routes';
import { assessmentRoutes } from './findings/routes';
import { adminRoutes } from './admin/routes';
import { consoleRoutes } from './admin/console-routes';
import { auditorRoutes } from './auditor/routes';
import { reviewRoutes } from './reviews/routes';
import { DeviceKeys } from './auth/device';
import { authRoutes } from './auth/routes';
import { SessionCache } from './auth/session-cache';
import { PostgresSessionStore } from './auth/sessions';
import { totpRoutes } from './auth/totp-routes';
import type { AppConfig } from './config';
import { controlRoutes } from './controls/routes';
import { cycleRoutes } from './cycles/routes';
import { sspRequirementRoutes } from './ssp-requirements/routes';
import { poamRoutes } from './poam/routes';
import { sspRevisionRoutes } from './ssp-revisions/routes';
import { providerRoutes } from './providers/routes';
import { affirmationRoutes } from './affirmation/routes';
import { connectionSettingsOf, type Db } from './db/client';
import { registerApiDocs } from './api-docs/plugin';
import { healthRoutes } from './health/routes';
import { sweep } from './housekeeping';
import { foldListDays } from './db/list-days';
import { implementationRoutes } from './implementations/routes';
import { organizationRoutes } from './organizations/routes';
import { progressRoutes } from './progress/routes';
import { exportRoutes } from './reports/export-routes';
import { diagnosticRoutes } from './diagnostic/routes';
import { evidencePlugin } from './evidence';
import { backfillEvidenceHashes } from './evidence/hash-backfill';
import { errorHandler, forbidden, notFound } from './http/errors';
import { deviceCookiePlugin } from './auth/device-cookie-plugin';
import { sessionPlugin } from './http/session';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { Outbox } from './mail/outbox';
import { settingsRoutes } from './settings/routes';
import { serveWebApp } from './spa/static';
import { usePasswordHashCost } from './auth/password';
import type { ObjectStorage } from './storage/storage';
import { ReadModel } from './http/read-model';

export interface AppDependencies {
  config: AppConfig;
  db: Db;
  sessionSecret: string;
  storage: ObjectStorage;
  /** Folder of the built web app to serve; none in API-only use (tests, `npm run dev`). */
  webRoot?: string | undefined;
  logger?: boolean;
  /** Told of every route as it is added: lets tests list the whole API (authorization matrix, fuzzing). */
  onRoute?: (route: { method: string; url: string }) => void;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** Each write appends a delta to its list's rows per day (db/list-days.ts); folded often, summing them stays cheap. */
const ROW_COUNT_FOLD_INTERVAL_MS = 60_000;

/** The host of an Origin header; undefined for `null` and anything that is not a URL. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** Builds the whole server without listening, so that tests run the real thing in-process. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  usePasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Stopping must not wait for a client still sending an upload that was already refused.
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  const { onRoute } = deps;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute({ method, url: route.url });
    });
  }

  // Built once: @fastify/helmet rebuilt the whole policy (and parsed the CSP) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(cookie);
  const sessionCache = new SessionCache(connectionSettingsOf(db), (error) =>
    app.log.warn(
      { err: error },
      'session cache: lost its database connection; sessions are read every time until it is back',
    ),
  );
  await sessionCache.start();
  app.addHook('onClose', async () => sessionCache.close());
  const sessions = new PostgresSessionStore(
    db,
    deps.sessionSecret,
    {
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
      staffTotpRequired: config.staffTotpRequired,
    },
    sessionCache,
  );
  await app.register(sessionPlugin, {
    store: sessions,
    secure: config.cookieSecure,
    maxAgeSeconds: Math.floor(config.sessionAbsoluteMs / 1000),
  });
  await app.register(deviceCookiePlugin, {
    keys: new DeviceKeys(deps.sessionSecret),
    secure: config.cookieSecure,
  });
  app.decorate('throttlePolicy', config.throttle);
  app.decorate('staffTotpRequired', config.staffTotpRequired);

  // Cookies are SameSite=Lax; refusing cross-site origins on writes closes the remaining gap.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (!UNSAFE_METHODS.has(request.method) || !origin || !request.url.startsWith('/api/')) return;
    // `Origin: null` (sandboxed frames, some redirects) and unparsable values are cross-site too.
    const host = originHost(origin);
    if (!host || host !== request.headers.host) throw forbidden('Cross-site request refused');
  });

  // API answers carry personal and compliance data: no browser or proxy cache keeps them, unless
  // the route set its own policy. Health, settings and the API docs hold nothing personal.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
    if (/^\/api\/(health|settings|docs)(\/|\?|$)/.test(request.url)) return;
    reply.header('Cache-Control', 'no-store');
  });

  await registerApiDocs(app, config.apiDocs);

  await app.register(healthRoutes, { db });
  await app.register(settingsRoutes, { config });
  const mailer = createMailer(config.mail);
  const outbox = mailer ? new Outbox(mailer, app.log) : undefined;
  if (mailer) {
    if (config.publicUrlGuessed)
      app.log.warn(
        `PUBLIC_URL is not set: password reset and enrolment links will point to ${config.publicUrl}`,
      );
    // Mail already promised goes out before the database closes under it.
    app.addHook('onClose', async () => {
      await outbox?.drain();
      mailer.close();
    });
  }
  await app.register(authRoutes, {
    db,
    outbox,
    publicUrl: config.publicUrl,
    supportContact: config.supportContact,
  });
  await app.register(totpRoutes, { db });
  await app.register(organizationRoutes, {
    db,
    outbox,
    publicUrl: config.publicUrl,
    secret: deps.sessionSecret,
  });
  await app.register(controlRoutes);
  // The heavy organization reads, kept per organization until a write changes them (issue 28).
  const readModel = new ReadModel(db);
  await app.register(progressRoutes, { db, readModel });
  await app.register(implementationRoutes, { db, readModel });
  await app.register(assessmentRoutes, { db, readModel });
  await app.register(cycleRoutes, { db });
  await app.register(sspRequirementRoutes, { db });
  await app.register(poamRoutes, { db, readModel });
  await app.register(sspRevisionRoutes, { db });
  await app.register(providerRoutes, { db });
  await app.register(affirmationRoutes, { db });
  await app.register(activityRoutes, { db });
  await app.register(diagnosticRoutes, { db });
  await app.register(auditorRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(adminRoutes, { db });
  await app.register(consoleRoutes, { db, outbox, publicUrl: config.publicUrl });
  await app.register(exportRoutes, { db, storage: deps.storage });
  await app.register(evidencePlugin, {
    db,
    readModel,
    storage: deps.storage,
    maxBytes: config.evidenceMaxBytes,
    quota: { files: config.evidenceQuotaFiles, bytes: config.evidenceQuotaBytes },
    linkLifetimeSeconds: config.uploadLinkSeconds,
  });

  const housekeeping = setInterval(() => {
    sweep({ db, sessions, storage: deps.storage }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  const rowCountFold = setInterval(() => {
    foldListDays(db).catch((error: unknown) => app.log.warn({ err: error }, 'folding row counts failed'));
  }, ROW_COUNT_FOLD_INTERVAL_MS);
  rowCountFold.unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    clearInterval(rowCountFold);
  });

  // D25: files stored before hashes were recorded get theirs, once, in the background; a stop
  // waits for the file being read, then the backfill ends (the next start goes on).
  const stopBackfill = new AbortController();
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    backfill = backfillEvidenceHashes({ db, storage: deps.storage }, { signal: stopBackfill.signal })
      .then(({ hashed, failed }) => {
        if (hashed > 0) app.log.info({ hashed }, 'evidence hash backfill: files hashed');
        if (failed.length > 0) app.log.warn({ failed }, 'evidence hash backfill: objects not readable');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'evidence hash backfill failed'));
  });
  app.addHook('onClose', async () => {
    stopBackfill.abort();
    await backfill;
  });

  app.setNotFoundHandler((request) => {
    throw notFound(`No API route ${request.method} ${request.url.split('?')[0]}`);
  });
  if (deps.webRoot) await serveWebApp(app, deps.webRoot);

  return app;
}
