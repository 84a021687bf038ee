import type { FastifyInstance } from 'fastify';
import { implementationRoutes as route } from '../../contract/routes/implementations';
import type { Db } from '../db/client';
import type { ReadModel } from '../http/read-model';
import { serve } from '../http/serve';
import { implementationsRead, saveImplementation } from './service';

export async function implementationRoutes(
  app: FastifyInstance,
  { db, readModel }: { db: Db; readModel: ReadModel },
): Promise<void> {
  serve(app, route.implementations, async (request, reply) =>
    readModel.send(request, reply, implementationsRead(db, request.actor)),
  );
  serve(app, route.saveImplementation, async (request) =>
    saveImplementation(db, request.actor, request.body),
  );
}
