import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePoamItemInput, Poam, UpdatePoamItemInput } from '../../contract/level2-api';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { currentCycleKey, sprsKey } from './cycles';
import { serverMessageOr } from './errors';
import { sprsScoreKey, useFindings } from './sprs-score';
import { toast } from './toast';

/** Every read of GET /api/assessment/poam, whatever findings it was read after. */
export const poamKey = routeKey(routes.poam);

/**
 * GET /api/assessment/poam (D31): the items, whether they make a Conditional status, and what
 * stands in the way. The items' points and the reasons follow the findings, as the score does.
 */
export function usePoam() {
  const { level, version } = useFindings();
  return useQuery<Poam>({
    queryKey: [...poamKey, { findings: version }],
    queryFn: () => call(routes.poam),
    enabled: level !== undefined && version > 0,
    placeholderData: keepPreviousData,
  });
}

/** A POA&M change moves the status, the reasons, the cycle's closeout and the activity log. */
function useRefreshAfterPoamChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [poamKey, sprsScoreKey, currentCycleKey, sprsKey, activityKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * POST /api/assessment/poam: no toast on failure, the dialog shows the server's message beside
 * the requirement (a refusal cites 32 CFR 170.21 and says what would make it allowed).
 */
export function useCreatePoamItem() {
  const refresh = useRefreshAfterPoamChange();
  return useMutation({
    mutationFn: (input: CreatePoamItemInput) => call(routes.createPoamItem, { body: input }),
    onSuccess: async (item) => {
      toast({
        title: 'Added to the POA&M',
        description: `${item.requirementId} is planned for completion by ${item.plannedCompletion}.`,
      });
      await refresh();
    },
  });
}

/** PATCH /api/assessment/poam/{id}: the plan of an item; field errors stay with the form. */
export function useUpdatePoamItem() {
  const refresh = useRefreshAfterPoamChange();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdatePoamItemInput }) =>
      call(routes.updatePoamItem, { params: { id }, body: change }),
    onSuccess: async (item) => {
      toast({ title: 'POA&M item saved', description: `The plan for ${item.requirementId} is up to date.` });
      await refresh();
    },
  });
}

/** DELETE /api/assessment/poam/{id}: while the cycle is open. */
export function useDeletePoamItem() {
  const refresh = useRefreshAfterPoamChange();
  return useMutation({
    mutationFn: ({ id }: { id: string; requirementId: string }) =>
      call(routes.deletePoamItem, { params: { id } }),
    meta: {
      errorToast: { title: 'Item not removed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (_answer, { requirementId }) => {
      toast({ title: 'Removed from the POA&M', description: `${requirementId} is no longer on the POA&M.` });
      await refresh();
    },
  });
}

/**
 * PUT /api/assessment/poam/closeout (owners, 32 CFR 170.21(b)): the closeout's date and its SPRS
 * entry date (D35); the refusal shows on the card.
 */
export function useCloseOutPoam() {
  const refresh = useRefreshAfterPoamChange();
  return useMutation({
    mutationFn: (body: { closedAt: string; sprsEnteredAt: string }) => call(routes.poamCloseout, { body }),
    onSuccess: async (_answer, { closedAt }) => {
      toast({
        title: 'POA&M closed out',
        description: `The closeout of ${closedAt} is recorded: the status is Final Level 2 (Self).`,
      });
      await refresh();
    },
  });
}
