import { useState, type ReactNode } from 'react';
import type { AffirmationBlocker } from '../../contract/affirmation-gate';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { LONG_LIST } from './AffirmationBlockers';

interface AffirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statement: string;
  /** The signed-in member who affirms: the account's name and e-mail, the title entered (D27). */
  official: { name: string; email: string; title: string };
  /** Practices MET without a linked file: the official confirms their evidence exists elsewhere (D28). */
  missingEvidence: AffirmationBlocker[];
  pending: boolean;
  onAffirm: (acknowledgeMissingEvidence: boolean) => void;
  /** Level 2 (D31): the title, what leads the statement (the score and status), the button. */
  title?: string;
  lead?: ReactNode;
  submitLabel?: string;
}

/** The official reads the statement again and affirms it (32 CFR 170.22(a)(2)), in a dialog. */
export function AffirmDialog({
  open,
  onOpenChange,
  statement,
  official,
  missingEvidence,
  pending,
  onAffirm,
  title = 'Affirm the Level 1 result',
  lead,
  submitLabel = 'Affirm and freeze this cycle',
}: AffirmDialogProps) {
  const [accepted, setAccepted] = useState(false);
  const [evidenceConfirmed, setEvidenceConfirmed] = useState(false);
  const needsEvidence = missingEvidence.length > 0;
  // Level 2's long list (up to 110 practices) opens on request.
  const long = missingEvidence.length > LONG_LIST;
  const items = missingEvidence.map((blocker) => <li key={blocker.controlId}>{blocker.controlId}</li>);
  const ready = accepted && (!needsEvidence || evidenceConfirmed);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAccepted(false);
          setEvidenceConfirmed(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={title}
        description={`${official.name} (${official.email}), ${official.title}: read the statement and affirm it in your own name.`}
      >
        <form
          className="flex flex-col gap-4 text-sm text-slate-800"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) onAffirm(needsEvidence);
          }}
        >
          {lead}
          <blockquote className="border-l-2 border-slate-300 pl-3" id="affirm-dialog-statement">
            {statement}
          </blockquote>
          {needsEvidence && (
            <div className="flex flex-col gap-2 rounded-md border border-yellow-200 bg-yellow-50 p-3">
              <p>
                {long ? `These ${missingEvidence.length} practices` : 'These practices'} are MET with no
                evidence file linked. MET means satisfied based on evidence (32 CFR 170.24(b)(1)):
              </p>
              {long ? (
                <details>
                  <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">
                    Show the {missingEvidence.length} practices
                  </summary>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-mono text-xs">{items}</ul>
                </details>
              ) : (
                <ul className="ml-5 list-disc font-mono text-xs">{items}</ul>
              )}
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  checked={evidenceConfirmed}
                  onChange={(event) => setEvidenceConfirmed(event.target.checked)}
                />
                I confirm that the evidence for these practices exists outside this tool (for example an
                observed configuration, or an interview recorded in the notes). This confirmation is kept with
                the affirmation.
              </label>
            </div>
          )}
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={accepted}
              aria-describedby="affirm-dialog-statement"
              onChange={(event) => setAccepted(event.target.checked)}
            />
            I am the affirming official and I affirm this statement.
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || pending}>
              {pending ? 'Affirming...' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
