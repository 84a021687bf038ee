import { describe, expect, it } from 'vitest';
import {
  activityActorName,
  roleAccessLabel,
  userDisplayName,
  userInitials,
} from '../../src/contract/display';

describe('userInitials (sidebar)', () => {
  it('uses first and last initials when both exist', () => {
    expect(userInitials({ firstName: 'dana', lastName: 'reyes', email: 'x@y.z' })).toBe('DR');
  });
  it('falls back to the first two letters of the e-mail, uppercased', () => {
    expect(userInitials({ firstName: 'Dana', email: 'owner@acme.test' })).toBe('OW');
  });
  it("falls back to '?'", () => {
    expect(userInitials({})).toBe('?');
  });
});

describe('userDisplayName (sidebar, activity)', () => {
  it('prefers the full name, then username, then User (D34)', () => {
    expect(userDisplayName({ firstName: 'Dana', lastName: 'Reyes', username: 'dana' })).toBe('Dana Reyes');
    expect(userDisplayName({ firstName: ' ', lastName: '', username: 'acme' })).toBe('acme');
    expect(userDisplayName({ username: 'acme' })).toBe('acme');
    expect(userDisplayName({})).toBe('User');
  });
});

describe('roleAccessLabel (header)', () => {
  it("follows the role with 'Access'", () => {
    expect(roleAccessLabel('client')).toBe('Client Access');
    expect(roleAccessLabel('auditor')).toBe('Auditor Access');
  });
});

describe('activityActorName (the console names who acted, D21)', () => {
  const acme = {
    role: 'client' as const,
    businessName: 'Acme',
    firstName: null,
    lastName: null,
    username: 'acme',
  };
  const dana = {
    role: 'client' as const,
    businessName: 'Acme',
    firstName: 'Dana',
    lastName: 'Reyes',
    username: 'dana',
  };
  const admin = {
    role: 'admin' as const,
    businessName: 'Staff',
    firstName: 'Pat',
    lastName: 'Lee',
    username: 'pat',
  };
  const auditor = {
    role: 'auditor' as const,
    businessName: 'Staff',
    firstName: null,
    lastName: null,
    username: 'rhea',
  };

  it('names the owner for the owner’s own actions by name, else username, never the business (D34)', () => {
    expect(activityActorName({ action: 'sign_in', owner: acme, actor: null })).toBe('acme');
    expect(activityActorName({ action: 'sign_in', owner: dana, actor: null })).toBe('Dana Reyes');
    expect(activityActorName({ action: 'sign_in', owner: admin, actor: null })).toBe('Pat Lee');
  });
  it('names an admin inside the client’s platform "as" the business, and alone for console actions', () => {
    expect(activityActorName({ action: 'status_change', owner: acme, actor: admin })).toBe('Pat Lee as Acme');
    expect(activityActorName({ action: 'password_reset', owner: acme, actor: admin })).toBe('Pat Lee');
    expect(activityActorName({ action: 'account_disabled', owner: auditor, actor: admin })).toBe('Pat Lee');
  });
  it('names an auditor by name, else username', () => {
    expect(activityActorName({ action: 'review', owner: acme, actor: auditor })).toBe('rhea');
  });
});
