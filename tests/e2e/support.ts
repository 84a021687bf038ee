import crypto from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { e2eServerEnv } from '../../playwright.config';
import type { OpenedDatabase } from '../../src/server/boot';
import { registration } from '../support/factories';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 AA: no serious or critical violations on the page as it is now.
 *
 * axe-core runs in the page itself, loaded once per document (an SPA screen change keeps it).
 * @axe-core/playwright's builder re-sends the 550 KB script on every call and finishes each run in a
 * new blank page: about 2 s a check on two cores against 0.4-0.7 s here, over 170 checks a run.
 * Frames are not entered: the app draws none of its own (a user's file preview is not our markup).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // The page as it settles: a colour transition caught halfway is not what anyone reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_21_AA,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const PASSWORD = 'e2e-password-123';

/** A fresh client's registration form (unique names), as the API tests make them. */
export const newAccount = () => registration({ password: PASSWORD, confirmPassword: PASSWORD });

/** Signs a fresh client in through the API (conventions, point 10); the page shares its cookies. */
export async function signUpViaApi(page: Page) {
  const account = newAccount();
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

/**
 * The toast area. Found by test id: while a modal dialog is open the area is aria-hidden, and
 * screen readers hear each toast through the live region Radix adds for it instead.
 */
export const toasts = (page: Page) => page.getByTestId('toasts');

/** Follows a sidebar link, opening the menu first on a phone. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

/** Runs `work` on the e2e server's database, opened as the server's own tools open it. */
export async function onE2eDatabase<T>(work: (database: OpenedDatabase) => Promise<T>): Promise<T> {
  const { openDatabaseForTool } = await import('../../src/server/boot');
  const { loadConfig } = await import('../../src/server/config');
  const database = await openDatabaseForTool(loadConfig({ ...e2eServerEnv, LOG_LEVEL: 'silent' }));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * A staff account, made as `npm run user:create` makes one (tests/api/process.test.ts runs that
 * tool itself): here in-process, which spares each test a second Node.js start.
 */
export async function createStaffAccount(role: 'auditor' | 'admin') {
  const username = `${role}_${crypto.randomBytes(4).toString('hex')}`;
  const password = `${role}-password-1`;
  const { createUser } = await import('../../src/server/auth/users');
  const { SYSTEM_ACTOR } = await import('../../src/server/access/actor');
  await onE2eDatabase(({ db }) =>
    createUser(
      db,
      SYSTEM_ACTOR,
      {
        username,
        password,
        email: `${username}@agency.example`,
        role,
      },
      'from the command line',
    ),
  );
  return { username, password };
}

/**
 * A live "Forgot password?" token for the account with this e-mail, made by the server's own code
 * in the e2e server's database: the e2e server sends no mail (no SMTP_URL), so the browser test
 * cannot read the link from a message (tests/api/password-recovery.test.ts does).
 */
export async function createResetToken(email: string): Promise<string> {
  const { issuePasswordResetToken } = await import('../../src/server/auth/password-recovery');
  const { users } = await import('../../src/server/db/schema');
  const { sql } = await import('drizzle-orm');
  return onE2eDatabase(async ({ db }) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) throw new Error('no account uses that e-mail address');
    return issuePasswordResetToken(db, user.id);
  });
}

/**
 * Records in the tab's session storage (which outlives the redirect to sign-in) which of `texts`
 * the page shows from now on: what a page said in the 500 ms before it went, read afterwards.
 */
export async function watchTexts(page: Page, texts: string[]) {
  await page.evaluate((watched) => {
    const look = () => {
      for (const text of watched) {
        if (document.body.textContent?.includes(text)) window.sessionStorage.setItem(`seen:${text}`, '1');
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, texts);
  return async (text: string) =>
    page.evaluate((key) => window.sessionStorage.getItem(key) === '1', `seen:${text}`);
}

/** Document 1 section 9: what the page says in the 500 ms before it goes to sign in. */
export const LOGGED_OUT = 'You are logged out. Logging in again...';

/** Chooses N/A on an objective the Level 1 guidance does not expect to be N/A, confirming it (D28). */
export async function markNotApplicable(page: Page, editor: Locator): Promise<void> {
  await editor.getByText('N/A', { exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark N/A' }).click();
}

/**
 * A second app process on the e2e database (as behind a load balancer), for settings the shared
 * e2e server does not have. `env` is given the new server's origin. Stop it in `afterAll`.
 */
export async function startSecondApp(name: string, env: (origin: string) => Record<string, string>) {
  const { freePort } = await import('../../src/server/postgres/embedded');
  const { runTs } = await import('../support/processes');
  const databaseUrl = await onE2eDatabase(async (database) => database.url);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = runTs('src/server/main.ts', [], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: `.tmp/e2e-${name}-data`,
    SESSION_SECRET: `e2e-${name}-session-secret-0123456789`,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env(origin),
  });
  await server.waitFor(/is running on/);
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };
  return { origin, stop };
}
