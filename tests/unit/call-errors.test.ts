import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The one client error path (src/web/lib/query-client.ts), with the toast and the page stubbed. */
const toast = vi.fn();
vi.mock('../../src/web/lib/toast', () => ({ toast }));

const assign = vi.fn();
/** The page the stubbed browser is on. */
const location = { assign, pathname: '/', search: '' };

/** A refused call as the request helper throws it, made by the same fresh module the path reads. */
let unauthorized: Error;
let refused: Error;
let refusal: (status: number, body: string) => Error;

async function freshErrorPath() {
  // The path remembers that it is already leaving: each test starts with a new module.
  vi.resetModules();
  const { reportCallError } = await import('../../src/web/lib/query-client');
  const { ApiError } = await import('../../src/web/lib/api');
  refusal = (status, body) => new ApiError(status, body);
  unauthorized = refusal(401, '{"message":"Not signed in"}');
  refused = refusal(409, '{"message":"That name is taken"}');
  return reportCallError;
}
const UNAUTHORIZED_TOAST = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { setTimeout, location });
  Object.assign(location, { pathname: '/', search: '' });
  toast.mockClear();
  assign.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reportCallError', () => {
  it('a 401 says the session ended, then goes to /api/login after 500 ms', async () => {
    const report = await freshErrorPath();
    report(unauthorized, { errorToast: { title: 'Error', description: 'Failed to update control status' } });
    expect(toast.mock.calls).toEqual([[UNAUTHORIZED_TOAST]]);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('a 401 comes back to the page it happened on after signing in (issue 12)', async () => {
    Object.assign(location, { pathname: '/evidence', search: '?control=AC.L1-3.1.1' });
    const report = await freshErrorPath();
    report(unauthorized, undefined);
    vi.runAllTimers();
    expect(toast.mock.calls).toEqual([[UNAUTHORIZED_TOAST]]);
    expect(assign).toHaveBeenCalledWith('/api/login?next=%2Fevidence%3Fcontrol%3DAC.L1-3.1.1');
  });

  it("a 401 in the admin console goes to the console's sign-in", async () => {
    const report = await freshErrorPath();
    report(unauthorized, { signIn: 'admin' });
    vi.runAllTimers();
    expect(assign).toHaveBeenCalledWith('/admin');
  });

  it('several calls failing at once are told once', async () => {
    const report = await freshErrorPath();
    report(unauthorized, undefined);
    report(unauthorized, undefined);
    vi.runAllTimers();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('on a sign-in form a 401 is a refusal: the form toast shows the server message', async () => {
    const report = await freshErrorPath();
    const { serverMessageOr } = await import('../../src/web/lib/errors');
    report(refusal(401, '{"message":"Invalid username or password"}'), {
      signIn: 'none',
      errorToast: { title: 'Login Failed', description: serverMessageOr('Please try again.') },
    });
    vi.runAllTimers();
    expect(assign).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: 'Login Failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    });
  });

  it("other failures show the call's own toast, fixed or read from the error", async () => {
    const report = await freshErrorPath();
    report(refused, { errorToast: { title: 'Error', description: 'Failed to delete evidence file.' } });
    report(refused, {
      errorToast: { title: 'Review failed', description: (error) => error.message.slice(0, 3) },
    });
    expect(toast.mock.calls).toEqual([
      [{ title: 'Error', description: 'Failed to delete evidence file.', variant: 'destructive' }],
      [{ title: 'Review failed', description: '409', variant: 'destructive' }],
    ]);
  });

  it('a call that names no toast stays quiet (a read shows its own error state)', async () => {
    const report = await freshErrorPath();
    report(refused, undefined);
    expect(toast).not.toHaveBeenCalled();
  });
});
