import { z } from 'zod';
import { controlSchema, controlsQuerySchema, domainSchema } from '../catalog';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

/** The Level 1 catalog: its six domains and 17 controls. */
export const controlRoutes = {
  domains: defineRoute({
    method: 'GET',
    path: '/api/domains',
    tag: 'catalog',
    answers: { 200: z.array(domainSchema), ...errorResponses(401) },
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
