import type { FastifyInstance } from 'fastify';
import { sspRequirementRoutes as route } from '../../contract/routes/ssp-requirements';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { approveNotApplicable, listSspRequirements, saveSspRequirement } from './service';

/** Each requirement's entry in the system security plan (D36). */
export async function sspRequirementRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.sspRequirements, async (request) => listSspRequirements(db, request.actor));
  serve(app, route.saveSspRequirement, async (request) =>
    saveSspRequirement(db, request.actor, request.params.requirementId, request.body),
  );
  serve(app, route.approveNotApplicable, async (request) =>
    approveNotApplicable(db, request.actor, request.params.requirementId),
  );
}
