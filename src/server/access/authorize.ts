import type { Level } from '../../contract/level2';
import type { Role } from '../../contract/constants';
import {
  NOT_WHILE_IMPERSONATING,
  ORGANIZATION_PERMISSIONS,
  permissionsOf,
  type Permission,
} from '../../contract/permissions';
import type { Actor } from './actor';
import { AccessRefused } from './errors';

/** Whether a user of this role could hold an admin console session at all (D10). */
export function mayOpenConsole(role: Role): boolean {
  return permissionsOf('console', role).includes('admin:console');
}

/** Whether the actor's session grants the permission; an impersonation never grants some (D33). */
export function can(actor: Actor | null | undefined, permission: Permission): actor is Actor {
  if (!actor || (actor.impersonatorId && NOT_WHILE_IMPERSONATING[permission])) return false;
  return permissionsOf(actor.session, actor.user.role, actor.membership).includes(permission);
}

/** A client account in its platform with no organization to act in (D27). */
const withoutOrganization = (actor: Actor, permission: Permission) =>
  actor.session === 'platform' &&
  actor.user.role === 'client' &&
  !actor.membership &&
  ORGANIZATION_PERMISSIONS.has(permission);

/**
 * The one authorization check, made by each capability function before it reads or writes:
 * 401 without a session, 403 when the session does not grant the permission (D5, D10), with the
 * reason when it is an act an impersonating admin may not do (D33).
 */
export function authorize(actor: Actor | null | undefined, permission: Permission): asserts actor is Actor {
  if (!actor) throw new AccessRefused('signed_out');
  const reason = actor.impersonatorId ? NOT_WHILE_IMPERSONATING[permission] : undefined;
  if (can(actor, permission)) return;
  if (withoutOrganization(actor, permission)) throw new AccessRefused('no_organization');
  throw new AccessRefused('not_permitted', reason);
}

/**
 * The organization an authorized `own` permission acts on: the one the session works in (D27).
 * Call it after `authorize`; a session without one never gets this far.
 */
export function organizationOf(actor: Actor): string {
  if (!actor.organization) throw new AccessRefused('no_organization');
  return actor.organization.id;
}

/**
 * The CMMC level the actor's organization assesses itself against (D29): every client route
 * answers at it. Call it after `authorize`, as `organizationOf`.
 */
export function targetLevelOf(actor: Actor): Level {
  if (!actor.organization) throw new AccessRefused('no_organization');
  return actor.organization.targetLevel as Level;
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
