import { z } from 'zod';
import {
  currentCycleSchema,
  cycleSchema,
  requirementChangeInputSchema,
  requirementChangeSchema,
  scopeInputSchema,
  sprsEntryInputSchema,
  sprsSchema,
} from '../cycles';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

const refusals = errorResponses(401, 403);

/** Yearly cycles, scope, the SPRS sheet and reported changes (D23); the affirmation is in affirmation.ts. */
export const cycleRoutes = {
  cycles: defineRoute({
    method: 'GET',
    path: '/api/assessment/cycles',
    tag: 'assessment',
    answers: { 200: z.array(cycleSchema), ...refusals },
    access: 'workspace:read:own',
  }),
  currentCycle: defineRoute({
    method: 'GET',
    path: '/api/assessment/cycles/current',
    tag: 'assessment',
    answers: { 200: currentCycleSchema, ...refusals },
    access: 'workspace:read:own',
  }),
  startNextCycle: defineRoute({
    method: 'POST',
    path: '/api/assessment/cycles',
    tag: 'assessment',
    answers: { 201: cycleSchema, ...errorResponses(409), ...refusals },
    access: 'cycle:manage:own',
  }),
  saveScope: defineRoute({
    method: 'PUT',
    path: '/api/assessment/scope',
    tag: 'assessment',
    body: scopeInputSchema,
    answers: { 200: cycleSchema, ...errorResponses(400, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  sprs: defineRoute({
    method: 'GET',
    path: '/api/assessment/sprs',
    tag: 'assessment',
    answers: { 200: sprsSchema, ...errorResponses(404), ...refusals },
    access: 'workspace:read:own',
  }),
  recordSprsEntry: defineRoute({
    method: 'PUT',
    path: '/api/assessment/sprs',
    tag: 'assessment',
    body: sprsEntryInputSchema,
    answers: { 200: cycleSchema, ...errorResponses(400, 404), ...refusals },
    access: 'sprs:record:own',
  }),
  reportChange: defineRoute({
    method: 'POST',
    path: '/api/assessment/changes',
    tag: 'assessment',
    body: requirementChangeInputSchema,
    answers: { 201: requirementChangeSchema, ...errorResponses(400, 404, 409), ...refusals },
    access: 'implementation:write:own',
  }),
  clientCycles: defineRoute({
    method: 'GET',
    path: '/api/auditor/clients/:clientId/cycles',
    tag: 'auditor',
    params: z.object({ clientId: z.string().max(64) }),
    answers: { 200: z.array(cycleSchema), ...errorResponses(404), ...refusals },
    access: 'client:read:any',
  }),
};
