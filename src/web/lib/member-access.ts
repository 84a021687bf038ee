import { clientPermissions, type Permission } from '../../contract/permissions';
import { useMembership } from './membership';

/**
 * Whether the signed-in member's role grants this in the current organization (D27), so that a
 * screen offers only what the server would do: a viewer meets no button that is refused. Without
 * a membership (still loading, staff) the screen stays as it is; the server decides anyway.
 */
export function useMemberMay(permission: Permission): boolean {
  const membership = useMembership();
  return membership === null || clientPermissions(membership).includes(permission);
}
