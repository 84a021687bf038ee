import { Plus, Trash2 } from 'lucide-react';
import type { Member } from '../../contract/organizations';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';

/** The plan of a POA&M item as the form holds it (D31). */
export interface PlanDraft {
  weakness: string;
  plannedCompletion: string;
  milestones: { text: string; due: string }[];
  responsibleUserId: string | null;
}

/** The most milestones one item holds (the server's POAM_MILESTONES_MAX). */
const MILESTONES_MAX = 20;
const NOBODY = 'nobody';

interface PlanFieldsProps {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  members: Member[];
  /** Field messages of the server's 400, keyed by path (`milestones.0.due`). */
  errors: Record<string, string>;
  /** The weakness may be left out when adding: the server then words it from the finding. */
  weaknessHint: string;
}

/** The weakness, the planned completion, the milestones and who is responsible for an item. */
export function PlanFields({ draft, onChange, members, errors, weaknessHint }: PlanFieldsProps) {
  const set = (change: Partial<PlanDraft>) => onChange({ ...draft, ...change });
  const setMilestone = (index: number, change: Partial<PlanDraft['milestones'][number]>) =>
    set({
      milestones: draft.milestones.map((milestone, i) =>
        i === index ? { ...milestone, ...change } : milestone,
      ),
    });
  return (
    <>
      <FormField id="poam-weakness" label="Weakness" hint={weaknessHint} error={errors.weakness}>
        {(aria) => (
          <Textarea
            {...aria}
            className="min-h-20"
            value={draft.weakness}
            onChange={(event) => set({ weakness: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="poam-planned" label="Planned completion" error={errors.plannedCompletion}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              required
              value={draft.plannedCompletion}
              onChange={(event) => set({ plannedCompletion: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="poam-responsible" label="Responsible member" error={errors.responsibleUserId}>
          {(aria) => (
            <ChoiceSelect
              id={aria.id}
              value={draft.responsibleUserId ?? NOBODY}
              onChange={(value) => set({ responsibleUserId: value === NOBODY ? null : value })}
              choices={[
                { value: NOBODY, label: 'Nobody named yet' },
                ...members.map((member) => ({ value: member.userId, label: member.name })),
              ]}
            />
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Milestones</legend>
        {draft.milestones.length === 0 && (
          <p className="text-sm text-slate-600">No milestones yet. Optional: the steps toward completion.</p>
        )}
        {draft.milestones.map((milestone, index) => {
          const textError = errors[`milestones.${index}.text`];
          const dueError = errors[`milestones.${index}.due`];
          return (
            <div
              key={index}
              className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
              data-testid="milestone-row"
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`milestone-${index}-text`}>Milestone {index + 1}</Label>
                <Input
                  id={`milestone-${index}-text`}
                  value={milestone.text}
                  aria-invalid={Boolean(textError)}
                  onChange={(event) => setMilestone(index, { text: event.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`milestone-${index}-due`}>Due</Label>
                <Input
                  id={`milestone-${index}-due`}
                  type="date"
                  value={milestone.due}
                  aria-invalid={Boolean(dueError)}
                  onChange={(event) => setMilestone(index, { due: event.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                onClick={() => set({ milestones: draft.milestones.filter((_, i) => i !== index) })}
              >
                <Trash2 aria-hidden />
                Remove<span className="sr-only"> milestone {index + 1}</span>
              </Button>
              {(textError || dueError) && (
                <p className="text-sm font-medium text-red-700 sm:col-span-3">
                  {[textError, dueError].filter(Boolean).join(' ')}
                </p>
              )}
            </div>
          );
        })}
        {draft.milestones.length < MILESTONES_MAX && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => set({ milestones: [...draft.milestones, { text: '', due: '' }] })}
          >
            <Plus aria-hidden />
            Add milestone
          </Button>
        )}
      </fieldset>
    </>
  );
}

/** The plan as the API takes it: the weakness left out when empty. */
export function planInput(draft: PlanDraft) {
  return {
    ...(draft.weakness.trim() ? { weakness: draft.weakness.trim() } : {}),
    plannedCompletion: draft.plannedCompletion,
    milestones: draft.milestones.map((milestone) => ({ text: milestone.text.trim(), due: milestone.due })),
    responsibleUserId: draft.responsibleUserId,
  };
}
