import type { FastifyInstance } from 'fastify';
import { implementationRoutes as route } from '../../contract/routes/implementations';
import type { Db } from '../db/client';
import { sendJson } from '../http/send-json';
import { serve } from '../http/serve';
import { listImplementations, saveImplementation } from './service';

export async function implementationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.implementations, async (request, reply) =>
    sendJson(reply, await listImplementations(db, request.actor)),
  );
  serve(app, route.saveImplementation, async (request) =>
    saveImplementation(db, request.actor, request.body),
  );
}
