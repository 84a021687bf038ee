import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  ASSESSMENT_METHODS,
  FINDINGS,
  JUSTIFICATION_REQUIRED,
  type AssessmentMethod,
  type Finding,
  type ObjectiveFinding,
} from '../../contract/assessment';
import { FINDING_LABELS, METHOD_LABELS } from '../../contract/labels';
import type { Objective } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { NOTES_MAX_LENGTH } from '../../contract/implementations';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSaveFinding } from '../lib/assessment';
import { useUploadEvidenceDirect } from '../lib/evidence';
import { cn } from '../lib/utils';

const NOT_ASSESSED = 'none';
type Choice = Finding | typeof NOT_ASSESSED;
const CHOICES: { value: Choice; label: string }[] = [
  ...FINDINGS.map((value) => ({ value, label: FINDING_LABELS[value] })),
  { value: NOT_ASSESSED, label: 'Not assessed' },
];

interface ObjectiveEditorProps {
  controlId: string;
  objective: Objective;
  saved: ObjectiveFinding | undefined;
  /** The files serving the control: what a finding can rest on. */
  files: EvidenceFile[];
}

/** One assessment objective: the finding, the methods used, a note, the justification of an N/A, the evidence (D22). */
export function ObjectiveEditor({ controlId, objective, saved, files }: ObjectiveEditorProps) {
  const id = useId();
  // A finding of the last cycle is offered again: saving it confirms it for this cycle (D23).
  const [finding, setFinding] = useState<Choice>(saved?.finding ?? saved?.previousFinding ?? NOT_ASSESSED);
  const [methods, setMethods] = useState<AssessmentMethod[]>(saved?.methods ?? []);
  const [note, setNote] = useState(saved?.note ?? '');
  const [justification, setJustification] = useState(saved?.justification ?? '');
  const [evidenceIds, setEvidenceIds] = useState<string[]>(saved?.evidenceIds ?? []);
  const [showProblem, setShowProblem] = useState(false);
  const save = useSaveFinding();
  const upload = useUploadEvidenceDirect();
  const fileInput = useRef<HTMLInputElement>(null);
  const missingJustification = finding === 'not_applicable' && !justification.trim();

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const submit = () => {
    if (missingJustification) {
      setShowProblem(true);
      return;
    }
    save.mutate({
      objectiveId: objective.id,
      input: {
        finding: finding === NOT_ASSESSED ? null : finding,
        methods,
        note: note.trim() || null,
        justification: finding === 'not_applicable' ? justification.trim() : justification.trim() || null,
        evidenceIds,
      },
    });
  };
  const uploadHere = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, controlId },
      { onSuccess: (stored) => setEvidenceIds((ids) => [...ids, stored.id]) },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid={`objective-${objective.id}`}>
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
                onChange={() => setFinding(choice.value)}
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
            value={justification}
            maxLength={NOTES_MAX_LENGTH}
            aria-invalid={showProblem && missingJustification}
            aria-describedby={showProblem && missingJustification ? `${id}-justification-error` : undefined}
            onChange={(event) => setJustification(event.target.value)}
          />
          {showProblem && missingJustification && (
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
                checked={methods.includes(method)}
                onChange={() => setMethods((list) => toggle(list, method))}
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
          value={note}
          maxLength={NOTES_MAX_LENGTH}
          className="min-h-16"
          placeholder="What did you examine, who did you ask, what did you test?"
          onChange={(event) => setNote(event.target.value)}
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
                    checked={evidenceIds.includes(file.id)}
                    onChange={() => setEvidenceIds((ids) => toggle(ids, file.id))}
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

      <div className="flex justify-end">
        <Button type="button" onClick={submit} disabled={save.isPending}>
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
