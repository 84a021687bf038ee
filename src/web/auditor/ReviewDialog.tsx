import { useState } from 'react';
import {
  AUDITOR_STATUSES,
  needsReviewNotes,
  type AuditorStatus,
  type ReviewInput,
} from '../../contract/auditor';
import { AUDITOR_STATUS_LABELS } from '../../contract/labels';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { EvidenceFileList } from '../components/EvidenceFileList';
import { ReviewHistory } from '../components/ReviewHistory';
import { StatusBadge } from '../components/StatusBadge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useClientCycles, useSaveReview } from '../lib/auditor';
import { SspEntryView } from '../components/SspEntryView';
import { planEntryOf } from '../lib/plan-entry';
import { changedSinceRead } from '../lib/errors';
import type { ErrorToast } from '../lib/query-client';
import { toast } from '../lib/toast';
import type { RecordedImplementation } from './ImplementationList';
import { ObjectiveFindings } from './ObjectiveFindings';

type Message = { title: string; description: string };

/** The two auditor screens word their review messages differently (document 2 sections 5 and 8). */
export interface ReviewWording {
  title: string;
  submitLabel: string;
  /** Shown in the dialog beside the fields, not as a toast: a toast would cover the save button. */
  incomplete: string;
  saved: Message;
  failed: ErrorToast;
}

interface ReviewDialogProps {
  clientId: string;
  implementation: RecordedImplementation;
  wording: ReviewWording;
  onClose: () => void;
}

/**
 * What the client submitted (status, notes, evidence to view or download, earlier reviews), then
 * the verdict and notes, prefilled with the current review; saves and closes.
 */
export function ReviewDialog({ clientId, implementation, wording, onClose }: ReviewDialogProps) {
  const [status, setStatus] = useState<AuditorStatus | ''>(implementation.auditorStatus ?? '');
  const [notes, setNotes] = useState(implementation.auditorNotes ?? '');
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  // After a refusal because the client changed the work (issue 38): the version it changed to.
  const [changedTo, setChangedTo] = useState<number | null>(null);
  // D28: a note is required to reject or ask for clarification, optional to approve.
  const notesRequired = needsReviewNotes(status || null);
  const notesMissing = notesRequired && !notes.trim();
  const missing = !status || notesMissing;
  // Said after a save with a field missing, until both are given.
  const incomplete = triedIncomplete && missing;
  // Opened by a button, not a Radix trigger: Radix would return focus to no trigger (the page's
  // body), so the dialog remembers what had the focus and returns it there on close.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const save = useSaveReview(clientId, wording.failed);
  // The client's scope names the systems the plan entry refers to by id (D32).
  const systems = useClientCycles(clientId).data?.[0]?.scope.systems;
  const submit = () => {
    if (missing) {
      setTriedIncomplete(true);
      return;
    }
    // The verdict is on the work shown (issue 38): the server refuses it if the client changed it since.
    const review: ReviewInput = {
      auditorStatus: status as AuditorStatus,
      auditorNotes: notes.trim() || null,
      basedOn: implementation.version,
    };
    save.mutate(
      { implementationId: implementation.id, review },
      {
        onSuccess: () => {
          onClose();
          toast(wording.saved);
        },
        onError: (error) => {
          const changed = changedSinceRead(error);
          if (changed) setChangedTo(changed[0]?.version ?? implementation.version + 1);
        },
      },
    );
  };
  // The client's lists reload after the refusal, and the dialog shows the new version once here.
  const reloading = changedTo !== null && implementation.version < changedTo;
  const busy = save.isPending;
  const { title, submitLabel } = wording;
  const { control } = implementation;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={`${control.controlNumber} - ${control.title}`}
        onCloseAutoFocus={(event) => {
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <div className="flex flex-col gap-4">
          <section aria-labelledby="client-work-heading" className="flex flex-col gap-2 text-sm">
            <h3 id="client-work-heading" className="flex items-center gap-2 font-semibold text-slate-900">
              Client's implementation <StatusBadge status={implementation.status} />
            </h3>
            <p className="whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-slate-800">
              {implementation.notes || 'No implementation notes.'}
            </p>
          </section>
          <SspEntryView
            entry={planEntryOf(implementation)}
            responsibleName={implementation.responsibleName ?? 'No one named'}
            systems={systems}
            headingId="client-ssp-entry-heading"
          />
          <ObjectiveFindings clientId={clientId} implementation={implementation} />
          <section aria-labelledby="evidence-heading" className="flex flex-col gap-1">
            <h3 id="evidence-heading" className="text-sm font-semibold text-slate-900">
              Evidence ({implementation.evidenceFiles.length})
            </h3>
            <EvidenceFileList
              files={implementation.evidenceFiles.map((file) => ({ ...file, control }))}
              empty="No evidence files for this control."
            />
          </section>
          <ReviewHistory implementation={implementation} title="Review history" />
          <div className="flex flex-col gap-1.5 border-t border-slate-200 pt-4">
            <Label htmlFor="review-status">Review status</Label>
            <ChoiceSelect
              id="review-status"
              value={status}
              onChange={(value) => setStatus(value as AuditorStatus)}
              placeholder="Select a status..."
              choices={AUDITOR_STATUSES.map((value) => ({ value, label: AUDITOR_STATUS_LABELS[value] }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-notes">Review notes</Label>
            <p id="review-notes-rule" className="text-xs text-slate-600">
              {status === 'approved'
                ? 'Optional when approving.'
                : 'Required to reject or to ask for clarification; optional when approving.'}
            </p>
            <Textarea
              id="review-notes"
              aria-invalid={incomplete && notesMissing}
              aria-describedby={incomplete ? 'review-notes-rule review-incomplete' : 'review-notes-rule'}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="What did you check, and what is missing?"
            />
          </div>
          {incomplete && (
            <p id="review-incomplete" role="alert" className="text-sm font-medium text-red-700">
              {wording.incomplete}
            </p>
          )}
          {changedTo !== null && (
            <p role="alert" className="text-sm font-medium text-red-700" data-testid="review-changed">
              The client changed this implementation after you opened it, so your review was not recorded.{' '}
              {reloading
                ? 'Loading their new version...'
                : 'Their new version is shown above: read it, then submit your review again.'}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={busy}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
