import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, healthSchema } from '../../contract/errors';
import type { Db } from '../db/client';

/** D18: 200 when the database answers, 503 otherwise. Public, for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: errorEnvelopeSchema } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ message: 'Database unavailable' });
      }
    },
  );
};
