import type { Assessment, SavedFinding } from './assessment';
import { objectivesMetOf } from './level1';
import type { DomainProgress, OverallProgress } from './progress';

/**
 * How one saved finding changes what the screens already hold (issue 24: one round trip per save).
 * The server answers the new practice, requirement and Level 1 result (D22); these put them in
 * place of the old ones, and recount the objectives MET or N/A that the progress figures show (D28; an
 * N/A objective counts as MET, 32 CFR 170.24(b)(1): the count is `objectivesMetOf`, the same rule).
 */

/** The assessment with the saved objective, its practice, its requirement and the overall result replaced. */
export function assessmentAfterSave(assessment: Assessment, saved: SavedFinding): Assessment {
  const {
    practice,
    requirement,
    overall,
    verdictLapsed: _lapsed,
    implementation: _record,
    ...finding
  } = saved;
  return {
    level: assessment.level,
    objectives: assessment.objectives.map((one) => (one.objectiveId === finding.objectiveId ? finding : one)),
    practices: assessment.practices.map((one) => (one.controlId === practice.controlId ? practice : one)),
    requirements: assessment.requirements.map((one) => (one.id === requirement.id ? requirement : one)),
    overall,
  };
}

/** Overall progress with the objectives MET or N/A recounted from the assessment's practices. */
export const overallProgressAfterSave = (
  progress: OverallProgress,
  assessment: Assessment,
): OverallProgress => ({
  ...progress,
  ...objectivesMetOf(assessment.practices),
});

/** Each domain's bar recounted from the practices of its controls. */
export function domainProgressAfterSave(
  domains: DomainProgress[],
  assessment: Assessment,
  controls: { id: string; domainId: string }[],
): DomainProgress[] {
  const domainOf = new Map(controls.map((control) => [control.id, control.domainId]));
  return domains.map((domain) => ({
    ...domain,
    ...objectivesMetOf(assessment.practices.filter((one) => domainOf.get(one.controlId) === domain.domainId)),
  }));
}

/**
 * An evidence file's links after a finding's save set the objective's files (D22): the objective
 * is linked to exactly the saved files, and each of them serves the objective's control too.
 * Removing a file from an objective leaves its control link, as the server does.
 */
export function linksAfterSave<F extends { id: string; controlIds: string[]; objectiveIds: string[] }>(
  file: F,
  saved: Pick<SavedFinding, 'objectiveId' | 'controlId' | 'evidenceIds'>,
  /** The controls in catalog order, to keep `controlIds` in it. */
  catalogOrder: readonly string[] = [],
): F {
  const linked = saved.evidenceIds.includes(file.id);
  const objectiveIds = file.objectiveIds.filter((id) => id !== saved.objectiveId);
  if (!linked) return objectiveIds.length === file.objectiveIds.length ? file : { ...file, objectiveIds };
  return {
    ...file,
    objectiveIds: [...objectiveIds, saved.objectiveId],
    controlIds: file.controlIds.includes(saved.controlId)
      ? file.controlIds
      : [...file.controlIds, saved.controlId].sort(
          (a, b) => catalogOrder.indexOf(a) - catalogOrder.indexOf(b),
        ),
  };
}
