import type { Level1Result, PracticeStanding } from './assessment';
import { countsAsMet } from './labels';

/**
 * The Level 1 result as screens show it (D15, D22, D28), apart from the schemas of assessment.ts
 * (which re-exports these): the dashboard reads them in its first load, without the validation library.
 */

/**
 * The binary Level 1 result that leads every screen (D28): "MET" or "NOT MET: n of 15 requirements
 * met", n counting the requirements MET or N/A (32 CFR 170.24(b)(1)).
 */
export function level1Label(overall: Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'>) {
  return overall.result === 'met'
    ? 'MET'
    : `NOT MET: ${overall.requirementsMet} of ${overall.requirementsTotal} requirements met`;
}

/** The domains whose every practice is MET (or N/A, D28). */
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

/**
 * The objectives found MET or N/A, out of all the practices' objectives: what "Overall Progress"
 * and the domain bars count (D28; an N/A objective counts as MET, 32 CFR 170.24(b)(1)). It adds
 * up the roll-up's own per-practice counts, so a finding of an earlier cycle not confirmed in the
 * current one (D23) counts as not assessed here as it does in the result.
 */
export function objectivesMetOf(
  practices: Pick<PracticeStanding, 'met' | 'notApplicable' | 'objectives'>[],
): {
  objectivesMet: number;
  objectivesTotal: number;
} {
  return {
    objectivesMet: practices.reduce((sum, practice) => sum + practice.met + practice.notApplicable, 0),
    objectivesTotal: practices.reduce((sum, practice) => sum + practice.objectives, 0),
  };
}
