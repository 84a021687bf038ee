/**
 * Where a user goes back to after signing in again (issue 12: an ended session, or a signed-out
 * deep link, returns to the same page). The place travels as `?next=` through `GET /api/login`
 * (D4) to the sign-in page; both sides accept only a path of this site, so the parameter can
 * never send anyone to another site (an open redirect).
 */
export const RETURN_PARAM = 'next';

/** Longer than any address of the app, short enough to keep the sign-in address readable. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** A base no real address has: resolving against it tells a path from an address of another site. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * `value` when it is a path of this site ("/evidence?control=AC.L1-3.1.1"), otherwise null:
 * it must start with exactly one "/" ("//host" is another site), hold no backslash (browsers
 * read "/\host" as "//host") and no control character (the URL parser drops tabs and line
 * breaks, which could turn "/\t/host" into "//host"), and must not lead back to sign-in or into
 * the API.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/login' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return value;
}

/**
 * The sign-in address `signIn` carrying `returnTo` when it is worth returning to (a safe path
 * other than the home page, which is where signing in lands anyway).
 */
export function withReturnPath(signIn: string, returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === '/') return signIn;
  return `${signIn}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}
