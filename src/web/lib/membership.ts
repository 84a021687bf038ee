import type { MemberRole } from '../../contract/constants';
import { useCurrentUser } from './auth';

/**
 * The signed-in account's place in the organization the session works in (D27): its role and
 * whether it may affirm. Null for staff, for an account in no organization, and while loading.
 */
export function useMembership(): { role: MemberRole; canAffirm: boolean; organizationId: string } | null {
  const organization = useCurrentUser().user?.organization;
  if (!organization) return null;
  return { role: organization.role, canAffirm: organization.canAffirm, organizationId: organization.id };
}
