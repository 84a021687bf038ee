import { useEffect, useRef, useState } from 'react';
import { CAGE_CODE_MESSAGE, type Scope, type ScopeInput } from '../../contract/cycles';
import type { Level } from '../../contract/level2';
import { withoutSspPeople } from '../../contract/ssp-people';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { useSaveScope } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { SspFields, type SspDraft } from './SspFields';
import { newDraft, systemDrafts, systemsInput, type SystemDraft } from './asset-drafts';
import { ScopeNotes } from './ScopeNotes';
import { SystemsEditor } from './SystemsEditor';
import { SystemsList } from './SystemsList';
import { useProviders } from '../lib/providers';

type TextField = 'fciDescription' | 'people' | 'facilities';

type Field = { name: TextField; label: string; hint: string };

const FIELDS: Field[] = [
  {
    name: 'fciDescription',
    label: 'Federal Contract Information you receive',
    hint: 'Which contracts, and examples: purchase orders, unmarked drawings, schedules, invoices.',
  },
  { name: 'people', label: 'People', hint: 'Who handles it: owners, office staff, engineers.' },
  { name: 'facilities', label: 'Facilities', hint: 'Offices, shops and storage rooms where it is kept.' },
];

/**
 * Level 2 covers the CUI (32 CFR 170.19(c)): the same fields, worded for it. The providers and the
 * specialized assets, once free texts, are records now (D36): the assets below by category, the
 * providers in their own card; a text written before stays as a note to move (ScopeNotes).
 */
const LEVEL2_WORDING: Partial<Record<TextField, Omit<Field, 'name'>>> = {
  fciDescription: {
    label: 'The CUI you receive and where it goes',
    hint: 'Which contracts, and what Controlled Unclassified Information: marked drawings and specifications, export-controlled data. Who sends it, where it is stored and processed, and whom you send it on to.',
  },
};

/** What belongs in the systems list, per level. */
const SYSTEMS_HINT: Record<Level, string> = {
  1: 'Computers, phones, servers and cloud services that store it. Your Microsoft 365 or Google tenant is in scope, and so is a CAM, DNC or programming PC that holds customer drawings. CNC controllers, PLCs and test equipment are specialized assets.',
  2: 'Computers, phones, servers and cloud services that process, store or transmit CUI, and those that protect them, such as the firewall. A CAM, DNC or programming PC that holds CUI drawings is a CUI Asset; CNC controllers, PLCs and test equipment are Specialized Assets.',
};

const fieldsAt = (level: Level): Field[] =>
  level === 1 ? FIELDS : FIELDS.map((field) => ({ ...field, ...LEVEL2_WORDING[field.name] }));

/** A locked field reads as text on grey, legible, not as a faded placeholder. */
const LOCKED = 'disabled:bg-slate-50 disabled:text-slate-800 disabled:opacity-100';

/**
 * The employee count as sent: empty is "not stated"; anything but a whole number goes as typed, so
 * that the server's message (D5) says what is wrong with it.
 */
const employeeCountInput = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (!trimmed) return null;
  return (/^\d+$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
};

const parseCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * The scope of the cycle (D23), saved as a whole; field messages come back from the server. Read
 * only once the cycle is frozen, and for a viewer (D27).
 */
