import { describe, expect, it } from 'vitest';
import { roleAccessLabel, userDisplayName, userInitials } from '../../src/contract/display';

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

describe('userDisplayName (sidebar)', () => {
  it('prefers the full name, then business name, then username, then User', () => {
    expect(userDisplayName({ firstName: 'Dana', lastName: 'Reyes', businessName: 'Acme' })).toBe(
      'Dana Reyes',
    );
    expect(userDisplayName({ businessName: 'Acme', username: 'acme' })).toBe('Acme');
    expect(userDisplayName({ businessName: '', username: 'acme' })).toBe('acme');
    expect(userDisplayName({})).toBe('User');
  });
});

describe('roleAccessLabel (header)', () => {
  it("follows the role with 'Access'", () => {
    expect(roleAccessLabel('client')).toBe('Client Access');
    expect(roleAccessLabel('auditor')).toBe('Auditor Access');
  });
});
