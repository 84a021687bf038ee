import { Files, Upload } from 'lucide-react';
import type { Control } from '../../contract/catalog';
import { acceptedFileTypes } from '../../contract/evidence';
import type { PublicSettings } from '../../contract/settings';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ProgressBar } from '../components/ui/progress';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { UploadResults } from './UploadResults';
import { useEvidenceUpload } from './use-evidence-upload';

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
  const {
    controlId,
    setControlId,
    file,
    chooseFile,
    upload,
    uploading,
    progress,
    results,
    newest,
    fileInput,
    sizeLimit,
  } = useEvidenceUpload(settings, initialControlId);
  const accept = acceptedFileTypes(settings.evidenceExtensions).join(',');

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
        <UploadResults results={results} newest={newest} />
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
