import { Plus } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Scope } from '../../contract/cycles';
import type { Level } from '../../contract/level2';
import {
  SSP_PART_LETTERS,
  SSP_REVIEW_MONTHS_MAX,
  SSP_REVIEW_MONTHS_MIN,
  SYSTEM_NAME_MAX,
} from '../../contract/ssp';
import { sspObjective } from '../../contract/ssp-gate';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { ExceptionsEditor, SspMissingParts } from './ExceptionsEditor';
import { ExternalSspEditor } from './ExternalSspEditor';

/** The plan's own fields of the scope (D32). */
export type SspDraft = Pick<
  Scope,
  | 'systemName'
  | 'systemPurpose'
  | 'boundary'
  | 'environment'
  | 'connections'
  | 'enduringExceptions'
  | 'enduringExceptionsNote'
  | 'externalSsp'
  | 'sspReviewMonths'
>;
type SspText = Exclude<
  keyof SspDraft,
  'sspReviewMonths' | 'enduringExceptions' | 'enduringExceptionsNote' | 'externalSsp'
>;
/** What 3.12.4 makes of a field at Level 2. */
type Need = 'required' | 'optional' | 'if any';

/**
 * Each field, and whether NIST SP 800-171 r2 3.12.4 asks for it at Level 2: the plan describes
 * the boundary (3.12.4[b]), the environment of operation (3.12.4[c]) and the connections to
 * other systems (3.12.4[f]) (NIST SP 800-171A; SSP_PART_LETTERS in contract/ssp.ts). The name and purpose are good practice; enduring
 * exceptions are documented in the plan where there are any (32 CFR 170.4, "enduring exception").
 */
const FIELDS: { name: SspText; label: string; hint: string; atLevel2: Need; line?: true }[] = [
  {
    name: 'systemName',
    label: 'System name',
    hint: 'What the plan calls the system, e.g. “Harbor Machining office network”.',
    atLevel2: 'optional',
    line: true,
  },
  {
    name: 'systemPurpose',
    label: 'Purpose',
    hint: 'What the system is for: the contract work it supports.',
    atLevel2: 'optional',
  },
  {
    name: 'boundary',
    label: 'System boundary',
    hint: 'What is inside the system and where it ends: the systems listed above, the office network, the locations. Machines kept outside it, and how they are kept apart.',
    atLevel2: 'required',
  },
  {
    name: 'environment',
    label: 'Environment of operation',
    hint: 'Where and how it runs: the office and shop, remote work, hosting, who looks after it.',
    atLevel2: 'required',
  },
  {
    name: 'connections',
    label: 'Connections to other systems',
    hint: 'Systems outside it that it exchanges data with: a prime’s portal, a file transfer site, payroll, your IT provider’s remote access.',
    atLevel2: 'required',
  },
];

/** Common review frequencies; a stored value outside them is offered too. */
const COMMON_MONTHS = [3, 6, 12, 24, 36];
const NOT_SET = 'not_set';
const everyMonths = (months: number) =>
  months === 1 ? 'Every month' : months === 12 ? 'Every 12 months (yearly)' : `Every ${months} months`;

/** The one-line why of the section, per level: what the rule requires, and what is optional. */
const WHY: Record<Level, string> = {
  1: 'Optional (beyond Level 1): Level 1 does not require a system security plan; NIST SP 800-171 r2 requirement 3.12.4 requires one at Level 2. Good practice, and these fields go into the plan you can download from the Reports screen.',
  2: 'NIST SP 800-171 r2 requirement 3.12.4 requires a system security plan that describes the system boundary, its environment of operation, how each requirement is implemented and its connections to other systems, updated at a frequency you set. These fields go into the plan you download from the Reports screen.',
};

/** At Level 1 every field is optional; at Level 2 those 3.12.4 does not ask for. */
const labelAt = (level: Level, label: string, need: Need) =>
  level === 1 || need === 'optional'
    ? `${label} (optional)`
    : need === 'if any'
      ? `${label} (if any)`
      : label;

interface SspFieldsProps {
  draft: SspDraft;
  /** The plan kept outside the tool as last saved (D35): what the score reads now. */
  savedExternalSsp: Scope['externalSsp'];
  onChange: (change: Partial<SspDraft>) => void;
  errors: Record<string, string>;
  level: Level;
  locked: boolean;
  /** The look of a locked field (ScopeCard's). */
  lockedClass: string;
}

