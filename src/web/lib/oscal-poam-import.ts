import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OscalPoam, OscalPoamImportSummary } from '../../contract/oscal-poam-import';
import { routes } from '../../contract/routes';
import { activityKey } from './activity';
import { call } from './api';
import { currentCycleKey, sprsKey } from './cycles';
import { poamKey } from './poam';
import { sprsScoreKey } from './sprs-score';

/*
 * POST /api/assessment/poam/import/oscal (issue 40): an OSCAL POA&M, first compared with the open
 * cycle's POA&M (`?preview=true`, nothing written), then imported once the member confirms. The
 * document is the member's file, parsed in the browser; the server reads it
 * (src/contract/oscal-poam-import.ts) and answers a refusal in the error envelope, which the card
 * shows where the file was chosen: no toast for it.
 */

/** The file's JSON, sent as it is: the server checks its shape and says what is wrong. */
export type OscalPoamDocument = unknown;

const send = (document: OscalPoamDocument, preview: boolean): Promise<OscalPoamImportSummary> =>
  call(routes.importOscalPoam, {
    body: document as OscalPoam,
    ...(preview ? { query: { preview: 'true' as const } } : {}),
  });

/** `?preview=true`: what the import would create, update and skip; writes nothing. */
export const usePreviewOscalPoamImport = () =>
  useMutation({ mutationFn: (document: OscalPoamDocument) => send(document, true) });

/**
 * The import itself: the items change the POA&M, whether it supports a Conditional status (the
 * score's status and the cycle's closeout read it) and the activity log, as an item's own create
 * or edit does.
 */
export function useOscalPoamImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: OscalPoamDocument) => send(document, false),
    onSuccess: () =>
      Promise.all(
        [poamKey, sprsScoreKey, currentCycleKey, sprsKey, activityKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
