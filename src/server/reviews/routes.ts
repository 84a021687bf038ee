import type { FastifyInstance } from 'fastify';
import { reviewRoutes as routes } from '../../contract/routes/reviews';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { approveImplementations, reviewImplementation, reviewQueue } from './service';

/**
 * The review queue and the verdicts (document 2 section 7, D19, D28): auditors and admins
 * review one implementation or approve several at once. Both route families are served (D3).
 */
export async function reviewRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, routes.reviewQueue, async (request) => reviewQueue(db, request.actor, request.query));

  serve(app, routes.approveReviews, async (request) =>
    approveImplementations(db, request.actor, request.body),
  );

  for (const route of [routes.reviewImplementation, routes.reviewImplementationSingular]) {
    serve(app, route, async (request) =>
      reviewImplementation(db, request.actor, request.params.implementationId, request.body),
    );
  }
}
