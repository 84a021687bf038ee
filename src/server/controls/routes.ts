import type { FastifyInstance } from 'fastify';
import { controlRoutes as route } from '../../contract/routes/controls';
import { sendJson } from '../http/send-json';
import { serve } from '../http/serve';
import { listControls, listDomains } from './service';

export async function controlRoutes(app: FastifyInstance): Promise<void> {
  serve(app, route.domains, async (request, reply) =>
    sendJson(reply, listDomains(request.actor, request.query)),
  );
  serve(app, route.controls, async (request, reply) =>
    sendJson(reply, listControls(request.actor, request.query)),
  );
}
