import { Link } from 'wouter';
import type { Level } from '../../contract/level2';
import type { Member } from '../../contract/organizations';
import type { ScopeSystem } from '../../contract/ssp';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Checkbox } from '../components/ui/checkbox';
import { FormField } from '../components/ui/form-field';
import { Label } from '../components/ui/label';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { NOTES_MAX_LENGTH, RESPONSIBLE_ROLE_MAX } from '../../contract/implementations';
import { FieldError } from './FieldError';
import { memberName, type PlanEntry } from '../lib/plan-entry';

const NOBODY = 'nobody';
export const STATEMENT_HINT =
  'How you meet this requirement, in your words: goes into your system security plan.';
const ROLE_HINT =
  'The security role that answers for it, e.g. IT administrator or Facility security officer (not a role in this app).';

/** Why the entry is asked for, per level: what the rule requires, and what is optional. */
const WHY: Record<Level, string> = {
  1: 'Optional (beyond Level 1): Level 1 does not require a system security plan. Good practice, and it goes into the plan you can download from the Reports screen.',
  2: 'NIST SP 800-171 r2 3.12.4: the system security plan describes how each requirement is implemented.',
};

interface SspEntryFieldsProps {
  level: Level;
  entry: PlanEntry;
  onChange: (entry: PlanEntry) => void;
  members: readonly Member[] | undefined;
  /** The current cycle's systems; undefined while loading. */
  systems: readonly ScopeSystem[] | undefined;
  errors: Record<string, string>;
  /** Opens the scope, where systems are named: the dialog decides how it closes first. */
  onOpenScope: (event: React.MouseEvent) => void;
  /** The save rule, said once beside the notes and here. */
  saveRule: string;
}

/** The entry's fields, for an owner or an editor. */
export function SspEntryFields({
  level,
  entry,
  onChange,
  members,
  systems,
  errors,
  onOpenScope,
  saveRule,
}: SspEntryFieldsProps) {
  const known = new Set(systems?.map((system) => system.id));
  const toggle = (systemId: string, on: boolean) => {
    // A system the scope no longer has is left out: the server would refuse it.
    const kept = entry.systemIds.filter((id) => known.has(id) && id !== systemId);
    onChange({ ...entry, systemIds: on ? [...kept, systemId] : kept });
  };
  const responsibleKnown =
    entry.responsibleUserId === null || members?.some((member) => member.userId === entry.responsibleUserId);
  return (
    <section
      aria-labelledby="ssp-entry-heading"
      aria-describedby="ssp-entry-why"
      className="flex flex-col gap-4 rounded-md border border-slate-200 p-3 sm:p-4"
      data-testid="ssp-entry"
    >
      <div className="flex flex-col gap-1">
        <h3 id="ssp-entry-heading" className="text-sm font-semibold text-slate-900">
          System security plan entry
        </h3>
        <p id="ssp-entry-why" className="text-xs text-slate-600">
          {WHY[level]} {saveRule}
        </p>
      </div>
      <FormField
        id="implementation-statement"
        label="Implementation statement"
        hint={STATEMENT_HINT}
        error={errors.implementationStatement}
      >
        {(aria) => (
          <Textarea
            {...aria}
            className="max-h-80 min-h-20 field-sizing-content"
            value={entry.implementationStatement}
            maxLength={NOTES_MAX_LENGTH}
            placeholder="e.g. Each employee has their own Microsoft 365 account; the owner removes accounts on the last day."
            onChange={(event) => onChange({ ...entry, implementationStatement: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id="responsible-role"
          label="Responsible role"
          hint={ROLE_HINT}
          error={errors.responsibleRole}
        >
          {(aria) => (
            <Input
              {...aria}
              value={entry.responsibleRole}
              maxLength={RESPONSIBLE_ROLE_MAX}
              autoComplete="off"
              onChange={(event) => onChange({ ...entry, responsibleRole: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="responsible-member" label="Responsible member" error={errors.responsibleUserId}>
          {(aria) => (
            <ChoiceSelect
              {...aria}
              value={entry.responsibleUserId ?? NOBODY}
              onChange={(value) => onChange({ ...entry, responsibleUserId: value === NOBODY ? null : value })}
              choices={[
                { value: NOBODY, label: 'No one named' },
                ...(members ?? []).map((member) => ({ value: member.userId, label: member.name })),
                ...(responsibleKnown
                  ? []
                  : [
                      {
                        value: entry.responsibleUserId!,
                        label: memberName(members, entry.responsibleUserId),
                      },
                    ]),
              ]}
            />
          )}
        </FormField>
      </div>
      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={errors.systemIds ? 'entry-systems-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Systems it applies to</legend>
        {systems === undefined ? (
          <p className="text-sm text-slate-600">Loading the scope’s systems...</p>
        ) : systems.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="no-scope-systems">
            Your scope names no systems yet.{' '}
            <Link
              href="/assessment#scope"
              className="font-medium text-brand-700 underline"
              onClick={onOpenScope}
            >
              Name them in the scope
            </Link>
            .
          </p>
        ) : (
          <ul className="flex max-h-52 flex-col gap-2 overflow-y-auto">
            {systems.map((system) => (
              <li key={system.id} className="flex items-start gap-3">
                <Checkbox
                  id={`entry-system-${system.id}`}
                  className="mt-0.5"
                  checked={entry.systemIds.includes(system.id)}
                  onCheckedChange={(state) => toggle(system.id, state === true)}
                />
                <Label htmlFor={`entry-system-${system.id}`} className="break-words font-normal">
                  {system.name}
                </Label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id="entry-systems-error" message={errors.systemIds} />
      </fieldset>
    </section>
  );
}
