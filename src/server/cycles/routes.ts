import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentCycleSchema,
  cycleSchema,
  requirementChangeInputSchema,
  requirementChangeSchema,
  scopeInputSchema,
  sprsEntryInputSchema,
  sprsSchema,
} from '../../contract/cycles';
import { errorResponses } from '../../contract/errors';
import type { Db } from '../db/client';
import { reportRequirementChange } from './changes';
import { getCurrentCycle, listClientCycles, listCycles, startNextCycle, updateScope } from './service';
import { getSprs, recordSprsEntry } from './sprs';

const refusals = errorResponses(401, 403);

/** Yearly cycles, scope, the SPRS sheet and reported changes (D23); the affirmation is in affirmation/. */
export const cycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/assessment/cycles',
    { schema: { tags: ['assessment'], response: { 200: z.array(cycleSchema), ...refusals } } },
    async (request) => listCycles(db, request.actor),
  );

  app.get(
    '/api/assessment/cycles/current',
    { schema: { tags: ['assessment'], response: { 200: currentCycleSchema, ...refusals } } },
    async (request) => getCurrentCycle(db, request.actor),
  );

  app.post(
    '/api/assessment/cycles',
    { schema: { tags: ['assessment'], response: { 201: cycleSchema, ...errorResponses(409), ...refusals } } },
    async (request, reply) => reply.status(201).send(await startNextCycle(db, request.actor)),
  );

  app.put(
    '/api/assessment/scope',
    {
      schema: {
        tags: ['assessment'],
        body: scopeInputSchema,
        response: { 200: cycleSchema, ...errorResponses(400, 409), ...refusals },
      },
    },
    async (request) => updateScope(db, request.actor, request.body),
  );

  app.get(
    '/api/assessment/sprs',
    { schema: { tags: ['assessment'], response: { 200: sprsSchema, ...errorResponses(404), ...refusals } } },
    async (request) => getSprs(db, request.actor),
  );

  app.put(
    '/api/assessment/sprs',
    {
      schema: {
        tags: ['assessment'],
        body: sprsEntryInputSchema,
        response: { 200: cycleSchema, ...errorResponses(400, 404), ...refusals },
      },
    },
    async (request) => recordSprsEntry(db, request.actor, request.body),
  );

  app.post(
    '/api/assessment/changes',
    {
      schema: {
        tags: ['assessment'],
        body: requirementChangeInputSchema,
        response: { 201: requirementChangeSchema, ...errorResponses(400, 404, 409), ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportRequirementChange(db, request.actor, request.body)),
  );

  app.get(
    '/api/auditor/clients/:clientId/cycles',
    {
      schema: {
        tags: ['auditor'],
        params: z.object({ clientId: z.string().max(64) }),
        response: { 200: z.array(cycleSchema), ...errorResponses(404), ...refusals },
      },
    },
    async (request) => listClientCycles(db, request.actor, request.params.clientId),
  );
};
