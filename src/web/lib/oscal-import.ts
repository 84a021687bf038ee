import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OscalAssessmentResults, OscalImportSummary } from '../../contract/oscal-import';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call } from './api';
import { assessmentKey } from './assessment-key';
import { affirmationCheckKey, currentCycleKey, cyclesKey } from './cycles';
import { errorStatus } from './errors';
import { implementationsKey } from './implementations';
import { poamKey } from './poam';
import { domainProgressKey, overallProgressKey } from './progress';
import { sprsScoreKey } from './sprs-score';

/*
 * POST /api/assessment/import/oscal (D32, issue 27): an OSCAL assessment-results document, first
 * compared with the open cycle (`?preview=true`, nothing written), then imported once the member
 * confirms. The document is what the member's file holds, parsed in the browser; the server reads
 * it (src/contract/oscal-import.ts) and answers a refusal in the error envelope, which the card
 * shows where the file was chosen: no toast for it.
 */

/** The file's JSON, sent as it is: the server checks its shape and says what is wrong. */
export type OscalDocument = unknown;

const send = (document: OscalDocument, preview: boolean): Promise<OscalImportSummary> =>
  call(routes.importOscal, {
    body: document as OscalAssessmentResults,
    ...(preview ? { query: { preview: 'true' as const } } : {}),
  });

/** `?preview=true`: what the import would change, per objective and in counts; writes nothing. */
export const usePreviewOscalImport = () =>
  useMutation({ mutationFn: (document: OscalDocument) => send(document, true) });

/**
 * The import itself. The findings change what the screens derive from them: the assessment and its
 * roll-ups, the progress counts, the verdicts that lapse (implementations, D19), the activity log,
 * what blocks affirming, and at Level 2 the score and the POA&M (both also keyed by the findings'
 * version, so they follow the assessment read again). A 409 means the cycle was affirmed (or its
 * findings frozen) meanwhile: the cycle is read again, so that the card says so.
 */
export function useOscalImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: OscalDocument) => send(document, false),
    onSuccess: () =>
      Promise.all(
        [
          assessmentKey,
          implementationsKey,
          activityKey,
          overallProgressKey,
          domainProgressKey,
          affirmationCheckKey,
          currentCycleKey,
          sprsScoreKey,
          poamKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: (error) =>
      errorStatus(error) === 409
        ? Promise.all(
            [currentCycleKey, cyclesKey, assessmentKey].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
        : undefined,
  });
}
