import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeVersionProblem } from '../../src/server/node-version';
import { describeListenError, describeStartupError, StartupError } from '../../src/server/startup-error';

const systemError = (code: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code} something`), { code, ...fields });

describe('the Node.js version check', () => {
  it('says what package.json engines says', () => {
    const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe(`>=${MINIMUM_NODE.replace(/\.0$/, '')}`);
  });

  it('lets this Node.js and newer ones through, and stops older ones with what to do', () => {
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
    expect(nodeVersionProblem('20.19.0')).toBeUndefined();
    expect(nodeVersionProblem('22.1.0')).toBeUndefined();
    expect(nodeVersionProblem('20.18.3')).toBe(
      'CMMC Readiness needs Node.js 20.19 or newer, and this is Node.js 20.18.3. ' +
        'Install a current Node.js (https://nodejs.org), then run npm install and npm start again.',
    );
    expect(nodeVersionProblem('v18.20.0')).toMatch(/this is Node\.js 18\.20\.0\./);
  });
});

describe('start-up messages', () => {
  const settings = { port: 5000, host: '127.0.0.1' };

  it('turn listen errors into one sentence with the fix', () => {
    expect(describeListenError(systemError('EADDRINUSE'), settings)).toBe(
      'Port 5000 is already in use. Stop the other program or set PORT=5001.',
    );
    expect(describeListenError(systemError('EACCES'), { ...settings, port: 80 })).toBe(
      'Port 80 needs administrator rights. Use a port above 1023, e.g. PORT=5000.',
    );
    expect(describeListenError(systemError('EADDRNOTAVAIL'), { ...settings, host: '10.1.2.3' })).toMatch(
      /^HOST=10\.1\.2\.3 is not an address of this machine\./,
    );
    expect(describeListenError(new Error('other'), settings)).toBeUndefined();
  });

  it('pass our own sentences through and word file and database errors', () => {
    expect(describeStartupError(new StartupError('Do this.'))).toBe('Do this.');
    expect(describeStartupError(systemError('EACCES', { path: '/srv/data' }))).toBe(
      "Permission denied on /srv/data. Set DATA_DIR to a folder this user can write, or fix that folder's permissions.",
    );
    const refused = systemError('ECONNREFUSED', { address: '127.0.0.1', port: 5432 });
    const wrapped = Object.assign(new Error('Failed query: CREATE SCHEMA'), { cause: refused });
    expect(describeStartupError(wrapped)).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:5432 (connection refused). Start it, or fix DATABASE_URL.',
    );
    expect(describeStartupError(new Error('first line\n    at somewhere (file.ts:1:1)'))).toBe('first line');
  });
});
