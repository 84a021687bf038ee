import { useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import { call, routeKey } from './api';

/**
 * The enrolment link's page (D33): public, the link's token is the credential. Failures are
 * shown by the page itself (a dead link, or a message under the code field), never as a toast.
 */

/**
 * POST /api/auth/totp-enrolment/start: whose link, until when, and the secret to scan (the same
 * one on every reload while the link is live). Read once per visit.
 */
export const useLinkEnrolment = (token: string) =>
  useQuery({
    queryKey: routeKey(routes.totpEnrolmentStart, { body: { token } }),
    queryFn: () => call(routes.totpEnrolmentStart, { body: { token } }),
    enabled: token !== '',
    meta: { signIn: 'none' },
  });

/** POST /api/auth/totp-enrolment/finish: the first code turns two-step sign-in on; the recovery codes once. */
export const useFinishLinkEnrolment = () =>
  useMutation({
    mutationFn: (input: { token: string; code: string }) => call(routes.totpEnrolmentFinish, { body: input }),
    meta: { signIn: 'none' },
  });
