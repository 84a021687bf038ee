import { useState } from 'react';
import type { Control } from '../../contract/catalog';
import type { SprsScoreAnswer } from '../../contract/level2-api';
import type { Member } from '../../contract/organizations';
import { conditionalIneligibility } from '../../contract/poam';
import { sprsValue } from '../../contract/sprs';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useCreatePoamItem } from '../lib/poam';
import { PlanFields, planInput, type PlanDraft } from './PlanFields';

const EMPTY: PlanDraft = { weakness: '', plannedCompletion: '', milestones: [], responsibleUserId: null };

interface AddItemDialogProps {
  /** The requirements NOT MET and not on the POA&M yet, in catalog order. */
  candidates: Control[];
  score: SprsScoreAnswer;
  members: Member[];
  onClose: () => void;
}

/**
 * "Add item" (D31, D35): any requirement NOT MET, and its plan. Whether the item supports a
 * Conditional status (32 CFR 170.21(a)(2), src/contract/poam.ts, the server's own rule) is said
 * beside the choice as soon as a requirement is chosen; the server's refusal replaces it if the
 * server refuses all the same.
 */
export function AddItemDialog({ candidates, score, members, onClose }: AddItemDialogProps) {
  const [requirementId, setRequirementId] = useState('');
  const [draft, setDraft] = useState<PlanDraft>(EMPTY);
  const create = useCreatePoamItem();
  const errors = serverFieldErrors(create.error);
  const chosen = candidates.find((control) => control.id === requirementId);
  const points =
    score.deductions.find((deduction) => deduction.requirementId === requirementId)?.points ??
    (chosen ? sprsValue(chosen.nistReference) : 0);
  // Any requirement NOT MET takes an item (32 CFR 170.24(c)(2)(i)(B)(6)); 170.21(a)(2) says only
  // whether it supports a Conditional status, which the dialog says before it is added.
  const ineligible =
    chosen &&
    conditionalIneligibility({
      level: 2,
      nist: chosen.nistReference,
      notMet: true,
      points,
      score: score.score,
    });
  // The server's word wins: a refusal names the requirement field; anything else is the form's.
  const refusal = errors.requirementId;
  const otherError =
    create.isError && Object.keys(errors).length === 0
      ? serverMessage(create.error, 'The item was not added. Please try again.')
      : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Add a POA&M item"
        description="The plan of action for a requirement NOT MET (32 CFR 170.24(c)(2)(i)(B)(6)); only some items support a Conditional status (32 CFR 170.21(a)(2))."
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ requirementId, ...planInput(draft) }, { onSuccess: onClose });
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="poam-requirement">Requirement NOT MET</Label>
            <ChoiceSelect
              id="poam-requirement"
              value={requirementId}
              onChange={(value) => {
                setRequirementId(value);
                create.reset();
              }}
              placeholder="Choose a requirement"
              choices={candidates.map((control) => ({
                value: control.id,
                label: `${control.id} ${control.title}`,
              }))}
            />
            {chosen && (
              <p className="text-xs text-slate-600">
                Loses {points} {points === 1 ? 'point' : 'points'} now.
              </p>
            )}
            {refusal ? (
              <p
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
                data-testid="poam-refusal"
              >
                {refusal}
              </p>
            ) : ineligible ? (
              <p
                className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
                data-testid="poam-not-conditional"
              >
                The plan of action is recorded, but this item does not support a Conditional status:{' '}
                {ineligible.message}
              </p>
            ) : (
              chosen && (
                <p className="text-sm text-green-800" data-testid="poam-allowed">
                  This item supports a Conditional status (32 CFR 170.21(a)(2)).
                </p>
              )
            )}
          </div>
          <PlanFields
            draft={draft}
            onChange={setDraft}
            members={members}
            errors={errors}
            weaknessHint="Optional: left empty, the item reads the requirement and why it is NOT MET."
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
            <Button type="submit" disabled={create.isPending || !requirementId || !draft.plannedCompletion}>
              {create.isPending ? 'Adding...' : 'Add to the POA&M'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
