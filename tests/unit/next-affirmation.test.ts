import { describe, expect, it } from 'vitest';
import type { CurrentCycle, LaterAffirmation } from '../../src/contract/cycles';
import { laterDue } from '../../src/web/self-assessment/next-affirmation';

/*
 * Which affirmation an affirmed Level 2 cycle offers (32 CFR 170.21(b), 170.22(a)(3), D31): the
 * one after the POA&M closeout for a Conditional result, then the yearly one.
 */

const affirmation = {
  officialName: 'Dana Reyes',
  officialTitle: 'Owner',
  officialEmail: 'dana@example.com',
  officialPhone: '+1 555 010 2000',
  statement: 'I affirm...',
  affirmedAt: '2026-11-26T12:00:00.000Z',
};

function cycleWith(
  status: 'final' | 'conditional',
  later: LaterAffirmation['kind'][] = [],
  dueState: CurrentCycle['due']['state'] = 'affirmed',
): Pick<CurrentCycle, 'cycle' | 'due'> {
  return {
    cycle: {
      snapshot: { level2: { score: status === 'final' ? 110 : 109, status, deductions: [], poam: [] } },
      laterAffirmations: later.map((kind) => ({ kind, affirmation })),
    } as unknown as CurrentCycle['cycle'],
    due: { nextDueAt: '2027-05-25T12:00:00.000Z', daysLeft: 180, state: dueState },
  };
}

describe('the next Level 2 affirmation', () => {
  it('after a Conditional result waits for the closeout, then offers the affirmation that follows it', () => {
    const conditional = cycleWith('conditional');
    expect(laterDue(conditional, { status: 'conditional', poamClosedOutAt: null })).toEqual({
      waiting: 'closeout',
    });
    expect(laterDue(conditional, { status: 'final', poamClosedOutAt: '2027-01-10' })).toEqual({
      kind: 'closeout',
    });
    // 170.21(b): not closed out within 180 days, the status expired.
    expect(laterDue(conditional, { status: 'expired', poamClosedOutAt: null })).toEqual({
      waiting: 'expired',
    });
  });

  it('after the closeout affirmation, or a Final result, offers the yearly one only when due', () => {
    const closedOut = cycleWith('conditional', ['closeout']);
    expect(laterDue(closedOut, { status: 'final', poamClosedOutAt: '2027-01-10' })).toEqual({
      waiting: 'year',
    });
    expect(laterDue(cycleWith('final'), { status: 'final', poamClosedOutAt: null })).toEqual({
      waiting: 'year',
    });
    for (const state of ['due_soon', 'overdue'] as const)
      expect(
        laterDue(cycleWith('final', ['annual'], state), { status: 'final', poamClosedOutAt: null }),
      ).toEqual({ kind: 'annual' });
  });
});
