import { z } from 'zod';
import { assessmentSchema, saveFindingSchema, savedFindingSchema } from '../assessment';
import { errorResponses } from '../errors';
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
    answers: { 200: savedFindingSchema, ...errorResponses(400, 404), ...refusals },
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
