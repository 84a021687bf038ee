import { test } from 'vitest';
import { registerClient } from './factories';
import { HttpClient } from './http-client';
import { startMailServer } from './mail-server';
import { startTestApp, type StartTestAppOptions, type TestApp } from './test-app';

export interface StartAppOptions extends StartTestAppOptions {
  /** What to undo once this app is closed: the storage server or the folder it used. */
  afterClose?: () => unknown;
}

/** Starts one more app with this environment and these options (see `startApp` below). */
export type StartApp = (env?: Record<string, string>, options?: StartAppOptions) => Promise<TestApp>;

/**
 * The API tests' `it`: the real app as a fixture instead of a setup block copied into each file.
 *
 * - `app` is file-scoped: started once, for the first test of the file that asks for it, and
 *   closed (database dropped) after the file's last test, as the `beforeAll`/`afterAll` pair did.
 *   A file configures it with `it.override('appEnv', {...})` (or `appOptions`) at its top level.
 *   Suite hooks get it too: `it.beforeAll(async ({ app }) => ...)`.
 * - `startApp` is file-scoped too, for a file that needs several apps configured differently
 *   (Vitest refuses a file-scoped override inside a `describe`): it hands out a function that
 *   starts an app with the given env and options, and every app it started is closed (its
 *   database dropped) after the file's last test, then its `afterClose` is run (a storage server
 *   or a folder the app used, which must outlive it). A `describe` starts its own in a suite hook:
 *   `it.beforeAll(async ({ startApp }) => { app = await startApp({ EVIDENCE_QUOTA_FILES: '3' }); })`.
 * - `mail` is a file-scoped SMTP server that keeps what it receives, started only for a file that
 *   asks for it; such a file points the app at it with
 *   `it.override('appEnv', { scope: 'file' }, ({ mail }) => ({ SMTP_URL: mail.url }))`.
 * - `browser` is a fresh HTTP client with an empty cookie jar for each test.
 * - `client` is a client business registered on that `browser`, signed in.
 */
export const it = test
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('mail', { scope: 'file' }, async ({}, { onCleanup }) => {
    const mail = await startMailServer();
    onCleanup(() => mail.close());
    return mail;
  })
  .extend('appEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('appOptions', { scope: 'file' }, {} as StartTestAppOptions)
  .extend('app', { scope: 'file' }, async ({ appEnv, appOptions }, { onCleanup }) => {
    const app = await startTestApp(appEnv, appOptions);
    onCleanup(() => app.close());
    return app;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('startApp', { scope: 'file' }, async ({}, { onCleanup }): Promise<StartApp> => {
    const closers: (() => Promise<void>)[] = [];
    onCleanup(async () => {
      await Promise.all(closers.map((close) => close()));
    });
    return async (env = {}, { afterClose, ...options } = {}) => {
      const app = await startTestApp(env, options);
      closers.push(async () => {
        await app.close();
        await afterClose?.();
      });
      return app;
    };
  })
  .extend('browser', async ({ app }) => new HttpClient(app.baseUrl))
  .extend('client', async ({ browser }) => ({ browser, ...(await registerClient(browser)) }));
