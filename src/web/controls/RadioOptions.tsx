import { cn } from '../lib/utils';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  /** A second line, such as what the option costs in the score. */
  detail?: string;
}

interface RadioOptionsProps<T extends string> {
  /** Names the radio group, unique to the editor. */
  name: string;
  options: RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the message that describes the whole group (an error). */
  describedBy?: string;
}

/** A column of radio buttons with their labels as wide rows, for the Level 2 choices of a finding. */
export function RadioOptions<T extends string>({
  name,
  options,
  value,
  onChange,
  describedBy,
}: RadioOptionsProps<T>) {
  return (
    <div className="flex flex-col gap-2">
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm',
            value === option.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50',
          )}
        >
          <input
            type="radio"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-describedby={describedBy}
            onChange={() => onChange(option.value)}
          />
          <span className="flex min-w-0 flex-col">
            <span className="text-slate-900">{option.label}</span>
            {option.detail && <span className="text-xs text-slate-600">{option.detail}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}
