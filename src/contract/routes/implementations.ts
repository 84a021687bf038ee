import { z } from 'zod';
import { errorResponses } from '../errors';
import { implementationSchema, saveImplementationSchema } from '../implementations';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);

/** The organization's implementation record of each control: status, notes, verdicts. */
export const implementationRoutes = {
  implementations: defineRoute({
    method: 'GET',
    path: '/api/implementations',
    tag: 'implementations',
    answers: { 200: z.array(implementationSchema), ...refusals },
    access: 'workspace:read:own',
  }),
  saveImplementation: defineRoute({
    method: 'PUT',
    path: '/api/implementations',
    tag: 'implementations',
    body: saveImplementationSchema,
    answers: { 200: implementationSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
};
