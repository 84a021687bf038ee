import { z } from 'zod';
import { controlSchema, controlsQuerySchema, domainSchema, domainsQuerySchema } from '../catalog';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

/**
 * A level's catalog (D29): Level 1's six domains and 17 practices, Level 2's 14 families and 110
 * requirements; without `level`, the level of the organization the session works in (staff and
 * members of no organization: Level 1).
 */
export const controlRoutes = {
  domains: defineRoute({
    method: 'GET',
    path: '/api/domains',
    tag: 'catalog',
    query: domainsQuerySchema,
    answers: { 200: z.array(domainSchema), ...errorResponses(400, 401) },
    access: 'catalog:read',
  }),
  controls: defineRoute({
    method: 'GET',
    path: '/api/controls',
    tag: 'catalog',
    query: controlsQuerySchema,
    answers: { 200: z.array(controlSchema), ...errorResponses(400, 401) },
    access: 'catalog:read',
  }),
};
