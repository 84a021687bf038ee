import { useState } from 'react';
import type { ReviewQueueItem } from '../../contract/auditor';
import { counted } from '../../contract/format';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useApproveSelected } from '../lib/auditor';
import { changedSinceRead, serverMessageOr } from '../lib/errors';
import { toast } from '../lib/toast';

interface ApproveSelectedDialogProps {
  /** The queue entries chosen on the page shown; the list follows the queue if it changes. */
  chosen: ReviewQueueItem[];
  onApproved: () => void;
  /** Entries the client changed since the queue was read: the queue takes them out of the choice. */
  onChanged: (implementationIds: string[]) => void;
  onClose: () => void;
}

/**
 * Confirms a bulk approval (D28): names every implementation it covers, takes one optional note
 * for all of them, and approves all or none, each at the version the queue showed (issue 38).
 * After a refusal (the queue changed meanwhile) the dialog stays, with the list as the refreshed
 * queue shows it; entries the client changed leave the choice, named, to be opened and read first.
 */
export function ApproveSelectedDialog({
  chosen,
  onApproved,
  onChanged,
  onClose,
}: ApproveSelectedDialogProps) {
  const [notes, setNotes] = useState('');
  const [changed, setChanged] = useState<ReviewQueueItem[]>([]);
  const approve = useApproveSelected({
    title: 'Approval failed',
    description: serverMessageOr('The implementations could not be approved.'),
  });
  const count = counted(chosen.length, 'implementation');
  const submit = () =>
    approve.mutate(
      {
        implementations: chosen.map((item) => ({
          implementationId: item.implementationId,
          basedOn: item.version,
        })),
        auditorStatus: 'approved',
        auditorNotes: notes.trim() || null,
      },
      {
        onError: (error) => {
          const ids = new Set(changedSinceRead(error)?.map((item) => item.implementationId));
          if (ids.size === 0) return;
          setChanged(chosen.filter((item) => ids.has(item.implementationId)));
          onChanged([...ids]);
        },
        onSuccess: (result) => {
          onApproved();
          toast({
            title: 'Approved',
            description: `${counted(result.approved, 'implementation')} approved.`,
          });
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Approve ${count}`}
        description="Each gets the verdict Approved under your name; its client sees it at once."
      >
        <div className="flex flex-col gap-4">
          {chosen.length === 0 ? (
            changed.length === 0 && (
              <p className="text-sm text-slate-700">
                None of the chosen implementations awaits review any more. Close this and choose again.
              </p>
            )
          ) : (
            <ul className="flex flex-col gap-1 text-sm text-slate-800" data-testid="approve-selected-list">
              {chosen.map((item) => (
                <li key={item.implementationId} className="break-words">
                  <span className="font-mono">{item.controlNumber}</span> {item.controlTitle}
                  <span className="text-slate-600"> · {item.businessName}</span>
                </li>
              ))}
            </ul>
          )}
          {changed.length > 0 && (
            <div role="alert" className="text-sm text-red-700" data-testid="approve-selected-changed">
              <p className="font-medium">
                Nothing was approved: the client changed {changed.length === 1 ? 'this' : 'these'} since the
                queue was loaded, so {changed.length === 1 ? 'it was' : 'they were'} taken out of your choice.
                Open {changed.length === 1 ? 'it' : 'each'} from the queue to read the new version.
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {changed.map((item) => (
                  <li key={item.implementationId} className="break-words">
                    <span className="font-mono">{item.controlNumber}</span> {item.controlTitle}
                    <span> · {item.businessName}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bulk-review-notes">Review notes (optional)</Label>
            <Textarea
              id="bulk-review-notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="One note for every implementation approved here"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={approve.isPending || chosen.length === 0}>
              {approve.isPending ? 'Approving...' : `Approve ${count}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
