import { capabilityPolicyLabel } from '../../contract/level2-findings';
import { capabilityPolicyRequired } from '../../contract/sprs';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { cn } from '../lib/utils';

interface CapabilityPolicyFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  objectiveId: string;
  nist: string;
  checked: boolean;
  /** The box is unticked and that is said (after a save, or when the dialog asked), or the server refused. */
  error: string | undefined;
  /** The box is what the draft lacks: "Keep editing" puts the cursor there. */
  missing: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * N/A on remote access (3.1.12, 3.1.13), wireless (3.1.16, 3.1.17) or mobile devices (3.1.18) at
 * Level 2: only when a policy and procedure keep the capability from being enabled (DoD Assessment
 * Methodology 5(i)(i), D30). Required: the server refuses the N/A without it.
 */
export function CapabilityPolicyField({
  id,
  objectiveId,
  nist,
  checked,
  error,
  missing,
  onChange,
}: CapabilityPolicyFieldProps) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="capability-policy">
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-capability`}
          className="mt-0.5"
          checked={checked}
          data-missing-for={missing ? objectiveId : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-capability-hint`}
          onCheckedChange={(state) => onChange(state === true)}
        />
        <Label htmlFor={`${id}-capability`}>{capabilityPolicyLabel(nist)} (required)</Label>
      </div>
      <p
        id={`${id}-capability-hint`}
        className={cn('pl-8 text-xs', error ? 'text-sm text-red-700' : 'text-slate-600')}
      >
        {error ?? capabilityPolicyRequired(nist)}
      </p>
    </div>
  );
}
