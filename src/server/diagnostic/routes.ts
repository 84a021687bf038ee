import type { FastifyPluginAsync } from 'fastify';
import { diagnosticRoutes as routes } from '../../contract/routes/diagnostic';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { diagnosticHistory, generateDiagnostic } from './service';

export const diagnosticRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    routes.latestDiagnostic,
    async (request) => (await diagnosticHistory(db, request.actor, 1))[0] ?? null,
  );
  serve(app, routes.diagnosticHistory, async (request) => diagnosticHistory(db, request.actor));
  serve(app, routes.runDiagnostic, async (request, reply) =>
    reply.status(201).send(await generateDiagnostic(db, request.actor)),
  );
};
