import type { FastifyInstance } from 'fastify';
import { cycleRoutes as route } from '../../contract/routes/cycles';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { reportRequirementChange } from './changes';
import { listClientCycles, listCycles, startNextCycle, updateScope } from './service';
import { getSprs, recordSprsEntry } from './sprs';

/**
 * Yearly cycles, scope, the SPRS sheet and reported changes (D23); the affirmation, and the current
 * cycle with the statement to affirm, are in affirmation/.
 */
export async function cycleRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.cycles, async (request) => listCycles(db, request.actor));
  serve(app, route.startNextCycle, async (request, reply) =>
    reply.status(201).send(await startNextCycle(db, request.actor)),
  );
  serve(app, route.saveScope, async (request) => updateScope(db, request.actor, request.body));
  serve(app, route.sprs, async (request) => getSprs(db, request.actor));
  serve(app, route.recordSprsEntry, async (request) => recordSprsEntry(db, request.actor, request.body));
  serve(app, route.reportChange, async (request, reply) =>
    reply.status(201).send(await reportRequirementChange(db, request.actor, request.body)),
  );
  serve(app, route.clientCycles, async (request) =>
    listClientCycles(db, request.actor, request.params.clientId),
  );
}
