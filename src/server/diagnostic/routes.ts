import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diagnosticReportSchema } from '../../contract/diagnostic';
import { errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
import { diagnosticHistory, generateDiagnostic } from './service';

const refusals = errorResponses(401, 403);

export const diagnosticRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/diagnostic-reports/latest',
    { schema: { tags: ['diagnostic'], response: { 200: diagnosticReportSchema.nullable(), ...refusals } } },
    async (request) => (await diagnosticHistory(db, request.actor, 1))[0] ?? null,
  );

  app.get(
    '/api/diagnostic-reports',
    { schema: { tags: ['diagnostic'], response: { 200: z.array(diagnosticReportSchema), ...refusals } } },
    async (request) => diagnosticHistory(db, request.actor),
  );

  app.post(
    '/api/diagnostic-reports/generate',
    { schema: { tags: ['diagnostic'], response: { 201: diagnosticReportSchema, ...refusals } } },
    async (request, reply) => reply.status(201).send(await generateDiagnostic(db, request.actor)),
  );
};
