import { affirmationCheckSchema } from '../affirmation-gate';
import { affirmInputSchema, cycleSchema } from '../cycles';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);

/** The annual affirmation of the current cycle and the check of what blocks it (D23, D28). */
export const affirmationRoutes = {
  affirmationCheck: defineRoute({
    method: 'GET',
    path: '/api/assessment/affirmation-check',
    tag: 'assessment',
    answers: { 200: affirmationCheckSchema, ...errorResponses(409), ...refusals },
    access: 'workspace:read:own',
  }),
  affirm: defineRoute({
    method: 'POST',
    path: '/api/assessment/affirm',
    tag: 'assessment',
    body: affirmInputSchema,
    answers: { 200: cycleSchema, ...errorResponses(400, 409), ...refusals },
    access: 'cycle:affirm:own',
  }),
};
