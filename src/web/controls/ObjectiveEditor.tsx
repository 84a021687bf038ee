import { useId, useState } from 'react';
import { asksBeforeNotApplicable, type Finding, type ObjectiveFinding } from '../../contract/assessment';
import type { Objective } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSaveFinding } from '../lib/assessment';
import { draftInput, isSavable } from '../lib/finding-drafts';
import { ConfirmNotApplicable } from './ConfirmNotApplicable';
import { FindingChoice, NOT_ASSESSED } from './FindingChoice';
import { FindingNotices } from './FindingNotices';
import { JustificationField } from './JustificationField';
import { MethodsField } from './MethodsField';
import { ObjectiveEvidenceField } from './ObjectiveEvidenceField';
import { useFindingDraft } from './use-finding-draft';

interface ObjectiveEditorProps {
  controlId: string;
  objective: Objective;
  saved: ObjectiveFinding | undefined;
  /** The files serving the control: what a finding can rest on. */
  files: EvidenceFile[];
  /** The closing dialog asked about this objective's missing justification (issue 23). */
  asked: boolean;
}

/** One assessment objective: the finding, the methods used, a note, the justification of an N/A, the evidence (D22). */
export function ObjectiveEditor({ controlId, objective, saved, files, asked }: ObjectiveEditorProps) {
  const id = useId();
  const { draft, restored, change, linked } = useFindingDraft(objective.id, saved);
  const finding = draft.finding ?? NOT_ASSESSED;
  // A restored draft that cannot be saved says why at once, as does one the dialog asked about.
  const [showProblem, setShowProblem] = useState(restored && !isSavable(draft));
  const save = useSaveFinding();
  const missingJustification = !isSavable(draft);
  // N/A where the Level 1 guidance does not expect it is asked about first (D28).
  const [confirmingNa, setConfirmingNa] = useState(false);
  const choose = (value: string) => {
    if (asksBeforeNotApplicable(objective.id, draft.finding, value)) {
      setConfirmingNa(true);
      return;
    }
    change({ finding: value === NOT_ASSESSED ? null : (value as Finding) });
  };
  const problemShown = (showProblem || asked) && missingJustification;

  const submit = () => {
    if (missingJustification) {
      setShowProblem(true);
      return;
    }
    save.mutate({ objectiveId: objective.id, input: draftInput(draft) });
  };
  return (
    <div className="flex flex-col gap-4" data-testid={`objective-${objective.id}`}>
      <ConfirmNotApplicable
        letter={objective.letter}
        open={confirmingNa}
        onOpenChange={setConfirmingNa}
        onConfirm={() => {
          setConfirmingNa(false);
          change({ finding: 'not_applicable' });
        }}
      />
      <FindingNotices
        letter={objective.letter}
        restored={restored}
        savable={!missingJustification}
        saved={saved}
      />
      <FindingChoice name={`${id}-finding`} letter={objective.letter} value={finding} onChoose={choose} />

      {finding === 'not_applicable' && (
        <JustificationField
          id={id}
          objectiveId={objective.id}
          letter={objective.letter}
          value={draft.justification}
          problemShown={problemShown}
          onChange={(justification) => change({ justification })}
        />
      )}

      <MethodsField methods={draft.methods} onChange={(methods) => change({ methods })} />

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note on [{objective.letter}]</Label>
        <Textarea
          id={`${id}-note`}
          value={draft.note}
          maxLength={NOTES_MAX_LENGTH}
          className="min-h-16"
          placeholder="What did you examine, who did you ask, what did you test?"
          onChange={(event) => change({ note: event.target.value })}
        />
      </div>

      <ObjectiveEvidenceField
        controlId={controlId}
        objective={objective}
        files={files}
        chosen={draft.evidenceIds}
        onChange={(evidenceIds) => change({ evidenceIds })}
        onUploaded={linked}
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-xs text-slate-600 sm:mr-auto">
          A file uploaded here is linked to [{objective.letter}] at once. The rest is saved with this button,
          or when you close this dialog.
        </p>
        <Button type="button" className="self-end" onClick={submit} disabled={save.isPending}>
          {save.isPending
            ? 'Saving...'
            : saved?.previousFinding && !saved.finding
              ? `Confirm [${objective.letter}]`
              : `Save [${objective.letter}]`}
        </Button>
      </div>
    </div>
  );
}
