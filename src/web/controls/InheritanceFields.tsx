import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  INHERITANCE_KINDS,
  INHERITANCE_LABELS,
  PROVIDER_PART_MAX,
  type InheritanceEntry,
  type InheritanceKind,
} from '../../contract/inheritance';
import { routes } from '../../contract/routes';
import type { SspRequirementEntry } from '../../contract/ssp-requirements';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Textarea } from '../components/ui/textarea';
import { call, routeKey } from '../lib/api';
import { serverFieldErrors, serverMessageOr } from '../lib/errors';
import { useProviders } from '../lib/providers';
import { toast } from '../lib/toast';
import { FieldError } from './FieldError';

/**
 * Who is responsible for a requirement (D36, issue 40 items 3 and 7): the organization only, or
 * partly or fully one of its external service providers, with the provider's part. Saved on its
 * own through the plan entry's PUT, with its own button: the rest of the entry saves with the
 * dialog.
 */

const sspRequirementsKey = routeKey(routes.sspRequirements);
const NONE_CHOSEN = 'none-chosen';

export function InheritanceFields({ requirementId }: { requirementId: string }) {
  const entries = useQuery<SspRequirementEntry[]>({ queryKey: sspRequirementsKey });
  const stored = entries.data?.find((entry) => entry.requirementId === requirementId)?.inheritance;
  // A new stored value (after a save, or another tab's) starts the form again from it.
  return (
    <InheritanceForm key={JSON.stringify(stored ?? null)} requirementId={requirementId} stored={stored} />
  );
}

function InheritanceForm({
  requirementId,
  stored,
}: {
  requirementId: string;
  stored: InheritanceEntry | undefined;
}) {
  const queryClient = useQueryClient();
  const providers = useProviders();
  const [kind, setKind] = useState<InheritanceKind>(stored?.kind ?? 'none');
  const [providerId, setProviderId] = useState<string | null>(stored?.providerId ?? null);
  const [providerPart, setProviderPart] = useState(stored?.providerPart ?? '');
  const save = useMutation({
    mutationFn: () =>
      call(routes.saveSspRequirement, {
        params: { requirementId },
        body: { inheritance: { kind, providerId, providerPart: providerPart || null } },
      }),
    meta: {
      errorToast: {
        title: 'Responsibility not saved',
        description: serverMessageOr('Please check the fields.'),
      },
    },
    onSuccess: async () => {
      toast({
        title: 'Responsibility saved',
        description: `Who is responsible for ${requirementId} is saved.`,
      });
      await queryClient.invalidateQueries({ queryKey: sspRequirementsKey });
    },
  });
  const errors = serverFieldErrors(save.error);
  const changed =
    !stored ||
    stored.kind !== kind ||
    (kind !== 'none' && (stored.providerId !== providerId || (stored.providerPart ?? '') !== providerPart));
  const list = providers.data ?? [];
  return (
    <section
      aria-labelledby={`inheritance-heading-${requirementId}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:p-4"
      data-testid="inheritance-fields"
    >
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby="inheritance-kind-error">
        <legend
          id={`inheritance-heading-${requirementId}`}
          className="mb-1 text-sm font-semibold text-slate-900"
        >
          Who is responsible
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {INHERITANCE_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`inheritance-${requirementId}`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-brand-700"
              />
              {INHERITANCE_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError id="inheritance-kind-error" message={errors['inheritance.kind']} />
      </fieldset>
      {kind !== 'none' && (
        <>
          {providers.isSuccess && list.length === 0 ? (
            <p className="text-sm text-slate-700" data-testid="no-providers">
              Your organization has no external service providers yet: add them under Providers in the scope
              first.
            </p>
          ) : (
            <FormField id="inheritance-provider" label="Provider" error={errors['inheritance.providerId']}>
              {(aria) => (
                <ChoiceSelect
                  {...aria}
                  value={providerId ?? NONE_CHOSEN}
                  onChange={(value) => setProviderId(value === NONE_CHOSEN ? null : value)}
                  choices={[
                    { value: NONE_CHOSEN, label: 'Choose a provider' },
                    ...list.map((provider) => ({ value: provider.id, label: provider.name })),
                  ]}
                />
              )}
            </FormField>
          )}
          <FormField
            id="inheritance-provider-part"
            label="The provider’s part"
            hint="What the provider does for this requirement, as its customer responsibility matrix says."
            error={errors['inheritance.providerPart']}
          >
            {(aria) => (
              <Textarea
                {...aria}
                className="max-h-60 min-h-16 field-sizing-content"
                value={providerPart}
                maxLength={PROVIDER_PART_MAX}
                onChange={(event) => setProviderPart(event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => save.mutate()}
          disabled={!changed || save.isPending || !stored}
        >
          {save.isPending ? 'Saving...' : 'Save who is responsible'}
        </Button>
      </div>
    </section>
  );
}
