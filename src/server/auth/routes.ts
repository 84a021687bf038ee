import type { FastifyPluginAsync } from 'fastify';
import { RETURN_PARAM, withReturnPath } from '../../contract/return-path';
import { authRoutes as table } from '../../contract/routes/auth';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import type { Outbox } from '../mail/outbox';
import { changePassword, updateProfile } from './account';
import { cancelEmailChange, confirmEmail, sendEmailConfirmation } from './email-confirmation';
import { requestPasswordReset, resetPasswordWithToken } from './password-recovery';
import { currentUser, registerClient, signIn, signInDepsOf, signInToConsole, signOut } from './service';
import { toPublicUser } from './users';

export interface AuthRouteOptions {
  db: Db;
  /** Mail after the answer; undefined without SMTP_URL (D20). */
  outbox: Outbox | undefined;
  /** The base of the links sent by e-mail (PUBLIC_URL). */
  publicUrl: string;
  /** SUPPORT_CONTACT: whom to ask for a new password without mail (issue 23). */
  supportContact: string | undefined;
}

export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (
  app,
  { db, outbox, publicUrl, supportContact },
) => {
  const deps = { ...signInDepsOf(app, db, outbox), publicUrl };
  const recovery = { db, sessions: app.sessions, outbox, publicUrl, supportContact };

  serve(app, table.adminLogin, async (request, reply) => {
    const { token, user } = await signInToConsole(deps, request.body, {
      ip: request.ip,
      replacing: request.consoleActor,
      cookies: request.cookies,
    });
    reply.startSession(token, 'console');
    reply.rememberDevice(user);
    return { authenticated: true as const, admin: { id: user.id, username: user.username } };
  });

  serve(app, table.login, async (request, reply) => {
    const { token, user, organization, membership } = await signIn(deps, request.body, {
      ip: request.ip,
      replacing: request.actor,
      cookies: request.cookies,
    });
    reply.startSession(token);
    reply.rememberDevice(user);
    return toPublicUser(user, organization, membership);
  });

  serve(app, table.register, async (request, reply) => {
    const { token, user, organization, membership } = await registerClient(deps, request.body, {
      ip: request.ip,
      replacing: request.actor,
    });
    reply.startSession(token);
    reply.rememberDevice(user);
    return reply.status(201).send(toPublicUser(user, organization, membership));
  });

  serve(app, table.logout, async (request, reply) => {
    await signOut(deps, request.actor);
    reply.endSession();
    return reply.status(204).send(null);
  });

  serve(app, table.currentUser, async (request) => currentUser(request.actor));

  serve(app, table.updateProfile, async (request) =>
    updateProfile(deps, request.actor, request.body, { ip: request.ip, cookies: request.cookies }),
  );

  serve(app, table.confirmEmail, async (request) => confirmEmail(deps, request.actor, request.body.token));

  serve(app, table.sendEmailConfirmation, async (request) => sendEmailConfirmation(deps, request.actor));

  serve(app, table.cancelEmailChange, async (request) => cancelEmailChange(deps, request.actor));

  serve(app, table.changePassword, async (request, reply) => {
    const device = await changePassword(deps, request.actor, request.body, {
      ip: request.ip,
      cookies: request.cookies,
    });
    // Every earlier device cookie of the account is revoked; this browser gets a new one.
    if (device) reply.rememberDevice(device);
    return { message: 'Password changed. Your other sessions were signed out.' };
  });

  serve(app, table.forgotPassword, async (request, reply) => {
    const message = await requestPasswordReset(recovery, request.body.email, { ip: request.ip });
    return reply.status(202).send({ message });
  });

  serve(app, table.resetPassword, async (request) => {
    await resetPasswordWithToken(recovery, request.body);
    return { message: 'Password changed. Sign in with your new password.' };
  });

  // Anything but a path of this site is dropped by withReturnPath, never followed (issue 12).
  serve(app, table.signInRedirect, async (request, reply) =>
    reply.redirect(withReturnPath('/login', request.query[RETURN_PARAM])),
  );
};
