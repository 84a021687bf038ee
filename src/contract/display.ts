import type { PublicUser } from './auth';

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

/** Full name, else business name, else username, else 'User'. */
export function userDisplayName(user: Partial<NamedUser>): string {
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return fullName || user.businessName || user.username || 'User';
}

/** 'client' -> 'Client Access'. */
export function roleAccessLabel(role: string): string {
  return `${role.charAt(0).toUpperCase()}${role.slice(1)} Access`;
}

/** How a staff member (an auditor signing a review) is named: full name, else username. */
export function staffDisplayName(user: Pick<NamedUser, 'firstName' | 'lastName' | 'username'>): string {
  return userDisplayName({ firstName: user.firstName, lastName: user.lastName, username: user.username });
}
