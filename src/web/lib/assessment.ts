import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Assessment, SaveFindingInput, SavedFinding } from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import type { Implementation } from '../../contract/implementations';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { routes } from '../../contract/routes';
import {
  assessmentAfterSave,
  domainProgressAfterSave,
  linksAfterSave,
  overallProgressAfterSave,
} from '../../contract/saved-finding';
import type { PublicUser } from '../../contract/auth';
import { metDomains } from '../../contract/level1';
import type { EvidenceFile, EvidenceLinksInput } from '../../contract/evidence';
import { activityKey } from './activity';
import { assessmentKey } from './assessment-key';
import { counted } from '../../contract/format';
import { call } from './api';
import { currentUserKey } from './auth';
import { controlsKey, useControls } from './catalog';
import { useChangesAgainstResult } from './cycles';
import { serverMessage, serverMessageOr } from './errors';
import {
  controlEvidenceKey,
  evidenceKey,
  evidenceListKeys,
  uploadEvidenceDirect,
  type EvidenceUpload,
} from './evidence';
import { addToFindingDraft, draftOwnerOf, settleFindingDraft } from './finding-drafts';
import { implementationsKey } from './implementations';
import { domainProgressKey, overallProgressKey } from './progress';
import { toast } from './toast';

/** GET /api/assessment: every objective's finding, with the practice, requirement and Level 1 roll-ups. */
export const useAssessment = () => useQuery<Assessment>({ queryKey: assessmentKey });

/** A finding changes the roll-ups, may lapse a verdict (implementations) and is logged. */
function useRefreshAfterAssessmentChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      // Progress counts the objectives MET or N/A (D28).
      [
        assessmentKey,
        implementationsKey,
        ...evidenceListKeys,
        activityKey,
        overallProgressKey,
        domainProgressKey,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * PUT /api/assessment/objectives/{objectiveId}: one round trip (issue 24). The answer carries what
 * the save changed, which goes straight into the screens' data: see `applySavedFinding`. A saved
 * finding is no longer a draft (issue 23): settled here, in the mutation's own `onSuccess`, so
 * that it happens even when the dialog that sent it has closed in the meantime.
 */
export function useSaveFinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectiveId, input }: { objectiveId: string; input: SaveFindingInput }) =>
      call(routes.saveFinding, { params: { objectiveId }, body: input }),
    meta: {
      errorToast: { title: 'Finding not saved', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (saved, { objectiveId, input }) => {
      toast({ title: 'Finding saved', description: `Objective ${saved.objectiveId} is recorded.` });
      const user = queryClient.getQueryData<PublicUser | null>(currentUserKey);
      const owner = draftOwnerOf(user);
      if (owner) settleFindingDraft(owner, objectiveId, input);
      await applySavedFinding(queryClient, saved);
    },
  });
}

/**
 * Puts a saved finding's answer in place: the assessment's objective and roll-ups, the progress
 * counts, the control's implementation (its verdict may have lapsed), the evidence files' links.
 * The activity log is marked stale, to be read when next shown. Only what the answer cannot
 * say is read again: data not loaded yet, or a control's file list when the library is not loaded.
 */
