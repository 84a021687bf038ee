import type { FastifyInstance } from 'fastify';
import { providerRoutes as route } from '../../contract/routes/providers';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import {
  createProvider,
  deleteProvider,
  listClientProviders,
  listProviders,
  updateProvider,
} from './service';

/** The organization's external service providers (D36). */
export async function providerRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.providers, async (request) => listProviders(db, request.actor));
  serve(app, route.createProvider, async (request, reply) =>
    reply.status(201).send(await createProvider(db, request.actor, request.body)),
  );
  serve(app, route.updateProvider, async (request) =>
    updateProvider(db, request.actor, request.params.providerId, request.body),
  );
  serve(app, route.deleteProvider, async (request, reply) => {
    await deleteProvider(db, request.actor, request.params.providerId);
    return reply.status(204).send();
  });
  serve(app, route.clientProviders, async (request) =>
    listClientProviders(db, request.actor, request.params.clientId),
  );
}
