import { z } from 'zod';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';
import {
  planEntryInputSchema,
  requirementParamsSchema,
  sspRequirementEntrySchema,
} from '../ssp-requirements';

const refusals = errorResponses(401, 403);

/**
 * Each requirement's entry in the system security plan (D36): the list at the organization's
 * level, the entry's own fields, and an owner's approval of a requirement found not applicable
 * (NIST SP 800-171A 3.12.4[d]).
 */
export const sspRequirementRoutes = {
  sspRequirements: defineRoute({
    method: 'GET',
    path: '/api/assessment/ssp/requirements',
    tag: 'assessment',
    answers: { 200: z.array(sspRequirementEntrySchema), ...refusals },
    access: 'workspace:read:own',
  }),
  saveSspRequirement: defineRoute({
    method: 'PUT',
    path: '/api/assessment/ssp/requirements/:requirementId',
    tag: 'assessment',
    params: requirementParamsSchema,
    body: planEntryInputSchema,
    answers: { 200: sspRequirementEntrySchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  approveNotApplicable: defineRoute({
    method: 'POST',
    path: '/api/assessment/ssp/requirements/:requirementId/not-applicable-approval',
    tag: 'assessment',
    params: requirementParamsSchema,
    answers: { 200: sspRequirementEntrySchema, ...errorResponses(404, 409), ...refusals },
    access: 'not-applicable:approve:own',
  }),
};
