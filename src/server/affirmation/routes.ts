import type { FastifyInstance } from 'fastify';
import { affirmationRoutes as route } from '../../contract/routes/affirmation';
import { cycleRoutes } from '../../contract/routes/cycles';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { getCurrentCycle } from './current-cycle';
import { affirmCycle, getAffirmationCheck } from './service';

/**
 * The annual affirmation of the current cycle, the check of what blocks it, and the current cycle
 * with the statement its official would affirm (D23, D28).
 */
export async function affirmationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.affirmationCheck, async (request) => getAffirmationCheck(db, request.actor));
  serve(app, cycleRoutes.currentCycle, async (request) => getCurrentCycle(db, request.actor));
  serve(app, route.affirm, async (request) => affirmCycle(db, request.actor, request.body));
}
