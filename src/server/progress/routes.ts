import type { FastifyInstance } from 'fastify';
import { progressRoutes as route } from '../../contract/routes/progress';
import type { Db } from '../db/client';
import type { ReadModel } from '../http/read-model';
import { serve } from '../http/serve';
import { domainProgressRead, overallProgressRead } from './service';

export async function progressRoutes(
  app: FastifyInstance,
  { db, readModel }: { db: Db; readModel: ReadModel },
): Promise<void> {
  serve(app, route.overallProgress, async (request, reply) =>
    readModel.send(request, reply, overallProgressRead(db, request.actor)),
  );
  serve(app, route.domainProgress, async (request, reply) =>
    readModel.send(request, reply, domainProgressRead(db, request.actor)),
  );
}
