import { and, eq, inArray } from 'drizzle-orm';
import type { ScopeInput } from '../../contract/cycles';
import {
  AFFIRMING_OFFICIAL_MUST_AFFIRM,
  PRIVILEGED_OVER_USERS,
  privilegedWithinUsers,
  SSP_PEOPLE_FILES,
  SSP_PEOPLE_ROLES,
  type SspPeopleFile,
  type SspPeopleRole,
} from '../../contract/ssp-people';
import type { Db } from '../db/client';
import { evidenceFiles, memberships } from '../db/schema';
import { badRequest } from '../http/errors';
import type { CycleRow } from './queries';

/**
 * The plan's people and system in PUT /api/assessment/scope (D36), checked against the
 * organization in the scope's transaction, under the organization's lock that a member's removal
 * takes too: each person named is one of its members (the affirming official one allowed to
 * affirm, 32 CFR 170.22), each file one of its evidence files, and the privileged users at most
 * the users. A 400 names the field otherwise.
 */
export async function checkSspPeople(tx: Db, organizationId: string, cycle: CycleRow, input: ScopeInput) {
  const roles = (Object.keys(SSP_PEOPLE_ROLES) as SspPeopleRole[]).filter((field) => input[field]);
  if (roles.length > 0) {
    const ids = [...new Set(roles.map((field) => input[field]!))];
    const members = await tx
      .select({ userId: memberships.userId, role: memberships.role, canAffirm: memberships.canAffirm })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, ids)));
    for (const field of roles) {
      const member = members.find((one) => one.userId === input[field]);
      if (!member) {
        const message = `${SSP_PEOPLE_ROLES[field]}: choose a member of your organization`;
        throw badRequest(message, { [field]: message });
      }
      if (field === 'affirmingOfficialUserId' && (!member.canAffirm || member.role === 'viewer'))
        throw badRequest(AFFIRMING_OFFICIAL_MUST_AFFIRM, { [field]: AFFIRMING_OFFICIAL_MUST_AFFIRM });
    }
  }
  const files = (Object.keys(SSP_PEOPLE_FILES) as SspPeopleFile[]).filter((field) => input[field]);
  if (files.length > 0) {
    const ids = [...new Set(files.map((field) => input[field]!))];
    const owned = await tx
      .select({ id: evidenceFiles.id })
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.organizationId, organizationId), inArray(evidenceFiles.id, ids)));
    for (const field of files) {
      if (owned.some((file) => file.id === input[field])) continue;
      const message = `${SSP_PEOPLE_FILES[field]}: choose a file of your own evidence`;
      throw badRequest(message, { [field]: message });
    }
  }
  const users = input.userCount === undefined ? cycle.userCount : input.userCount;
  const privileged =
    input.privilegedUserCount === undefined ? cycle.privilegedUserCount : input.privilegedUserCount;
  if (!privilegedWithinUsers(users, privileged))
    throw badRequest(PRIVILEGED_OVER_USERS, { privilegedUserCount: PRIVILEGED_OVER_USERS });
}
