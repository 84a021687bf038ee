import type { Level1Result, PracticeStanding } from './assessment';
import { countsAsMet } from './labels';

/**
 * The Level 1 result as screens show it (D15, D22), apart from the schemas of assessment.ts (which
 * re-exports these): the dashboard reads them in its first load, without the validation library.
 */

/** The binary Level 1 result shown beside every percentage (D15): "MET" or "NOT MET: n of 15 requirements". */
export function level1Label(overall: Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'>) {
  return overall.result === 'met'
    ? 'MET'
    : `NOT MET: ${overall.requirementsMet} of ${overall.requirementsTotal} requirements`;
}

/** The domains whose every practice is MET (or N/A, D28): only those may show green (D15). */
export function metDomains(
  practices: Pick<PracticeStanding, 'controlId' | 'result'>[],
  controls: { id: string; domainId: string }[],
): Set<string> {
  const resultOf = new Map(practices.map((practice) => [practice.controlId, practice.result]));
  const domains = new Set(controls.map((control) => control.domainId));
  return new Set(
    [...domains].filter((domainId) =>
      controls
        .filter((c) => c.domainId === domainId)
        .every((c) => {
          const result = resultOf.get(c.id);
          return result !== undefined && countsAsMet(result);
        }),
    ),
  );
}
