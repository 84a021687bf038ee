import { test } from 'vitest';
import { registerClient } from './factories';
import { HttpClient } from './http-client';
import { startTestApp, type StartTestAppOptions } from './test-app';

/**
 * The API tests' `it`: the real app as a fixture instead of a setup block copied into each file.
 *
 * - `app` is file-scoped: started once, for the first test of the file that asks for it, and
 *   closed (database dropped) after the file's last test, as the `beforeAll`/`afterAll` pair did.
 *   A file configures it with `it.override('appEnv', {...})` (or `appOptions`) at its top level.
 *   Suite hooks get it too: `it.beforeAll(async ({ app }) => ...)`.
 * - `browser` is a fresh HTTP client with an empty cookie jar for each test.
 * - `client` is a client business registered on that `browser`, signed in.
 */
export const it = test
  .extend('appEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('appOptions', { scope: 'file' }, {} as StartTestAppOptions)
  .extend('app', { scope: 'file' }, async ({ appEnv, appOptions }, { onCleanup }) => {
    const app = await startTestApp(appEnv, appOptions);
    onCleanup(() => app.close());
    return app;
  })
  .extend('browser', async ({ app }) => new HttpClient(app.baseUrl))
  .extend('client', async ({ browser }) => ({ browser, ...(await registerClient(browser)) }));
