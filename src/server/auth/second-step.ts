import { TOTP_INVALID, TOTP_MESSAGES, TOTP_REQUIRED, type TotpEnrolment } from '../../contract/totp';
import type { Db } from '../db/client';
import type { UserRow } from '../db/rows';
import { unauthorizedBecause } from '../http/errors';
import { codeMatches, enrolmentFor, pendingSecret, turnOnTwoStep, useRecoveryCode } from './totp';

/** What the sign-in sent for its second step (D20), validated by `loginSchema`. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

export type SecondStep =
  /** The session may open; `note` goes into the sign-in's activity entry. */
  | { kind: 'passed'; note: string; recoveryCodes?: string[] }
  /** The admin console's first sign-in of an admin without two-step sign-in: scan, then a code. */
  | { kind: 'enrol'; enrolment: TotpEnrolment };

/**
 * The second step of a sign-in whose password was right (D20). An account with two-step sign-in
 * on needs a current code or an unused recovery code: without one the answer is the 401
 * `totp_required`, with a wrong one the 401 `totp_invalid`. Both leave the attempt counted by the
 * throttle (D26), so that codes cannot be guessed faster than passwords. With `enrol` (the
 * console, while ADMIN_TOTP_REQUIRED holds), an account without it is shown a secret to scan
 * and, once it sends a code of that secret, has it turned on and gets its recovery codes.
 */
export async function secondStep(
  db: Db,
  user: UserRow,
  input: SecondFactor,
  options: { enrol: boolean },
): Promise<SecondStep> {
  if (user.totpEnabledAt && user.totpSecret) {
    if (input.code) {
      if (await codeMatches(user.totpSecret, input.code)) return { kind: 'passed', note: '' };
      throw unauthorizedBecause(TOTP_INVALID, TOTP_MESSAGES.invalid);
    }
    if (input.recoveryCode) {
      if (await useRecoveryCode(db, user.id, input.recoveryCode))
        return { kind: 'passed', note: ' with a recovery code' };
      throw unauthorizedBecause(TOTP_INVALID, TOTP_MESSAGES.invalid);
    }
    throw unauthorizedBecause(TOTP_REQUIRED, TOTP_MESSAGES.required);
  }
  if (!options.enrol) return { kind: 'passed', note: '' };
  if (input.code && user.totpPendingSecret) {
    if (!(await codeMatches(user.totpPendingSecret, input.code)))
      throw unauthorizedBecause(TOTP_INVALID, TOTP_MESSAGES.enrolmentInvalid);
    const recoveryCodes = await turnOnTwoStep(db, user.id, {
      actorUserId: null,
      how: 'at the first sign-in to the admin console',
    });
    return { kind: 'passed', note: ' after turning on two-step sign-in', recoveryCodes };
  }
  return { kind: 'enrol', enrolment: await enrolmentFor(await pendingSecret(db, user.id), user.username) };
}
