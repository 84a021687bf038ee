import { useMemo } from 'react';
import type { MemberRole } from '../../contract/constants';
import { useKnownUser } from './auth';

/** The signed-in account's place in the organization the session works in (D27). */
export interface Membership {
  role: MemberRole;
  /** Allowed to affirm for the organization (32 CFR 170.22); never a viewer. */
  canAffirm: boolean;
  organizationId: string;
}

/**
 * The current membership, from the user lookup; null for staff, for a client account in no
 * organization, and while nobody is signed in. What it permits is the server's to decide
 * (src/contract/permissions.ts): screens use it to offer only what the role may do.
 */
export function useMembership(): Membership | null {
  const organization = useKnownUser()?.organization;
  return useMemo(
    () =>
      organization
        ? { role: organization.role, canAffirm: organization.canAffirm, organizationId: organization.id }
        : null,
    [organization],
  );
}
