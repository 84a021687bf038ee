import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../../contract/format';
import {
  PROVIDER_KIND_LABELS,
  PROVIDER_KINDS,
  PROVIDER_NAME_MAX,
  PROVIDER_TEXT_MAX,
  type ProviderKind,
  type ServiceProvider,
  type ServiceProviderInput,
} from '../../contract/providers';
import { FEDRAMP_STATUS_LABELS, FEDRAMP_STATUSES, type FedrampStatus } from '../../contract/ssp';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useEvidence } from '../lib/evidence';
import { useCreateProvider, useUpdateProvider } from '../lib/providers';

const NONE = 'none';

interface Draft {
  name: string;
  kind: ProviderKind | '';
  services: string;
  handlesCui: boolean;
  fedrampStatus: FedrampStatus | null;
  fedrampEvidenceId: string | null;
  crmEvidenceId: string | null;
  crmVersion: string;
  crmDate: string;
  contacts: string;
}

const draftOf = (provider: ServiceProvider | null): Draft => ({
  name: provider?.name ?? '',
  kind: provider?.kind ?? '',
  services: provider?.services ?? '',
  handlesCui: provider?.handlesCui ?? false,
  fedrampStatus: provider?.fedrampStatus ?? null,
  fedrampEvidenceId: provider?.fedrampEvidence?.evidenceId ?? null,
  crmEvidenceId: provider?.crm?.evidenceId ?? null,
  crmVersion: provider?.crm?.version ?? '',
  crmDate: provider?.crm?.date ?? '',
  contacts: provider?.contacts ?? '',
});

/**
 * The body sent: the FedRAMP standing for a cloud service provider only (DFARS
 * 252.204-7012(b)(2)(ii)(D) is about cloud services), the body of evidence for an equivalency
 * only, and the matrix once a file is chosen (its version and date then required by the server).
 */
function inputOf(draft: Draft): ServiceProviderInput {
  const csp = draft.kind === 'csp';
  const matrix = draft.crmEvidenceId || draft.crmVersion.trim() || draft.crmDate;
  return {
    name: draft.name,
    // An unchosen kind goes as sent: the server's message lands beside the field.
    kind: draft.kind as ProviderKind,
    services: draft.services,
    handlesCui: draft.handlesCui,
    fedrampStatus: csp ? draft.fedrampStatus : null,
    fedrampEvidenceId: csp && draft.fedrampStatus === 'equivalent' ? draft.fedrampEvidenceId : null,
    crm: matrix
      ? { evidenceId: draft.crmEvidenceId ?? '', version: draft.crmVersion, date: draft.crmDate }
      : null,
    contacts: draft.contacts,
  };
}

/**
 * Adds or edits one external service provider (D36): what it is and does, whether it handles CUI,
 * its FedRAMP standing (a cloud service provider) and its customer responsibility matrix, a file
 * of the evidence with its version and date. Field errors come back from the server beside their
 * fields; the dialog closes on success.
 */
