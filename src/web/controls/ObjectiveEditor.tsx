import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  ASSESSMENT_METHODS,
  FINDINGS,
  JUSTIFICATION_REQUIRED,
  notApplicableExpected,
  type Finding,
  type ObjectiveFinding,
} from '../../contract/assessment';
import { FINDING_LABELS, METHOD_LABELS } from '../../contract/labels';
import type { Objective } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSaveFinding, useUploadForObjective } from '../lib/assessment';
import { useCurrentUser } from '../lib/auth';
import {
  draftInput,
  isSavable,
  readFindingDraft,
  sameDraft,
  savedDraft,
  writeFindingDraft,
  type FindingDraft,
} from '../lib/finding-drafts';
import { cn } from '../lib/utils';

const NOT_ASSESSED = 'none';
const CHOICES = [
  ...FINDINGS.map((value) => ({ value, label: FINDING_LABELS[value] })),
  { value: NOT_ASSESSED, label: 'Not assessed' },
] as const;

interface ObjectiveEditorProps {
  controlId: string;
  objective: Objective;
  saved: ObjectiveFinding | undefined;
  /** The files serving the control: what a finding can rest on. */
  files: EvidenceFile[];
  /** The closing dialog asked about this objective's missing justification (issue 23). */
  asked: boolean;
}

/**
 * The finding as typed: restored from a draft left unsaved (an ended session, a dialog closed
 * with "Keep editing" pending), and kept as a draft while it differs from the saved one, so that
 * folding the objective away or closing the dialog loses nothing (issue 23).
 */
function useFindingDraft(objectiveId: string, saved: ObjectiveFinding | undefined) {
  const userId = useCurrentUser().user?.id ?? null;
  const [restored] = useState(() => {
    const kept = userId ? readFindingDraft(userId, objectiveId) : null;
    return kept && !sameDraft(kept, savedDraft(saved)) ? kept : null;
  });
  const [draft, setDraft] = useState<FindingDraft>(restored ?? savedDraft(saved));
  return {
    draft,
    restored: restored !== null,
    change: (patch: Partial<FindingDraft>) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      if (userId) writeFindingDraft(userId, objectiveId, sameDraft(next, savedDraft(saved)) ? null : next);
    },
    /** A file linked on the server meanwhile (uploaded here): shown ticked, nothing left to save. */
    linked: (evidenceId: string) =>
      setDraft((current) => ({
        ...current,
        evidenceIds: [...new Set([...current.evidenceIds, evidenceId])],
      })),
  };
}

/** One assessment objective: the finding, the methods used, a note, the justification of an N/A, the evidence (D22). */
export function ObjectiveEditor({ controlId, objective, saved, files, asked }: ObjectiveEditorProps) {
  const id = useId();
  const { draft, restored, change, linked } = useFindingDraft(objective.id, saved);
  const finding = draft.finding ?? NOT_ASSESSED;
  // A restored draft that cannot be saved says why at once, as does one the dialog asked about.
  const [showProblem, setShowProblem] = useState(restored && !isSavable(draft));
  const save = useSaveFinding();
  const upload = useUploadForObjective();
  const fileInput = useRef<HTMLInputElement>(null);
  const missingJustification = !isSavable(draft);
  // N/A where the Level 1 guidance does not expect it is asked about first (D28).
  const [confirmingNa, setConfirmingNa] = useState(false);
  const choose = (value: string) => {
    if (value === 'not_applicable' && finding !== 'not_applicable' && !notApplicableExpected(objective.id)) {
      setConfirmingNa(true);
      return;
    }
    change({ finding: value === NOT_ASSESSED ? null : (value as Finding) });
  };
  const problemShown = (showProblem || asked) && missingJustification;

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const submit = () => {
    if (missingJustification) {
      setShowProblem(true);
      return;
    }
    save.mutate({ objectiveId: objective.id, input: draftInput(draft) });
  };
  const uploadHere = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, controlId, objectiveId: objective.id },
      { onSuccess: (stored) => linked(stored.id) },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid={`objective-${objective.id}`}>
      <ConfirmDialog
        open={confirmingNa}
        onOpenChange={setConfirmingNa}
        title={`Mark [${objective.letter}] N/A?`}
        description={
          <>
            The Level 1 guidance does not expect this objective to be N/A: it applies to most businesses. An
            N/A objective counts as MET (32 CFR 170.24(b)(3)), so be sure it truly does not apply at your
            business, and say why.
          </>
        }
        cancelLabel="Keep my finding"
        confirmLabel="Mark N/A"
        confirmVariant="default"
        onConfirm={() => {
          setConfirmingNa(false);
          change({ finding: 'not_applicable' });
        }}
      />
      {restored && (
        <p
          className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900"
          data-testid="finding-draft-restored"
        >
          This is the finding you had not saved yet.{' '}
          {isSavable(draft)
            ? 'Save it, or it is saved when you close this dialog.'
            : `It can be saved once it says why [${objective.letter}] does not apply.`}
        </p>
      )}
      {saved?.previousFinding && !saved.finding && (
        <p className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900">
          Last cycle this objective was {FINDING_LABELS[saved.previousFinding]}. Check it still holds, then
          save to confirm it for this cycle.
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Finding for [{objective.letter}]</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-center justify-center rounded-md border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                finding === choice.value
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-finding`}
                value={choice.value}
                checked={finding === choice.value}
                onChange={() => choose(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>

      {finding === 'not_applicable' && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-justification`}>Why [{objective.letter}] does not apply (required)</Label>
          <Textarea
            id={`${id}-justification`}
            data-justification-for={objective.id}
            value={draft.justification}
            maxLength={NOTES_MAX_LENGTH}
            aria-invalid={problemShown}
            aria-describedby={problemShown ? `${id}-justification-error` : undefined}
            onChange={(event) => change({ justification: event.target.value })}
          />
          {problemShown && (
            <p id={`${id}-justification-error`} className="text-sm text-red-700">
              {JUSTIFICATION_REQUIRED}
            </p>
          )}
        </div>
      )}

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Methods used</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ASSESSMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={draft.methods.includes(method)}
                onChange={() => change({ methods: toggle(draft.methods, method) })}
              />
              {METHOD_LABELS[method]}
            </label>
          ))}
        </div>
      </fieldset>

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

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Evidence it rests on</legend>
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">No file serves this control yet.</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {files.map((file) => (
              <li key={file.id}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    checked={draft.evidenceIds.includes(file.id)}
                    onChange={() => change({ evidenceIds: toggle(draft.evidenceIds, file.id) })}
                  />
                  <span className="min-w-0 break-words">{file.fileName}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Choose a file for [${objective.letter}]`}
          onChange={(event) => {
            uploadHere(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden />
          {upload.isPending ? 'Uploading...' : `Upload a file for [${objective.letter}]`}
        </Button>
      </fieldset>

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
