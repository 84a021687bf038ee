import type { Control } from '../../contract/catalog';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import type { useEvidenceLinks } from './use-evidence-links';

interface ControlLinkOptionProps {
  control: Control;
  /** Prefixes the inputs' ids, unique to the dialog. */
  prefix: string;
  choice: ReturnType<typeof useEvidenceLinks>;
}

/** A control's checkbox, and once it is checked, the checkboxes of its objectives. */
export function ControlLinkOption({ control, prefix, choice }: ControlLinkOptionProps) {
  const checked = choice.hasControl(control.id);
  const id = `${prefix}-${control.id}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(on) => choice.setControl(control.id, on === true)}
        />
        <Label htmlFor={id} className="font-normal leading-5 text-slate-800">
          <span className="font-semibold text-slate-900">{control.controlNumber}</span> {control.title}
        </Label>
      </div>
      {checked && control.objectives.length > 0 && (
        <fieldset className="ml-2.5 flex flex-col gap-2 border-l-2 border-brand-100 pl-5">
          <legend className="mb-2 text-xs font-medium text-slate-600">
            Objectives of {control.controlNumber} this file supports
          </legend>
          {control.objectives.map((objective) => {
            const objectiveInputId = `${prefix}-${objective.id}`;
            return (
              <div key={objective.id} className="flex items-start gap-3">
                <Checkbox
                  id={objectiveInputId}
                  checked={choice.hasObjective(objective.id)}
                  onCheckedChange={(on) => choice.setObjective(objective.id, on === true)}
                />
                <Label htmlFor={objectiveInputId} className="font-normal leading-5 text-slate-700">
                  [{objective.letter}] {objective.text}
                </Label>
              </div>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
