import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assessment, ObjectiveFinding, SaveFindingInput } from '../../contract/assessment';
import { metDomains } from '../../contract/level1';
import type { EvidenceFile, EvidenceLinksInput } from '../../contract/evidence';
import { activityKey } from './activity';
import { assessmentKey } from './assessment-key';
import { counted } from '../../contract/format';
import { sendJson } from './api';
import { useControls } from './catalog';
import { serverMessageOr } from './errors';
import { evidenceKey } from './evidence';
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
        evidenceKey,
        activityKey,
        overallProgressKey,
        domainProgressKey,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** PUT /api/assessment/objectives/{objectiveId} */
export function useSaveFinding() {
  const refresh = useRefreshAfterAssessmentChange();
  return useMutation({
    mutationFn: ({ objectiveId, input }: { objectiveId: string; input: SaveFindingInput }) =>
      sendJson<ObjectiveFinding>(
        'PUT',
        `/api/assessment/objectives/${encodeURIComponent(objectiveId)}`,
        input,
      ),
    meta: {
      errorToast: { title: 'Finding not saved', description: serverMessageOr('Please try again.') },
    },
    onSuccess: async (saved) => {
      toast({ title: 'Finding saved', description: `Objective ${saved.objectiveId} is recorded.` });
      await refresh();
    },
  });
}

/** PUT /api/evidence/{id}/links: the controls and objectives one file serves. */
export function useSaveEvidenceLinks() {
  const refresh = useRefreshAfterAssessmentChange();
  return useMutation({
    mutationFn: ({ evidenceId, links }: { evidenceId: string; links: EvidenceLinksInput }) =>
      sendJson<EvidenceFile>('PUT', `/api/evidence/${encodeURIComponent(evidenceId)}/links`, links),
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
 * The Level 1 standing the screens colour by: the overall result, and whether a domain may show
 * green, which needs the overall result MET as well as the domain's practices (D28: nothing green
 * below MET, not even a full domain beside a requirement NOT MET). Until the assessment loads,
 * nothing counts as met.
 */
export function useLevel1() {
  const assessment = useAssessment();
  const controls = useControls();
  const met = metDomains(assessment.data?.practices ?? [], controls.data ?? []);
  const overallMet = assessment.data?.overall.result === 'met';
  return {
    overall: assessment.data?.overall,
    overallMet,
    domainMet: (domainId: string) => overallMet && Boolean(controls.data) && met.has(domainId),
  };
}
