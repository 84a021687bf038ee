import type { Role } from '../../contract/constants';
import { NOT_WHILE_IMPERSONATING, permissionsOf, type Permission } from '../../contract/permissions';
import type { Actor } from './actor';
import { AccessRefused } from './errors';

/** Whether a user of this role could hold an admin console session at all (D10). */
export function mayOpenConsole(role: Role): boolean {
  return permissionsOf('console', role).includes('admin:console');
}

/** Whether the actor's session grants the permission; an impersonation never grants some (D33). */
export function can(actor: Actor | null | undefined, permission: Permission): actor is Actor {
  if (!actor || (actor.impersonatorId && NOT_WHILE_IMPERSONATING[permission])) return false;
  return permissionsOf(actor.session, actor.user.role).includes(permission);
}

/**
 * The one authorization check, made by each capability function before it reads or writes:
 * 401 without a session, 403 when the session does not grant the permission (D5, D10), with the
 * reason when it is an act an impersonating admin may not do (D33).
 */
export function authorize(actor: Actor | null | undefined, permission: Permission): asserts actor is Actor {
  if (!actor) throw new AccessRefused('signed_out');
  const reason = actor.impersonatorId ? NOT_WHILE_IMPERSONATING[permission] : undefined;
  if (!can(actor, permission)) throw new AccessRefused('not_permitted', reason);
}

/**
 * For a capability that reaches every organization's data with one permission and only the
 * actor's own with another: which of the two the actor holds (`any` first), or the refusal.
 */
export function authorizeScope(
  actor: Actor | null | undefined,
  any: Permission,
  own: Permission,
): { actor: Actor; scope: 'any' | 'own' } {
  if (can(actor, any)) return { actor, scope: 'any' };
  authorize(actor, own);
  return { actor, scope: 'own' };
}
