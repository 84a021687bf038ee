import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../contract/errors';
import { healthRoutes as table } from '../../contract/routes/health';
import type { Db } from '../db/client';
import { serve } from '../http/serve';

/** A load balancer gives up after a couple of seconds: answer before that, whatever the database does. */
export const HEALTH_DATABASE_WAIT_MS = 1500;

class HealthTimeout extends Error {}

/** Resolves when the database answers; rejects when it fails or is silent for `ms`. */
async function databaseAnswers(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const query = db.execute(sql`select 1`);
  // Should the timer win, the query may still fail later: that must not be an unhandled rejection.
  query.catch(() => undefined);
  try {
    await Promise.race([
      query,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new HealthTimeout(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** D18: 200 when the database answers, 503 otherwise. Public, for load balancers. */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, table.health, async (request, reply) => {
    try {
      await databaseAnswers(db, HEALTH_DATABASE_WAIT_MS);
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn(
        error instanceof HealthTimeout ? { reason: error.message } : { err: error },
        'health check: database unavailable',
      );
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  });
};
