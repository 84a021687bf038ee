import type { FastifyInstance } from 'fastify';
import { auditorRoutes as routes } from '../../contract/routes/auditor';
import { getClient } from '../access/client';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { getClientProgress, listClientEvidence, listClientImplementations, listClients } from './service';

/**
 * Auditor screens (document 2 section 7): auditors and admins read any client's profile, work,
 * evidence and progress (the review queue and the review writes are in reviews/routes.ts). Both
 * route families of the document are served (D3).
 */
export async function auditorRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, routes.auditorClients, async (request) => listClients(db, request.actor, request.query));

  for (const route of [routes.auditorClient, routes.auditorClientSingular]) {
    serve(app, route, async (request) => getClient(db, request.actor, request.params.clientId));
  }
  for (const route of [routes.auditorClientImplementations, routes.auditorClientImplementationsSingular]) {
    serve(app, route, async (request) =>
      listClientImplementations(db, request.actor, request.params.clientId),
    );
  }

  serve(app, routes.auditorClientEvidence, async (request) =>
    listClientEvidence(db, request.actor, request.params.clientId),
  );

  serve(app, routes.auditorClientProgress, async (request) =>
    getClientProgress(db, request.actor, request.params.clientId),
  );
}
