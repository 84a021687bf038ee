import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import type { Actor } from '../access/actor';
import type { Db } from '../db/client';
import { sendAttachment } from '../http/send-file';
import type { ObjectStorage } from '../storage/storage';
import {
  exportEvidencePackage,
  exportFindingsCsv,
  exportImplementationsCsv,
  type ExportFile,
} from './exports';
import { clientCompliancePdf, ownCompliancePdf } from './service';

const refusals = errorResponses(401, 403, 404);
const clientParams = z.object({ clientId: z.string().max(64) });

type Export = (
  deps: { db: Db; storage: ObjectStorage },
  actor: Actor | null,
  clientId?: string,
) => Promise<ExportFile>;

/** The exports of D25, each at the same path under the three route families. */
const EXPORTS: { path: string; describe: string; make: Export }[] = [
  {
    path: '/reports/compliance.pdf',
    describe: 'The compliance report (PDF, tagged, streamed)',
    make: (deps, actor, clientId) =>
      clientId === undefined
        ? ownCompliancePdf(deps.db, actor)
        : clientCompliancePdf(deps.db, actor, clientId),
  },
  {
    path: '/reports/implementations.csv',
    describe: 'One row per control: status, notes, evidence count and the standing verdict (CSV)',
    make: (deps, actor, clientId) => exportImplementationsCsv(deps.db, actor, clientId),
  },
  {
    path: '/reports/findings.csv',
    describe: 'One row per assessment objective: finding, methods, note, justification (CSV)',
    make: (deps, actor, clientId) => exportFindingsCsv(deps.db, actor, clientId),
  },
  {
    path: '/evidence/package.zip',
    describe: 'Every evidence file in a folder per control, with index.csv (ZIP, streamed)',
    make: exportEvidencePackage,
  },
];

/**
 * Downloads of D25: a client's own under `/api/...`; any client's for staff, the same paths under
 * `/api/auditor/clients/{clientId}/...` (platform session) and
 * `/api/admin/organizations/{clientId}/...` (admin console session).
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ObjectStorage }> = async (app, deps) => {
  // No HEAD twins: Fastify would make the whole file to answer one, and throw it away.
  const options = { exposeHeadRoute: false } as const;
  for (const { path, describe, make } of EXPORTS) {
    const file = z.any().describe(describe);
    app.get(
      `/api${path}`,
      { ...options, schema: { tags: ['reports'], response: { 200: file, ...refusals } } },
      async (request, reply) => sendAttachment(reply, await make(deps, request.actor)),
    );
    app.get(
      `/api/auditor/clients/:clientId${path}`,
      {
        ...options,
        schema: { tags: ['reports'], params: clientParams, response: { 200: file, ...refusals } },
      },
      async (request, reply) =>
        sendAttachment(reply, await make(deps, request.actor, request.params.clientId)),
    );
    app.get(
      `/api/admin/organizations/:clientId${path}`,
      {
        ...options,
        schema: { tags: ['reports'], params: clientParams, response: { 200: file, ...refusals } },
      },
      async (request, reply) =>
        sendAttachment(reply, await make(deps, request.consoleActor, request.params.clientId)),
    );
  }
};
