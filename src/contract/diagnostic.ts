import { z } from 'zod';
import { READINESS_LEVELS, type ImplementationStatus, type ReadinessLevel } from './constants';

/**
 * The readiness diagnostic (decision D15). Everything here is pure, so that the page's
 * "How is this scored?" text, the server and the tests describe one and the same rule.
 */

export { READINESS_LEVELS, type ReadinessLevel };

export const READINESS_LABELS: Record<ReadinessLevel, string> = {
  audit_ready: 'Audit Ready',
  partially_ready: 'Partially Ready',
  not_ready: 'Not Ready',
};

export const readinessLabel = (level: string) => READINESS_LABELS[level as ReadinessLevel] ?? 'Unknown';

/** Credit per control. */
export const CREDIT = { verified: 1, completedWithoutEvidence: 0.5, inProgress: 0.25, none: 0 } as const;
/** Working days the estimate counts for each kind of remaining work. */
export const DAYS = {
  notStarted: 5,
  inProgress: 2,
  missingEvidence: 1,
  rejected: 3,
  needsClarification: 1,
} as const;
export const PARTIALLY_READY_AT = 50;
/** Document 2 section 4: score colour. */
export const SCORE_THRESHOLDS = { good: 85, fair: 65 } as const;

export function scoreTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_THRESHOLDS.good) return 'green';
  if (score >= SCORE_THRESHOLDS.fair) return 'yellow';
  return 'red';
}

export interface ControlStanding {
  id: string;
  controlNumber: string;
  title: string;
  domainId: string;
  status: ImplementationStatus;
  evidenceCount: number;
  auditorStatus: string | null;
}

type Gap = 'not_started' | 'in_progress' | 'missing_evidence' | 'rejected' | 'needs_clarification';

/** D15: an open auditor verdict (rejected, needs clarification) earns nothing, whatever the status. */
function assess(control: ControlStanding): { credit: number; gap?: Gap } {
  if (control.auditorStatus === 'rejected') return { credit: CREDIT.none, gap: 'rejected' };
  if (control.auditorStatus === 'needs_clarification')
    return { credit: CREDIT.none, gap: 'needs_clarification' };
  if (control.status === 'completed') {
    if (control.evidenceCount === 0)
      return { credit: CREDIT.completedWithoutEvidence, gap: 'missing_evidence' };
    return { credit: CREDIT.verified };
  }
  if (control.status === 'in_progress') return { credit: CREDIT.inProgress, gap: 'in_progress' };
  return { credit: CREDIT.none, gap: 'not_started' };
}

const GAP_REASONS: Record<Gap, string> = {
  not_started: 'not started yet',
  in_progress: 'still in progress',
  missing_evidence: 'marked complete, but no evidence file is uploaded',
  rejected: 'rejected by an auditor and must be fixed',
  needs_clarification: 'an auditor asked for clarification',
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (credit: number, total: number) => (total > 0 ? round1((100 * credit) / total) : 0);

export interface DiagnosticResult {
  overallScore: string;
  totalControls: number;
  completedControls: number;
  inProgressControls: number;
  notStartedControls: number;
  domainScores: Record<string, number>;
  readinessLevel: ReadinessLevel;
  criticalGaps: string[];
  recommendations: string[];
  estimatedTimeToCompletion: number;
}

function listOf(controls: ControlStanding[]): string {
  return controls.map((control) => control.controlNumber).join(', ');
}

/** Ordered actions: the quickest wins first, then fixes, then the work still to start. */
function recommend(byGap: Record<Gap, ControlStanding[]>, allReady: boolean): string[] {
  if (allReady) {
    return [
      'Every control is complete with evidence. Run your Level 1 self-assessment and affirm the result in SPRS.',
      'Keep your evidence for six years and repeat the assessment every year.',
    ];
  }
  const steps: string[] = [];
  if (byGap.missing_evidence.length)
    steps.push(
      `Upload evidence for the controls already marked complete: ${listOf(byGap.missing_evidence)}.`,
    );
  if (byGap.rejected.length)
    steps.push(`Address the auditor's notes and fix the rejected controls: ${listOf(byGap.rejected)}.`);
  if (byGap.needs_clarification.length)
    steps.push(
      `Answer the auditor's questions on ${listOf(byGap.needs_clarification)} and resubmit them for review.`,
    );
  if (byGap.in_progress.length) steps.push(`Finish the controls in progress: ${listOf(byGap.in_progress)}.`);
  if (byGap.not_started.length)
    steps.push(`Start the remaining controls, using the Implementation Guide: ${listOf(byGap.not_started)}.`);
  steps.push('Level 1 allows no open items: every control must be met before you affirm compliance.');
  return steps;
}

/** Scores a user's standing on every control of the catalog (D15). */
export function runDiagnostic(controls: ControlStanding[]): DiagnosticResult {
  const byGap: Record<Gap, ControlStanding[]> = {
    not_started: [],
    in_progress: [],
    missing_evidence: [],
    rejected: [],
    needs_clarification: [],
  };
  const domainTotals = new Map<string, { credit: number; count: number }>();
  let credit = 0;
  for (const control of controls) {
    const result = assess(control);
    credit += result.credit;
    if (result.gap) byGap[result.gap].push(control);
    const domain = domainTotals.get(control.domainId) ?? { credit: 0, count: 0 };
    domainTotals.set(control.domainId, { credit: domain.credit + result.credit, count: domain.count + 1 });
  }
  const score = percent(credit, controls.length);
  const allReady = controls.length > 0 && Object.values(byGap).every((list) => list.length === 0);
  const gaps = controls.flatMap((control) => {
    const gap = assess(control).gap;
    return gap ? [`${control.controlNumber} ${control.title}: ${GAP_REASONS[gap]}`] : [];
  });
  return {
    overallScore: score.toFixed(1),
    totalControls: controls.length,
    completedControls: controls.filter((c) => c.status === 'completed').length,
    inProgressControls: controls.filter((c) => c.status === 'in_progress').length,
    notStartedControls: controls.filter((c) => c.status === 'not_started').length,
    domainScores: Object.fromEntries([...domainTotals].map(([id, d]) => [id, percent(d.credit, d.count)])),
    readinessLevel: allReady ? 'audit_ready' : score >= PARTIALLY_READY_AT ? 'partially_ready' : 'not_ready',
    criticalGaps: gaps,
    recommendations: recommend(byGap, allReady),
    estimatedTimeToCompletion:
      byGap.not_started.length * DAYS.notStarted +
      byGap.in_progress.length * DAYS.inProgress +
      byGap.missing_evidence.length * DAYS.missingEvidence +
      byGap.rejected.length * DAYS.rejected +
      byGap.needs_clarification.length * DAYS.needsClarification,
  };
}

export const diagnosticReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  overallScore: z.string(),
  totalControls: z.number().int(),
  completedControls: z.number().int(),
  inProgressControls: z.number().int(),
  notStartedControls: z.number().int(),
  domainScores: z.record(z.string(), z.number()),
  readinessLevel: z.enum(READINESS_LEVELS),
  criticalGaps: z.array(z.string()),
  recommendations: z.array(z.string()),
  estimatedTimeToCompletion: z.number().int().nullable(),
});
export type DiagnosticReport = z.infer<typeof diagnosticReportSchema>;
