import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../../src/contract/totp';
import type { Role } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import { issueEnrolmentLink } from '../../src/server/auth/enrolment-link';
import { users } from '../../src/server/db/schema';
import { HttpClient } from './http-client';
import { staffAccount } from './staff';
import type { TestApp } from './test-app';

/**
 * Two-step sign-in in the API tests (D20, D33): codes computed from the secret the server shows,
 * as an authenticator app would, and staff accounts enrolled through their enrolment link.
 */

/** The TOTP time step of now (RFC 6238: Unix time / 30 s). */
export const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of `secret` for time step `step`. */
export const codeAt = (secret: string, step: number) =>
  generate({ secret, epoch: step * TOTP_PERIOD_SECONDS });

/** The code an authenticator app shows now. */
export const codeOf = (secret: string) => codeAt(secret, stepNow());

/**
 * A code of the account that the server has not taken yet (each step once, D33): the current
 * step's, else the next step's (accepted for clock drift). When both are used, which only a test
 * signing in many times within 30 s does, the account's record of the last step used is moved
 * back, standing in for waiting for the next step. For tests that are not about reuse.
 */
export async function unusedCode(app: TestApp, userId: string, secret: string): Promise<string> {
  const [row] = await app.db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, userId));
  const now = stepNow();
  const last = row?.last ?? null;
  if (last === null || last < now) return codeAt(secret, now);
  if (last === now) return codeAt(secret, now + 1);
  await app.db
    .update(users)
    .set({ totpLastStep: now - 1 })
    .where(eq(users.id, userId));
  return codeAt(secret, now);
}

/** The token of an enrolment link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A staff account as `npm run user:create` makes one: not enrolled, with its enrolment link. */
export async function staffWithLink(app: TestApp, role: Exclude<Role, 'client'>) {
  const account = await staffAccount(app, role);
  const { link } = await app.db.transaction((tx) => issueEnrolmentLink(tx, account.id, app.config.publicUrl));
  return { ...account, link };
}

/** Follows an enrolment link as its page does: the secret, then its current code. */
export async function enrolThroughLink(app: TestApp, link: string) {
  const browser = new HttpClient(app.baseUrl);
  const token = tokenOf(link);
  const start = await browser.call(routes.totpEnrolmentStart, { body: { token } });
  if (start.status !== 200) throw new Error(`enrolment start failed: ${start.status} ${start.text}`);
  const secret = start.json.enrolment.secret as string;
  const finish = await browser.call(routes.totpEnrolmentFinish, {
    body: { token, code: await codeOf(secret) },
  });
  if (finish.status !== 200) throw new Error(`enrolment finish failed: ${finish.status} ${finish.text}`);
  return { secret, recoveryCodes: finish.json.recoveryCodes as string[] };
}

/** A staff account enrolled through its link; not signed in. */
export async function enrolledStaff(app: TestApp, role: Exclude<Role, 'client'>) {
  const account = await staffWithLink(app, role);
  return { ...account, ...(await enrolThroughLink(app, account.link)) };
}

/** An admin enrolled through the link and signed in to the console with a code (D10, D33). */
export async function enrolledConsoleAdmin(app: TestApp) {
  const admin = await enrolledStaff(app, 'admin');
  const browser = new HttpClient(app.baseUrl);
  const code = await unusedCode(app, admin.id, admin.secret);
  const answer = await browser.call(routes.adminLogin, { body: { ...admin.credentials, code } });
  if (answer.status !== 200) throw new Error(`console sign-in failed: ${answer.status} ${answer.text}`);
  return { ...admin, browser };
}
