import { Link } from 'wouter';
import { formatDay } from '../../contract/format';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { FINDING_BASIS_LABELS, type FindingBasis } from '../../contract/sprs';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Checkbox } from '../components/ui/checkbox';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import type { FindingDraft } from '../lib/finding-drafts';
import { usePoam } from '../lib/poam';
import { FieldError } from './FieldError';
import { RadioOptions } from './RadioOptions';

const NONE = 'none';

const DESCRIPTION_LABELS: Record<FindingBasis, string> = {
  enduring_exception: 'Describe the exception and its mitigations, as your SSP does (required)',
  temporary_deficiency:
    'Describe the operational plan of action: the fix, its reviews and milestones (required)',
};

type BasisDraft = Pick<
  FindingDraft,
  'basis' | 'basisDescription' | 'planOfActionItemId' | 'arisenOn' | 'implementedBefore'
>;

interface FindingBasisFieldProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  /** The requirement (`IA.L2-3.5.3`): a temporary deficiency names one of its POA&M items. */
  requirementId: string;
  objectiveId: string;
  letter: string;
  draft: BasisDraft;
  /** What the description lacks, or what the server refused, by field. */
  errors: Partial<Record<keyof BasisDraft, string>>;
  /** The description is the field the draft lacks: "Keep editing" puts the cursor there. */
  missing: boolean;
  onChange: (patch: Partial<BasisDraft>) => void;
}

/**
 * A NOT MET finding at Level 2 that counts as MET by rule (32 CFR 170.24(b)(1), D30): an enduring
 * exception described in the SSP, or a temporary deficiency under an operational plan of action.
 * Optional; choosing one needs its description.
 */
export function FindingBasisField({
  id,
  requirementId,
  objectiveId,
  letter,
  draft,
  errors,
  missing,
  onChange,
}: FindingBasisFieldProps) {
  const { basis, basisDescription: description } = draft;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="finding-basis">
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
          draft={draft}
          errors={errors}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}

const NO_ITEM = 'none';

/**
 * What makes a temporary deficiency count as MET (D35): the POA&M item of the requirement that
 * addresses it (with at least one milestone, which the server checks), the day it arose, and the
 * confirmation that the requirement was implemented before (32 CFR 170.24(b)(1)(ii); DoD
 * Assessment Methodology 7(b)). The server refuses the basis without them (409 `deficiency_without_plan`).
 */
function DeficiencyPlanFields({
  id,
  requirementId,
  draft,
  errors,
  onChange,
}: Pick<FindingBasisFieldProps, 'id' | 'requirementId' | 'draft' | 'errors' | 'onChange'>) {
  const poam = usePoam();
  const items = (poam.data?.items ?? []).filter(
    (item) => item.requirementId === requirementId && !item.closedAt,
  );
  const milestones = (count: number) => (count === 1 ? '1 milestone' : `${count} milestones`);
  return (
    <div className="flex flex-col gap-3" data-testid="deficiency-plan">
      {items.length === 0 && !poam.isPending ? (
        <p className="text-sm text-slate-700" data-testid="deficiency-no-item">
          No open POA&M item addresses {requirementId} yet.{' '}
          <Link href="/poam" className="font-medium text-blue-700 underline">
            Add one with its milestones on the POA&M
          </Link>
          , then name it here.
        </p>
      ) : (
        <FormField
          id={`${id}-plan-item`}
          label="The POA&M item that addresses it (required)"
          error={errors.planOfActionItemId}
        >
          {(aria) => (
            <ChoiceSelect
              id={aria.id}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
              value={draft.planOfActionItemId ?? NO_ITEM}
              onChange={(value) => onChange({ planOfActionItemId: value === NO_ITEM ? null : value })}
              choices={[
                { value: NO_ITEM, label: 'Choose an item' },
                ...items.map((item) => ({
                  value: item.id,
                  label: `Planned completion ${formatDay(item.plannedCompletion)}, ${milestones(item.milestones.length)}`,
                })),
              ]}
            />
          )}
        </FormField>
      )}
      <FormField id={`${id}-arisen-on`} label="When the deficiency arose (required)" error={errors.arisenOn}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            className="sm:max-w-56"
            value={draft.arisenOn}
            onChange={(event) => onChange({ arisenOn: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-implemented-before`}
          className="mt-0.5"
          checked={draft.implementedBefore}
          aria-invalid={Boolean(errors.implementedBefore)}
          onCheckedChange={(state) => onChange({ implementedBefore: state === true })}
        />
        <Label htmlFor={`${id}-implemented-before`}>
          {requirementId} was implemented before the deficiency arose (required)
        </Label>
      </div>
      <FieldError id={`${id}-implemented-before-error`} message={errors.implementedBefore} />
    </div>
  );
}
