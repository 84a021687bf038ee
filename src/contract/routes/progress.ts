import { z } from 'zod';
import { errorResponses } from '../errors';
import { domainProgressSchema, overallProgressSchema } from '../progress';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);

/** The counts of the workspace: overall and by domain. */
export const progressRoutes = {
  overallProgress: defineRoute({
    method: 'GET',
    path: '/api/progress/overall',
    tag: 'progress',
    answers: { 200: overallProgressSchema, ...refusals },
    access: 'workspace:read:own',
  }),
  domainProgress: defineRoute({
    method: 'GET',
    path: '/api/progress/domains',
    tag: 'progress',
    answers: { 200: z.array(domainProgressSchema), ...refusals },
    access: 'workspace:read:own',
  }),
};
