import { z } from 'zod';
import { errorResponses } from '../errors';
import {
  createPoamItemSchema,
  poamCloseoutSchema,
  poamItemSchema,
  poamSchema,
  sprsScoreSchema,
  updatePoamItemSchema,
} from '../level2-api';
import { oscalImportQuerySchema } from '../oscal-import';
import { oscalPoamImportSummarySchema, oscalPoamSchema } from '../oscal-poam-import';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);
const itemParams = z.object({ id: z.string().max(64) });

/**
 * Level 2 (issue 26): the self-assessed SPRS score (D30) and the POA&M (D31). At Level 1 the score
 * is 409 `{code: "level_1"}` and a POA&M item is refused (32 CFR 170.21(a)(1)).
 */
export const poamRoutes = {
  sprsScore: defineRoute({
    method: 'GET',
    path: '/api/assessment/sprs-score',
    tag: 'assessment',
    answers: { 200: sprsScoreSchema, ...errorResponses(409), ...refusals },
    access: 'workspace:read:own',
  }),
  clientSprsScore: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/sprs-score',
    tag: 'auditor',
    params: z.object({ clientId: z.string().max(64) }),
    answers: { 200: sprsScoreSchema, ...errorResponses(404, 409), ...refusals },
    access: 'client:read:any',
  }),
  poam: defineRoute({
    method: 'GET',
    path: '/api/assessment/poam',
    tag: 'assessment',
    answers: { 200: poamSchema, ...refusals },
    access: 'workspace:read:own',
  }),
  createPoamItem: defineRoute({
    method: 'POST',
    path: '/api/assessment/poam',
    tag: 'assessment',
    body: createPoamItemSchema,
    answers: { 201: poamItemSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  poamCloseout: defineRoute({
    method: 'PUT',
    path: '/api/assessment/poam/closeout',
    tag: 'assessment',
    body: poamCloseoutSchema,
    answers: { 200: sprsScoreSchema, ...errorResponses(400, 409), ...refusals },
    access: 'cycle:manage:own',
  }),
  updatePoamItem: defineRoute({
    method: 'PATCH',
    path: '/api/assessment/poam/:id',
    tag: 'assessment',
    params: itemParams,
    body: updatePoamItemSchema,
    answers: { 200: poamItemSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  /**
   * Creates and updates the open cycle's POA&M items from an OSCAL POA&M document (issue 40), each
   * as the item's own create or edit would; `?preview=true` only answers what would change. How
   * the document is read: src/contract/oscal-poam-import.ts.
   */
  importOscalPoam: defineRoute({
    method: 'POST',
    path: '/api/assessment/poam/import/oscal',
    tag: 'assessment',
    summary: 'Import the items of an OSCAL POA&M (or preview the import)',
    query: oscalImportQuerySchema,
    body: oscalPoamSchema,
    answers: { 200: oscalPoamImportSummarySchema, ...errorResponses(400, 409, 413), ...refusals },
    access: 'implementation:write:own',
  }),
  deletePoamItem: defineRoute({
    method: 'DELETE',
    path: '/api/assessment/poam/:id',
    tag: 'assessment',
    params: itemParams,
    answers: { 204: z.null(), ...errorResponses(404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
};
