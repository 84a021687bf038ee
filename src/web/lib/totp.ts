import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { DisableTotpInput } from '../../contract/totp';
import { call, routeKey } from './api';
import { serverMessageOr } from './errors';
import { toast } from './toast';

/** The signed-in user's own two-step sign-in (D20), under /api/auth/totp. */
export const totpStatusKey = routeKey(routes.totpStatus);

/** GET /api/auth/totp: on or off, since when, recovery codes left; never the secret. */
export const useTwoStepStatus = () =>
  useQuery({ queryKey: totpStatusKey, queryFn: () => call(routes.totpStatus) });

/** POST /api/auth/totp/setup: the secret to scan (the same one until a code confirms it). */
export const useStartTwoStepSetup = () =>
  useMutation({
    mutationFn: () => call(routes.totpSetup),
    meta: { errorToast: { title: 'Set-up failed', description: serverMessageOr('Please try again.') } },
  });

/** POST /api/auth/totp/enable: a code of the scanned secret; answers the ten recovery codes once. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(routes.totpEnable, { body: { code } }),
    meta: {
      errorToast: {
        title: 'Two-step sign-in not turned on',
        description: serverMessageOr('Please try again.'),
      },
    },
    onSuccess: async () => {
      toast({ title: 'Two-step sign-in is on', description: 'Save your recovery codes now.' });
      await queryClient.invalidateQueries({ queryKey: totpStatusKey });
    },
  });
}

/** POST /api/auth/totp/disable: the password again. */
export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisableTotpInput) => call(routes.totpDisable, { body: input }),
    meta: {
      errorToast: { title: 'Two-step sign-in still on', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (answer) => {
      toast({ title: 'Two-step sign-in is off', description: answer.message });
      await queryClient.invalidateQueries({ queryKey: totpStatusKey });
    },
  });
}

/** POST /api/auth/totp/recovery-codes: a current code; ten new codes, the old ones void. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(routes.totpRecoveryCodes, { body: { code } }),
    meta: {
      errorToast: { title: 'No new recovery codes', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async () => {
      toast({ title: 'New recovery codes', description: 'The old ones no longer work. Save these now.' });
      await queryClient.invalidateQueries({ queryKey: totpStatusKey });
    },
  });
}
