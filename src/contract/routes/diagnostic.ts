import { z } from 'zod';
import { diagnosticReportSchema } from '../diagnostic';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);

/** The readiness diagnostic of the signed-in business: run it, read the latest and the earlier runs. */
export const diagnosticRoutes = {
  latestDiagnostic: defineRoute({
    method: 'GET',
    path: '/api/diagnostic-reports/latest',
    tag: 'diagnostic',
    answers: { 200: diagnosticReportSchema.nullable(), ...refusals },
    access: 'workspace:read:own',
  }),
  diagnosticHistory: defineRoute({
    method: 'GET',
    path: '/api/diagnostic-reports',
    tag: 'diagnostic',
    answers: { 200: z.array(diagnosticReportSchema), ...refusals },
    access: 'workspace:read:own',
  }),
  runDiagnostic: defineRoute({
    method: 'POST',
    path: '/api/diagnostic-reports/generate',
    tag: 'diagnostic',
    answers: { 201: diagnosticReportSchema, ...errorResponses(409), ...refusals },
    access: 'diagnostic:run:own',
  }),
};
