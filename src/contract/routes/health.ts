import { errorEnvelopeSchema, healthSchema } from '../errors';
import { defineRoute } from '../route';

/** D18: 200 when the database answers, 503 otherwise. Public, for load balancers. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    answers: { 200: healthSchema, 503: errorEnvelopeSchema },
    access: 'public',
  }),
};
