import type { FastifyInstance } from 'fastify';
import { sspRevisionRoutes as route } from '../../contract/routes/ssp-revisions';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { approveSspRevision, listClientSspRevisions, listSspRevisions } from './service';

/** The approved revisions of the system security plan (D36). */
export async function sspRevisionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.sspRevisions, async (request) => listSspRevisions(db, request.actor));
  serve(app, route.clientSspRevisions, async (request) =>
    listClientSspRevisions(db, request.actor, request.params.clientId),
  );
  serve(app, route.approveSspRevision, async (request, reply) =>
    reply.status(201).send(await approveSspRevision(db, request.actor, request.body)),
  );
}
