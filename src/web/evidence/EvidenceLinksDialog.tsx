import { type RefObject, useId, useState } from 'react';
import type { Control } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { useSaveEvidenceLinks } from '../lib/assessment';
import { counted } from '../../contract/format';

interface EvidenceLinksDialogProps {
  file: EvidenceFile;
  /** The catalog's 17 controls, in catalog order. */
  controls: Control[];
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The catalog's controls grouped by domain, domains in the order their first control comes. */
function byDomain(controls: Control[]) {
  const groups = new Map<string, { name: string; controls: Control[] }>();
  for (const control of controls) {
    const group = groups.get(control.domainId) ?? { name: control.domain.name, controls: [] };
    group.controls.push(control);
    groups.set(control.domainId, group);
  }
  return [...groups.entries()].map(([id, group]) => ({ id, ...group }));
}

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * D22: one file, stored once, serves several controls and supports some of their objectives.
 * The owner checks the controls, and under each checked control the objectives the file shows;
 * saving replaces the whole set (PUT /api/evidence/{id}/links).
 */
export function EvidenceLinksDialog({ file, controls, opener, onClose }: EvidenceLinksDialogProps) {
  const prefix = useId();
  const [controlIds, setControlIds] = useState<ReadonlySet<string>>(() => new Set(file.controlIds));
  // Objectives of a control unchecked meanwhile are kept here, so checking it again brings them
  // back; only those of checked controls are saved.
  const [objectiveIds, setObjectiveIds] = useState<ReadonlySet<string>>(() => new Set(file.objectiveIds));
  const save = useSaveEvidenceLinks();

  const chosenControls = controls.filter((control) => controlIds.has(control.id));
  const chosenObjectives = chosenControls.flatMap((control) =>
    control.objectives.filter((objective) => objectiveIds.has(objective.id)).map((objective) => objective.id),
  );
  // A file kept for an affirmed cycle may be unlinked from the current work altogether (D33).
  const kept = file.keptForCycle !== null;
  const noControl = chosenControls.length === 0 && !kept;
  const hintId = `${prefix}-hint`;

  const submit = () =>
    save.mutate(
      {
        evidenceId: file.id,
        links: { controlIds: chosenControls.map((control) => control.id), objectiveIds: chosenObjectives },
      },
      { onSuccess: onClose },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Edit links"
        description={
          <>
            <span className="break-words font-medium text-slate-800">{file.fileName}</span>: check the
            controls it serves and the objectives it supports. It stays one stored file.
          </>
        }
        className="max-w-3xl"
        // Radix returns focus only to a Dialog.Trigger; this dialog is opened from the card's button.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <form
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!noControl) submit();
          }}
        >
          {byDomain(controls).map((domain) => (
            <fieldset key={domain.id} className="flex flex-col gap-3">
              <legend className="mb-3 text-sm font-semibold text-slate-900">
                {domain.name} ({domain.id})
              </legend>
              {domain.controls.map((control) => {
                const checked = controlIds.has(control.id);
                const id = `${prefix}-${control.id}`;
                return (
                  <div key={control.id} className="flex flex-col gap-2">
                    <div className="flex items-start gap-3">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onCheckedChange={(on) =>
                          setControlIds((set) => toggled(set, control.id, on === true))
                        }
                      />
                      <Label htmlFor={id} className="font-normal leading-5 text-slate-800">
                        <span className="font-semibold text-slate-900">{control.controlNumber}</span>{' '}
                        {control.title}
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
                                checked={objectiveIds.has(objective.id)}
                                onCheckedChange={(on) =>
                                  setObjectiveIds((set) => toggled(set, objective.id, on === true))
                                }
                              />
                              <Label
                                htmlFor={objectiveInputId}
                                className="font-normal leading-5 text-slate-700"
                              >
                                [{objective.letter}] {objective.text}
                              </Label>
                            </div>
                          );
                        })}
                      </fieldset>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}

          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-bottom-6 sm:gap-3 sm:-mx-6 sm:-mb-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p
              id={hintId}
              className={noControl ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}
            >
              {noControl
                ? 'Check at least one control to save: every file serves one or more.'
                : chosenControls.length === 0
                  ? `No control checked: saving unlinks it from the current work. It stays stored for cycle ${file.keptForCycle}.`
                  : `${counted(chosenControls.length, 'control')}, ${counted(chosenObjectives.length, 'objective')} checked`}
            </p>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={noControl || save.isPending} aria-describedby={hintId}>
                {save.isPending ? 'Saving...' : 'Save links'}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
