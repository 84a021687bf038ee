import { useState } from 'react';
import {
  AUDITOR_STATUS_LABELS,
  AUDITOR_STATUSES,
  type AuditorStatus,
  type ReviewInput,
} from '../../contract/auditor';
import type { Implementation } from '../../contract/implementations';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { StatusBadge } from '../components/StatusBadge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSaveReview } from '../lib/auditor';
import type { ErrorToast } from '../lib/query-client';
import { toast } from '../lib/toast';

type Message = { title: string; description: string };

/** The two auditor screens word their review messages differently (document 2 sections 5 and 8). */
export interface ReviewWording {
  title: string;
  submitLabel: string;
  incomplete: Message;
  saved: Message;
  failed: ErrorToast;
}

interface ReviewDialogProps {
  clientId: string;
  implementation: Implementation;
  wording: ReviewWording;
  onClose: () => void;
}

/** Status and notes for one implementation, prefilled with any earlier review; saves and closes. */
export function ReviewDialog({ clientId, implementation, wording, onClose }: ReviewDialogProps) {
  const [status, setStatus] = useState<string>(implementation.auditorStatus ?? '');
  const [notes, setNotes] = useState(implementation.auditorNotes ?? '');
  const save = useSaveReview(clientId, wording.failed);
  const submit = () => {
    if (!status || !notes.trim()) {
      toast({ ...wording.incomplete, variant: 'destructive' });
      return;
    }
    const review: ReviewInput = { auditorStatus: status as AuditorStatus, auditorNotes: notes.trim() };
    save.mutate(
      { implementationId: implementation.id, review },
      {
        onSuccess: () => {
          onClose();
          toast(wording.saved);
        },
      },
    );
  };
  const busy = save.isPending;
  const { title, submitLabel } = wording;
  const { control } = implementation;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={`${control.controlNumber} - ${control.title}`}>
        <div className="flex flex-col gap-4">
          <div className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="flex items-center gap-2 text-slate-700">
              Client status: <StatusBadge status={implementation.status} />
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-800">
              {implementation.notes || 'No implementation notes.'}
            </p>
            <p className="mt-2 text-xs text-slate-600">
              {implementation.evidenceFiles.length} evidence{' '}
              {implementation.evidenceFiles.length === 1 ? 'file' : 'files'}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-status">Review status</Label>
            <ChoiceSelect
              id="review-status"
              value={status}
              onChange={setStatus}
              placeholder="Select a status..."
              choices={AUDITOR_STATUSES.map((value) => ({ value, label: AUDITOR_STATUS_LABELS[value] }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-notes">Review notes</Label>
            <Textarea
              id="review-notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="What did you check, and what is missing?"
            />
          </div>
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
