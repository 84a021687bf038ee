import { type RefObject, useId } from 'react';
import type { Control } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { useSaveEvidenceLinks } from '../lib/assessment';
import { counted } from '../../contract/format';
import { controlsByDomain } from '../../contract/evidence-links';
import { ControlLinkOption } from './ControlLinkOption';
import { useEvidenceLinks } from './use-evidence-links';

interface EvidenceLinksDialogProps {
  file: EvidenceFile;
  /** The catalog's 17 controls, in catalog order. */
  controls: Control[];
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * D22: one file, stored once, serves several controls and supports some of their objectives.
 * The owner checks the controls, and under each checked control the objectives the file shows;
 * saving replaces the whole set (PUT /api/evidence/{id}/links).
 */
export function EvidenceLinksDialog({ file, controls, opener, onClose }: EvidenceLinksDialogProps) {
  const prefix = useId();
  const choice = useEvidenceLinks(file, controls);
  const save = useSaveEvidenceLinks();
  const { links } = choice;
  // A file kept for an affirmed cycle may be unlinked from the current work altogether (D33).
  const kept = file.keptForCycle !== null;
  const noControl = links.controlIds.length === 0 && !kept;
  const hintId = `${prefix}-hint`;

  const submit = () => save.mutate({ evidenceId: file.id, links }, { onSuccess: onClose });

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
          {controlsByDomain(controls).map((domain) => (
            <fieldset key={domain.id} className="flex flex-col gap-3">
              <legend className="mb-3 text-sm font-semibold text-slate-900">
                {domain.name} ({domain.id})
              </legend>
              {domain.controls.map((control) => (
                <ControlLinkOption key={control.id} control={control} prefix={prefix} choice={choice} />
              ))}
            </fieldset>
          ))}

          <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-bottom-6 sm:gap-3 sm:-mx-6 sm:-mb-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p
              id={hintId}
              className={noControl ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'}
            >
              {noControl
                ? 'Check at least one control to save: every file serves one or more.'
                : links.controlIds.length === 0
                  ? `No control checked: saving unlinks it from the current work. It stays stored for cycle ${file.keptForCycle}.`
                  : `${counted(links.controlIds.length, 'control')}, ${counted(links.objectiveIds.length, 'objective')} checked`}
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
