import type { Level } from './level2';
import { z } from 'zod';
import type { Level1Result, PracticeStanding } from './assessment';
import { READINESS_LEVELS, type ImplementationStatus, type ReadinessLevel } from './constants';

/**
 * The readiness diagnostic (decision D15 as revised by D22). Everything here is pure, so that the
 * page's "How is this scored?" text, the server and the tests describe one and the same rule.
 */

export { READINESS_LEVELS, type ReadinessLevel };

export const READINESS_LABELS: Record<ReadinessLevel, string> = {
  audit_ready: 'Audit Ready',
  partially_ready: 'Partially Ready',
  not_ready: 'Not Ready',
};

export const readinessLabel = (level: string) => READINESS_LABELS[level as ReadinessLevel] ?? 'Unknown';

/** A practice without supporting evidence earns this share of its objective credit. */
export const UNSUPPORTED_FACTOR = 0.5;
/** Working days the estimate counts for each kind of remaining work (D15). */
export const DAYS = {
  perObjectiveToAssess: 0.5,
  perObjectiveNotMet: 2,
  perPracticeWithoutEvidence: 0.5,
  perOpenVerdict: 1,
  /** The self-assessment itself, its affirmation and the SPRS entry, once everything is MET. */
  selfAssessmentAndAffirmation: 1,
} as const;
export const PARTIALLY_READY_AT = 50;
/** Document 2 section 4: score colour. */
export const SCORE_THRESHOLDS = { good: 85, fair: 65 } as const;

/**
 * Document 2's score colour, but never green below a full Level 1 MET (D15) and never red for a
 * business whose result is MET (D28: the diagnostic agrees with the result): there, what the score
 * still lacks is evidence or an auditor's answer, a caution (yellow), not a failure.
 */
export function scoreTone(score: number, level1Met = false): 'green' | 'yellow' | 'red' | 'brand' {
  if (score >= SCORE_THRESHOLDS.good) return level1Met ? 'green' : 'brand';
  if (score >= SCORE_THRESHOLDS.fair || level1Met) return 'yellow';
  return 'red';
}

export interface ControlStanding {
  id: string;
  controlNumber: string;
  title: string;
  domainId: string;
  /** The user's own progress flag (document 1): counted, not scored. */
  status: ImplementationStatus;
  auditorStatus: string | null;
  practice: PracticeStanding;
}

type Blocker = 'rejected' | 'needs_clarification' | 'not_met' | 'not_assessed' | 'no_evidence';
/** The order in which recommendations take the blockers: the auditor first, then what fails, then what is missing. */
const BLOCKER_ORDER: Blocker[] = [
  'rejected',
  'needs_clarification',
  'not_met',
  'not_assessed',
  'no_evidence',
];

const letters = (list: string[]) => list.map((letter) => `[${letter}]`).join(', ');
const objectiveWord = (list: string[]) => (list.length === 1 ? 'objective' : 'objectives');

function blockersOf(control: ControlStanding): Blocker[] {
  const { practice, auditorStatus } = control;
  const blockers: Blocker[] = [];
  if (auditorStatus === 'rejected') blockers.push('rejected');
  if (auditorStatus === 'needs_clarification') blockers.push('needs_clarification');
  if (practice.notMetLetters.length) blockers.push('not_met');
  if (practice.openLetters.length) blockers.push('not_assessed');
  if (!practice.supported) blockers.push('no_evidence');
  return blockers;
}

function reasonText(control: ControlStanding, blocker: Blocker): string {
  const { notMetLetters, openLetters } = control.practice;
  switch (blocker) {
    case 'rejected':
      return 'rejected by an auditor';
    case 'needs_clarification':
      return 'an auditor asked for clarification';
    case 'not_met':
      return `${objectiveWord(notMetLetters)} ${letters(notMetLetters)} NOT MET`;
    case 'not_assessed':
      return `${objectiveWord(openLetters)} ${letters(openLetters)} not assessed`;
    case 'no_evidence':
      return 'no evidence linked';
  }
}

function actionText(control: ControlStanding, blocker: Blocker): string {
  const { controlNumber, practice } = control;
  switch (blocker) {
    case 'rejected':
      return `Address the auditor's notes on ${controlNumber} and change what they rejected.`;
    case 'needs_clarification':
      return `Answer the auditor's question on ${controlNumber}; the change sends it back for review.`;
    case 'not_met':
      return `Fix ${controlNumber} ${objectiveWord(practice.notMetLetters)} ${letters(practice.notMetLetters)}, found NOT MET, then assess again.`;
    case 'not_assessed':
      return `Assess ${controlNumber} ${objectiveWord(practice.openLetters)} ${letters(practice.openLetters)}.`;
    case 'no_evidence':
      return `Link evidence to ${controlNumber}: a policy, a screenshot or a record that shows it is done.`;
  }
}

/** D15: objective-weighted credit, halved without evidence, nothing while an auditor's verdict is open. */
export function creditOf(control: ControlStanding): number {
  const { practice, auditorStatus } = control;
  if (auditorStatus === 'rejected' || auditorStatus === 'needs_clarification') return 0;
  if (practice.objectives === 0) return 0;
  const share = (practice.met + practice.notApplicable) / practice.objectives;
  return practice.supported ? share : share * UNSUPPORTED_FACTOR;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (credit: number, total: number) => (total > 0 ? round1((100 * credit) / total) : 0);

export interface DiagnosticLink {
  /** The control the line is about; null for a general step. */
  controlId: string | null;
  text: string;
}

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
  gapLinks: DiagnosticLink[];
  recommendationLinks: DiagnosticLink[];
  estimatedTimeToCompletion: number;
  requirementsMet: number;
  requirementsTotal: number;
}

