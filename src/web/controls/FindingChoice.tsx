import { FINDINGS } from '../../contract/assessment';
import { FINDING_LABELS } from '../../contract/labels';
import { cn } from '../lib/utils';

/** The choice's value for an objective without a finding. */
export const NOT_ASSESSED = 'none';
const CHOICES = [
  ...FINDINGS.map((value) => ({ value, label: FINDING_LABELS[value] })),
  { value: NOT_ASSESSED, label: 'Not assessed' },
] as const;

interface FindingChoiceProps {
  /** Names the radio group, unique to the editor. */
  name: string;
  letter: string;
  value: string;
  onChoose: (value: string) => void;
}

/** MET, NOT MET, N/A or Not assessed, as four buttons that are radio inputs underneath. */
export function FindingChoice({ name, letter, value, onChoose }: FindingChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Finding for [{letter}]</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === choice.value
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
