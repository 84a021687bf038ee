import type { Level1Result } from '../../contract/assessment';
import type { RequirementChange } from '../../contract/cycles';
import { Level1Badge } from './Level1Badge';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';

/**
 * The Level 1 result as it stands today: the findings' result, unless a requirement was reported
 * no longer met since the affirmation (D28), which is then said in red instead of a green MET.
 */
export function Level1Standing({
  overall,
  changes,
  className,
}: {
  overall: Pick<Level1Result, 'result' | 'requirementsMet' | 'requirementsTotal'> | undefined;
  changes: RequirementChange[];
  className?: string;
}) {
  if (!changes.length) return <Level1Badge overall={overall} className={className} />;
  const ids = [...new Set(changes.map((change) => change.requirementId))];
  return (
    <Badge tone="red" className={cn('whitespace-normal', className)} data-testid="level1-result">
      <span className="sr-only">Level 1 result: </span>
      NOT MET since the affirmation: {ids.join(', ')}
    </Badge>
  );
}
