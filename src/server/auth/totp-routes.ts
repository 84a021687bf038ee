import type { FastifyPluginAsync } from 'fastify';
import { totpRoutes as table } from '../../contract/routes/totp';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import { finishLinkEnrolment, startLinkEnrolment } from './enrolment-link';
import {
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from './totp-account';
import { signInDepsOf } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** STAFF_TOTP_REQUIRED (D33): staff sign in only with two-step sign-in on. */
    staffTotpRequired: boolean;
  }
}

/** Two-step sign-in of the signed-in user (D20), under /api/auth/totp. */
export const totpRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // Two-step settings send no mail.
  const deps = signInDepsOf(app, db, undefined);

  // The enrolment link's page (D33): public, the link's token is the credential.
  serve(app, table.totpEnrolmentStart, async (request) => startLinkEnrolment(db, request.body.token));
  serve(app, table.totpEnrolmentFinish, async (request) => finishLinkEnrolment(deps, request.body));

  serve(app, table.totpStatus, async (request) => twoStepStatus(deps, request.actor));
  serve(app, table.totpSetup, async (request) => startTwoStepSetup(deps, request.actor));
  serve(app, table.totpEnable, async (request) => enableTwoStep(deps, request.actor, request.body.code));

  serve(app, table.totpDisable, async (request) => {
    await disableTwoStep(deps, request.actor, request.body.password, {
      ip: request.ip,
      cookies: request.cookies,
    });
    return { message: 'Two-step sign-in is off' };
  });

  serve(app, table.totpRecoveryCodes, async (request) =>
    renewRecoveryCodes(deps, request.actor, request.body.code, {
      ip: request.ip,
      cookies: request.cookies,
    }),
  );
};
