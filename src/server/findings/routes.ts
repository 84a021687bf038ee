import type { FastifyInstance } from 'fastify';
import { findingRoutes } from '../../contract/routes/findings';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { getClientAssessment } from './client';
import { getAssessment, saveFinding } from './service';

export async function assessmentRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, findingRoutes.assessment, async (request) => getAssessment(db, request.actor));
  serve(app, findingRoutes.saveFinding, async (request) =>
    saveFinding(db, request.actor, request.params.objectiveId, request.body),
  );
  serve(app, findingRoutes.clientAssessment, async (request) =>
    getClientAssessment(db, request.actor, request.params.clientId),
  );
}
