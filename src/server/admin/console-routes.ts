import type { FastifyInstance } from 'fastify';
import { consoleRoutes as routes } from '../../contract/routes/console';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import type { Outbox } from '../mail/outbox';
import { activityCsv, listAdminActivity } from './activity-list';
import { listAdminEvidence } from './evidence-list';
import { listAdminImplementations } from './implementations-list';
import { makeResetLink } from './reset-link';
import { createStaff, makeEnrolmentLink, updateUser } from './staff';
import { listAdminUsers } from './users-list';
import { listAdminOrganizations } from './organizations-list';

interface ConsoleOptions {
  db: Db;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
  /** The base of the enrolment links (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * The admin console's paged lists (D16, D21), its staff management (D17, D20) and its reset links
 * (issue 23), on the console's own session (`request.consoleActor`).
 */
export async function consoleRoutes(
  app: FastifyInstance,
  { db, outbox, publicUrl }: ConsoleOptions,
): Promise<void> {
  const deps = { db, sessions: app.sessions, staffTotpRequired: app.staffTotpRequired, outbox, publicUrl };

  serve(app, routes.adminUsers, async (request) => listAdminUsers(db, request.consoleActor, request.query));
  serve(app, routes.adminOrganizations, async (request) =>
    listAdminOrganizations(db, request.consoleActor, request.query),
  );

  serve(app, routes.createStaff, async (request, reply) => {
    const user = await createStaff(deps, request.consoleActor, request.body);
    return reply.status(201).send(user);
  });

  serve(app, routes.adminEnrolmentLink, async (request) =>
    makeEnrolmentLink(deps, request.consoleActor, request.params.id),
  );

  serve(app, routes.adminResetLink, async (request) =>
    makeResetLink(deps, request.consoleActor, request.params.id),
  );

  serve(app, routes.updateUser, async (request) =>
    updateUser(deps, request.consoleActor, request.params.id, request.body),
  );

  serve(app, routes.adminImplementations, async (request) =>
    listAdminImplementations(db, request.consoleActor, request.query),
  );

  serve(app, routes.adminEvidence, async (request) =>
    listAdminEvidence(db, request.consoleActor, request.query),
  );

  serve(app, routes.adminActivity, async (request) =>
    listAdminActivity(db, request.consoleActor, request.query),
  );

  serve(app, routes.adminActivityCsv, async (request, reply) => {
    const csv = activityCsv(db, request.consoleActor, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="activity-${day}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(csv);
  });
}
