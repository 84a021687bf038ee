import crypto from 'node:crypto';
import type { RegisterInput } from '../../src/contract/auth';
import { routes } from '../../src/contract/routes';
import { HttpClient } from './http-client';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** A valid registration with unique names; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomBytes(5).toString('hex');
  return {
    username: `client_${id}`,
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    email: `owner_${id}@example.com`,
    // The affirming official's name (D27: the affirmation is made in the member's own name).
    firstName: 'Dana',
    lastName: 'Reyes',
    businessName: `Precision Parts ${id}`,
    businessNumber: '12-3456789',
    industry: 'Manufacturing',
    ...overrides,
  };
}

/** Registers a client through the API; the client's cookie jar then holds its session. */
export async function registerClient(client: HttpClient, overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  // Overrides may be anything a test chooses; the server, not the type, judges them.
  const response = await client.call(routes.register, { body: form as RegisterInput });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
  return { form, user: response.json as { id: string; username: string; role: string } };
}

/** A client registered on a new cookie jar of `app`'s server: its browser, id and business name. */
export async function newClient(app: { baseUrl: string }) {
  const browser = new HttpClient(app.baseUrl);
  const { user, form } = await registerClient(browser);
  return { browser, id: user.id, businessName: form.businessName };
}
