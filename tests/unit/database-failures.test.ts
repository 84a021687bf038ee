import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/unavailable';
import { scrub, scrubLogLine, serializeError } from '../../src/server/logging';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or silent, also as a Drizzle cause', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves query mistakes and other errors alone', () => {
    for (const error of [
      withCode('new row violates check constraint', '23514'),
      withCode('duplicate key value', '23505'),
      new DrizzleQueryError('insert', [], withCode('syntax error', '42601')),
      new TypeError('x is undefined'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
  });
});

describe('log scrubbing', () => {
  const hash = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';
  it('drops the parameters of a failed query and masks e-mails and hashes everywhere', () => {
    const cause = Object.assign(withCode('violates check constraint', '23514'), {
      detail: 'Failing row contains (jo@example.com, ...)',
    });
    const error = new DrizzleQueryError('insert into users values ($1, $2)', [hash, 'jo@example.com'], cause);
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('violates check constraint');
    expect(text).not.toContain('jo@example.com');
    expect(text).not.toContain('scrypt$');
    expect(scrub(`user jo%40example.com set ${hash}`)).toBe('user [email] set [password hash]');
  });

  it('keeps every log line valid JSON', () => {
    const line = `${JSON.stringify({
      msg: `Failed query: insert\nparams: "${hash}",jo@example.com`,
      note: `hash ${hash}" and more`,
      after: 'kept',
    })}\n`;
    const scrubbed = scrubLogLine(line);
    expect(JSON.parse(scrubbed)).toEqual({
      msg: 'Failed query: insert\nparams: [redacted]',
      note: 'hash [password hash]" and more',
      after: 'kept',
    });
  });
});