export function ProviderDialog({
  provider,
  onClose,
  returnFocusTo,
}: {
  /** Null to add one. */
  provider: ServiceProvider | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const [draft, setDraft] = useState(() => draftOf(provider));
  const create = useCreateProvider();
  const update = useUpdateProvider();
  const save = provider ? update : create;
  const files = useEvidence(null).data ?? [];
  const errors = serverFieldErrors(save.error);
  // A refusal with no field to point at (the list changed meanwhile): said above the buttons.
  const refusal =
    save.error && Object.keys(errors).length === 0
      ? serverMessage(save.error, 'Not saved. Please try again.')
      : null;
  const form = useRef<HTMLFormElement>(null);
  // A refusal takes the cursor to the first field refused, once its message is shown.
  useEffect(() => {
    if (save.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error]);
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const fileChoices = (none: string) => [
    { value: NONE, label: none },
    ...files.map((file) => ({
      value: file.id,
      label: `${file.fileName}, uploaded ${formatDay(file.uploadedAt.slice(0, 10))}`,
    })),
  ];
  const fileValue = (id: string | null) => (id && files.some((file) => file.id === id) ? id : NONE);
  const today = new Date().toISOString().slice(0, 10);
  const submit = () => {
    const input = inputOf(draft);
    if (provider) update.mutate({ id: provider.id, input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        returnFocusTo={returnFocusTo}
        // The cursor starts in the name, not on the close button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById('provider-name')?.focus();
        }}
        title={provider ? `Edit ${provider.name}` : 'Add a provider'}
        description="A company that hosts, manages or protects your systems: your cloud tenant's provider, your IT provider, a managed security service."
      >
        <form
          ref={form}
          noValidate
          className="flex flex-col gap-4"
          data-testid="provider-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="provider-name" label="Name" error={errors.name}>
              {(aria) => (
                <Input
                  {...aria}
                  value={draft.name}
                  maxLength={PROVIDER_NAME_MAX}
                  autoComplete="organization"
                  onChange={(event) => set({ name: event.target.value })}
                />
              )}
            </FormField>
            <FormField id="provider-kind" label="Kind of provider" error={errors.kind}>
              {(aria) => (
                <ChoiceSelect
                  {...aria}
                  value={draft.kind}
                  placeholder="Choose..."
                  onChange={(kind) => set({ kind: kind as ProviderKind })}
                  choices={PROVIDER_KINDS.map((kind) => ({ value: kind, label: PROVIDER_KIND_LABELS[kind] }))}
                />
              )}
            </FormField>
          </div>
          <FormField id="provider-services" label="What it does for you (optional)" error={errors.services}>
            {(aria) => (
              <Textarea
                {...aria}
                className="min-h-10 field-sizing-content"
                value={draft.services}
                maxLength={PROVIDER_TEXT_MAX}
                onChange={(event) => set({ services: event.target.value })}
              />
            )}
          </FormField>
          <div className="flex items-start gap-2">
            <Checkbox
              id="provider-handles-cui"
              checked={draft.handlesCui}
              aria-describedby="provider-handles-cui-hint"
              onCheckedChange={(checked) => set({ handlesCui: checked === true })}
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="provider-handles-cui">It stores, processes or transmits CUI for you</Label>
              <p id="provider-handles-cui-hint" className="text-xs text-slate-600">
                Controlled Unclassified Information passes through or rests on its systems.
              </p>
              {errors.handlesCui && <p className="text-sm font-medium text-red-700">{errors.handlesCui}</p>}
            </div>
          </div>
          {draft.kind === 'csp' && (
            <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-900">FedRAMP</legend>
              <FormField
                id="provider-fedramp"
                label="FedRAMP standing"
                hint="DFARS 252.204-7012(b)(2)(ii)(D): a cloud service provider that stores, processes or transmits CUI meets the FedRAMP Moderate baseline or its equivalent. Say what you know; “not known” is an honest answer."
                error={errors.fedrampStatus}
              >
                {(aria) => (
                  <ChoiceSelect
                    {...aria}
                    value={draft.fedrampStatus ?? NONE}
                    onChange={(value) =>
                      set({ fedrampStatus: value === NONE ? null : (value as FedrampStatus) })
                    }
                    choices={[
                      { value: NONE, label: 'Not stated' },
                      ...FEDRAMP_STATUSES.map((status) => ({
                        value: status,
                        label: FEDRAMP_STATUS_LABELS[status],
                      })),
                    ]}
                  />
                )}
              </FormField>
              {draft.fedrampStatus === 'equivalent' && (
                <FormField
                  id="provider-fedramp-evidence"
                  label="Body of evidence of the equivalency"
                  hint="The provider's package assessed by a FedRAMP 3PAO (DoD CIO memorandum of 21 December 2023), from your Evidence Library. Without it the plan flags the provider."
                  error={errors.fedrampEvidenceId}
                >
                  {(aria) => (
                    <ChoiceSelect
                      {...aria}
                      value={fileValue(draft.fedrampEvidenceId)}
                      onChange={(value) => set({ fedrampEvidenceId: value === NONE ? null : value })}
                      choices={fileChoices('No file yet')}
                    />
                  )}
                </FormField>
              )}
            </fieldset>
          )}
          <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900">
              Customer responsibility matrix
            </legend>
            <p className="text-xs text-slate-600">
              What the provider does for each requirement and what stays with you. Upload it to the Evidence
              Library, then choose it here with its version and date.
            </p>
            <FormField id="provider-crm-file" label="The file of the matrix" error={errors['crm.evidenceId']}>
              {(aria) => (
                <ChoiceSelect
                  {...aria}
                  className="sm:max-w-md"
                  value={fileValue(draft.crmEvidenceId)}
                  onChange={(value) =>
                    set(
                      value === NONE
                        ? { crmEvidenceId: null, crmVersion: '', crmDate: '' }
                        : { crmEvidenceId: value },
                    )
                  }
                  choices={fileChoices('No matrix')}
                />
              )}
            </FormField>
            {(draft.crmEvidenceId || draft.crmVersion || draft.crmDate) && (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <FormField
                  id="provider-crm-version"
                  label="Version of the matrix"
                  error={errors['crm.version']}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      className="sm:w-40"
                      maxLength={100}
                      value={draft.crmVersion}
                      onChange={(event) => set({ crmVersion: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField id="provider-crm-date" label="Date of that version" error={errors['crm.date']}>
                  {(aria) => (
                    <Input
                      {...aria}
                      type="date"
                      className="sm:w-48"
                      max={today}
                      value={draft.crmDate}
                      onChange={(event) => set({ crmDate: event.target.value })}
                    />
                  )}
                </FormField>
              </div>
            )}
          </fieldset>
          <FormField
            id="provider-contacts"
            label="Contacts (optional)"
            hint="Who to call there: names, e-mail addresses, phone numbers."
            error={errors.contacts}
          >
            {(aria) => (
              <Textarea
                {...aria}
                className="min-h-10 field-sizing-content"
                value={draft.contacts}
                maxLength={PROVIDER_TEXT_MAX}
                onChange={(event) => set({ contacts: event.target.value })}
              />
            )}
          </FormField>
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : provider ? 'Save provider' : 'Add provider'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
