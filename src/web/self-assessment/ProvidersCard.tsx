import { Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../contract/format';
import type { Level } from '../../contract/level2';
import { PROVIDER_KIND_LABELS, type ServiceProvider } from '../../contract/providers';
import { FEDRAMP_STATUS_LABELS, type ScopeSystem } from '../../contract/ssp';
import { LoadError } from '../components/LoadError';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { evidenceContentUrl } from '../lib/evidence';
import { useDeleteProvider, useProviders } from '../lib/providers';
import { ProviderDialog } from './ProviderDialog';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';
const ADD_BUTTON = 'add-provider';

/** What the card says providers are, per level (32 CFR 170.4; DoD CMMC Scoping Guide - Level 2). */
const ABOUT: Record<Level, string> = {
  1: 'Outside companies that host or manage the systems holding your contract information, such as your IT provider and the company behind your cloud tenant. Each asset above can name the provider that hosts it.',
  2: 'Outside companies that host, manage or protect the systems in scope. A cloud service provider that stores, processes or transmits CUI must meet the FedRAMP Moderate baseline or its equivalent (DFARS 252.204-7012(b)(2)(ii)(D)); the plan records what each provider is responsible for, from its customer responsibility matrix (DoD CMMC Scoping Guide - Level 2).',
};

function ProviderItem({
  provider,
  hosts,
  mayWrite,
  onEdit,
  onRemove,
  refusal,
}: {
  provider: ServiceProvider;
  /** The assets of the scope it hosts. */
  hosts: string[];
  mayWrite: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Why it cannot be removed now, once asked. */
  refusal: string | null;
}) {
  const facts = [
    PROVIDER_KIND_LABELS[provider.kind],
    provider.handlesCui ? 'Stores, processes or transmits CUI' : 'Does not handle CUI',
    provider.kind === 'csp' &&
      `FedRAMP: ${provider.fedrampStatus ? FEDRAMP_STATUS_LABELS[provider.fedrampStatus] : 'not stated'}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 p-3 text-sm sm:p-4" data-testid="provider-item">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="break-words font-medium text-slate-900">{provider.name}</h3>
          <p className="text-slate-700">{facts.join(' · ')}</p>
          {provider.services && (
            <p className="whitespace-pre-line break-words text-slate-700">{provider.services}</p>
          )}
          <p className="text-slate-700">
            {provider.crm ? (
              <>
                Customer responsibility matrix: version {provider.crm.version} of{' '}
                {formatDay(provider.crm.date)}
                {provider.crm.evidenceId && provider.crm.fileName ? (
                  <>
                    ,{' '}
                    <a href={evidenceContentUrl({ id: provider.crm.evidenceId })} className={LINK}>
                      {provider.crm.fileName}
                    </a>
                  </>
                ) : (
                  ', its file no longer in the evidence'
                )}
              </>
            ) : (
              'No customer responsibility matrix on file'
            )}
          </p>
          {provider.fedrampStatus === 'equivalent' && provider.fedrampEvidence?.fileName && (
            <p className="text-slate-700">Body of evidence: {provider.fedrampEvidence.fileName}</p>
          )}
          {provider.contacts && (
            <p className="whitespace-pre-line break-words text-slate-700">Contacts: {provider.contacts}</p>
          )}
          <p className="text-slate-700">
            {hosts.length ? `Hosts: ${hosts.join(', ')}` : 'Hosts no asset of the scope'}
          </p>
        </div>
        {mayWrite && (
          <div className="flex shrink-0 gap-2">
            <Button type="button" variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden />
              Edit<span className="sr-only"> {provider.name}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-red-800 hover:bg-red-50 hover:text-red-900"
              onClick={onRemove}
              data-testid="remove-provider"
            >
              <Trash2 aria-hidden />
              Remove<span className="sr-only"> {provider.name}</span>
            </Button>
          </div>
        )}
      </div>
      {provider.fedrampWarning && (
        <p
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-slate-900"
          data-testid="provider-fedramp-warning"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>{provider.fedrampWarning}</span>
        </p>
      )}
      {refusal && (
        <p role="status" className="rounded-md border border-slate-300 bg-slate-50 p-2 text-slate-900">
          {refusal}
        </p>
      )}
    </li>
  );
}

/**
 * The organization's external service providers (D36): listed with their FedRAMP standing and
 * matrix; owners and editors add, edit and remove them (a dialog each); a provider an asset names
 * is not removed, the card says which asset to change first (the server refuses it too, 409).
 */
export function ProvidersCard({
  level,
  systems,
  mayWrite,
}: {
  level: Level;
  /** The scope's assets as saved: which each provider hosts. */
  systems: readonly ScopeSystem[];
  mayWrite: boolean;
}) {
  const providers = useProviders();
  const remove = useDeleteProvider();
  const [editing, setEditing] = useState<ServiceProvider | 'new' | null>(null);
  const [removing, setRemoving] = useState<ServiceProvider | null>(null);
  const [blocked, setBlocked] = useState<{ id: string; message: string } | null>(null);
  const hostsOf = (provider: ServiceProvider) =>
    systems.filter((system) => system.hostingProviderId === provider.id).map((system) => system.name);
  const list = providers.data ?? [];
  return (
    <Card id="providers" tabIndex={-1} className="scroll-mt-4 outline-none" data-testid="providers-card">
      <CardHeader>
        <CardTitle>External service providers</CardTitle>
        <CardDescription>{ABOUT[level]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {providers.isLoading ? (
          <Skeleton className="h-16" />
        ) : providers.isError ? (
          <LoadError errors={[providers.error]}>
            The providers could not be loaded. Reload the page to try again.
          </LoadError>
        ) : list.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">
            No providers named yet.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {list.map((provider) => (
              <ProviderItem
                key={provider.id}
                provider={provider}
                hosts={hostsOf(provider)}
                mayWrite={mayWrite}
                refusal={blocked?.id === provider.id ? blocked.message : null}
                onEdit={() => setEditing(provider)}
                onRemove={() => {
                  const hosts = hostsOf(provider);
                  if (hosts.length) {
                    setBlocked({
                      id: provider.id,
                      message: `${provider.name} hosts ${hosts.join(', ')}: choose another host for ${hosts.length === 1 ? 'it' : 'them'} in the scope above and save, then remove the provider.`,
                    });
                    return;
                  }
                  setBlocked(null);
                  setRemoving(provider);
                }}
              />
            ))}
          </ul>
        )}
        {mayWrite && (
          <Button
            id={ADD_BUTTON}
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden />
            Add a provider
          </Button>
        )}
        {editing && (
          <ProviderDialog
            provider={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            returnFocusTo={() => document.getElementById(ADD_BUTTON)}
          />
        )}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={`Remove ${removing?.name ?? 'this provider'}?`}
          description="It leaves your list of providers and the system security plan."
          confirmLabel="Remove provider"
          busy={remove.isPending}
          returnFocusTo={() => document.getElementById(ADD_BUTTON)}
          onConfirm={() => {
            if (removing) remove.mutate({ id: removing.id, name: removing.name });
            setRemoving(null);
          }}
        />
      </CardContent>
    </Card>
  );
}
