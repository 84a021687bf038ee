import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import { EVIDENCE_EXTENSIONS, EVIDENCE_MAX_BYTES } from '../../contract/constants';
import type { Control } from '../../contract/catalog';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { isUnauthorizedError, redirectToLogin, serverMessage } from '../lib/errors';
import { registerEvidence, useRefreshAfterEvidenceChange } from '../lib/evidence';
import { toast } from '../lib/toast';

/** Document 2 section 9: 5 files a time, 10 MB each, nothing starts until the user says so. */
const MAX_FILES = 5;

type Meta = { controlId: string };

function createUppy(controlId: string) {
  return new Uppy<Meta, Record<string, never>>({
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: MAX_FILES,
      maxFileSize: EVIDENCE_MAX_BYTES,
      allowedFileTypes: EVIDENCE_EXTENSIONS.map((extension) => `.${extension}`),
    },
    meta: { controlId },
  }).use(AwsS3, { companionEndpoint: '/api/evidence', limit: 6 });
}

interface EvidenceUploaderProps {
  control: Control;
  onClose: () => void;
}

/**
 * The uploader of the evidence library: pick, drop or paste files, then upload. Each file goes
 * to its upload address and is then registered as evidence of the chosen control.
 */
export function EvidenceUploader({ control, onClose }: EvidenceUploaderProps) {
  const [uppy] = useState(() => createUppy(control.id));
  const refresh = useRefreshAfterEvidenceChange();

  useEffect(() => {
    const onSuccess = async (
      file: UppyFile<Meta, Record<string, never>> | undefined,
      response: { uploadURL?: string },
    ) => {
      if (!file) return;
      if (!response.uploadURL) {
        toast({ title: 'Error', description: 'Upload URL not found', variant: 'destructive' });
        return;
      }
      try {
        await registerEvidence({
          controlId: control.id,
          fileName: file.name ?? 'evidence',
          fileType: file.type,
          fileSize: file.size ?? 0,
          uploadURL: response.uploadURL,
        });
        toast({ title: 'Success', description: 'Evidence file uploaded successfully.' });
        await refresh();
      } catch (error) {
        if (isUnauthorizedError(error)) redirectToLogin();
        else
          toast({
            title: 'Error',
            description: `Failed to save evidence file: ${serverMessage(error, 'unknown error')}.`,
            variant: 'destructive',
          });
      }
    };
    const onError = (_file: unknown, error: Error) => {
      const message = error.message ?? '';
      if (/Companion request failed/.test(message)) {
        toast({
          title: 'Upload Error',
          description: 'Failed to get upload parameters. Please try again.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: 'Failed to process uploaded file.', variant: 'destructive' });
      }
    };
    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError);
    return () => {
      uppy.off('upload-success', onSuccess);
      uppy.off('upload-error', onError);
    };
  }, [uppy, control.id, refresh]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Upload evidence for ${control.controlNumber}`}
        description={`${control.title}. Up to ${MAX_FILES} files, 10 MB each.`}
        className="max-w-3xl"
      >
        <Dashboard
          uppy={uppy}
          proudlyDisplayPoweredByUppy={false}
          doneButtonHandler={onClose}
          width="100%"
          height={380}
          note={`PDF, Word, Excel, text, CSV, images or ZIP; up to ${MAX_FILES} files of 10 MB`}
        />
      </DialogContent>
    </Dialog>
  );
}
