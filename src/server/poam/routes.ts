import type { FastifyInstance } from 'fastify';
import { OSCAL_IMPORT_MAX_BYTES } from '../../contract/oscal-import';
import { poamRoutes as route } from '../../contract/routes/poam';
import type { Db } from '../db/client';
import type { ReadModel } from '../http/read-model';
import { parseOscalJson } from '../http/oscal-body';
import { serve } from '../http/serve';
import { importOscalPoam } from './oscal-import';
import {
  closeOutPoam,
  createPoamItem,
  deletePoamItem,
  getClientSprsScore,
  poamRead,
  sprsScoreRead,
  updatePoamItem,
} from './service';

export async function poamRoutes(
  app: FastifyInstance,
  { db, readModel }: { db: Db; readModel: ReadModel },
): Promise<void> {
  serve(app, route.sprsScore, async (request, reply) =>
    readModel.send(request, reply, sprsScoreRead(db, request.actor)),
  );
  serve(app, route.poam, async (request, reply) =>
    readModel.send(request, reply, poamRead(db, request.actor)),
  );
  serve(app, route.clientSprsScore, async (request) =>
    getClientSprsScore(db, request.actor, request.params.clientId),
  );
  serve(app, route.createPoamItem, async (request, reply) =>
    reply.status(201).send(await createPoamItem(db, request.actor, request.body)),
  );
  serve(app, route.poamCloseout, async (request) => closeOutPoam(db, request.actor, request.body));
  serve(app, route.updatePoamItem, async (request) =>
    updatePoamItem(db, request.actor, request.params.id, request.body),
  );
  serve(app, route.deletePoamItem, async (request, reply) => {
    await deletePoamItem(db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  await app.register(oscalPoamImportRoute, { db });
}

/**
 * The OSCAL POA&M import in a scope of its own, as the findings import is (findings/routes.ts): up
 * to OSCAL_IMPORT_MAX_BYTES (413 beyond), a body that is not JSON answered with what is wrong.
 */
async function oscalPoamImportRoute(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  parseOscalJson(app, 'an OSCAL POA&M document');
  serve(
    app,
    route.importOscalPoam,
    async (request) =>
      importOscalPoam(db, request.actor, request.body, { preview: request.query.preview === 'true' }),
    { bodyLimit: OSCAL_IMPORT_MAX_BYTES },
  );
}
