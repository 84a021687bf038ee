import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  /** Names the select when no visible label points at `id`. */
  label?: string;
  id?: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  /** From a FormField: its hint and error, read with the select. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A select over a plain list of choices: the filters and pickers of every screen. */
export function ChoiceSelect({
  value,
  onChange,
  choices,
  label,
  id,
  placeholder,
  className,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={className}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
