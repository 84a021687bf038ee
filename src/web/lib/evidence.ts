import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceFile, RegisterEvidenceInput } from '../../contract/evidence';
import { routeUrl } from '../../contract/route';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { assessmentKey } from './assessment-key';
import { call, callForBlob, routeKey } from './api';
import { serverMessage } from './errors';
import { implementationsKey } from './implementations';
import { toast } from './toast';

/** The whole library's list. */
export const evidenceKey = routeKey(routes.evidence);
/** One control's list. */
export const controlEvidenceKey = (controlId: string) =>
  routeKey(routes.controlEvidence, { params: { controlId } });
/** Every evidence list held, the library's and each control's: what an evidence change refreshes. */
export const evidenceListKeys = [evidenceKey, routeKey(routes.controlEvidence)];

/** GET /api/evidence/ or GET /api/evidence/{controlId}. */
export const useEvidence = (controlId: string | null) =>
  useQuery<EvidenceFile[]>({
    queryKey: controlId ? controlEvidenceKey(controlId) : evidenceKey,
    queryFn: () =>
      controlId ? call(routes.controlEvidence, { params: { controlId } }) : call(routes.evidence),
  });

/** Where a file is viewed, or with `download` saved: plain links, the browser streams the bytes. */
export const evidenceContentUrl = (file: Pick<EvidenceFile, 'id'>, download = false) =>
  routeUrl(routes.evidenceContent.path, {
    params: { id: file.id },
    query: download ? { download: '1' } : {},
  });

/** GET /api/evidence/{id}/content as text, for the preview of a text file. */
export const useEvidenceText = (file: Pick<EvidenceFile, 'id'>) =>
  useQuery({
    queryKey: routeKey(routes.evidenceContent, { params: { id: file.id } }),
    queryFn: async () => (await callForBlob(routes.evidenceContent, { params: { id: file.id } })).text(),
  });

/** After any upload or delete: the lists, the per-control counts and the history change. */
function useRefreshAfterEvidenceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...evidenceListKeys, implementationsKey, activityKey, assessmentKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** DELETE /api/evidence/{id}, with the toasts of document 2 section 8. */
export function useDeleteEvidence() {
  const refresh = useRefreshAfterEvidenceChange();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteEvidence, { params: { id } }),
    meta: { errorToast: { title: 'Error', description: 'Failed to delete evidence file.' } },
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Evidence file deleted successfully.' });
      await refresh();
    },
  });
}

export interface EvidenceUpload {
  file: File;
  controlId: string;
}

/** POST /api/evidence/upload-direct: the multipart form of document 1 section 7. */
export function uploadEvidenceDirect({ file, controlId }: EvidenceUpload): Promise<EvidenceFile> {
  const form = new FormData();
  form.append('controlId', controlId);
  form.append('fileName', file.name);
  form.append('fileType', file.type);
  form.append('fileSize', String(file.size));
  form.append('file', file, file.name);
  return call(routes.uploadEvidenceDirect, { body: form });
}

/** POST /api/evidence/upload-direct, the form of document 1 sections 3 and 8. */
export function useUploadEvidenceDirect() {
  const refresh = useRefreshAfterEvidenceChange();
  return useMutation({
    mutationFn: uploadEvidenceDirect,
    meta: {
      errorToast: {
        title: 'Upload Failed',
        description: (error) =>
          `Upload failed: ${serverMessage(error, 'Failed to upload file. Please try again.')}`,
      },
    },
    onSuccess: async (saved) => {
      toast({ title: 'Upload Successful', description: `File "${saved.fileName}" uploaded successfully.` });
      await refresh();
    },
  });
}

/**
 * POST /api/evidence: records an object the uploader sent to its upload URL (D6). One call per
 * file of the uploader, so the toasts and the refresh live here, where each call gets them.
 */
export function useRegisterEvidence() {
  const refresh = useRefreshAfterEvidenceChange();
  return useMutation({
    mutationFn: (input: RegisterEvidenceInput) => call(routes.registerEvidence, { body: input }),
    meta: {
      errorToast: {
        title: 'Error',
        description: (error) => `Failed to save evidence file: ${serverMessage(error, 'unknown error')}.`,
      },
    },
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Evidence file uploaded successfully.' });
      await refresh();
    },
  });
}
