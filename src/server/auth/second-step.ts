import { TOTP_ENROLMENT_REQUIRED, TOTP_INVALID, TOTP_MESSAGES, TOTP_REQUIRED } from '../../contract/totp';
import { STAFF_ROLES } from '../../contract/staff';
import type { Db } from '../db/client';
import type { UserRow } from '../db/rows';
import { unauthorizedBecause } from '../http/errors';
import { useCode, useRecoveryCode } from './totp';

/** What the sign-in sent for its second step (D20), validated by `loginSchema`. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** The session may open; `note` goes into the sign-in's activity entry. */
export interface SecondStepPassed {
  note: string;
}

export const isStaffRole = (role: UserRow['role']) => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * The second step of a sign-in whose password was right, on the platform and at the console alike
 * (D20, D33). An account with two-step sign-in on needs a code not used before (each time step
 * once, D33) or an unused recovery code: without one the answer is the 401 `totp_required`, with a
 * wrong or used one the 401 `totp_invalid`. A staff account without it, while STAFF_TOTP_REQUIRED
 * holds, is refused with the 401 `totp_enrolment_required`: it turns two-step sign-in on through
 * its enrolment link (enrolment-link.ts), never here, so the password alone never shows a secret.
 * Every refusal leaves the attempt counted by the throttle (D26), so that codes cannot be guessed
 * faster than passwords.
 */
export async function secondStep(
  db: Db,
  user: UserRow,
  input: SecondFactor,
  options: { staffTotpRequired: boolean },
): Promise<SecondStepPassed> {
  if (user.totpEnabledAt && user.totpSecret) {
    if (input.code) {
      const outcome = await useCode(db, user.id, user.totpSecret, input.code);
      if (outcome === 'accepted') return { note: '' };
      throw unauthorizedBecause(
        TOTP_INVALID,
        outcome === 'used' ? TOTP_MESSAGES.codeUsed : TOTP_MESSAGES.invalid,
      );
    }
    if (input.recoveryCode) {
      if (await useRecoveryCode(db, user.id, input.recoveryCode)) return { note: ' with a recovery code' };
      throw unauthorizedBecause(TOTP_INVALID, TOTP_MESSAGES.invalid);
    }
    throw unauthorizedBecause(TOTP_REQUIRED, TOTP_MESSAGES.required);
  }
  if (options.staffTotpRequired && isStaffRole(user.role)) {
    throw unauthorizedBecause(TOTP_ENROLMENT_REQUIRED, TOTP_MESSAGES.enrolmentRequired);
  }
  return { note: '' };
}
