import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceFile } from '../../contract/evidence';
import { activityKey } from './activity';
import { apiRequest, getJson } from './api';
import { implementationsKey } from './implementations';

export const evidenceKey = ['/api/evidence'] as const;

/** GET /api/evidence/ or GET /api/evidence/{controlId}. */
export const useEvidence = (controlId: string | null) =>
  useQuery<EvidenceFile[]>({
    queryKey: controlId ? [...evidenceKey, controlId] : evidenceKey,
    queryFn: () =>
      getJson<EvidenceFile[]>(controlId ? `/api/evidence/${encodeURIComponent(controlId)}` : '/api/evidence'),
  });

/** After any upload or delete: the lists, the per-control counts and the history change. */
export function useRefreshAfterEvidenceChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [evidenceKey, implementationsKey, activityKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** DELETE /api/evidence/{id} */
export function useDeleteEvidence() {
  const refresh = useRefreshAfterEvidenceChange();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/evidence/${id}`),
    onSuccess: refresh,
  });
}

export interface EvidenceUpload {
  file: File;
  controlId: string;
}

/** POST /api/evidence/upload-direct, the form of document 1 section 3. */
export async function uploadEvidenceDirect({ file, controlId }: EvidenceUpload): Promise<EvidenceFile> {
  const form = new FormData();
  form.append('controlId', controlId);
  form.append('fileName', file.name);
  form.append('fileType', file.type);
  form.append('fileSize', String(file.size));
  form.append('file', file, file.name);
  return (await (await apiRequest('POST', '/api/evidence/upload-direct', form)).json()) as EvidenceFile;
}

/** POST /api/evidence: records an object the uploader sent to its upload URL (D6). */
export async function registerEvidence(input: {
  controlId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadURL: string;
}): Promise<EvidenceFile> {
  return (await (await apiRequest('POST', '/api/evidence', input)).json()) as EvidenceFile;
}

export const evidenceContentUrl = (file: Pick<EvidenceFile, 'id'>, download = false) =>
  `/api/evidence/${file.id}/content${download ? '?download=1' : ''}`;