/** The system security plan's fields of the scope, in their own section (D32). */
export function SspFields({
  draft,
  savedExternalSsp,
  onChange,
  errors,
  level,
  locked,
  lockedClass,
}: SspFieldsProps) {
  const months = draft.sspReviewMonths;
  // At Level 1 the plan is optional: its fields wait behind a button until someone fills one in.
  const filled = months !== null || FIELDS.some((field) => draft[field.name].trim() !== '');
  const [shown, setShown] = useState(level === 2 || filled);
  const choices = [...new Set([...COMMON_MONTHS, ...(months === null ? [] : [months])])].sort(
    (a, b) => a - b,
  );
  return (
    <section
      aria-labelledby="ssp-fields-heading"
      className="flex flex-col gap-4 border-t border-slate-200 pt-5"
      data-testid="ssp-fields"
    >
      <div className="flex flex-col gap-1">
        <h3 id="ssp-fields-heading" className="text-base font-semibold text-slate-900">
          System security plan
        </h3>
        <p className="text-sm text-slate-600">{WHY[level]}</p>
      </div>
      {level === 2 && <SspMissingParts />}
      {level === 2 && (
        <ExternalSspEditor
          value={draft.externalSsp}
          saved={savedExternalSsp}
          onChange={(externalSsp) => onChange({ externalSsp })}
          errors={errors}
          locked={locked}
          lockedClass={lockedClass}
        />
      )}
      {!shown &&
        (locked ? (
          <p className="text-sm text-slate-700">Not filled in.</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            aria-expanded={false}
            onClick={() => {
              flushSync(() => setShown(true));
              document.getElementById('scope-systemName')?.focus();
            }}
          >
            <Plus aria-hidden />
            Fill in the plan’s fields
          </Button>
        ))}
      {shown && (
        <>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`scope-${field.name}`}
              label={labelAt(level, field.label, field.atLevel2)}
              hint={field.hint}
              error={errors[field.name]}
            >
              {(aria) =>
                field.line ? (
                  <Input
                    {...aria}
                    className={lockedClass}
                    value={draft[field.name]}
                    maxLength={SYSTEM_NAME_MAX}
                    disabled={locked}
                    onChange={(event) => onChange({ [field.name]: event.target.value })}
                  />
                ) : (
                  <Textarea
                    {...aria}
                    className={`min-h-16 field-sizing-content ${lockedClass}`}
                    value={draft[field.name]}
                    disabled={locked}
                    onChange={(event) => onChange({ [field.name]: event.target.value })}
                  />
                )
              }
            </FormField>
          ))}
          {level === 2 && (
            <ExceptionsEditor
              exceptions={draft.enduringExceptions}
              note={draft.enduringExceptionsNote}
              onChange={onChange}
              errors={errors}
              locked={locked}
              lockedClass={lockedClass}
            />
          )}
          {level === 1 && draft.enduringExceptionsNote.trim() && (
            <p className="whitespace-pre-wrap text-sm text-slate-700">
              Enduring exceptions as written: {draft.enduringExceptionsNote}
            </p>
          )}
          <FormField
            id="scope-sspReviewMonths"
            label={labelAt(level, 'How often you review the plan', 'required')}
            hint={`NIST SP 800-171A ${sspObjective(SSP_PART_LETTERS.frequency)}: the plan states how often it is updated (here ${SSP_REVIEW_MONTHS_MIN} to ${SSP_REVIEW_MONTHS_MAX} months). Review it at that frequency and whenever the systems change; an owner approves each review as a revision on the Reports screen, and only approved revisions count (${sspObjective(SSP_PART_LETTERS.updated)}).`}
            error={errors.sspReviewMonths}
          >
            {(aria) => (
              <ChoiceSelect
                {...aria}
                className={`sm:max-w-xs ${lockedClass}`}
                disabled={locked}
                value={months === null ? NOT_SET : String(months)}
                onChange={(value) => onChange({ sspReviewMonths: value === NOT_SET ? null : Number(value) })}
                choices={[
                  { value: NOT_SET, label: 'Not set yet' },
                  ...choices.map((value) => ({ value: String(value), label: everyMonths(value) })),
                ]}
              />
            )}
          </FormField>
        </>
      )}
    </section>
  );
}
