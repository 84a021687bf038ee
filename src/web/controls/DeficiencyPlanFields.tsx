import { Link } from 'wouter';
import { counted } from '../../contract/format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Checkbox } from '../components/ui/checkbox';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { usePoam } from '../lib/poam';
import { cn } from '../lib/utils';

/** The fields of a temporary deficiency's plan of action, as the save's body names them. */
export interface DeficiencyPlan {
  planOfActionItemId: string | null;
  arisenOn: string;
  implementedBefore: boolean;
}

interface DeficiencyPlanFieldsProps {
  /** Prefixes the field's ids, unique to the editor. */
  id: string;
  /** The requirement (`AC.L2-3.1.3`): only its POA&M items are offered. */
  requirementId: string;
  value: DeficiencyPlan;
  /** What the server refused, by field (409 `deficiency_without_plan`). */
  errors: Partial<Record<keyof DeficiencyPlan, string>>;
  onChange: (patch: Partial<DeficiencyPlan>) => void;
}

const NO_ITEM = 'none';
const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * A temporary deficiency counts as MET only "appropriately addressed in operational plans of
 * action" (32 CFR 170.24(b)(1)(ii)) and when it arose after the requirement was implemented (DoD
 * Assessment Methodology 7(b)): the POA&M item of this requirement that addresses it (with at least
 * one milestone), the day it arose and that confirmation (D35). The server checks all three.
 */
export function DeficiencyPlanFields({
  id,
  requirementId,
  value,
  errors,
  onChange,
}: DeficiencyPlanFieldsProps) {
  const poam = usePoam();
  const items = (poam.data?.items ?? []).filter((item) => item.requirementId === requirementId);
  // UTC, as the server reads "not in the future".
  const today = new Date().toISOString().slice(0, 10);
  const chosen = value.planOfActionItemId;
  const choices = items.map((item) => ({
    value: item.id,
    label: `${item.weakness.trim() || 'No weakness described yet'} (${counted(item.milestones.length, 'milestone')})`,
  }));
  // A saved item since deleted is no longer offered: the select says none is chosen.
  const known = chosen !== null && items.some((item) => item.id === chosen);
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3" data-testid="deficiency-plan">
      {poam.isPending ? (
        <p className="text-sm text-slate-600">Reading the POA&amp;M…</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col gap-1.5" data-testid="deficiency-no-items">
          <p className="text-sm text-slate-800">
            {requirementId} has no POA&amp;M item yet. A temporary deficiency needs one, with at least one
            milestone: once a NOT MET finding of the requirement is saved,{' '}
            <Link href="/poam" className={LINK}>
              add the item on the POA&amp;M screen
            </Link>
            .
          </p>
          {errors.planOfActionItemId && (
            <p id={`${id}-poam-item-error`} className="text-sm font-medium text-red-700">
              {errors.planOfActionItemId}
            </p>
          )}
        </div>
      ) : (
        <FormField
          id={`${id}-poam-item`}
          label="The POA&M item that addresses it"
          hint="Its milestones are the plan of action; an item without a milestone is not accepted."
          error={errors.planOfActionItemId}
        >
          {(aria) => (
            <ChoiceSelect
              {...aria}
              value={known ? chosen : NO_ITEM}
              onChange={(picked) => onChange({ planOfActionItemId: picked === NO_ITEM ? null : picked })}
              choices={[{ value: NO_ITEM, label: 'Choose an item' }, ...choices]}
            />
          )}
        </FormField>
      )}
      <FormField id={`${id}-arisen-on`} label="When the deficiency arose" error={errors.arisenOn}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            className="sm:w-48"
            max={today}
            value={value.arisenOn}
            onChange={(event) => onChange({ arisenOn: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-implemented-before`}
            className="mt-0.5"
            checked={value.implementedBefore}
            aria-invalid={Boolean(errors.implementedBefore)}
            aria-describedby={`${id}-implemented-before-hint`}
            onCheckedChange={(state) => onChange({ implementedBefore: state === true })}
          />
          <Label htmlFor={`${id}-implemented-before`}>
            The requirement was implemented before this deficiency arose (required)
          </Label>
        </div>
        <p
          id={`${id}-implemented-before-hint`}
          className={cn('pl-8', errors.implementedBefore ? 'text-sm text-red-700' : 'text-xs text-slate-600')}
        >
          {errors.implementedBefore ??
            'A requirement never put in place is not a temporary deficiency: leave it NOT MET (DoD Assessment Methodology 7(b)).'}
        </p>
      </div>
    </div>
  );
}
