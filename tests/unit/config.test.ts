import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashCost, verifyPassword } from '../../src/server/auth/password';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      sessionSecret: undefined,
      cookieSecure: 'auto',
      sessionIdleMs: 2 * 60 * 60_000,
      sessionAbsoluteMs: 12 * 60 * 60_000,
    });
  });

  it('hashes passwords at scrypt N = 2^15 unless the test suite asks for less', () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    // A deployment cannot weaken the hashes: a lower cost needs NODE_ENV=test.
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '14', NODE_ENV: 'production' })).toThrow(
      /a lower cost is for the test suite only/,
    );
    expect(loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9', NODE_ENV: 'test' })).toThrow(ConfigError);
  });

  it('stores a new password as scrypt$32768$8$1$salt$hash at the default cost', async () => {
    usePasswordHashCost(loadConfig({}).passwordHashCost);
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(5000);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/cmmc',
      DATABASE_URL: 'postgres://app@db:5432/cmmc',
      SESSION_SECRET: 'x'.repeat(32),
      COOKIE_SECURE: 'true',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '8',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/cmmc',
      databaseUrl: 'postgres://app@db:5432/cmmc',
      cookieSecure: true,
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 8 * 3_600_000,
    });
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SESSION_SECRET: 'short',
        COOKIE_SECURE: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems).toMatch(/SESSION_SECRET: must be at least 32 characters/);
    expect(problems).toMatch(/COOKIE_SECURE/);
  });

  it('has no mailer without SMTP_URL, and makes the public address from HOST and PORT', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0' });
    expect(config.mail).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.publicUrlGuessed).toBe(true);
    expect(loadConfig({ HOST: '::1', PORT: '5000' }).publicUrl).toBe('http://[::1]:5000');
  });

  it('reads the mail settings (D20)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:s%40cret@mail.example.com:587',
      MAIL_FROM: 'Compliance Desk <desk@example.com>',
      PUBLIC_URL: 'https://cmmc.example.com/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mailer:s%40cret@mail.example.com:587',
      from: 'Compliance Desk <desk@example.com>',
    });
    expect(config.publicUrl).toBe('https://cmmc.example.com');
    expect(config.publicUrlGuessed).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).mail?.from).toBe(
      'CMMC Readiness <no-reply@localhost>',
    );
  });

  it('refuses bad mail settings without repeating the SMTP password', () => {
    let error: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://mailer:hunter2-secret@mail.example.com',
        MAIL_FROM: 'Desk <desk@example.com>\r\nBcc: everyone@example.com',
        PUBLIC_URL: 'ftp://cmmc.example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problems).toMatch(/MAIL_FROM: must be one line/);
    expect(problems).toMatch(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(problems).not.toContain('hunter2');
  });
  it('reads SMTP_URL=file:///path as a folder for .eml files (issue 23)', () => {
    expect(loadConfig({ SMTP_URL: 'file:///var/spool/cmmc%20mail' }).mail).toEqual({
      folder: '/var/spool/cmmc mail',
      from: 'CMMC Readiness <no-reply@localhost>',
    });
    expect(loadConfig({ SMTP_URL: 'file://localhost/tmp/mail' }).mail).toMatchObject({ folder: '/tmp/mail' });
    // Another machine's folder, and a path that is not absolute, are refused.
    for (const SMTP_URL of ['file://fileserver/share/mail', 'file:mail', 'file:/tmp/mail']) {
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).toThrow(/SMTP_URL: .*or file:\/\/\/path\/to\/folder/);
    }
  });

  it('reads SUPPORT_CONTACT as plain text on one line (issue 23)', () => {
    expect(loadConfig({}).supportContact).toBeUndefined();
    expect(loadConfig({ SUPPORT_CONTACT: '   ' }).supportContact).toBeUndefined();
    // An address in angle brackets is not markup.
    expect(loadConfig({ SUPPORT_CONTACT: '  Dana Reyes <it@acme.example>, 555-0100 ' }).supportContact).toBe(
      'Dana Reyes <it@acme.example>, 555-0100',
    );
    expect(loadConfig({ SUPPORT_CONTACT: 'x'.repeat(200) }).supportContact).toHaveLength(200);
    const refusals: [string, RegExp][] = [
      ['x'.repeat(201), /at most 200 characters/],
      ['Dana\nReyes', /plain text on one line/],
      ['Dana\u202eReyes', /plain text on one line/],
      ['<b>Dana</b>', /HTML tags and entities/],
      ['<a href="mailto:it@acme.example">IT</a>', /HTML tags and entities/],
      ['Dana &amp; Lee', /HTML tags and entities/],
      ['Dana &#60;', /HTML tags and entities/],
    ];
    for (const [value, message] of refusals) {
      expect(() => loadConfig({ SUPPORT_CONTACT: value }), value).toThrow(
        new RegExp(`SUPPORT_CONTACT: .*${message.source}`),
      );
    }
  });
});
