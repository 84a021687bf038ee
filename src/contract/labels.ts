import type { ASSESSMENT_METHODS, Finding, ImplementationStatus, ReviewStatus } from './constants';

/**
 * How the codes of statuses, verdicts, findings and results read on every screen, report and
 * export. Kept apart from the schemas that validate them (implementations.ts, auditor.ts,
 * assessment.ts, which re-export these): a screen that only shows a label does not download the
 * validation library with it (issue 14).
 */

/** An implementation's status (document 1). */
export const STATUS_LABELS: Record<ImplementationStatus, string> = {
  not_started: 'Not Started',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** Anything the server does not know is shown as Unknown (document 2 section 4). */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ImplementationStatus] ?? 'Unknown';
}

/** An auditor's verdict. */
export const AUDITOR_STATUS_LABELS: Record<ReviewStatus, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  needs_clarification: 'Needs Clarification',
};

/** No review yet reads 'Pending Review' (document 2 section 4). */
export function auditorStatusLabel(status: string | null): string {
  if (!status) return 'Pending Review';
  return AUDITOR_STATUS_LABELS[status as ReviewStatus] ?? 'Unknown';
}

/** A finding on an assessment objective (D22), and the assessment methods. */
export const FINDING_LABELS: Record<Finding, string> = {
  met: 'MET',
  not_met: 'NOT MET',
  not_applicable: 'N/A',
};

export const METHOD_LABELS: Record<(typeof ASSESSMENT_METHODS)[number], string> = {
  examine: 'Examine',
  interview: 'Interview',
  test: 'Test',
};

/**
 * A practice's or requirement's Level 1 result (D22). `not_applicable`: every objective under it is
 * N/A (D28); it counts as MET, as an N/A objective does (32 CFR 170.24(b)(1)).
 */
export const PRACTICE_RESULTS = ['met', 'not_met', 'not_assessed', 'not_applicable'] as const;
export type PracticeResult = (typeof PRACTICE_RESULTS)[number];

export const PRACTICE_RESULT_LABELS: Record<PracticeResult, string> = {
  met: 'MET',
  not_met: 'NOT MET',
  not_assessed: 'Not yet assessed',
  not_applicable: 'N/A',
};

/** MET or N/A: what counts towards the Level 1 result (D28). */
export const countsAsMet = (result: PracticeResult): boolean =>
  result === 'met' || result === 'not_applicable';
