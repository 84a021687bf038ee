import { Files, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Control } from '../../contract/catalog';
import { SIMULATED_UPLOAD } from '../../contract/constants';
import { acceptedFileTypes, formatFileSize, formatSizeLimit } from '../../contract/evidence';
import type { PublicSettings } from '../../contract/settings';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ProgressBar } from '../components/ui/progress';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { isUnauthorizedError, serverMessage } from '../lib/errors';
import { useUploadEvidenceDirect } from '../lib/evidence';
import { toast } from '../lib/toast';
import { UploadResults, type UploadResult } from './UploadResults';

/** How many outcomes the card keeps on show. */
const RESULTS_SHOWN = 5;

interface UploadEvidenceCardProps {
  controls: Control[];
  initialControlId: string | null;
  settings: PublicSettings;
  /** Opens the multi-file uploader (document 2 section 9) for the chosen control. */
  onUploadSeveral: (controlId: string) => void;
}

/**
 * Document 1 "Evidence upload form": one file to one control, with simulated progress. The page's
 * one "Upload Evidence" button lives here; the multi-file uploader opens from here for the same
 * control (issue 12: two buttons of one name sat side by side). The chosen control stays chosen
 * from one upload to the next, and each file gets its own outcome.
 */
export function UploadEvidenceCard({
  controls,
  initialControlId,
  settings,
  onUploadSeveral,
}: UploadEvidenceCardProps) {
  const [controlId, setControlId] = useState(initialControlId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  /** The progress of the upload running or just done; null once another file is chosen. */
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<UploadResult[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const newestResult = useRef<HTMLLIElement>(null);
  const focusResult = useRef(false);
  const resultCount = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const uploadDirect = useUploadEvidenceDirect();
  const sizeLimit = formatSizeLimit(settings.evidenceMaxBytes);
  const accept = acceptedFileTypes(settings.evidenceExtensions).join(',');

  useEffect(() => () => window.clearInterval(timer.current), []);
  // After an upload the button it started from is disabled: focus goes to its outcome instead of
  // dropping to the page (issue 12).
  useEffect(() => {
    if (!focusResult.current) return;
    focusResult.current = false;
    newestResult.current?.focus();
  }, [results]);

  const record = (result: Omit<UploadResult, 'key'>, focus = false) => {
    focusResult.current = focus;
    setResults((previous) =>
      [{ ...result, key: ++resultCount.current }, ...previous].slice(0, RESULTS_SHOWN),
    );
  };
  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    setFile(null);
  };

  const chooseFile = (chosen: File | undefined) => {
    setProgress(null);
    if (chosen && chosen.size > settings.evidenceMaxBytes) {
      toast({
        title: 'File Too Large',
        // Document 1 section 5 writes the default as "10MB".
        description: `Please select a file smaller than ${sizeLimit.replace(' ', '')}.`,
        variant: 'destructive',
      });
      record({
        fileName: chosen.name,
        uploaded: false,
        outcome: 'File Too Large:',
        detail: `${formatFileSize(chosen.size)}, over the ${sizeLimit} limit. Not uploaded.`,
      });
      clearFile();
      return;
    }
    setFile(chosen ?? null);
  };

  const upload = () => {
    if (!file || !controlId) {
      toast({
        title: 'Missing Information',
        description: 'Please select both a file and a control.',
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    setProgress(0);
    timer.current = window.setInterval(
      () =>
        setProgress((p) => Math.min((p ?? 0) + SIMULATED_UPLOAD.stepPercent, SIMULATED_UPLOAD.capPercent)),
      SIMULATED_UPLOAD.intervalMs,
    );
    uploadDirect.mutate(
      { file, controlId },
      {
        onSuccess: (saved) => {
          setProgress(100);
          record(
            {
              fileName: saved.fileName,
              uploaded: true,
              outcome: 'Upload Complete!',
              detail: (
                <>
                  Added to <span className="whitespace-nowrap">{controlId}</span>.
                </>
              ),
            },
            true,
          );
          clearFile();
        },
        onError: (error) => {
          setProgress(null);
          // An ended session is not a refused file: sign-in follows, and the file is still chosen.
          if (isUnauthorizedError(error)) return;
          record(
            {
              fileName: file.name,
              uploaded: false,
              outcome: 'Upload Failed:',
              detail: serverMessage(error, 'Failed to upload file. Please try again.'),
            },
            true,
          );
        },
        onSettled: () => {
          window.clearInterval(timer.current);
          setUploading(false);
        },
      },
    );
  };

  return (
    <Card data-testid="upload-evidence">
      <CardHeader>
        <CardTitle>Upload Evidence File</CardTitle>
        <CardDescription>
          Attach one document to one control. Up to <span className="whitespace-nowrap">{sizeLimit}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="upload-control">Control</Label>
          <ChoiceSelect
            id="upload-control"
            value={controlId}
            onChange={setControlId}
            disabled={uploading}
            placeholder="Choose a control..."
            choices={controls.map((control) => ({
              value: control.id,
              label: `${control.id} - ${control.title}`,
            }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="upload-file">Evidence file</Label>
          <Input
            id="upload-file"
            ref={fileInput}
            type="file"
            accept={accept}
            disabled={uploading}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
          />
          {file && (
            <p className="text-sm text-slate-700" data-testid="chosen-file">
              {file.name} ({(file.size / 1024).toFixed(1)} KB)
            </p>
          )}
        </div>
        {progress !== null && <ProgressBar value={progress} label="Upload progress" />}
        <Button onClick={upload} disabled={!file || !controlId || uploading} className="self-start">
          <Upload aria-hidden />
          {uploading ? 'Uploading...' : 'Upload Evidence'}
        </Button>
        <UploadResults results={results} newest={newestResult} />
        {controlId && (
          <Button
            variant="link"
            className="h-auto self-start whitespace-normal p-0 text-left"
            disabled={uploading}
            onClick={() => onUploadSeveral(controlId)}
          >
            <Files aria-hidden />
            Several files for {controlId}? Use the multi-file uploader
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
