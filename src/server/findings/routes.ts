import type { FastifyInstance } from 'fastify';
import { OSCAL_IMPORT_MAX_BYTES } from '../../contract/oscal-import';
import { findingRoutes } from '../../contract/routes/findings';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
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
 * with it rather than the bare "Invalid request" (Fastify's own parser, prototype poisoning
 * still refused).
 */
async function oscalImportRoute(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(badRequest('The body is empty: send an OSCAL assessment-results document as JSON'), undefined);
      return;
    }
    void parseJson(request, body, (error, value) => {
      if (error) done(badRequest(`The body is not valid JSON: ${error.message}`), undefined);
      else done(null, value);
    });
  });
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
