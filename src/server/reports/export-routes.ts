import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { exportFamilies } from '../../contract/routes/reports';
import type { Actor } from '../access/actor';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { sendAttachment } from '../http/send-file';
import type { ObjectStorage } from '../storage/storage';
import { evidencePackageRead, exportFindingsCsv, exportImplementationsCsv, type ExportFile } from './exports';
import { exportOscalAssessmentResults, exportOscalPoam, exportOscalSsp } from './oscal/export';
import { clientCompliancePdf, ownCompliancePdf } from './service';
import { exportSsp } from './ssp';
import { KeptPackages } from './kept-packages';

type Export = (
  deps: { db: Db; storage: ObjectStorage },
  actor: Actor | null,
  clientId?: string,
) => Promise<ExportFile>;

/** How each export of D25 but the evidence package is made: the actor's own without a client id, that client's with one. */
const MAKERS: Record<Exclude<keyof typeof exportFamilies, 'evidencePackage'>, Export> = {
  compliancePdf: (deps, actor, clientId) =>
    clientId === undefined ? ownCompliancePdf(deps.db, actor) : clientCompliancePdf(deps.db, actor, clientId),
  implementationsCsv: (deps, actor, clientId) => exportImplementationsCsv(deps.db, actor, clientId),
  findingsCsv: (deps, actor, clientId) => exportFindingsCsv(deps.db, actor, clientId),
  oscalAssessmentResults: (deps, actor, clientId) => exportOscalAssessmentResults(deps.db, actor, clientId),
  oscalPoam: (deps, actor, clientId) => exportOscalPoam(deps.db, actor, clientId),
  oscalSsp: (deps, actor, clientId) => exportOscalSsp(deps.db, actor, clientId),
  sspDocx: (deps, actor, clientId) => exportSsp(deps.db, deps.storage, actor, 'docx', clientId),
  sspPdf: (deps, actor, clientId) => exportSsp(deps.db, deps.storage, actor, 'pdf', clientId),
};

/**
 * Downloads of D25: a client's own under `/api/...`; any client's for staff, the same paths under
 * `/api/auditor/clients/{clientId}/...` (platform session) and
 * `/api/admin/organizations/{clientId}/...` (admin console session).
 */
export const exportRoutes: FastifyPluginAsync<{ db: Db; storage: ObjectStorage }> = async (app, deps) => {
  // No HEAD twins: Fastify would make the whole file to answer one, and throw it away.
  const options = { exposeHeadRoute: false } as const;
  const packages = new KeptPackages(deps);
  /** Answers one export for `actor`: the actor's own without a client id, that client's with one. */
  const answer =
    (name: keyof typeof exportFamilies) =>
    async (request: FastifyRequest, reply: FastifyReply, actor: Actor | null, clientId?: string) =>
      name === 'evidencePackage'
        ? packages.send(request, reply, await evidencePackageRead(deps, actor, clientId))
        : sendAttachment(reply, await MAKERS[name](deps, actor, clientId));
  for (const [name, family] of Object.entries(exportFamilies)) {
    const send = answer(name as keyof typeof exportFamilies);
    serve(app, family.own, (request, reply) => send(request, reply, request.actor), options);
    serve(
      app,
      family.client,
      (request, reply) => send(request, reply, request.actor, request.params.clientId),
      options,
    );
    serve(
      app,
      family.admin,
      (request, reply) => send(request, reply, request.consoleActor, request.params.clientId),
      options,
    );
  }
};
