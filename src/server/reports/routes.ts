import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
import { contentDisposition } from '../http/send-file';
import { clientCompliancePdf, ownCompliancePdf, type ReportFile } from './service';

const refusals = errorResponses(400, 401, 403, 404);
const clientParams = z.object({ clientId: z.string().max(64) });
const organizationParams = z.object({ id: z.string().max(64) });
const pdf = { 200: z.any().describe('The compliance report, application/pdf'), ...refusals };

/** Streams a report as a download. */
function sendReport(reply: FastifyReply, report: ReportFile): FastifyReply {
  return reply
    .type(report.contentType)
    .header('Content-Disposition', contentDisposition(report.fileName, report.contentType, true))
    .header('Cache-Control', 'private, no-store')
    .send(report.body);
}

/**
 * Reports made on the server (D25): the compliance PDF of the signed-in organization, and of any
 * client for auditors and admins (platform routes) and for the admin console.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reports/compliance.pdf',
    { schema: { tags: ['reports'], response: pdf } },
    async (request, reply) => sendReport(reply, await ownCompliancePdf(db, request.actor)),
  );

  app.get(
    '/api/auditor/clients/:clientId/reports/compliance.pdf',
    { schema: { tags: ['reports', 'auditor'], params: clientParams, response: pdf } },
    async (request, reply) =>
      sendReport(reply, await clientCompliancePdf(db, request.actor, request.params.clientId)),
  );

  app.get(
    '/api/admin/organizations/:id/reports/compliance.pdf',
    { schema: { tags: ['reports', 'admin'], params: organizationParams, response: pdf } },
    async (request, reply) =>
      sendReport(reply, await clientCompliancePdf(db, request.consoleActor, request.params.id)),
  );
};
