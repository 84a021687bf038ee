import { eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { TOTP_MESSAGES, type RecoveryCodes, type TotpEnrolment, type TotpStatus } from '../../contract/totp';
import { actingUserId, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { totpRecoveryCodes, users } from '../db/schema';
import { badRequest, conflict, forbidden } from '../http/errors';
import { verifyPassword } from './password';
import { isStaffRole } from './second-step';
import { passwordCheckKeys, type AuthDeps, type RequestCookies } from './service';
import { clearSignInFailures, countSignInAttempt } from './throttle';
import type { DeviceKeys } from './device';
import {
  enrolmentFor,
  matchingStep,
  pendingSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  turnOnTwoStep,
  useCode,
} from './totp';

/**
 * A signed-in user's own two-step sign-in (D20), from the account page: status, set-up, turning
 * it off, new recovery codes. The secret never leaves the server once it is in use.
 */
export type TwoStepDeps = AuthDeps & { devices: DeviceKeys };

/** The account holder only: an admin viewing a client's platform (D11) does not change it. */
function authorizeOwnTwoStep(actor: Actor | null): asserts actor is Actor {
  authorize(actor, 'account:own');
  if (actor.impersonatorId) throw forbidden(TOTP_MESSAGES.notWhileImpersonating);
}

const isOn = (actor: Actor) => Boolean(actor.user.totpEnabledAt && actor.user.totpSecret);
/** A staff account keeps it on while STAFF_TOTP_REQUIRED holds (D33). */
const isRequired = (deps: TwoStepDeps, actor: Actor) =>
  deps.staffTotpRequired && isStaffRole(actor.user.role);

/** GET /api/auth/totp: readable while impersonating, so the account page can say how it stands. */
export async function twoStepStatus(deps: TwoStepDeps, actor: Actor | null): Promise<TotpStatus> {
  authorize(actor, 'account:own');
  const on = isOn(actor);
  return {
    enabled: on,
    enabledAt: on ? actor.user.totpEnabledAt!.toISOString() : null,
    recoveryCodesLeft: on ? await recoveryCodesLeft(deps.db, actor.user.id) : 0,
    required: isRequired(deps, actor),
  };
}

/** POST /api/auth/totp/setup: the secret waiting for its first code (the same one until then). */
export async function startTwoStepSetup(deps: TwoStepDeps, actor: Actor | null): Promise<TotpEnrolment> {
  authorizeOwnTwoStep(actor);
  if (isOn(actor)) throw conflict(TOTP_MESSAGES.alreadyOn);
  return enrolmentFor(await pendingSecret(deps.db, actor.user.id), actor.user.username);
}

/**
 * POST /api/auth/totp/enable: a code of the pending secret turns it on; the ten recovery codes
 * are answered once. Every other session of the account ends: it was opened with the password alone.
 */
export async function enableTwoStep(
  deps: TwoStepDeps,
  actor: Actor | null,
  code: string,
): Promise<RecoveryCodes> {
  authorizeOwnTwoStep(actor);
  const { user } = actor;
  if (isOn(actor)) throw conflict(TOTP_MESSAGES.alreadyOn);
  if (!user.totpPendingSecret) throw badRequest(TOTP_MESSAGES.notSetUp);
  const step = await matchingStep(user.totpPendingSecret, code);
  if (step === null) {
    throw badRequest(TOTP_MESSAGES.enrolmentInvalid, { code: TOTP_MESSAGES.enrolmentInvalid });
  }
  const recoveryCodes = await turnOnTwoStep(deps.db, user.id, step, {
    actorUserId: actingUserId(actor, user.id),
    how: 'from the account page',
  });
  if (actor.sessionId) await deps.sessions.destroyOthersOfUser(user.id, actor.sessionId);
  return { recoveryCodes };
}

/**
 * POST /api/auth/totp/disable: the password again (guesses throttled like sign-ins, D26). An admin
 * keeps it while the console requires it.
 */
export async function disableTwoStep(
  deps: TwoStepDeps,
  actor: Actor | null,
  password: string,
  context: { ip: string; cookies: RequestCookies },
): Promise<void> {
  authorizeOwnTwoStep(actor);
  const { user } = actor;
  if (!isOn(actor)) throw conflict(TOTP_MESSAGES.notOn);
  if (isRequired(deps, actor)) throw forbidden(TOTP_MESSAGES.requiredForStaff);
  // Throttled like a sign-in, with the device cookie's skip of the per-account wait (D26, D33).
  const keys = passwordCheckKeys(deps.devices, context, user.username, user);
  await countSignInAttempt(deps.db, keys, deps.throttle);
  if (!(await verifyPassword(password, user.password))) {
    throw badRequest(TOTP_MESSAGES.wrongPassword, { password: TOTP_MESSAGES.wrongPassword });
  }
  await clearSignInFailures(deps.db, keys);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, user.id));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await recordActivity(tx, {
      userId: user.id,
      actorUserId: actingUserId(actor, user.id),
      action: ACTIVITY_ACTIONS.totpDisabled,
      description: 'Turned off two-step sign-in',
    });
  });
}

/**
 * POST /api/auth/totp/recovery-codes: ten new codes for a current code not used before (guesses
 * throttled like sign-ins, D26; each code once, D33); the old ones stop working.
 */
export async function renewRecoveryCodes(
  deps: TwoStepDeps,
  actor: Actor | null,
  code: string,
  context: { ip: string; cookies: RequestCookies },
): Promise<RecoveryCodes> {
  authorizeOwnTwoStep(actor);
  const { user } = actor;
  if (!isOn(actor)) throw conflict(TOTP_MESSAGES.notOn);
  // Throttled like a sign-in, with the device cookie's skip of the per-account wait (D26, D33).
  const keys = passwordCheckKeys(deps.devices, context, user.username, user);
  await countSignInAttempt(deps.db, keys, deps.throttle);
  const outcome = await useCode(deps.db, user.id, user.totpSecret!, code);
  if (outcome !== 'accepted') {
    const message = outcome === 'used' ? TOTP_MESSAGES.codeUsed : TOTP_MESSAGES.codeInvalid;
    throw badRequest(message, { code: message });
  }
  await clearSignInFailures(deps.db, keys);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordActivity(tx, {
      userId: user.id,
      actorUserId: actingUserId(actor, user.id),
      action: ACTIVITY_ACTIONS.recoveryCodesRenewed,
      description: 'Made new recovery codes for two-step sign-in; the old ones no longer work',
    });
    return codes;
  });
  return { recoveryCodes };
}
