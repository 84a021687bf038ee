import { z } from 'zod';
import {
  auditorImplementationSchema,
  clientListItemSchema,
  clientProgressSchema,
  clientsQuerySchema,
  clientSummarySchema,
} from '../auditor';
import { errorResponses } from '../errors';
import { evidenceFileSchema } from '../evidence';
import { defineRoute } from '../route';

const refusals = errorResponses(400, 401, 403, 404);
const clientParams = z.object({ clientId: z.string().max(64) });

/** A client's profile and work, as each of the two route families of D3 serves them. */
const clientReads = <const P extends string>(prefix: P) => ({
  summary: defineRoute({
    method: 'GET',
    path: `${prefix}/:clientId`,
    tag: 'auditor',
    params: clientParams,
    answers: { 200: clientSummarySchema, ...refusals },
    access: 'client:read:any',
  }),
  implementations: defineRoute({
    method: 'GET',
    path: `${prefix}/:clientId/implementations`,
    tag: 'auditor',
    params: clientParams,
    answers: { 200: z.array(auditorImplementationSchema), ...refusals },
    access: 'client:read:any',
  }),
});

const clientsFamily = clientReads('/api/auditor/clients');
/** The document's other family, `/api/auditor/client/...` (D3); the web calls the first. */
const clientFamily = clientReads('/api/auditor/client');

/**
 * Auditor screens (document 2 section 7): auditors and admins read any client's profile, work,
 * evidence and progress. The review queue and the verdicts are the reviews routes.
 */
export const auditorRoutes = {
  auditorClients: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients',
    tag: 'auditor',
    query: clientsQuerySchema,
    answers: { 200: z.array(clientListItemSchema), ...refusals },
    access: 'client:read:any',
  }),
  auditorClient: clientsFamily.summary,
  auditorClientImplementations: clientsFamily.implementations,
  auditorClientSingular: clientFamily.summary,
  auditorClientImplementationsSingular: clientFamily.implementations,
  auditorClientEvidence: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/evidence',
    tag: 'auditor',
    params: clientParams,
    answers: { 200: z.array(evidenceFileSchema), ...refusals },
    access: 'client:read:any',
  }),
  auditorClientProgress: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/progress',
    tag: 'auditor',
    params: clientParams,
    answers: { 200: clientProgressSchema, ...refusals },
    access: 'client:read:any',
  }),
};
