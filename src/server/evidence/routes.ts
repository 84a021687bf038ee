import type { FastifyPluginAsync } from 'fastify';
import { evidenceRoutes } from '../../contract/routes/evidence';
import { serve } from '../http/serve';
import { sendFile } from '../http/send-file';
import type { EvidenceDeps } from './deps';
import { setEvidenceLinks } from './links';
import { deleteEvidence, evidenceRead, listControlEvidence, openEvidence } from './service';

/** The evidence library (document 2 section 4): list, view or download, delete. */
export const evidenceLibraryRoutes: FastifyPluginAsync<EvidenceDeps> = async (app, deps) => {
  serve(app, evidenceRoutes.evidence, async (request, reply) =>
    deps.readModel.send(request, reply, evidenceRead(deps.db, request.actor)),
  );
  serve(app, evidenceRoutes.controlEvidence, async (request) =>
    listControlEvidence(deps.db, request.actor, request.params.controlId),
  );
  serve(app, evidenceRoutes.evidenceContent, async (request, reply) =>
    sendFile(reply, await openEvidence(deps, request.actor, request.params.id), {
      download: request.query.download === '1',
    }),
  );
  serve(app, evidenceRoutes.saveEvidenceLinks, async (request) =>
    setEvidenceLinks(deps.db, request.actor, request.params.id, request.body),
  );
  serve(app, evidenceRoutes.deleteEvidence, async (request, reply) => {
    await deleteEvidence(deps, request.actor, request.params.id);
    return reply.status(204).send(null);
  });
  // The admin console's download of any client's file, under the console's own session (D10).
  serve(app, evidenceRoutes.adminEvidenceContent, async (request, reply) =>
    sendFile(reply, await openEvidence(deps, request.consoleActor, request.params.id), { download: true }),
  );
};
