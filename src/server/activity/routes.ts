import type { FastifyInstance } from 'fastify';
import { activityRoutes as route } from '../../contract/routes/activity';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { activityPage } from './service';

export async function activityRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.activity, async (request) => activityPage(db, request.actor, request.query));
}