export function ScopeCard({
  scope,
  frozen,
  readOnly = false,
  level = 1,
}: {
  scope: Scope;
  frozen: boolean;
  readOnly?: boolean;
  /** The cycle's level (D29): Level 2 asks about the CUI. */
  level?: Level;
}) {
  const locked = frozen || readOnly;
  const [draft, setDraft] = useState(scope);
  const [systems, setSystems] = useState<SystemDraft[]>(() => systemDrafts(scope.systems));
  const [codes, setCodes] = useState(scope.cageCodes.join(', '));
  const [employees, setEmployees] = useState(scope.employeeCount === null ? '' : String(scope.employeeCount));
  const save = useSaveScope();
  const providers = useProviders().data ?? [];
  const form = useRef<HTMLFormElement>(null);
  const errors = serverFieldErrors(save.error);
  // A refusal takes the cursor to the first field refused, once its message is shown.
  useEffect(() => {
    if (save.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error]);
  const cageError =
    errors.cageCodes ??
    Object.entries(errors).find(([key]) => key.startsWith('cageCodes.'))?.[1] ??
    undefined;
  const submit = () => {
    const {
      holdsCui: _answered,
      cageCodes: _codes,
      systems: _systems,
      employeeCount: _employees,
      ...fields
    } = draft;
    const input: ScopeInput = {
      // The plan's people and system are saved by their own card (SspPeopleCard).
      ...withoutSspPeople(fields),
      systems: systemsInput(systems),
      cageCodes: parseCodes(codes),
      ...(level === 2 ? { employeeCount: employeeCountInput(employees) } : {}),
    };
    // New systems get their ids from the server: the form takes them, so that the next save keeps
    // them (and the requirements that name them by then).
    save.mutate(input, { onSuccess: (cycle) => setSystems(systemDrafts(cycle.scope.systems)) });
  };
  const [first, ...rest] = fieldsAt(level);
  const textField = (field: Field) => (
    <FormField
      key={field.name}
      id={`scope-${field.name}`}
      label={field.label}
      hint={field.hint}
      error={errors[field.name]}
    >
      {(aria) => (
        <Textarea
          {...aria}
          className={`min-h-16 field-sizing-content ${LOCKED}`}
          value={draft[field.name]}
          disabled={locked}
          onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scope</CardTitle>
        <CardDescription>
          {level === 1
            ? 'What the self-assessment covers: the contract information, where it lives, and who and what touches it.'
            : 'What the self-assessment covers: the CUI, where it lives, and who and what touches it.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={form}
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {textField(first!)}
          {locked ? (
            <SystemsList
              systems={scope.systems}
              hint={SYSTEMS_HINT[level]}
              level={level}
              providers={providers}
            />
          ) : (
            <SystemsEditor
              systems={systems}
              onChange={(next) => {
                // The server's messages name rows by position: a removed row would shift them.
                if (next.length < systems.length) save.reset();
                setSystems(next);
              }}
              errors={errors}
              level={level}
              hint={SYSTEMS_HINT[level]}
            />
          )}
          <ScopeNotes
            notes={{ serviceProviders: draft.serviceProviders, specializedAssets: draft.specializedAssets }}
            locked={locked}
            onClear={(field) => setDraft({ ...draft, [field]: '' })}
            onAddAssets={(names) =>
              setSystems([
                ...systems,
                ...names.map((name) => newDraft('specialized', { name, kind: 'other' })),
              ])
            }
          />
          {rest.map(textField)}
          <FormField
            id="scope-cage-codes"
            label="CAGE codes"
            hint={`Separated by commas. ${CAGE_CODE_MESSAGE}.`}
            error={cageError}
          >
            {(aria) => (
              <Input
                {...aria}
                value={codes}
                disabled={locked}
                className={LOCKED}
                autoCapitalize="characters"
                onChange={(event) => setCodes(event.target.value)}
              />
            )}
          </FormField>
          {level === 2 && (
            <FormField
              id="scope-employee-count"
              label="Number of employees"
              hint="SPRS asks for it with a Level 2 result; the SPRS sheet shows it beside the other fields."
              error={errors.employeeCount}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={employees}
                  disabled={locked}
                  className={`max-w-40 ${LOCKED}`}
                  inputMode="numeric"
                  autoComplete="off"
                  onChange={(event) => setEmployees(event.target.value)}
                />
              )}
            </FormField>
          )}
          <SspFields
            draft={draft}
            savedExternalSsp={scope.externalSsp}
            onChange={(change: Partial<SspDraft>) => setDraft({ ...draft, ...change })}
            errors={errors}
            level={level}
            locked={locked}
            lockedClass={LOCKED}
          />
          {!locked && (
            <Button type="submit" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Scope'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
