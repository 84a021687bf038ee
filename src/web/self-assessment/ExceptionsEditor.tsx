import { Plus, Trash2 } from 'lucide-react';
import type { Scope } from '../../contract/cycles';
import { EXCEPTION_TEXT_MAX, SSP_PART_LABELS } from '../../contract/ssp-gate';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { useSprsScore } from '../lib/sprs-score';

type Exceptions = Scope['enduringExceptions'];

interface ExceptionsEditorProps {
  exceptions: Exceptions;
  note: string;
  onChange: (change: { enduringExceptions?: Exceptions; enduringExceptionsNote?: string }) => void;
  errors: Record<string, string>;
  locked: boolean;
  lockedClass: string;
}

/**
 * The plan's enduring exceptions, one per requirement with its mitigations (D35; 32 CFR
 * 170.24(b)(1)(i): "described, along with any mitigations, in the system security plan"). The one
 * text kept before stays above the list until the owner has split it and clears it.
 */
export function ExceptionsEditor({
  exceptions,
  note,
  onChange,
  errors,
  locked,
  lockedClass,
}: ExceptionsEditorProps) {
  const set = (index: number, patch: Partial<Exceptions[number]>) =>
    onChange({ enduringExceptions: exceptions.map((one, i) => (i === index ? { ...one, ...patch } : one)) });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="exceptions-editor">
      <legend className="text-sm font-medium text-slate-900">Enduring exceptions (if any)</legend>
      <p className="text-sm text-slate-600">
        A requirement that cannot be met in full for good, such as antivirus on a CNC controller, is assessed
        as MET only when the plan describes it with its mitigations (32 CFR 170.24(b)(1)(i)). A finding can be
        recorded as an enduring exception only for a requirement listed here.
      </p>
      {note.trim() && (
        <div
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
          data-testid="exceptions-note"
        >
          <p className="font-medium">Your exceptions as written before, to split by requirement:</p>
          <p className="whitespace-pre-wrap">{note}</p>
          {!locked && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => onChange({ enduringExceptionsNote: '' })}
            >
              I have listed them below: clear this note
            </Button>
          )}
        </div>
      )}
      {exceptions.map((exception, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
          data-testid="exception-row"
        >
          <FormField
            id={`exception-${index}-requirement`}
            label="Requirement"
            hint="Its Level 2 id, e.g. SI.L2-3.14.2"
            error={errors[`enduringExceptions.${index}.requirementId`]}
          >
            {(aria) => (
              <Input
                {...aria}
                className={`sm:max-w-xs ${lockedClass}`}
                value={exception.requirementId}
                disabled={locked}
                onChange={(event) => set(index, { requirementId: event.target.value.trim() })}
              />
            )}
          </FormField>
          <FormField
            id={`exception-${index}-description`}
            label="The exception"
            error={errors[`enduringExceptions.${index}.description`]}
          >
            {(aria) => (
              <Textarea
                {...aria}
                className={`min-h-16 field-sizing-content ${lockedClass}`}
                value={exception.description}
                maxLength={EXCEPTION_TEXT_MAX}
                disabled={locked}
                onChange={(event) => set(index, { description: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={`exception-${index}-mitigations`}
            label="Mitigations"
            error={errors[`enduringExceptions.${index}.mitigations`]}
          >
            {(aria) => (
              <Textarea
                {...aria}
                className={`min-h-16 field-sizing-content ${lockedClass}`}
                value={exception.mitigations}
                maxLength={EXCEPTION_TEXT_MAX}
                disabled={locked}
                onChange={(event) => set(index, { mitigations: event.target.value })}
              />
            )}
          </FormField>
          {!locked && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => onChange({ enduringExceptions: exceptions.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden />
              Remove the exception{exception.requirementId ? ` of ${exception.requirementId}` : ''}
            </Button>
          )}
        </div>
      ))}
      {!locked && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() =>
            onChange({
              enduringExceptions: [...exceptions, { requirementId: '', description: '', mitigations: '' }],
            })
          }
        >
          <Plus aria-hidden />
          Add an enduring exception
        </Button>
      )}
      {errors.enduringExceptions && (
        <p role="alert" className="text-sm text-red-800">
          {errors.enduringExceptions}
        </p>
      )}
    </fieldset>
  );
}

/** The parts of 3.12.4 the plan still lacks, as the score reads them (D35). */
export function SspMissingParts() {
  const score = useSprsScore();
  const missing = score.data?.sspMissing ?? [];
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      data-testid="ssp-missing-parts"
    >
      <p className="font-medium">Until the plan has these, 3.12.4 is NOT MET and there is no SPRS score:</p>
      <ul className="ml-5 list-disc">
        {missing.map((part) => (
          <li key={part}>
            3.12.4[{part}]: {SSP_PART_LABELS[part]}
          </li>
        ))}
      </ul>
    </div>
  );
}
