import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffirmationCheck } from '../../contract/affirmation-gate';
import type {
  AffirmInput,
  CurrentCycle,
  Cycle,
  RequirementChangeInput,
  ScopeInput,
  Sprs,
  SprsEntryInput,
} from '../../contract/cycles';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { assessmentKey } from './assessment-key';
import { domainProgressKey, overallProgressKey } from './progress';
import { serverMessageOr } from './errors';
import { toast } from './toast';

export const currentCycleKey = routeKey(routes.currentCycle);
export const cyclesKey = routeKey(routes.cycles);
export const sprsKey = routeKey(routes.sprs);
export const affirmationCheckKey = routeKey(routes.affirmationCheck);

/** GET /api/assessment/cycles/current: the cycle being worked on, and when the next affirmation is due. */
export const useCurrentCycle = () => useQuery<CurrentCycle>({ queryKey: currentCycleKey });

/**
 * Requirements reported no longer met that take the MET away now (D28): only while the affirmed
 * cycle is the current one; an open next cycle shows its own findings.
 */
export function useChangesAgainstResult(): CurrentCycle['changes'] {
  const current = useCurrentCycle().data;
  return current?.cycle.status === 'affirmed' ? current.changes : [];
}

/** GET /api/assessment/cycles: every cycle, newest first. */
export const useCycles = () => useQuery<Cycle[]>({ queryKey: cyclesKey });

/** GET /api/assessment/sprs, once a cycle is affirmed (404 before: no sheet yet). */
export const useSprs = (enabled: boolean) => useQuery<Sprs>({ queryKey: sprsKey, enabled, retry: false });

/** GET /api/assessment/affirmation-check: what blocks affirming the open cycle (D28). */
export const useAffirmationCheck = (enabled: boolean) =>
  // Findings, links and verdicts change it from other screens and other people: asked afresh each time.
  useQuery<AffirmationCheck>({
    queryKey: affirmationCheckKey,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });

function useRefreshCycles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      // A new cycle asks for every finding again: progress counts only confirmed ones (D23, D28).
      [
        currentCycleKey,
        cyclesKey,
        sprsKey,
        affirmationCheckKey,
        assessmentKey,
        activityKey,
        overallProgressKey,
        domainProgressKey,
        // The status is the one affirmed and recorded (D35): an affirmation or an SPRS entry moves it.
        // (lib/sprs-score.ts's key, made here: importing it would close a cycle through assessment.)
        routeKey(routes.sprsScore),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** PUT /api/assessment/scope: the fields given; field errors stay with the form. */
export function useSaveScope() {
  const refresh = useRefreshCycles();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScopeInput) => call(routes.saveScope, { body: input }),
    meta: { errorToast: { title: 'Scope not saved', description: serverMessageOr('Please try again.') } },
    onSuccess: async () => {
      toast({ title: 'Scope saved', description: 'The scope of this assessment cycle is recorded.' });
      // The score reads the plan again (D35): a part of 3.12.4 or an exception may have changed it.
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.sprsScore) });
      await refresh();
    },
  });
}

/** POST /api/assessment/affirm (32 CFR 170.22). */
export function useAffirm() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: AffirmInput) => call(routes.affirm, { body: input }),
    meta: { errorToast: { title: 'Not affirmed', description: serverMessageOr('Please try again.') } },
    onSuccess: async (cycle) => {
      toast({
        title: 'Affirmed',
        // A later Level 2 affirmation (D31) is added to the cycle, frozen already.
        description: cycle.laterAffirmations.length
          ? 'The affirmation is recorded with the cycle. Enter it in SPRS with the sheet below.'
          : 'The cycle is frozen. Enter the result in SPRS with the sheet below.',
      });
      await refresh();
    },
    // A refusal lists new blockers: show them on the card.
    onError: () => refresh(),
  });
}

/** PUT /api/assessment/sprs: the CMMC unique identifier and the submission date SPRS gave (D28). */
export function useRecordSprsEntry() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: SprsEntryInput) => call(routes.recordSprsEntry, { body: input }),
    meta: {
      errorToast: { title: 'SPRS entry not saved', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async () => {
      toast({ title: 'SPRS entry saved', description: 'The CMMC status date is the date you submitted it.' });
      await refresh();
    },
  });
}

/** POST /api/assessment/changes: a requirement found no longer met after affirming (D28). */
export function useReportChange() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: (input: RequirementChangeInput) => call(routes.reportChange, { body: input }),
    meta: { errorToast: { title: 'Change not recorded', description: serverMessageOr('Please try again.') } },
    onSuccess: async (change) => {
      toast({
        title: 'Change recorded',
        description: `Requirement ${change.requirementId} is recorded as no longer met.`,
      });
      await refresh();
    },
  });
}

/** POST /api/assessment/cycles: the next yearly cycle. */
export function useStartNextCycle() {
  const refresh = useRefreshCycles();
  return useMutation({
    mutationFn: () => call(routes.startNextCycle),
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
