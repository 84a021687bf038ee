import { useRef, useState } from 'react';
import { formatFileSize, formatSizeLimit } from '../../contract/evidence';
import type { PublicSettings } from '../../contract/settings';
import { isUnauthorizedError, serverMessage } from '../lib/errors';
import { useUploadEvidenceDirect } from '../lib/evidence';
import { toast } from '../lib/toast';
import { useSimulatedProgress } from './use-simulated-progress';
import type { UploadResult } from './UploadResults';
import { useUploadResults } from './use-upload-results';

type Outcome = Omit<UploadResult, 'key'>;

const uploadedOutcome = (fileName: string, controlId: string): Outcome => ({
  fileName,
  uploaded: true,
  outcome: 'Upload Complete!',
  detail: (
    <>
      Added to <span className="whitespace-nowrap">{controlId}</span>.
    </>
  ),
});

const failedOutcome = (fileName: string, error: unknown): Outcome => ({
  fileName,
  uploaded: false,
  outcome: 'Upload Failed:',
  detail: serverMessage(error, 'Failed to upload file. Please try again.'),
});

/**
 * The single-file upload of the evidence page: the chosen control and file, refusing a file over
 * the size limit before sending it, and each outcome recorded (document 1 "Evidence upload form").
 */
export function useEvidenceUpload(settings: PublicSettings, initialControlId: string | null) {
  const [controlId, setControlId] = useState(initialControlId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const { progress, ...simulated } = useSimulatedProgress();
  const { results, newest, record } = useUploadResults();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadDirect = useUploadEvidenceDirect();
  const sizeLimit = formatSizeLimit(settings.evidenceMaxBytes);

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    setFile(null);
  };

  const chooseFile = (chosen: File | undefined) => {
    simulated.set(null);
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
    simulated.start();
    uploadDirect.mutate(
      { file, controlId },
      {
        onSuccess: (saved) => {
          simulated.set(100);
          record(uploadedOutcome(saved.fileName, controlId), true);
          clearFile();
        },
        onError: (error) => {
          simulated.set(null);
          // An ended session is not a refused file: sign-in follows, and the file is still chosen.
          if (isUnauthorizedError(error)) return;
          record(failedOutcome(file.name, error), true);
        },
        onSettled: () => {
          simulated.stop();
          setUploading(false);
        },
      },
    );
  };

  return {
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
  };
}
