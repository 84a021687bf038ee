import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffirmInput, CurrentCycle, Cycle, ScopeInput, Sprs } from '../../contract/cycles';
import { activityKey } from './activity';
import { sendJson } from './api';
import { assessmentKey } from './assessment-key';
import { domainProgressKey, overallProgressKey } from './progress';
import { serverMessageOr } from './errors';
import { toast } from './toast';

export const currentCycleKey = ['/api/assessment/cycles/current'] as const;
export const cyclesKey = ['/api/assessment/cycles'] as const;
export const sprsKey = ['/api/assessment/sprs'] as const;

/** GET /api/assessment/cycles/current: the cycle being worked on, and when the next affirmation is due. */
export const useCurrentCycle = () => useQuery<CurrentCycle>({ queryKey: currentCycleKey });

/** GET /api/assessment/cycles: every cycle, newest first. */
export const useCycles = () => useQuery<Cycle[]>({ queryKey: cyclesKey });

/** GET /api/assessment/sprs, once a cycle is affirmed (404 before: no sheet yet). */
export const useSprs = (enabled: boolean) => useQuery<Sprs>({ queryKey: sprsKey, enabled, retry: false });

function useRefreshCycles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      // A new cycle asks for every finding again: progress counts only confirmed ones (D23, D28).
      [
        currentCycleKey,
        cyclesKey,
        sprsKey,
        assessmentKey,
        activityKey,
        overallProgressKey,
        domainProgressKey,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** PUT /api/assessment/scope: the fields given; field errors stay with the form. */
export function useSaveScope() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: ScopeInput) => sendJson<Cycle>('PUT', '/api/assessment/scope', input),
    meta: { errorToast: { title: 'Scope not saved', description: serverMessageOr('Please try again.') } },
    onSuccess: async () => {
      toast({ title: 'Scope saved', description: 'The scope of this assessment cycle is recorded.' });
      await refresh();
    },
  });
}

/** POST /api/assessment/affirm (32 CFR 170.22). */
export function useAffirm() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: AffirmInput) => sendJson<Cycle>('POST', '/api/assessment/affirm', input),
    meta: { errorToast: { title: 'Not affirmed', description: serverMessageOr('Please try again.') } },
    onSuccess: async () => {
      toast({
        title: 'Affirmed',
        description: 'The cycle is frozen. Enter the result in SPRS with the sheet below.',
      });
      await refresh();
    },
  });
}

/** POST /api/assessment/cycles: the next yearly cycle. */
export function useStartNextCycle() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: () => sendJson<Cycle>('POST', '/api/assessment/cycles'),
    meta: { errorToast: { title: 'Cycle not started', description: serverMessageOr('Please try again.') } },
    onSuccess: async (cycle) => {
      toast({
        title: `Cycle ${cycle.number} started`,
        description: 'Confirm each finding again: last year’s answers are shown beside each objective.',
      });
      await refresh();
    },
  });
}
