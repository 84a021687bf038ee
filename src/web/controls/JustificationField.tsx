import { JUSTIFICATION_REQUIRED } from '../../contract/assessment';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';

interface JustificationFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  objectiveId: string;
  letter: string;
  value: string;
  /** Whether the missing justification is said (after a save, or when the dialog asked). */
  problemShown: boolean;
  onChange: (justification: string) => void;
}

/** Why an objective found N/A does not apply: required (32 CFR 170.24(b)(3) counts N/A as MET). */
export function JustificationField({
  id,
  objectiveId,
  letter,
  value,
  problemShown,
  onChange,
}: JustificationFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-justification`}>Why [{letter}] does not apply (required)</Label>
      <Textarea
        id={`${id}-justification`}
        data-justification-for={objectiveId}
        value={value}
        maxLength={NOTES_MAX_LENGTH}
        aria-invalid={problemShown}
        aria-describedby={problemShown ? `${id}-justification-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problemShown && (
        <p id={`${id}-justification-error`} className="text-sm text-red-700">
          {JUSTIFICATION_REQUIRED}
        </p>
      )}
    </div>
  );
}