async function applySavedFinding(queryClient: QueryClient, saved: SavedFinding): Promise<void> {
  const before = queryClient.getQueryData<Assessment>(assessmentKey);
  const refetch: QueryKey[] = [];
  if (!before) refetch.push(assessmentKey);
  else {
    const after = assessmentAfterSave(before, saved);
    queryClient.setQueryData<Assessment>(assessmentKey, after);
    queryClient.setQueryData<OverallProgress>(overallProgressKey, (progress) =>
      progress ? overallProgressAfterSave(progress, after) : progress,
    );
    const controls = queryClient.getQueryData<Control[]>(controlsKey);
    if (controls) {
      queryClient.setQueryData<DomainProgress[]>(domainProgressKey, (domains) =>
        domains ? domainProgressAfterSave(domains, after, controls) : domains,
      );
    } else refetch.push(domainProgressKey);
    const previous = before.objectives.find((one) => one.objectiveId === saved.objectiveId);
    if (!sameFiles(previous?.evidenceIds ?? [], saved.evidenceIds)) {
      refetch.push(...applyEvidenceLinks(queryClient, saved, controls ?? []));
    }
  }
  const implementation = saved.implementation;
  if (implementation) {
    queryClient.setQueryData<Implementation[]>(implementationsKey, (records) =>
      records?.map((record) => (record.id === implementation.id ? implementation : record)),
    );
  }
  await queryClient.invalidateQueries({ queryKey: activityKey, refetchType: 'none' });
  await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const sameFiles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The files' links after the objective's files changed, in every evidence list held; answers the
 * keys to read again (the control's own list, when the library that would fill it is not loaded).
 */
function applyEvidenceLinks(queryClient: QueryClient, saved: SavedFinding, controls: Control[]): QueryKey[] {
  const order = controls.map((control) => control.id);
  const library = queryClient.getQueryData<EvidenceFile[]>(evidenceKey);
  for (const queryKey of evidenceListKeys) {
    queryClient.setQueriesData<EvidenceFile[]>({ queryKey }, (files) =>
      Array.isArray(files) ? files.map((file) => linksAfterSave(file, saved, order)) : files,
    );
  }
  const controlKey = controlEvidenceKey(saved.controlId);
  const served = queryClient.getQueryData<EvidenceFile[]>(controlKey);
  if (!served) return [];
  const missing = saved.evidenceIds.filter((id) => !served.some((file) => file.id === id));
  if (missing.length === 0) return [];
  if (!library) return [controlKey];
  const added = library
    .filter((file) => missing.includes(file.id))
    .map((file) => linksAfterSave(file, saved, order));
  // Newest first, as the server lists them.
  const merged = [...served, ...added].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  queryClient.setQueryData<EvidenceFile[]>(controlKey, merged);
  return [];
}

/** PUT /api/evidence/{id}/links: the controls and objectives one file serves. */
export function useSaveEvidenceLinks() {
  const refresh = useRefreshAfterAssessmentChange();
  return useMutation({
    mutationFn: ({ evidenceId, links }: { evidenceId: string; links: EvidenceLinksInput }) =>
      call(routes.saveEvidenceLinks, { params: { id: evidenceId }, body: links }),
    meta: { errorToast: { title: 'Links not saved', description: serverMessageOr('Please try again.') } },
    onSuccess: async (file) => {
      toast({
        title: 'Links saved',
        description: file.controlIds.length
          ? `"${file.fileName}" serves ${counted(file.controlIds.length, 'control')}.`
          : `"${file.fileName}" is unlinked from the current work and stays stored.`,
      });
      await refresh();
    },
  });
}

/**
 * A file uploaded inside an objective (issue 23): POST /api/evidence/upload-direct, then at once
 * PUT /api/evidence/{id}/links to the control and the objective, in the mutation itself so that
 * closing the dialog meanwhile never leaves the file unlinked. The file is new, so the whole link
 * set is the control it was uploaded for and the objective.
 */
export function useUploadForObjective() {
  const refresh = useRefreshAfterAssessmentChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ objectiveId, ...upload }: EvidenceUpload & { objectiveId: string }) => {
      const stored = await uploadEvidenceDirect(upload);
      try {
        return await call(routes.saveEvidenceLinks, {
          params: { id: stored.id },
          body: { controlIds: [upload.controlId], objectiveIds: [objectiveId] } satisfies EvidenceLinksInput,
        });
      } catch (error) {
        throw new LinkFailed(stored, objectiveId, error);
      }
    },
    meta: {
      errorToast: {
        title: 'Upload Failed',
        description: (error) =>
          error instanceof LinkFailed
            ? error.message
            : `Upload failed: ${serverMessage(error, 'Failed to upload file. Please try again.')}`,
      },
    },
    onSuccess: async (linked, { objectiveId }) => {
      toast({
        title: 'Upload Successful',
        description: `File "${linked.fileName}" uploaded and linked to ${objectiveId}.`,
      });
      const user = queryClient.getQueryData<PublicUser | null>(currentUserKey);
      const owner = draftOwnerOf(user);
      if (owner) addToFindingDraft(owner, objectiveId, linked.id);
      await refresh();
    },
    // A file stored but not linked is still listed under its control: show it.
    onError: (error) => (error instanceof LinkFailed ? refresh() : undefined),
  });
}

/** The file was stored, its link to the objective was refused: say both, and where to link it. */
class LinkFailed extends Error {
  constructor(file: EvidenceFile, objectiveId: string, cause: unknown) {
    super(
      `"${file.fileName}" was uploaded but not linked to ${objectiveId}: ${serverMessage(cause, 'please try again')}. Tick it under the objective to link it.`,
    );
  }
}

/**
 * The Level 1 standing the screens colour by: the overall result, and whether a domain may show
 * green, which needs the overall result MET as well as the domain's practices (D28: nothing green
 * below MET, not even a full domain beside a requirement NOT MET). Until the assessment loads,
 * nothing counts as met.
 */
export function useLevel1() {
  const assessment = useAssessment();
  const controls = useControls();
  const met = metDomains(assessment.data?.practices ?? [], controls.data ?? []);
  // A requirement reported no longer met on the current, affirmed cycle takes the MET away (D28).
  const changed = useChangesAgainstResult().length > 0;
  const overallMet = assessment.data?.overall.result === 'met' && !changed;
  return {
    overall: assessment.data?.overall,
    overallMet,
    domainMet: (domainId: string) => overallMet && Boolean(controls.data) && met.has(domainId),
  };
}
