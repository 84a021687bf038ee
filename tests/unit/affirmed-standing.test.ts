import { describe, expect, it } from 'vitest';
import {
  affirmedStanding,
  affirmedStandingLabel,
  type AffirmedFacts,
} from '../../src/contract/affirmed-standing';

/** What the last affirmation stands for (issue 39 item 8), by hand: 170.21(b)'s 180 days written out. */
const conditional: AffirmedFacts = {
  level2Status: 'conditional',
  affirmedOn: '2026-03-01',
  statusDate: '2026-03-02',
  closedOutAt: null,
  changedRequirements: [],
};

describe('affirmedStanding', () => {
  it('keeps a Conditional status until 180 days after its status date, then says it expired', () => {
    // 2026-03-02 + 180 days: March has 29 days left (to 03-31), April 30, May 31, June 30, July 31 = 151;
    // 29 more days into August: 2026-08-29.
    expect(affirmedStanding(conditional, '2026-08-29')).toEqual({
      kind: 'conditional',
      closeBy: '2026-08-29',
    });
    expect(affirmedStanding(conditional, '2026-08-30')).toEqual({ kind: 'expired', closeBy: '2026-08-29' });
    expect(affirmedStandingLabel({ kind: 'conditional', closeBy: '2026-08-29' })).toBe(
      'Conditional Level 2 (Self), close out by Aug 29, 2026',
    );
    expect(affirmedStandingLabel({ kind: 'expired', closeBy: '2026-08-29' })).toBe(
      'Conditional status expired: not closed out by Aug 29, 2026',
    );
  });

  it('counts the 180 days from the affirmation until the SPRS entry is recorded (D35)', () => {
    // 2026-03-01 + 180 days = 2026-08-28
    expect(affirmedStanding({ ...conditional, statusDate: null }, '2026-08-29')).toEqual({
      kind: 'expired',
      closeBy: '2026-08-28',
    });
  });

  it('stands once closed out, for Final and for Level 1', () => {
    expect(affirmedStanding({ ...conditional, closedOutAt: '2026-06-01' }, '2026-12-01')).toEqual({
      kind: 'affirmed',
    });
    expect(affirmedStanding({ ...conditional, level2Status: 'final' }, '2027-01-01')).toEqual({
      kind: 'affirmed',
    });
    expect(affirmedStanding({ ...conditional, level2Status: null }, '2027-01-01')).toEqual({
      kind: 'affirmed',
    });
    expect(affirmedStandingLabel({ kind: 'affirmed' })).toBeNull();
  });

  it('says NOT MET since the affirmation after a reported change, before any status', () => {
    const changed = { ...conditional, changedRequirements: ['AC.L2-3.1.1', 'AC.L2-3.1.1', 'AC.L2-3.1.3'] };
    expect(affirmedStanding(changed, '2026-04-01')).toEqual({
      kind: 'changed',
      requirementIds: ['AC.L2-3.1.1', 'AC.L2-3.1.3'],
    });
    expect(affirmedStandingLabel(affirmedStanding(changed, '2026-04-01'))).toBe(
      'NOT MET since the affirmation: AC.L2-3.1.1, AC.L2-3.1.3',
    );
  });
});
