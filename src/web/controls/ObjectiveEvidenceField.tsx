import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { Objective } from '../../contract/catalog';
import type { EvidenceFile } from '../../contract/evidence';
import { Button } from '../components/ui/button';
import { useUploadForObjective } from '../lib/assessment';
import { toggled } from './use-finding-draft';

interface ObjectiveEvidenceFieldProps {
  controlId: string;
  objective: Objective;
  /** The files serving the control: what a finding can rest on. */
  files: EvidenceFile[];
  /** The files the finding rests on, as typed. */
  chosen: string[];
  onChange: (evidenceIds: string[]) => void;
  /** A file uploaded here, linked to the objective on the server at once. */
  onUploaded: (evidenceId: string) => void;
}

/** "Evidence it rests on": the control's files to tick, and an upload straight to the objective (D22). */
export function ObjectiveEvidenceField(props: ObjectiveEvidenceFieldProps) {
  const { controlId, objective, files, chosen, onChange, onUploaded } = props;
  const upload = useUploadForObjective();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadHere = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, controlId, objectiveId: objective.id },
      { onSuccess: (stored) => onUploaded(stored.id) },
    );
  };
  return (
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
                  checked={chosen.includes(file.id)}
                  onChange={() => onChange(toggled(chosen, file.id))}
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
  );
}
