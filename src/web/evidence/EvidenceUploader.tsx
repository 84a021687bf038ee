import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import type { Control } from '../../contract/catalog';
import { UPLOADER } from '../../contract/constants';
import { acceptedFileTypes, formatSizeLimit } from '../../contract/evidence';
import { routes } from '../../contract/routes';
import type { PublicSettings } from '../../contract/settings';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { useRegisterEvidence } from '../lib/evidence';
import { toast } from '../lib/toast';

type Meta = { controlId: string };

/**
 * The AwsS3 plugin calls its companion at `{endpoint}/s3/params` and `{endpoint}/s3/multipart/...`:
 * the endpoint is the prefix the companion routes of the table share.
 */
const companionEndpoint = routes.uploadForm.path.replace(/\/s3\/params$/, '');

/** Document 2 section 9: a few files at a time, each within the server's limit, started by the user. */
function createUppy(controlId: string, settings: PublicSettings) {
  return new Uppy<Meta, Record<string, never>>({
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: UPLOADER.maxFiles,
      maxFileSize: settings.evidenceMaxBytes,
      allowedFileTypes: acceptedFileTypes(settings.evidenceExtensions),
    },
    meta: { controlId },
  }).use(AwsS3, { companionEndpoint, limit: UPLOADER.concurrency });
}

interface EvidenceUploaderProps {
  control: Control;
  settings: PublicSettings;
  onClose: () => void;
  /** Where focus goes on close when the button that opened the uploader is gone. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The uploader of the evidence library: pick, drop or paste files, then upload. Each file goes
 * to its upload address and is then registered as evidence of the chosen control.
 */
export function EvidenceUploader({ control, settings, onClose, returnFocusTo }: EvidenceUploaderProps) {
  const [uppy] = useState(() => createUppy(control.id, settings));
  const { mutate: registerEvidence } = useRegisterEvidence();
  const sizeLimit = formatSizeLimit(settings.evidenceMaxBytes);

  useEffect(() => {
    const onSuccess = (
      file: UppyFile<Meta, Record<string, never>> | undefined,
      response: { uploadURL?: string },
    ) => {
      if (!file) return;
      if (!response.uploadURL) {
        toast({ title: 'Error', description: 'Upload URL not found', variant: 'destructive' });
        return;
      }
      registerEvidence({
        controlId: control.id,
        fileName: file.name ?? 'evidence',
        fileType: file.type,
        fileSize: file.size ?? 0,
        uploadURL: response.uploadURL,
      });
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
  }, [uppy, control.id, registerEvidence]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Upload evidence for ${control.controlNumber}`}
        description={`${control.title}. Up to ${UPLOADER.maxFiles} files, ${sizeLimit} each.`}
        className="max-w-3xl"
        returnFocusTo={returnFocusTo}
      >
        <Dashboard
          uppy={uppy}
          proudlyDisplayPoweredByUppy={false}
          doneButtonHandler={onClose}
          width="100%"
          height={380}
          note={`PDF, Word, Excel, text, CSV, images or ZIP; up to ${UPLOADER.maxFiles} files of ${sizeLimit}`}
        />
      </DialogContent>
    </Dialog>
  );
}
