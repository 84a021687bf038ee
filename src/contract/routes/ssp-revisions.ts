import { z } from 'zod';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';
import { approveSspRevisionSchema, sspRevisionSchema, sspRevisionsSchema } from '../ssp-revisions';

const refusals = errorResponses(401, 403);

/**
 * The approved revisions of the system security plan (D36): an owner approves one; every member
 * reads them, as they read the plan, and staff read a client's. Downloads of the plan are in
 * reports.ts and record nothing.
 */
export const sspRevisionRoutes = {
  sspRevisions: defineRoute({
    method: 'GET',
    path: '/api/assessment/ssp/revisions',
    tag: 'assessment',
    summary: 'The approved revisions of the system security plan, newest first',
    answers: { 200: sspRevisionsSchema, ...refusals },
    access: 'report:export:own',
  }),
  approveSspRevision: defineRoute({
    method: 'POST',
    path: '/api/assessment/ssp/revisions',
    tag: 'assessment',
    summary:
      'Approve a revision of the system security plan (owners): 409 when the organization has approved that version already',
    body: approveSspRevisionSchema,
    answers: { 201: sspRevisionSchema, ...errorResponses(400, 409), ...refusals },
    access: 'ssp:approve:own',
  }),
  clientSspRevisions: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/ssp/revisions',
    tag: 'auditor',
    summary: "A client's approved revisions of its system security plan, newest first",
    params: z.object({ clientId: z.string().max(64) }),
    answers: { 200: sspRevisionsSchema, ...errorResponses(404), ...refusals },
    access: 'report:export:any',
  }),
};
