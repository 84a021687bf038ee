import { Building2, Check, ChevronsUpDown, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { PublicUser } from '../../../contract/auth';
import { MEMBER_ROLE_LABELS } from '../../../contract/member-roles';
import { Spinner } from '../../components/ui/spinner';
import { takeJustEntered, useOrganizations, useSwitchOrganization } from '../../lib/organizations';
import { cn } from '../../lib/utils';

// The dialog's form (the select, the validation library) is fetched when it is about to be used,
// not with the shell of every page (issue 14).
const loadCreateDialog = () => import('../../components/CreateOrganizationDialog');
const CreateOrganizationDialog = lazy(() =>
  loadCreateDialog().then((module) => ({ default: module.CreateOrganizationDialog })),
);

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/**
 * The organization the session works in, in the header (D27), and the way to another: a button
 * that opens the list of the account's organizations with the role in each, and "Create
 * organization". A disclosure rather than a menu widget: a list of buttons, reached with Tab;
 * Escape, a click elsewhere or leaving it with the keyboard closes it.
 */
export function OrganizationSwitcher({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  // Read ahead when the pointer or focus comes to the button: the list is there when it opens.
  const [wanted, setWanted] = useState(false);
  const [creating, setCreating] = useState(false);
  const organizations = useOrganizations(open || wanted);
  const switching = useSwitchOrganization();
  const current = user.organization;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // After the focus return of a dialog that closed with the previous organization's screens.
    const timer = window.setTimeout(() => {
      if (takeJustEntered()) trigger.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const prepare = () => {
    setWanted(true);
    loadCreateDialog().catch(() => undefined);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div
      ref={root}
      className="relative min-w-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-full min-w-0 items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-72"
      >
        <Building2 aria-hidden className="size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 flex-1">
          <span className="sr-only">Organization: </span>
          <span
            className="block truncate text-sm font-medium text-slate-900"
            data-testid="current-organization"
          >
            {current ? current.businessName : 'No organization'}
          </span>
          {current && (
            <span className="block truncate text-xs text-slate-600">
              <span className="sr-only">, your role: </span>
              {MEMBER_ROLE_LABELS[current.role]}
            </span>
          )}
        </span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-slate-500" />
      </button>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-3 top-[4.25rem] z-40 rounded-lg border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-80"
        >
          <p id={`${panelId}-title`} className="px-3 pb-1 pt-2 text-xs font-semibold text-slate-600">
            Your organizations
          </p>
          {organizations.isPending ? (
            <div className="flex justify-center py-3">
              <Spinner className="size-5" label="Loading your organizations" />
            </div>
          ) : organizations.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-800">
              Your organizations could not be loaded. Close this list and open it again to retry.
            </p>
          ) : organizations.data.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">You are not a member of any organization yet.</p>
          ) : (
            <ul
              aria-labelledby={`${panelId}-title`}
              className="flex max-h-72 flex-col gap-0.5 overflow-y-auto"
            >
              {organizations.data.map((organization) => {
                const isCurrent = organization.id === current?.id;
                return (
                  <li key={organization.id}>
                    <button
                      type="button"
                      aria-current={isCurrent ? 'true' : undefined}
                      disabled={switching.isPending}
                      className={cn(itemClass, isCurrent && 'bg-brand-50 hover:bg-brand-50')}
                      onClick={() => (isCurrent ? close() : switching.mutate(organization.id))}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{organization.businessName}</span>
                        <span className="block text-xs text-slate-600">
                          {MEMBER_ROLE_LABELS[organization.role]}
                          {organization.canAffirm ? ', may affirm' : ''}
                          {isCurrent ? <span className="sr-only"> (current)</span> : null}
                        </span>
                      </span>
                      {isCurrent && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
                      {switching.isPending && switching.variables === organization.id && (
                        <Spinner className="size-4" label="Switching" />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              <Plus aria-hidden className="size-4 shrink-0 text-slate-600" />
              Create organization
            </button>
          </div>
        </div>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateOrganizationDialog
            onClose={() => setCreating(false)}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      )}
    </div>
  );
}
