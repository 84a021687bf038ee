import { affirmedStandingLabel, type AffirmedStanding } from '../../contract/affirmed-standing';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';

const TONES = { changed: 'red', expired: 'red', conditional: 'yellow' } as const;

/**
 * What an organization's last affirmation stands for today, in staff's lists (issue 39 item 8):
 * NOT MET since the affirmation after a reported change, Conditional with its close-by date, or
 * expired. Nothing when the affirmation stands: the list's other badge says it.
 */
export function AffirmedStandingBadge({
  standing,
  className,
}: {
  standing: AffirmedStanding | null;
  className?: string;
}) {
  const label = standing ? affirmedStandingLabel(standing) : null;
  if (!standing || standing.kind === 'affirmed' || !label) return null;
  return (
    <Badge
      tone={TONES[standing.kind]}
      className={cn('whitespace-normal', className)}
      data-testid="affirmed-standing"
    >
      <span className="sr-only">Affirmed result: </span>
      {label}
    </Badge>
  );
}
