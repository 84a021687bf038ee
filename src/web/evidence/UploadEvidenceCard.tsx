import { CheckCircle2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Control } from '../../contract/catalog';
import { SIMULATED_UPLOAD } from '../../contract/constants';
import { acceptedFileTypes, formatSizeLimit } from '../../contract/evidence';
import type { PublicSettings } from '../../contract/settings';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ProgressBar } from '../components/ui/progress';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { useUploadEvidenceDirect } from '../lib/evidence';
import { toast } from '../lib/toast';

type UploadState = 'idle' | 'uploading' | 'complete';

/** Document 1 "Evidence upload form": one file to one control, with simulated progress. */
export function UploadEvidenceCard({
  controls,
  initialControlId,
  settings,
}: {
  controls: Control[];
  initialControlId: string | null;
  settings: PublicSettings;
}) {
  const [controlId, setControlId] = useState(initialControlId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>('idle');
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const uploadDirect = useUploadEvidenceDirect();
  const sizeLimit = formatSizeLimit(settings.evidenceMaxBytes);
  const accept = acceptedFileTypes(settings.evidenceExtensions).join(',');

  useEffect(() => () => window.clearInterval(timer.current), []);

  const chooseFile = (chosen: File | undefined) => {
    if (chosen && chosen.size > settings.evidenceMaxBytes) {
      toast({
        title: 'File Too Large',
        // Document 1 section 5 writes the default as "10MB".
        description: `Please select a file smaller than ${sizeLimit.replace(' ', '')}.`,
        variant: 'destructive',
      });
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen ?? null);
    setState('idle');
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
    setState('uploading');
    setProgress(0);
    timer.current = window.setInterval(
      () => setProgress((p) => Math.min(p + SIMULATED_UPLOAD.stepPercent, SIMULATED_UPLOAD.capPercent)),
      SIMULATED_UPLOAD.intervalMs,
    );
    uploadDirect.mutate(
      { file, controlId },
      {
        onSuccess: () => {
          setProgress(100);
          setState('complete');
          setFile(null);
          setControlId('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: () => {
          setState('idle');
          setProgress(0);
        },
        onSettled: () => window.clearInterval(timer.current),
      },
    );
  };

  return (
    <Card>
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
            disabled={state === 'uploading'}
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
            disabled={state === 'uploading'}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800"
          />
          {file && (
            <p className="text-sm text-slate-700" data-testid="chosen-file">
              {file.name} ({(file.size / 1024).toFixed(1)} KB)
            </p>
          )}
        </div>
        {state !== 'idle' && <ProgressBar value={progress} label="Upload progress" />}
        {state === 'complete' && (
          <p className="flex items-center gap-2 text-sm font-medium text-green-800" role="status">
            <CheckCircle2 aria-hidden className="size-4" />
            Upload Complete!
          </p>
        )}
        <Button
          onClick={upload}
          disabled={!file || !controlId || state === 'uploading'}
          className="self-start"
        >
          <Upload aria-hidden />
          {state === 'uploading' ? 'Uploading...' : 'Upload Evidence'}
        </Button>
      </CardContent>
    </Card>
  );
}
