import { z } from 'zod';
import { assessmentSchema, saveFindingSchema, savedFindingSchema } from '../assessment';
import { errorResponses } from '../errors';
import {
  oscalAssessmentResultsSchema,
  oscalImportQuerySchema,
  oscalImportSummarySchema,
} from '../oscal-import';
import { defineRoute } from '../route';
import { hasNoNul, NUL_MESSAGE } from '../text';

const refusals = errorResponses(401, 403);

/** The objective findings of the self-assessment (D22). */
export const findingRoutes = {
  assessment: defineRoute({
    method: 'GET',
    path: '/api/assessment',
    tag: 'assessment',
    answers: { 200: assessmentSchema, ...refusals },
    access: 'workspace:read:own',
  }),
  saveFinding: defineRoute({
    method: 'PUT',
    path: '/api/assessment/objectives/:objectiveId',
    tag: 'assessment',
    params: z.object({ objectiveId: z.string().max(64).refine(hasNoNul, NUL_MESSAGE) }),
    body: saveFindingSchema,
    answers: { 200: savedFindingSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  /**
   * Records the findings, methods and notes of an OSCAL assessment-results document (ours or another
   * tool's, on the same catalog) in the open cycle (D32); `?preview=true` only answers what would
   * change. How the document is read: src/contract/oscal-import.ts.
   */
  importOscal: defineRoute({
    method: 'POST',
    path: '/api/assessment/import/oscal',
    tag: 'assessment',
    summary: 'Import the findings of an OSCAL assessment-results document (or preview the import)',
    query: oscalImportQuerySchema,
    body: oscalAssessmentResultsSchema,
    answers: { 200: oscalImportSummarySchema, ...errorResponses(400, 409, 413), ...refusals },
    access: 'implementation:write:own',
  }),
  clientAssessment: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/assessment',
    tag: 'auditor',
    params: z.object({ clientId: z.string().max(64) }),
    answers: { 200: assessmentSchema, ...errorResponses(404), ...refusals },
    access: 'client:read:any',
  }),
};
