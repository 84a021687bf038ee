import { CONSOLE_ACTIONS, type ActivityAction } from './activity';
import type { PublicUser } from './auth';
import type { Role } from './constants';

type NamedUser = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'businessName' | 'username'>;

/** Sidebar initials: first and last initials, else the first two letters of the e-mail, else '?'. */
export function userInitials(user: Partial<NamedUser>): string {
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  const email = user.email?.trim();
  if (email) return email.slice(0, 2).toUpperCase();
  return '?';
}

type PersonNameParts = Partial<Pick<NamedUser, 'firstName' | 'lastName' | 'username'>>;

/**
 * How a person is named (D34): full name, else username, else 'User'. Never a business name: an
 * organization has several members, and its name does not say which of them acted.
 */
export function userDisplayName(user: PersonNameParts): string {
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return fullName || user.username || 'User';
}

/** 'client' -> 'Client Access'. */
export function roleAccessLabel(role: string): string {
  return `${role.charAt(0).toUpperCase()}${role.slice(1)} Access`;
}

/** How a staff member (an auditor signing a review) is named: full name, else username. */
export function staffDisplayName(user: Pick<NamedUser, 'firstName' | 'lastName' | 'username'>): string {
  return userDisplayName({ firstName: user.firstName, lastName: user.lastName, username: user.username });
}

type StaffName = Pick<NamedUser, 'firstName' | 'lastName' | 'username'>;

/**
 * The reviewer of record as a review shows it (D33): the auditor; or, for a review an admin made
 * while impersonating an auditor, "Admin as Auditor".
 */
export function reviewerDisplayName(reviewer: StaffName, impersonated?: StaffName | null): string {
  return impersonated
    ? `${staffDisplayName(reviewer)} as ${staffDisplayName(impersonated)}`
    : staffDisplayName(reviewer);
}

type LoggedUser = Pick<NamedUser, 'firstName' | 'lastName' | 'username' | 'businessName'> & { role: Role };

/**
 * Who an activity entry names as its actor (D11, D21, D27, D34). The member or account that acted,
 * when nobody else did, by their own name, else their username (D34: never the organization's
 * name, which does not say which member acted); an admin who acted inside a client's platform
 * (impersonation) as "Pat Lee as Acme" (D21); any other actor (an auditor's review, an admin's
 * action from the console) by their name.
 */
export function activityActorName(entry: {
  action: ActivityAction;
  owner: LoggedUser | null;
  actor: LoggedUser | null;
}): string {
  const { owner, actor } = entry;
  if (!owner) return actor ? staffDisplayName(actor) : 'Someone no longer registered';
  if (!actor) return userDisplayName(owner);
  const insidePlatform =
    actor.role === 'admin' && owner.role === 'client' && !CONSOLE_ACTIONS.includes(entry.action);
  return insidePlatform ? `${staffDisplayName(actor)} as ${owner.businessName}` : staffDisplayName(actor);
}
