import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceProvider, ServiceProviderInput } from '../../contract/providers';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call, routeKey } from './api';
import { affirmationCheckKey } from './cycles';
import { serverMessageOr } from './errors';
import { toast } from './toast';

/** GET /api/assessment/providers: the organization's external service providers (D36). */
export const providersKey = routeKey(routes.providers);

export const useProviders = () => useQuery<ServiceProvider[]>({ queryKey: providersKey });

/** A provider's change moves the list, the affirmation's FedRAMP warnings and the history. */
function useRefreshAfterProviderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [providersKey, affirmationCheckKey, activityKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/assessment/providers: field errors stay with the form. */
export function useCreateProvider() {
  const refresh = useRefreshAfterProviderChange();
  return useMutation({
    mutationFn: (input: ServiceProviderInput) => call(routes.createProvider, { body: input }),
    onSuccess: async (provider) => {
      toast({ title: 'Provider added', description: `${provider.name} is in your list of providers.` });
      await refresh();
    },
  });
}

/** PUT /api/assessment/providers/{providerId}: field errors stay with the form. */
export function useUpdateProvider() {
  const refresh = useRefreshAfterProviderChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceProviderInput }) =>
      call(routes.updateProvider, { params: { providerId: id }, body: input }),
    onSuccess: async (provider) => {
      toast({ title: 'Provider saved', description: `${provider.name} is up to date.` });
      await refresh();
    },
  });
}

/** DELETE /api/assessment/providers/{providerId}: refused while an asset names it (the toast says which). */
export function useDeleteProvider() {
  const refresh = useRefreshAfterProviderChange();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      call(routes.deleteProvider, { params: { providerId: id } }),
    meta: {
      errorToast: { title: 'Provider not removed', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (_answer, { name }) => {
      toast({ title: 'Provider removed', description: `${name} is no longer in your list.` });
      await refresh();
    },
    // Refused because an asset names it: the list may have changed meanwhile.
    onError: () => refresh(),
  });
}
