/** The report's type, as document 2 (Compliance Reports) names it, on the page and the PDF. */
export const REPORT_TYPE = 'CMMC Level 1 Compliance Assessment';

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
