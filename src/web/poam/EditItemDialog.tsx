import { useState } from 'react';
import type { PoamItem } from '../../contract/level2-api';
import type { Member } from '../../contract/organizations';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useUpdatePoamItem } from '../lib/poam';
import { PlanFields, planInput, type PlanDraft } from './PlanFields';

/**
 * The plan of an open item: its weakness, planned completion, milestones and responsible member,
 * which stay writable after affirming, as notes do (D33).
 */
export function EditItemDialog({
  item,
  members,
  onClose,
}: {
  item: PoamItem;
  members: Member[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<PlanDraft>({
    weakness: item.weakness,
    plannedCompletion: item.plannedCompletion,
    milestones: item.milestones,
    responsibleUserId: item.responsibleUserId,
  });
  const update = useUpdatePoamItem();
  const errors = serverFieldErrors(update.error);
  const otherError =
    update.isError && Object.keys(errors).length === 0
      ? serverMessage(update.error, 'The plan was not saved. Please try again.')
      : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`POA&M item: ${item.requirementId}`}
        description="The plan to meet this requirement."
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The weakness stays required once the item exists: an empty one is refused beside it.
            update.mutate(
              { id: item.id, change: { ...planInput(draft), weakness: draft.weakness } },
              { onSuccess: onClose },
            );
          }}
        >
          <PlanFields
            draft={draft}
            onChange={setDraft}
            members={members}
            errors={errors}
            weaknessHint="What is missing, in the words your plan uses."
          />
          {otherError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {otherError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || !draft.plannedCompletion}>
              {update.isPending ? 'Saving...' : 'Save the plan'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
