import { test as base, type Page } from '@playwright/test';
import { signUpViaApi } from './support';

export type Account = Awaited<ReturnType<typeof signUpViaApi>>;

/**
 * The browser tests' `test`, with a client business signed up through the API before the test
 * starts (conventions, point 10), on the page's own context so that the page holds its session:
 * - `client`: that account's registration form (username, password, e-mail, business name...);
 * - `clientPage`: the page, signed in as that client, for a test that needs no detail of it.
 */
export const test = base.extend<{ client: Account; clientPage: Page }>({
  client: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
  clientPage: async ({ page, client: _signedUp }, use) => {
    await use(page);
  },
});

export { expect } from '@playwright/test';
