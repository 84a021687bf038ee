import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../../src/contract/return-path';

describe('safeReturnPath (issue 12: no open redirect through ?next=)', () => {
  it.each([
    '/',
    '/evidence',
    '/evidence?control=AC.L1-3.1.1',
    '/controls?control=AC.L1-3.1.1&view=x#notes',
    '/auditor/client/7c1e',
  ])('keeps the path of this site %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example/evidence'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/evidence\\..\\x'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a line break the URL parser drops', '/\n/evil.example'],
    ['a NUL', '/evidence\u0000'],
    ['a relative path', 'evidence'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the empty string', ''],
    ['the sign-in page (a loop)', '/login?next=/evidence'],
    ['an API path', '/api/evidence'],
    ['the API root', '/api'],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/evidence'], { path: '/evidence' }])(
    'refuses the non-string %j',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});

describe('withReturnPath', () => {
  it('adds a safe place, encoded', () => {
    expect(withReturnPath('/api/login', '/evidence?control=AC.L1-3.1.1')).toBe(
      '/api/login?next=%2Fevidence%3Fcontrol%3DAC.L1-3.1.1',
    );
  });

  it('leaves out the home page and anything unsafe', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/login', undefined)).toBe('/login');
  });
});
