import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { DEFAULT_PASSWORD, registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/* D20: every signed-in user changes their own password and edits their own profile. */

async function signedIn(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { form, user } = await registerClient(browser);
  return { browser, form, user };
}

describe('POST /api/auth/change-password', () => {
  it('needs the current password, follows the rule, and ends every other session', async ({ app }) => {
    const { browser, form } = await signedIn(app);
    const other = new HttpClient(app.baseUrl);
    expect(
      (await other.call(routes.login, { body: { username: form.username, password: form.password } })).status,
    ).toBe(200);

    const wrong = await browser.call(routes.changePassword, {
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'a-brand-new-password-9',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: 'Your current password is not right' });
    const same = await browser.call(routes.changePassword, {
      body: {
        currentPassword: form.password,
        newPassword: form.password,
      },
    });
    expect(same.json.errors).toEqual({
      newPassword: 'Choose a new password, different from the current one',
    });
    const common = await browser.call(routes.changePassword, {
      body: {
        currentPassword: form.password,
        newPassword: 'password123',
      },
    });
    expect(common.status).toBe(400);
    expect(Object.keys(common.json.errors)).toEqual(['newPassword']);
    const short = await browser.call(routes.changePassword, {
      body: {
        currentPassword: form.password,
        newPassword: 'short',
      },
    });
    expect(short.status).toBe(400);

    const changed = await browser.call(routes.changePassword, {
      body: {
        currentPassword: form.password,
        newPassword: 'a-brand-new-password-9',
      },
    });
    expect(changed.status).toBe(200);
    expect((await browser.call(routes.currentUser)).status).toBe(200);
    expect((await other.call(routes.currentUser)).status).toBe(401);
    const fresh = new HttpClient(app.baseUrl);
    expect(
      (await fresh.call(routes.login, { body: { username: form.username, password: form.password } })).status,
    ).toBe(401);
    expect(
      (
        await fresh.call(routes.login, {
          body: { username: form.username, password: 'a-brand-new-password-9' },
        })
      ).status,
    ).toBe(200);
    const entries = (await browser.call(routes.activity, { query: { pageSize: 5 } })).json.items as {
      action: string;
    }[];
    expect(entries.map((entry) => entry.action)).toContain('password_change');
  });

  it('is for signed-in users only', async ({ app }) => {
    const anonymous = new HttpClient(app.baseUrl);
    const response = await anonymous.call(routes.changePassword, {
      body: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'a-brand-new-password-9',
      },
    });
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/auth/user', () => {
  it('saves the fields sent, keeps the others, and refuses an e-mail another account has', async ({
    app,
  }) => {
    const { browser, form } = await signedIn(app);
    const someoneElse = await signedIn(app);
    const saved = await browser.call(routes.updateProfile, {
      body: {
        businessName: 'Renamed Machining LLC',
        firstName: 'Dana',
        lastName: 'Reyes',
        businessNumber: null,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      businessName: 'Renamed Machining LLC',
      firstName: 'Dana',
      lastName: 'Reyes',
      businessNumber: null,
      email: form.email,
      industry: form.industry,
    });
    expect(saved.json).not.toHaveProperty('password');
    const taken = await browser.call(routes.updateProfile, {
      // A new address needs the current password (issue 38); one another account confirmed is 409.
      body: { email: someoneElse.form.email.toUpperCase(), currentPassword: form.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ email: 'An account with that email already exists' });
    // A body the route's type refuses, sent raw for the server to judge.
    const invalid = await browser.request('PATCH', '/api/auth/user', {
      email: 'nope',
      industry: 'Piracy',
      businessName: ' ',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['businessName', 'email', 'industry']);
    expect((await browser.call(routes.updateProfile, { body: {} })).status).toBe(200);
    expect(
      (await new HttpClient(app.baseUrl).call(routes.updateProfile, { body: { firstName: 'X' } })).status,
    ).toBe(401);
  });
});
