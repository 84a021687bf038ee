import type { FastifyInstance } from 'fastify';
import { adminRoutes as routes } from '../../contract/routes/admin';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { allAssessments } from './overview';
import {
  consoleSession,
  endImpersonation,
  impersonate,
  impersonationStatus,
  resetPassword,
  signOutOfConsole,
} from './service';

/**
 * The admin console (document 2): its own session cookie, and the admin's powers over users. Its
 * sign-in is in auth/routes.ts, its evidence download in evidence/routes.ts.
 */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const deps = { db, sessions: app.sessions };

  serve(app, routes.consoleSession, async (request) => consoleSession(request.consoleActor));

  serve(app, routes.adminLogout, async (request, reply) => {
    await signOutOfConsole(deps, request.consoleActor);
    reply.endSession('console');
    return { message: 'Signed out of the admin console' };
  });

  serve(app, routes.allAssessments, async (request) =>
    allAssessments(db, request.consoleActor, request.query),
  );

  serve(app, routes.adminResetPassword, async (request) => {
    const { userId, newPassword } = request.body;
    const user = await resetPassword(deps, request.consoleActor, userId, newPassword);
    return { message: `Password has been reset for ${user.businessName}` };
  });

  serve(app, routes.impersonate, async (request, reply) => {
    const token = await impersonate(deps, request.consoleActor, request.body.userId, request.actor);
    reply.startSession(token);
    return { message: 'Opened the platform as this user' };
  });

  serve(app, routes.impersonationStatus, async (request) => impersonationStatus(db, request.actor));

  serve(app, routes.exitImpersonation, async (request, reply) => {
    await endImpersonation(deps, request.actor);
    reply.endSession();
    return { message: 'Returned to the admin console', redirect: '/admin/dashboard' };
  });
}