/** Days left: a documented formula over the remaining objectives, plus the affirmation step. */
function estimateDays(controls: ControlStanding[]): number {
  let days = DAYS.selfAssessmentAndAffirmation;
  for (const control of controls) {
    const blockers = blockersOf(control);
    days += control.practice.openLetters.length * DAYS.perObjectiveToAssess;
    days += control.practice.notMetLetters.length * DAYS.perObjectiveNotMet;
    if (blockers.includes('no_evidence')) days += DAYS.perPracticeWithoutEvidence;
    if (blockers.includes('rejected') || blockers.includes('needs_clarification'))
      days += DAYS.perOpenVerdict;
  }
  return Math.ceil(days);
}

/**
 * D28: a practice the affirming official confirmed, at affirmation, as evidenced outside the tool
 * (an observed configuration, an interview recorded in the notes) counts as evidenced here.
 */
function withEvidenceConfirmed(
  controls: ControlStanding[],
  confirmed: ReadonlySet<string>,
): ControlStanding[] {
  return controls.map((control) =>
    confirmed.has(control.id) && !control.practice.supported
      ? { ...control, practice: { ...control.practice, supported: true } }
      : control,
  );
}

/**
 * Scores an organization's standing on every practice of the catalog (D15, D22).
 * `evidencedOutsideTool`: the practice ids confirmed at affirmation as evidenced outside the tool
 * (D28), which count as supported.
 */
export function runDiagnostic(
  standings: ControlStanding[],
  level1: Pick<Level1Result, 'requirementsMet' | 'requirementsTotal'>,
  evidencedOutsideTool: ReadonlySet<string> = new Set(),
  level: Level = 1,
): DiagnosticResult {
  const controls = withEvidenceConfirmed(standings, evidencedOutsideTool);
  const domainTotals = new Map<string, { credit: number; count: number }>();
  let credit = 0;
  for (const control of controls) {
    const earned = creditOf(control);
    credit += earned;
    const domain = domainTotals.get(control.domainId) ?? { credit: 0, count: 0 };
    domainTotals.set(control.domainId, { credit: domain.credit + earned, count: domain.count + 1 });
  }
  const blocked = controls
    .map((control) => ({ control, blockers: blockersOf(control) }))
    .filter((entry) => entry.blockers.length > 0);
  const allReady = controls.length > 0 && blocked.length === 0;
  const gapLinks = blocked.map(({ control, blockers }) => ({
    controlId: control.id,
    text: `${control.controlNumber} ${control.title}: ${blockers.map((b) => reasonText(control, b)).join('; ')}`,
  }));
  const firstBlocker = (blockers: Blocker[]) => BLOCKER_ORDER.find((blocker) => blockers.includes(blocker))!;
  const recommendationLinks: DiagnosticLink[] = allReady
    ? [
        {
          controlId: null,
          text: `All ${controls.length} ${level === 1 ? 'practices' : 'requirements'} are MET with evidence. Affirm your self-assessment and enter the result in SPRS.`,
        },
        { controlId: null, text: 'Keep your evidence for six years and assess again every year.' },
      ]
    : [
        ...BLOCKER_ORDER.flatMap((kind) =>
          blocked
            .filter(({ blockers }) => firstBlocker(blockers) === kind)
            .map(({ control }) => ({ controlId: control.id, text: actionText(control, kind) })),
        ),
        {
          controlId: null,
          text:
            level === 1
              ? 'Level 1 allows no open items and no POA&M: every objective must be MET or N/A before you affirm.'
              : 'At Level 2 a requirement NOT MET may wait on a POA&M only as 32 CFR 170.21 allows: a score of at least 88, requirements worth 1 point (3.13.11 at 3), and a closeout within 180 days.',
        },
      ];
  const score = percent(credit, controls.length);
  return {
    overallScore: score.toFixed(1),
    totalControls: controls.length,
    completedControls: controls.filter((c) => c.status === 'completed').length,
    inProgressControls: controls.filter((c) => c.status === 'in_progress').length,
    notStartedControls: controls.filter((c) => c.status === 'not_started').length,
    domainScores: Object.fromEntries([...domainTotals].map(([id, d]) => [id, percent(d.credit, d.count)])),
    readinessLevel: allReady ? 'audit_ready' : score >= PARTIALLY_READY_AT ? 'partially_ready' : 'not_ready',
    criticalGaps: gapLinks.map((gap) => gap.text),
    recommendations: recommendationLinks.map((step) => step.text),
    gapLinks,
    recommendationLinks,
    estimatedTimeToCompletion: estimateDays(controls),
    requirementsMet: level1.requirementsMet,
    requirementsTotal: level1.requirementsTotal,
  };
}

const diagnosticLinkSchema = z.object({ controlId: z.string().nullable(), text: z.string() });

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
  /** The same lines with the control each is about (D15: gaps and recommendations link to it). */
  gapLinks: z.array(diagnosticLinkSchema),
  recommendationLinks: z.array(diagnosticLinkSchema),
  estimatedTimeToCompletion: z.number().int().nullable(),
  /** The Level 1 result at the time of the run; null for runs made before objective findings. */
  requirementsMet: z.number().int().nullable(),
  requirementsTotal: z.number().int().nullable(),
});
export type DiagnosticReport = z.infer<typeof diagnosticReportSchema>;
