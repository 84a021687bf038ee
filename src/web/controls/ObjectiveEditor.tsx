import { useId, useState } from 'react';
import { asksBeforeNotApplicable, type Finding, type ObjectiveFinding } from '../../contract/assessment';
import type { Objective } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { level2Objective, type FindingField } from '../../contract/level2-findings';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSaveFinding } from '../lib/assessment';
import { errorCode, serverFieldErrors, serverMessage } from '../lib/errors';
import { draftInput, draftProblems, type FindingDraft } from '../lib/finding-drafts';
import { CapabilityPolicyField } from './CapabilityPolicyField';
import { ConfirmNotApplicable } from './ConfirmNotApplicable';
import { FindingBasisField } from './FindingBasisField';
import { FindingChoice, NOT_ASSESSED } from './FindingChoice';
import { FindingNotices } from './FindingNotices';
import { JustificationField } from './JustificationField';
import { MethodsField } from './MethodsField';
import { ObjectiveEvidenceField } from './ObjectiveEvidenceField';
import { PartialCaseField } from './PartialCaseField';
import { useFindingDraft } from './use-finding-draft';

interface ObjectiveEditorProps {
  controlId: string;
  objective: Objective;
  saved: ObjectiveFinding | undefined;
  /** The files serving the control: what a finding can rest on. */
  files: EvidenceFile[];
  /** The closing dialog asked about this objective's missing fields (issue 23). */
  asked: boolean;
}

/** The 409s of a finding refused against the plan or the POA&M (D35). */
const PLAN_REFUSALS = ['ssp_part_missing', 'exception_not_in_ssp', 'deficiency_without_plan', 'basis_on_ssp'];

/**
 * One assessment objective: the finding, the methods used, a note, the justification of an N/A, the
 * evidence (D22); at Level 2 also the partial case of 3.5.3 and 3.13.11, the basis that counts a
 * NOT MET as MET, and the policy an N/A of remote access, wireless or mobile devices needs (D30).
 */
export function ObjectiveEditor({ controlId, objective, saved, files, asked }: ObjectiveEditorProps) {
  const id = useId();
  const level2 = level2Objective(objective.id);
  const { draft, restored, change: changeDraft, linked } = useFindingDraft(objective.id, saved);
  const finding = draft.finding ?? NOT_ASSESSED;
  const problems = draftProblems(objective.id, draft);
  const missing = Object.keys(problems) as FindingField[];
  // A restored draft that cannot be saved says why at once, as does one the dialog asked about.
  const [showProblems, setShowProblems] = useState(restored && missing.length > 0);
  const save = useSaveFinding();
  // The server's field messages (a 400) stand beside their fields until the finding is edited again.
  const refused = serverFieldErrors(save.error);
  // A refusal against the system security plan (D35) stays beside the button, not only in a toast.
  const planRefusal = PLAN_REFUSALS.includes(errorCode(save.error) as never)
    ? serverMessage(save.error, '')
    : null;
  const errorOf = (field: string): string | undefined =>
    ((showProblems || asked) && problems[field as FindingField]) || refused[field];
  const change = (patch: Partial<FindingDraft>) => {
    if (save.isError) save.reset();
    changeDraft(patch);
  };
  // N/A where the guidance does not expect it is asked about first (D28).
  const [confirmingNa, setConfirmingNa] = useState(false);
  const choose = (value: string) => {
    if (asksBeforeNotApplicable(objective.id, draft.finding, value)) {
      setConfirmingNa(true);
      return;
    }
    change({ finding: value === NOT_ASSESSED ? null : (value as Finding) });
  };

  const submit = () => {
    if (missing.length > 0) {
      setShowProblems(true);
      return;
    }
    save.mutate({ objectiveId: objective.id, input: draftInput(draft) });
  };
  return (
    <div className="flex flex-col gap-4" data-testid={`objective-${objective.id}`}>
      <ConfirmNotApplicable
        letter={objective.letter}
        level={level2 ? 2 : 1}
        open={confirmingNa}
        onOpenChange={setConfirmingNa}
        onConfirm={() => {
          setConfirmingNa(false);
          change({ finding: 'not_applicable' });
        }}
      />
      <FindingNotices
        letter={objective.letter}
        objectiveText={objective.text}
        restored={restored}
        savable={missing.length === 0}
        lacksJustificationOnly={missing.length === 1 && missing[0] === 'justification'}
        saved={saved}
      />
      <FindingChoice name={`${id}-finding`} letter={objective.letter} value={finding} onChoose={choose} />

      {finding === 'not_met' && level2?.partial && (
        <PartialCaseField
          id={id}
          letter={objective.letter}
          nist={level2.nist}
          partial={level2.partial}
          value={draft.partial}
          error={refused.partial}
          onChange={(partial) => change({ partial })}
        />
      )}
      {finding === 'not_met' && level2 && (
        <FindingBasisField
          id={id}
          objectiveId={objective.id}
          requirementId={controlId}
          letter={objective.letter}
          basis={draft.basis}
          description={draft.basisDescription}
          plan={draft}
          errors={{
            basis: refused.basis,
            basisDescription: errorOf('basisDescription'),
            planOfActionItemId: refused.planOfActionItemId,
            arisenOn: refused.arisenOn,
            implementedBefore: refused.implementedBefore,
          }}
          missing={'basisDescription' in problems}
          onChange={(patch) => change(patch)}
        />
      )}

      {finding === 'not_applicable' && (
        <JustificationField
          id={id}
          objectiveId={objective.id}
          letter={objective.letter}
          value={draft.justification}
          error={errorOf('justification')}
          missing={'justification' in problems}
          onChange={(justification) => change({ justification })}
        />
      )}
      {finding === 'not_applicable' && level2?.capability && (
        <CapabilityPolicyField
          id={id}
          objectiveId={objective.id}
          nist={level2.nist}
          checked={draft.capabilityOff}
          error={errorOf('capabilityOff')}
          missing={'capabilityOff' in problems}
          onChange={(capabilityOff) => change({ capabilityOff })}
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

      {planRefusal && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="plan-refusal"
        >
          {planRefusal}
        </p>
      )}
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
