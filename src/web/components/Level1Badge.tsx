import type { Finding, Level1Result } from '../../contract/assessment';
import { FINDING_LABELS, PRACTICE_RESULT_LABELS, type PracticeResult } from '../../contract/labels';
import { level1Label } from '../../contract/level1';
import { LEVEL2_TOTALS } from '../../contract/level2';
import { cn } from '../lib/utils';
import { Badge, type BadgeProps } from './ui/badge';

type Overall = Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'>;

/**
 * A result of Level 2, which counts its 110 requirements (D29), where the result is read without
 * its level (an auditor's list, an affirmed cycle's snapshot, a diagnostic run).
 */
const isLevel2 = (overall: Overall) => overall.requirementsTotal === LEVEL2_TOTALS.requirements;

/**
 * "MET" or "NOT MET: n of 15 requirements met" (D28), beside every percentage (D15). A Level 2
 * result is no MET or NOT MET but a score (D30): where only the counts are at hand, the badge says
 * how many of the 110 requirements are MET, and the score is the lead's (Level2Lead).
 */
export function Level1Badge({ overall, className }: { overall: Overall | undefined; className?: string }) {
  if (!overall) return null;
  if (isLevel2(overall))
    return (
      <Badge
        tone={overall.result === 'met' ? 'green' : 'red'}
        className={cn('whitespace-normal', className)}
        data-testid="level2-requirements"
      >
        Level 2: {overall.requirementsMet} of {overall.requirementsTotal} requirements MET
      </Badge>
    );
  return (
    <Badge
      tone={overall.result === 'met' ? 'green' : 'red'}
      className={cn('whitespace-normal', className)}
      data-testid="level1-result"
    >
      <span className="sr-only">Level 1 result: </span>
      {level1Label(overall)}
    </Badge>
  );
}

const PRACTICE_TONE: Record<PracticeResult, BadgeProps['tone']> = {
  met: 'green',
  not_met: 'red',
  not_assessed: 'neutral',
  not_applicable: 'brand',
};

/** A practice's or requirement's result from its objectives (D22). */
export function ResultBadge({ result, label }: { result: PracticeResult; label?: string }) {
  return (
    <Badge tone={PRACTICE_TONE[result]} data-testid="practice-result">
      {label ?? PRACTICE_RESULT_LABELS[result]}
    </Badge>
  );
}

const FINDING_TONE: Record<Finding, BadgeProps['tone']> = {
  met: 'green',
  not_met: 'red',
  not_applicable: 'brand',
};

/** An objective's finding: MET, NOT MET, N/A, or Not assessed while none is recorded (D22). */
export function FindingBadge({ finding, className }: { finding: Finding | null; className?: string }) {
  return (
    <Badge
      tone={finding ? FINDING_TONE[finding] : 'neutral'}
      className={className}
      data-testid="objective-finding-badge"
    >
      {finding ? FINDING_LABELS[finding] : 'Not assessed'}
    </Badge>
  );
}
