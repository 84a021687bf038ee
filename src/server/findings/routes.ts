import type { FastifyInstance } from 'fastify';
import { OSCAL_IMPORT_MAX_BYTES } from '../../contract/oscal-import';
import { findingRoutes } from '../../contract/routes/findings';
import type { Db } from '../db/client';
import { parseOscalJson } from '../http/oscal-body';
import { serve } from '../http/serve';
import { getClientAssessment } from './client';
import { importOscalAssessmentResults } from './oscal-import';
import type { ReadModel } from '../http/read-model';
import { assessmentRead, saveFinding } from './service';

export async function assessmentRoutes(
  app: FastifyInstance,
  { db, readModel }: { db: Db; readModel: ReadModel },
): Promise<void> {
  serve(app, findingRoutes.assessment, async (request, reply) =>
    readModel.send(request, reply, assessmentRead(db, request.actor)),
  );
  serve(app, findingRoutes.saveFinding, async (request) =>
    saveFinding(db, request.actor, request.params.objectiveId, request.body),
  );
  serve(app, findingRoutes.clientAssessment, async (request) =>
    getClientAssessment(db, request.actor, request.params.clientId),
  );
  await app.register(oscalImportRoute, { db });
}

/**
 * The OSCAL import in a scope of its own: a document larger than the app's 1 MB body limit (up to
 * OSCAL_IMPORT_MAX_BYTES, 413 beyond), and a body that is not JSON answered with what is wrong
 * with it (parseOscalJson).
 */
async function oscalImportRoute(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  parseOscalJson(app, 'an OSCAL assessment-results document or system security plan');
  serve(
    app,
    findingRoutes.importOscal,
    async (request) =>
      importOscalAssessmentResults(db, request.actor, request.body, {
        preview: request.query.preview === 'true',
      }),
    { bodyLimit: OSCAL_IMPORT_MAX_BYTES },
  );
}
