import type { CurrentCycle, LaterAffirmation } from '../../contract/cycles';
import type { SprsScoreAnswer } from '../../contract/level2-api';

/** What the affirmed Level 2 cycle waits for when no affirmation is due. */
export type Waiting = 'closeout' | 'expired' | 'year';

/**
 * Which affirmation the affirmed Level 2 cycle offers now (32 CFR 170.22(a)(3), D31): after a
 * Conditional result, the one that follows the POA&M closeout once the closeout is recorded
 * (until then the closeout is awaited, or the status has expired, 170.21(b)); after a Final
 * result or that affirmation, the yearly one once due. The server still decides: a refusal
 * (409) says why.
 */
export function laterDue(
  current: Pick<CurrentCycle, 'cycle' | 'due'>,
  score: Pick<SprsScoreAnswer, 'status' | 'poamClosedOutAt'>,
): { kind: LaterAffirmation['kind'] } | { waiting: Waiting } {
  const affirmed = current.cycle.snapshot?.level2;
  const closeoutAffirmed = current.cycle.laterAffirmations.some((one) => one.kind === 'closeout');
  if (affirmed?.status === 'conditional' && !closeoutAffirmed) {
    if (score.poamClosedOutAt) return { kind: 'closeout' };
    return { waiting: score.status === 'expired' ? 'expired' : 'closeout' };
  }
  if (current.due.state === 'due_soon' || current.due.state === 'overdue') return { kind: 'annual' };
  return { waiting: 'year' };
}
