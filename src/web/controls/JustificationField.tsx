import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { FieldError } from './FieldError';

interface JustificationFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  objectiveId: string;
  letter: string;
  value: string;
  /** The missing justification, once said (after a save, or when the dialog asked), or the server's refusal. */
  error: string | undefined;
  /** The justification is what the draft lacks: "Keep editing" puts the cursor there. */
  missing: boolean;
  onChange: (justification: string) => void;
}

/** Why an objective found N/A does not apply: required (32 CFR 170.24(b)(3) counts N/A as MET). */
export function JustificationField({
  id,
  objectiveId,
  letter,
  value,
  error,
  missing,
  onChange,
}: JustificationFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-justification`}>Why [{letter}] does not apply (required)</Label>
      <Textarea
        id={`${id}-justification`}
        data-missing-for={missing ? objectiveId : undefined}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-justification-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-justification-error`} message={error} />
    </div>
  );
}
