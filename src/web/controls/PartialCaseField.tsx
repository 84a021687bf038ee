import { PARTIAL_FULL_LABELS } from '../../contract/level2-findings';
import { MFA_REQUIREMENT, PARTIAL_LABELS, PARTIAL_POINTS, sprsValue, type Partial } from '../../contract/sprs';
import { FieldError } from './FieldError';
import { RadioOptions } from './RadioOptions';

const FULL = 'full';

interface PartialCaseFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  letter: string;
  nist: string;
  /** The requirement's partial case (remote_and_privileged_only for 3.5.3, not_fips_validated for 3.13.11). */
  partial: Partial;
  value: Partial | null;
  error: string | undefined;
  onChange: (partial: Partial | null) => void;
}

/**
 * The partial credit of 3.5.3 and 3.13.11 (DoD Assessment Methodology Annex A, D30): on a NOT MET
 * finding the user says which case applies, since the objectives cannot tell.
 */
export function PartialCaseField({
  id,
  letter,
  nist,
  partial,
  value,
  error,
  onChange,
}: PartialCaseFieldProps) {
  const full = sprsValue(nist);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="partial-case">
      <legend className="mb-1 text-sm font-medium text-slate-800">Which case applies to [{letter}]?</legend>
      <p className="text-xs text-slate-600">
        {nist} is worth {full} points in your self-assessed SPRS score.{' '}
        {nist === MFA_REQUIREMENT
          ? `It loses ${PARTIAL_POINTS} points instead of ${full} only when [a]-[c] are MET and [d] is the one NOT MET objective, in this case`
          : `When every NOT MET objective of ${nist} records the partial case, the requirement loses ${PARTIAL_POINTS} points instead of ${full}`}{' '}
        (DoD Assessment Methodology, Annex A).
      </p>
      <RadioOptions
        name={`${id}-partial`}
        value={value ?? FULL}
        describedBy={error ? `${id}-partial-error` : undefined}
        onChange={(chosen) => onChange(chosen === FULL ? null : (chosen as Partial))}
        options={[
          { value: FULL, label: PARTIAL_FULL_LABELS[partial], detail: `Loses ${full} points` },
          {
            value: partial,
            label: PARTIAL_LABELS[partial],
            detail: `Partial case: loses ${PARTIAL_POINTS} points`,
          },
        ]}
      />
      <FieldError id={`${id}-partial-error`} message={error} />
    </fieldset>
  );
}
