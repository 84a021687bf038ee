import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Level } from '../../contract/level2';
import {
  SYSTEMS_MAX,
  type FedrampStatus,
  type ScopeSystem,
  type ScopeSystemInput,
  type SystemKind,
} from '../../contract/ssp';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { useImplementations } from '../lib/implementations';
import { SystemRow } from './SystemRow';

/** One system as the form holds it: `id` once the server has it, `key` for React alone. */
export interface SystemDraft {
  key: string;
  id?: string;
  name: string;
  /** Empty until chosen: the server then says "Choose the kind of system" beside it. */
  kind: SystemKind | '';
  description: string;
  fedrampStatus: FedrampStatus | null;
}

export const systemDrafts = (systems: readonly ScopeSystem[]): SystemDraft[] =>
  systems.map((system) => ({
    key: system.id,
    id: system.id,
    name: system.name,
    kind: system.kind,
    description: system.description,
    fedrampStatus: system.fedrampStatus,
  }));

/**
 * The list as PUT /api/assessment/scope takes it (D32): an existing system keeps its id, so the
 * requirements that name it keep it; a FedRAMP status is sent for a cloud service only.
 */
export const systemsInput = (drafts: readonly SystemDraft[]): ScopeSystemInput[] =>
  drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    // An unchosen kind goes as sent: the server's message for it lands beside the field.
    kind: draft.kind as SystemKind,
    description: draft.description.trim(),
    fedrampStatus: draft.kind === 'cloud_service' ? draft.fedrampStatus : null,
  }));

const ADD_BUTTON = 'add-system';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** The requirements whose plan entry names each system (from GET /api/implementations). */
function useRequirementsBySystem(): Map<string, string[]> {
  const implementations = useImplementations();
  const bySystem = new Map<string, string[]>();
  for (const implementation of implementations.data ?? [])
    for (const systemId of implementation.systemIds)
      bySystem.set(systemId, [...(bySystem.get(systemId) ?? []), implementation.controlId]);
  return bySystem;
}

const listed = (ids: string[]) =>
  ids.length <= 6 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`;

interface SystemsEditorProps {
  systems: SystemDraft[];
  onChange: (systems: SystemDraft[]) => void;
  /** Field messages of the server's 400, keyed by path (`systems.0.name`). */
  errors: Record<string, string>;
  level: Level;
  hint: string;
}

/** The scope's systems (D32): add, edit and remove them; saved with the scope. */
export function SystemsEditor({ systems, onChange, errors, level, hint }: SystemsEditorProps) {
  const namedBy = useRequirementsBySystem();
  const [removing, setRemoving] = useState<SystemDraft | null>(null);
  // Where the cursor goes after a row is added or removed: the id of a row's name, or of the add
  // button. After the warning, the dialog puts it there as it closes (`returnFocusTo`).
  const focusNext = useRef<string | null>(null);
  const afterWarning = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  const update = (key: string, change: Partial<SystemDraft>) =>
    onChange(systems.map((system) => (system.key === key ? { ...system, ...change } : system)));
  const add = () => {
    const key = newKey();
    focusNext.current = `system-${key}-name`;
    onChange([...systems, { key, name: '', kind: '', description: '', fedrampStatus: null }]);
  };
  /** Removes a row; the cursor goes to the row now in its place, the one before, or "Add". */
  const remove = (key: string): string => {
    const index = systems.findIndex((system) => system.key === key);
    const rest = systems.filter((system) => system.key !== key);
    const next = rest[index] ?? rest[index - 1];
    onChange(rest);
    return next ? `system-${next.key}-name` : ADD_BUTTON;
  };
  const requirementsOf = (system: SystemDraft) => (system.id ? (namedBy.get(system.id) ?? []) : []);
  const naming = removing ? requirementsOf(removing) : [];
  const listError = errors.systems;

  return (
    // A fieldset's legend stands outside its flex layout: the list is laid out in a div of its own.
    <fieldset className="min-w-0" aria-describedby="systems-hint" data-testid="systems-editor">
      <legend className="text-sm font-medium text-slate-800">
        Where it lives: systems and cloud services
      </legend>
      <div className="mt-1.5 flex flex-col gap-3">
        <p id="systems-hint" className="text-xs text-slate-600">
          {hint} Name each one, say what kind it is and, if you like, what it holds. A requirement’s plan
          entry can then say which systems it applies to.
        </p>
        {listError && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {listError}
          </p>
        )}
        {systems.length === 0 && (
          <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">
            No systems named yet. Add each computer group, server, network device, cloud service and software
            that holds the information.
          </p>
        )}
        {systems.map((system, index) => (
          <SystemRow
            key={system.key}
            system={system}
            index={index}
            level={level}
            errors={errors}
            onChange={(change) => update(system.key, change)}
            onRemove={() => {
              if (requirementsOf(system).length) {
                afterWarning.current = null;
                setRemoving(system);
              } else focusNext.current = remove(system.key);
            }}
          />
        ))}
        {systems.length < SYSTEMS_MAX && (
          <Button id={ADD_BUTTON} type="button" variant="outline" className="self-start" onClick={add}>
            <Plus aria-hidden />
            Add a system
          </Button>
        )}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={`Remove ${removing?.name.trim() || 'this system'}?`}
          description={
            <span data-testid="remove-system-warning">
              {naming.length === 1 ? 'One requirement names' : `${naming.length} requirements name`} it in the
              system security plan: {listed(naming)}. Once you save the scope,{' '}
              {naming.length === 1 ? 'it no longer does' : 'they no longer do'}.
            </span>
          }
          confirmLabel="Remove system"
          cancelLabel="Keep it"
          // Kept, the cursor returns to its Remove button; removed, to the row now in its place.
          returnFocusTo={() => (afterWarning.current ? document.getElementById(afterWarning.current) : null)}
          onConfirm={() => {
            if (removing) afterWarning.current = remove(removing.key);
            setRemoving(null);
          }}
        />
      </div>
    </fieldset>
  );
}
