import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect } from 'vitest';
import { RESET_LINK_FOR_DISABLED } from '../../src/contract/admin';
import {
  ASK_THE_ADMINISTRATOR,
  INVALID_RESET_LINK,
  PASSWORD_RESET_BY_EMAIL_OFF,
  passwordResetByEmailOff,
} from '../../src/contract/auth';
import { PRODUCT_NAME } from '../../src/contract/constants';
import { activityLog, passwordResetTokens, users } from '../../src/server/db/schema';
import { DEFAULT_PASSWORD, registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createConsoleAdmin, createStaff, staffAccount } from '../support/staff';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

/*
 * Issue 23, "Password help": whom to ask without mail (SUPPORT_CONTACT), the reset link an admin
 * makes in the console to pass on, and SMTP_URL=file:// for a local or test setup.
 */

const PUBLIC_URL = 'https://cmmc.example.test';
const NEW_PASSWORD = 'chosen-by-the-user-7';
// Plain text with an address in angle brackets: an address, not a tag, and shown as typed.
const CONTACT = 'Dana Reyes, IT desk <it@acme.example>, 555-0100 ext. 4';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token')!;

describe('without mail, with SUPPORT_CONTACT', () => {
  let app: TestApp;
  let console: HttpClient;
  it.beforeAll(async ({ startApp }) => {
    app = await startApp({ SUPPORT_CONTACT: `  ${CONTACT}  `, PUBLIC_URL: `${PUBLIC_URL}/` });
    console = await createConsoleAdmin(app);
  });

  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    new HttpClient(app.baseUrl).post('/api/auth/reset-password', { token, newPassword });
  const signIn = (username: string, password: string) =>
    new HttpClient(app.baseUrl).post('/api/auth/login', { username, password });
  const makeLink = (userId: string) => console.post(`/api/admin/users/${userId}/reset-link`);

  it('names the contact in the settings and in the answer to "Forgot password?"', async () => {
    const browser = new HttpClient(app.baseUrl);
    const settings = await browser.get('/api/settings');
    expect(settings.json).toMatchObject({ passwordResetByEmail: false, supportContact: CONTACT });
    const answer = await browser.post('/api/auth/forgot-password', { email: 'someone@acme.example' });
    expect(answer.status).toBe(202);
    expect(answer.json.message).toBe(
      `${PASSWORD_RESET_BY_EMAIL_OFF} For a link to choose a new password, ask: ${CONTACT}`,
    );
  });

  it('makes a single-use link that sets the password chosen by the user, then is refused', async () => {
    const owner = new HttpClient(app.baseUrl);
    const { form, user } = await registerClient(owner);
    const made = await makeLink(user.id);
    expect(made.status).toBe(200);
    expect(Object.keys(made.json).sort()).toEqual(['expiresAt', 'resetUrl']);
    const { resetUrl, expiresAt } = made.json as { resetUrl: string; expiresAt: string };
    expect(resetUrl).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    // The same expiry as the mailed links: 30 minutes, by the database's clock.
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.1);

    // Only the hash is stored; the entry names the admin and holds no part of the link.
    const token = tokenOf(resetUrl);
    const [stored] = await app.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(sha256(token));
    const entries = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'password_reset_requested')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorUserId).not.toBeNull();
    expect(entries[0]!.description).toMatch(/^Password reset link made in the admin console by admin_/);
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain(token.slice(0, 12));

    // The old password still works until the link is used, and the owner's session lives on.
    expect((await signIn(form.username, DEFAULT_PASSWORD)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
    expect((await owner.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(form.username, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await signIn(form.username, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'another-choice-of-8');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: INVALID_RESET_LINK });
    expect((await signIn(form.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link as the reset page refuses a mailed one', async () => {
    const { form, user } = await registerClient(new HttpClient(app.baseUrl));
    const { resetUrl } = (await makeLink(user.id)).json as { resetUrl: string };
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const refused = await reset(tokenOf(resetUrl));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: INVALID_RESET_LINK });
    expect((await signIn(form.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('leaves an earlier link working until one of them is used, as mailed links do', async () => {
    const { user } = await registerClient(new HttpClient(app.baseUrl));
    const first = tokenOf((await makeLink(user.id)).json.resetUrl);
    const second = tokenOf((await makeLink(user.id)).json.resetUrl);
    expect(first).not.toBe(second);
    expect((await reset(first)).status).toBe(200);
    expect((await reset(second, 'another-choice-of-8')).json).toEqual({ message: INVALID_RESET_LINK });
  });

  it('works for a staff account, whose password is reset the same way', async () => {
    const auditor = await staffAccount(app, 'auditor');
    const { resetUrl } = (await makeLink(auditor.id)).json as { resetUrl: string };
    expect((await reset(tokenOf(resetUrl))).status).toBe(200);
    expect((await signIn(auditor.credentials.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id and 409 for a disabled account', async () => {
    const unknown = await makeLink(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('User not found');
    expect((await makeLink('not-an-id')).status).toBe(404);

    const { user } = await registerClient(new HttpClient(app.baseUrl));
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await makeLink(user.id);
    expect(disabled.status).toBe(409);
    expect(disabled.json.message).toBe(RESET_LINK_FOR_DISABLED);
    const rows = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('is made only in the admin console: platform sessions of a client, an auditor or an admin get 401', async () => {
    const client = new HttpClient(app.baseUrl);
    const { user } = await registerClient(client);
    for (const browser of [
      client,
      await createStaff(app, 'auditor'),
      await createStaff(app, 'admin'),
      new HttpClient(app.baseUrl),
    ]) {
      const refused = await browser.post(`/api/admin/users/${user.id}/reset-link`);
      expect(refused.status).toBe(401);
    }
    const rows = await app.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('without mail or SUPPORT_CONTACT', () => {
  it('says to ask the administrator of this installation, who can make a link in the console', async ({
    startApp,
  }) => {
    const app = await startApp();
    const browser = new HttpClient(app.baseUrl);
    expect((await browser.get('/api/settings')).json.supportContact).toBeNull();
    const answer = await browser.post('/api/auth/forgot-password', { email: 'someone@acme.example' });
    expect(answer.json.message).toBe(`${PASSWORD_RESET_BY_EMAIL_OFF} ${ASK_THE_ADMINISTRATOR}`);
    expect(answer.json.message).toBe(passwordResetByEmailOff(null));
    expect(answer.json.message).toMatch(/administrator of this installation/);
    expect(answer.json.message).toMatch(/admin console/);
  });
});

describe('SMTP_URL=file:///path/to/folder', () => {
  let app: TestApp;
  let root: string;
  let folder: string;
  it.beforeAll(async ({ startApp }) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-mail-'));
    // Two levels that do not exist yet, one with a space (percent-encoded in the URL).
    folder = path.join(root, 'local mail', 'outbox');
    app = await startApp(
      { SMTP_URL: `file://${encodeURI(folder)}`, PUBLIC_URL: PUBLIC_URL, TRUST_PROXY: '1' },
      { afterClose: () => fs.rmSync(root, { recursive: true, force: true }) },
    );
  });

  const emlFiles = () => fs.readdirSync(folder).filter((name) => name.endsWith('.eml'));
  const ask = (email: string, ip: string) =>
    new HttpClient(app.baseUrl).request(
      'POST',
      '/api/auth/forgot-password',
      { email },
      { 'x-forwarded-for': ip },
    );

  it('makes the folder at start-up and offers "Forgot password?" by e-mail', async () => {
    expect(fs.statSync(folder).isDirectory()).toBe(true);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect((await new HttpClient(app.baseUrl).get('/api/settings')).json.passwordResetByEmail).toBe(true);
  });

  it('writes the reset mail as an .eml file whose link works', async () => {
    const { form } = await registerClient(new HttpClient(app.baseUrl));
    const before = emlFiles().length;
    expect((await ask(form.email, '203.0.113.1')).status).toBe(202);
    await expect.poll(() => emlFiles().length).toBe(before + 1);
    const name = emlFiles().sort().at(-1)!;
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\d{6}-[0-9a-f]{6}\.eml$/);
    const file = path.join(folder, name);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const raw = fs.readFileSync(file);
    // An RFC 5322 message: CRLF line ends, headers then a blank line.
    expect(raw.toString('latin1')).toMatch(/^[\s\S]*?\r\n\r\n/);
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(to.flatMap((address) => address?.value.map((v) => v.address))).toEqual([form.email]);
    expect(parsed.from?.value).toEqual([{ name: PRODUCT_NAME, address: 'no-reply@localhost' }]);
    expect(parsed.messageId).toBeTruthy();
    const link = /(https:\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(parsed.text ?? '')?.[1];
    expect(link?.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(parsed.html).toContain(`href="${link}"`);

    const changed = await new HttpClient(app.baseUrl).post('/api/auth/reset-password', {
      token: tokenOf(link!),
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const signedIn = await new HttpClient(app.baseUrl).post('/api/auth/login', {
      username: form.username,
      password: NEW_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
  });

  it('gives every mail a file of its own, named so that sorting by name is sorting by time', async () => {
    const sent: string[] = [];
    const before = new Set(emlFiles());
    // One after the other, each written before the next is asked for.
    for (let i = 0; i < 3; i++) {
      const { form } = await registerClient(new HttpClient(app.baseUrl));
      expect((await ask(form.email, `203.0.113.${10 + i}`)).status).toBe(202);
      await expect.poll(() => emlFiles().length).toBe(before.size + i + 1);
      sent.push(form.email);
    }
    const written = emlFiles()
      .filter((name) => !before.has(name))
      .sort();
    expect(new Set(written).size).toBe(3);
    const recipients = await Promise.all(
      written.map(async (name) => {
        const parsed = await simpleParser(fs.readFileSync(path.join(folder, name)));
        return (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address;
      }),
    );
    expect(recipients).toEqual(sent);
  });
});
