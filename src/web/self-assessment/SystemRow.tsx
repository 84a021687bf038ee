import { Trash2 } from 'lucide-react';
import type { Level } from '../../contract/level2';
import {
  FEDRAMP_STATUS_LABELS,
  FEDRAMP_STATUSES,
  SYSTEM_DESCRIPTION_MAX,
  SYSTEM_KIND_LABELS,
  SYSTEM_KINDS,
  SYSTEM_NAME_MAX,
  type FedrampStatus,
  type SystemKind,
} from '../../contract/ssp';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import type { SystemDraft } from './SystemsEditor';

/** "Not stated" is the absence of an answer; "not known" is an answer (FEDRAMP_STATUS_LABELS). */
const NOT_STATED = 'not_stated';

/**
 * What the FedRAMP question asks, per level. DFARS 252.204-7012(b)(2)(ii)(D): a cloud service that
 * stores, processes or transmits covered defense information (CUI) meets the FedRAMP Moderate
 * baseline or its equivalent. Level 1 is about FCI, so there it is optional.
 */
const FEDRAMP_HINT: Record<Level, string> = {
  1: 'Optional (beyond Level 1): the FedRAMP rule of DFARS 252.204-7012 is for cloud services that hold CUI. Say what you know.',
  2: 'DFARS 252.204-7012 asks that a cloud service holding CUI meet the FedRAMP Moderate baseline or its equivalent (FedRAMP’s 2026 rules call an authorization a certification). Say what you know; “not known” is an honest answer.',
};

interface SystemRowProps {
  system: SystemDraft;
  index: number;
  level: Level;
  /** Field messages of the server's 400, keyed by path (`systems.0.name`). */
  errors: Record<string, string>;
  onChange: (change: Partial<SystemDraft>) => void;
  onRemove: () => void;
}

/** One system of the scope, its fields editable (D32). */
export function SystemRow({ system, index, level, errors, onChange, onRemove }: SystemRowProps) {
  const id = `system-${system.key}`;
  const error = (field: string) => errors[`systems.${index}.${field}`];
  const title = system.name.trim() || `System ${index + 1}`;
  return (
    <fieldset
      className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="system-row"
    >
      <legend className="sr-only">System {index + 1}</legend>
      <div className="-mt-1 mb-2 flex items-center justify-between gap-2">
        <p aria-hidden className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          System {index + 1}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-mr-2 text-red-800 hover:bg-red-50 hover:text-red-900"
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          Remove<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <div className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
          <FormField id={`${id}-name`} label="Name" error={error('name')}>
            {(aria) => (
              <Input
                {...aria}
                value={system.name}
                maxLength={SYSTEM_NAME_MAX}
                placeholder="e.g. Microsoft 365 tenant"
                onChange={(event) => onChange({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-kind`} label="Kind" error={error('kind')}>
            {(aria) => (
              <ChoiceSelect
                {...aria}
                value={system.kind}
                placeholder="Choose the kind..."
                onChange={(kind) => onChange({ kind: kind as SystemKind })}
                choices={SYSTEM_KINDS.map((kind) => ({ value: kind, label: SYSTEM_KIND_LABELS[kind] }))}
              />
            )}
          </FormField>
        </div>
        {system.kind === 'cloud_service' && (
          <FormField
            id={`${id}-fedramp`}
            label="FedRAMP status"
            hint={FEDRAMP_HINT[level]}
            error={error('fedrampStatus')}
          >
            {(aria) => (
              <ChoiceSelect
                {...aria}
                className="sm:max-w-md"
                value={system.fedrampStatus ?? NOT_STATED}
                onChange={(value) =>
                  onChange({ fedrampStatus: value === NOT_STATED ? null : (value as FedrampStatus) })
                }
                choices={[
                  { value: NOT_STATED, label: 'Not stated' },
                  ...FEDRAMP_STATUSES.map((status) => ({
                    value: status,
                    label: FEDRAMP_STATUS_LABELS[status],
                  })),
                ]}
              />
            )}
          </FormField>
        )}
        <FormField id={`${id}-description`} label="Description (optional)" error={error('description')}>
          {(aria) => (
            <Textarea
              {...aria}
              className="min-h-10 field-sizing-content"
              value={system.description}
              maxLength={SYSTEM_DESCRIPTION_MAX}
              placeholder="What it is and what it holds: models, location, the tenant’s plan."
              onChange={(event) => onChange({ description: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
