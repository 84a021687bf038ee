import type { FastifyInstance } from 'fastify';
import { progressRoutes as route } from '../../contract/routes/progress';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { getDomainProgress, getOverallProgress } from './service';

export async function progressRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, route.overallProgress, async (request) => getOverallProgress(db, request.actor));
  serve(app, route.domainProgress, async (request) => getDomainProgress(db, request.actor));
}
