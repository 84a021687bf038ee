import type { FastifyInstance } from 'fastify';
import { poamRoutes as route } from '../../contract/routes/poam';
import type { Db } from '../db/client';
import type { ReadModel } from '../http/read-model';
import { serve } from '../http/serve';
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
}
