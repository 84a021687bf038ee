import { PROGRESS_THRESHOLDS } from './constants';
import { percentOf } from './progress-tone';
import { isOpenVerdict } from './reviews';
import type { ReviewStatus } from './constants';

/** The report's type, as document 2 (Compliance Reports) names it, on the page and the PDF. */
export const REPORT_TYPE = 'CMMC Level 1 Compliance Assessment';
/** The same at Level 2 (issue 26). */
export const LEVEL2_REPORT_TYPE = 'CMMC Level 2 (Self) Compliance Assessment';

/** The report's type at a level. */
export const reportTypeOf = (level: 1 | 2) => (level === 2 ? LEVEL2_REPORT_TYPE : REPORT_TYPE);

/**
 * What every report says of itself: the product records a self-assessment; the binding
 * affirmation is made in SPRS (32 CFR 170.22(b): "All affirmations shall be completed in SPRS.").
 */
export const SELF_ASSESSMENT_NOTICE =
  'This report is a self-assessment record, not a DoD or C3PAO assessment; SPRS is the official record. ' +
  "The organization's affirming official makes the binding affirmation in SPRS (32 CFR 170.22(b)).";

/** Document 2 section 4: rating by overall percentage. */
export type ComplianceRating = 'Excellent' | 'Good' | 'Needs Improvement' | 'Critical';

export const RATING_THRESHOLDS = { excellent: 90, good: 75, fair: 50 } as const;

/**
 * Document 2's rating of a percentage, but never "Excellent" below a Level 1 MET (D28: one story
 * on every screen; 32 CFR 170.24 knows only MET and NOT MET): a business with one requirement
 * NOT MET reads "Good" at best.
 */
export function complianceRating(percentage: number, level1Met: boolean): ComplianceRating {
  if (percentage >= RATING_THRESHOLDS.excellent) return level1Met ? 'Excellent' : 'Good';
  if (percentage >= RATING_THRESHOLDS.good) return 'Good';
  if (percentage >= RATING_THRESHOLDS.fair) return 'Needs Improvement';
  return 'Critical';
}

/** `cmmc-compliance-report-2026-11-22.json`, or `.pdf` for the report made on the server (D25). */
export function reportFileName(date: Date, extension = 'json'): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) =>
    String(n).padStart(2, '0'),
  );
  return `cmmc-compliance-report-${day.join('-')}.${extension}`;
}

/** The controls that no evidence file serves yet (a file serves every control it is linked to, D22). */
export function controlsWithoutEvidence<T extends { id: string }>(
  controls: T[],
  evidence: { controlIds: string[] }[],
): T[] {
  const covered = new Set(evidence.flatMap((file) => file.controlIds));
  return controls.filter((control) => !covered.has(control.id));
}

/** A domain's objectives MET or N/A, as the report counts them (D28). */
interface DomainCount {
  objectivesMet: number;
  objectivesTotal: number;
}

/**
 * The report's "Areas Requiring Attention" (document 2 section 3, D28): the Level 1 requirements
 * still open, the domains under the "good" threshold, the controls marked complete that no file
 * serves, and the auditor verdicts awaiting an answer. Until the Level 1 result is known, it counts
 * as not met (D15: nothing reads as done early), with all 15 requirements of FAR 52.204-21 open.
 */
export function areasNeedingAttention<
  D extends DomainCount,
  C extends { id: string },
  I extends { controlId: string; status: string; auditorStatus: ReviewStatus | null },
>(input: {
  level1: { result: string; requirementsMet: number; requirementsTotal: number } | undefined;
  domains: D[];
  controls: C[];
  implementations: I[];
  evidence: { controlIds: string[] }[];
}) {
  const { level1 } = input;
  const statusOf = new Map(input.implementations.map((item) => [item.controlId, item.status]));
  const requirementsOpen =
    level1?.result === 'met' ? 0 : (level1?.requirementsTotal ?? 15) - (level1?.requirementsMet ?? 0);
  const weakDomains = input.domains.filter(
    (domain) => percentOf(domain.objectivesMet, domain.objectivesTotal) < PROGRESS_THRESHOLDS.good,
  );
  const completedWithoutEvidence = controlsWithoutEvidence(input.controls, input.evidence).filter(
    (control) => statusOf.get(control.id) === 'completed',
  );
  const openVerdicts = input.implementations.filter((item) => isOpenVerdict(item.auditorStatus));
  return {
    requirementsOpen,
    requirementsTotal: level1?.requirementsTotal ?? 15,
    weakDomains,
    completedWithoutEvidence,
    openVerdicts,
    none:
      requirementsOpen === 0 &&
      weakDomains.length === 0 &&
      completedWithoutEvidence.length === 0 &&
      openVerdicts.length === 0,
  };
}
