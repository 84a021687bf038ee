import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { FINDING_BASIS_LABELS, type FindingBasis } from '../../contract/sprs';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { DeficiencyPlanFields, type DeficiencyPlan } from './DeficiencyPlanFields';
import { FieldError } from './FieldError';
import { RadioOptions } from './RadioOptions';

const NONE = 'none';

const DESCRIPTION_LABELS: Record<FindingBasis, string> = {
  enduring_exception: 'Describe the exception and its mitigations, as your SSP does (required)',
  temporary_deficiency:
    'Describe the operational plan of action: the fix, its reviews and milestones (required)',
};

interface FindingBasisFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  objectiveId: string;
  /** The requirement (`AC.L2-3.1.3`), whose POA&M items a temporary deficiency can name. */
  requirementId: string;
  letter: string;
  basis: FindingBasis | null;
  description: string;
  /** A temporary deficiency's plan of action (D35). */
  plan: DeficiencyPlan;
  /** What the description lacks, or what the server refused, by field. */
  errors: { basis?: string; basisDescription?: string } & Partial<Record<keyof DeficiencyPlan, string>>;
  /** The description is the field the draft lacks: "Keep editing" puts the cursor there. */
  missing: boolean;
  onChange: (
    patch: { basis?: FindingBasis | null; basisDescription?: string } & Partial<DeficiencyPlan>,
  ) => void;
}

/**
 * A NOT MET finding at Level 2 that counts as MET by rule (32 CFR 170.24(b)(1), D30): an enduring
 * exception described in the SSP, or a temporary deficiency under an operational plan of action.
 * Optional; choosing one needs its description.
 */
export function FindingBasisField({
  id,
  objectiveId,
  requirementId,
  letter,
  basis,
  description,
  plan,
  errors,
  missing,
  onChange,
}: FindingBasisFieldProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="finding-basis">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        Does [{letter}] count as MET by rule? (optional)
      </legend>
      <p className="text-xs text-slate-600">
        32 CFR 170.24(b)(1) assesses two cases as MET: an enduring exception described, with its mitigations,
        in your system security plan (SSP), where a full fix is not feasible; and a temporary deficiency in
        something already in place, whose fix is documented in an operational plan of action. A requirement
        not yet put in place is neither: leave it NOT MET.
      </p>
      <RadioOptions
        name={`${id}-basis`}
        value={basis ?? NONE}
        describedBy={errors.basis ? `${id}-basis-error` : undefined}
        onChange={(chosen) => onChange({ basis: chosen === NONE ? null : (chosen as FindingBasis) })}
        options={[
          { value: NONE, label: `No: [${letter}] is NOT MET` },
          { value: 'enduring_exception', label: FINDING_BASIS_LABELS.enduring_exception },
          { value: 'temporary_deficiency', label: FINDING_BASIS_LABELS.temporary_deficiency },
        ]}
      />
      <FieldError id={`${id}-basis-error`} message={errors.basis} />
      {basis && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-basis-description`}>{DESCRIPTION_LABELS[basis]}</Label>
          <Textarea
            id={`${id}-basis-description`}
            data-missing-for={missing ? objectiveId : undefined}
            value={description}
            maxLength={NOTES_MAX_LENGTH}
            className="min-h-16"
            aria-invalid={Boolean(errors.basisDescription)}
            aria-describedby={errors.basisDescription ? `${id}-basis-description-error` : undefined}
            onChange={(event) => onChange({ basisDescription: event.target.value })}
          />
          <FieldError id={`${id}-basis-description-error`} message={errors.basisDescription} />
        </div>
      )}
      {basis === 'temporary_deficiency' && (
        <DeficiencyPlanFields
          id={id}
          requirementId={requirementId}
          value={plan}
          errors={errors}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}
