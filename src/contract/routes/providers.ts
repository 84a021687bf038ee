import { z } from 'zod';
import { errorResponses } from '../errors';
import { serviceProviderInputSchema, serviceProviderSchema } from '../providers';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);
const providerParams = z.object({ providerId: z.string().max(64) });

/**
 * The organization's external service providers (D36): members read them, owners and editors
 * write them as they write the scope; staff read a client's as they read its scope.
 */
export const providerRoutes = {
  providers: defineRoute({
    method: 'GET',
    path: '/api/assessment/providers',
    tag: 'assessment',
    answers: { 200: z.array(serviceProviderSchema), ...refusals },
    access: 'workspace:read:own',
  }),
  createProvider: defineRoute({
    method: 'POST',
    path: '/api/assessment/providers',
    tag: 'assessment',
    body: serviceProviderInputSchema,
    answers: { 201: serviceProviderSchema, ...errorResponses(400, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  updateProvider: defineRoute({
    method: 'PUT',
    path: '/api/assessment/providers/:providerId',
    tag: 'assessment',
    params: providerParams,
    body: serviceProviderInputSchema,
    answers: { 200: serviceProviderSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  deleteProvider: defineRoute({
    method: 'DELETE',
    path: '/api/assessment/providers/:providerId',
    tag: 'assessment',
    params: providerParams,
    answers: { 204: z.null(), ...errorResponses(404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  clientProviders: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/providers',
    tag: 'auditor',
    params: z.object({ clientId: z.string().max(64) }),
    answers: { 200: z.array(serviceProviderSchema), ...errorResponses(404), ...refusals },
    access: 'client:read:any',
  }),
};
