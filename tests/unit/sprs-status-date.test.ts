import { describe, expect, it } from 'vitest';
import {
  nextDueFrom,
  ruleOnStatusDate,
  statusDateWindow,
  type AffirmedCycleDates,
} from '../../src/contract/sprs-status-date';

/*
 * The SPRS status date (D35; 32 CFR 170.4, 170.22, 170.21(a)(2) and (b)): each answer worked out by
 * hand in the comments, counting calendar days (February 2026 has 28 days, February 2024 and 2028
 * have 29).
 */

const level1 = (dates: Partial<AffirmedCycleDates>): AffirmedCycleDates => ({
  affirmedOn: '2026-03-10',
  startedOn: '2026-01-05',
  statusDate: null,
  // One year after an affirmation made at 08:00 UTC.
  nextDueAt: new Date('2027-03-10T08:00:00Z'),
  level2Status: null,
  poamClosedOut: false,
  laterAffirmations: [],
  ...dates,
});

const refusalOf = (ruling: ReturnType<typeof ruleOnStatusDate>) => (ruling.accepted ? null : ruling.message);

describe('the window of the status date', () => {
  it('runs from 30 days before the affirmation to 30 days after, never past today anywhere', () => {
    // 2026-03-10 - 30 days: 10 days back is 2026-02-28, 20 more is 2026-02-08.
    // 2026-03-10 + 30 days: 21 days on is 2026-03-31, 9 more is 2026-04-09.
    expect(statusDateWindow(level1({}), new Date('2026-05-01T00:00:00Z'))).toEqual({
      earliest: '2026-02-08',
      latest: '2026-04-09',
    });
    // On 2026-03-20 at 10:00 UTC it is 2026-03-21 at 00:00 in UTC+14: no later day has begun anywhere.
    expect(statusDateWindow(level1({}), new Date('2026-03-20T10:00:00Z')).latest).toBe('2026-03-21');
    // A cycle started 2026-02-20, after 2026-02-08: nothing of it was in SPRS before it started.
    expect(statusDateWindow(level1({ startedOn: '2026-02-20' }), new Date('2026-05-01T00:00:00Z'))).toEqual({
      earliest: '2026-02-20',
      latest: '2026-04-09',
    });
  });

  it('refuses a date before it, after it, or in the future, naming the dates that are allowed', () => {
    const now = new Date('2026-03-20T10:00:00Z');
    expect(refusalOf(ruleOnStatusDate('2026-02-07', level1({}), now))).toBe(
      'The SPRS status date must fall within 30 days of the affirmation of Mar 10, 2026, and after the cycle started: enter the date SPRS shows, between Feb 08, 2026 and Mar 21, 2026.',
    );
    expect(refusalOf(ruleOnStatusDate('2026-03-22', level1({}), now))).toBe(
      'The SPRS status date cannot be in the future: enter the date SPRS shows, between Feb 08, 2026 and Mar 21, 2026.',
    );
    // 2026-04-10 is day 31 after the affirmation, and in the past on 2026-05-01.
    expect(refusalOf(ruleOnStatusDate('2026-04-10', level1({}), new Date('2026-05-01T00:00:00Z')))).toMatch(
      /^The SPRS status date must fall within 30 days of the affirmation of Mar 10, 2026/,
    );
    // Its two ends are allowed.
    expect(ruleOnStatusDate('2026-02-08', level1({}), now).accepted).toBe(true);
    expect(ruleOnStatusDate('2026-03-21', level1({}), now).accepted).toBe(true);
  });
});

describe('the next affirmation, counted from the status date', () => {
  it('is a year on at Level 1 and for a Final status, a year more for each yearly affirmation', () => {
    expect(ruleOnStatusDate('2026-03-12', level1({}), new Date('2026-03-20T10:00:00Z'))).toEqual({
      accepted: true,
      nextDueAt: new Date('2027-03-12T12:00:00Z'),
    });
    // 29 February 2028 plus a year falls on 28 February 2029.
    expect(nextDueFrom('2028-02-29', level1({}))).toEqual(new Date('2029-02-28T12:00:00Z'));
    const final = level1({
      level2Status: 'final',
      laterAffirmations: [{ kind: 'annual' }, { kind: 'annual' }],
    });
    expect(nextDueFrom('2026-03-12', final)).toEqual(new Date('2029-03-12T12:00:00Z'));
  });

  it('is 180 days on while a Conditional status awaits its closeout affirmation, then yearly', () => {
    // 2026-03-12 + 180: 19 days to 2026-03-31, then 30 + 31 + 30 + 31 + 31 = 153 to 2026-08-31 (172),
    // 8 more: 2026-09-08.
    const conditional = level1({ level2Status: 'conditional' });
    expect(nextDueFrom('2026-03-12', conditional)).toEqual(new Date('2026-09-08T12:00:00Z'));
    // Closed out but not yet affirmed again: the closeout affirmation is still what is due.
    expect(nextDueFrom('2026-03-12', { ...conditional, poamClosedOut: true })).toEqual(
      new Date('2026-09-08T12:00:00Z'),
    );
    const afterCloseout = {
      ...conditional,
      poamClosedOut: true,
      laterAffirmations: [{ kind: 'closeout' as const }],
    };
    expect(nextDueFrom('2026-03-12', afterCloseout)).toEqual(new Date('2027-03-12T12:00:00Z'));
    expect(
      nextDueFrom('2026-03-12', {
        ...afterCloseout,
        laterAffirmations: [{ kind: 'closeout' }, { kind: 'annual' }],
      }),
    ).toEqual(new Date('2028-03-12T12:00:00Z'));
  });
});

describe('no entry moves an overdue or expired status back (D35)', () => {
  it('an affirmation 790 days old: today is far outside the window, and a date inside it stays overdue', () => {
    // 2026-03-10 - 790 days: 730 days back is 2024-03-10 (2025 is no leap year, 2024's 29 February
    // is before it), 60 more is 2024-01-10. Due a year on, 2025-01-10.
    const old = level1({
      affirmedOn: '2024-01-10',
      startedOn: '2023-11-01',
      nextDueAt: new Date('2025-01-10T08:00:00Z'),
    });
    const now = new Date('2026-03-10T09:00:00Z');
    // 2024-01-10 + 30 days: 2024-02-09; - 30 days: 2023-12-11.
    expect(refusalOf(ruleOnStatusDate('2026-03-10', old, now))).toBe(
      'The SPRS status date must fall within 30 days of the affirmation of Jan 10, 2024, and after the cycle started: enter the date SPRS shows, between Dec 11, 2023 and Feb 09, 2024.',
    );
    // The latest date allowed gives 2025-02-09, still past: recorded, still overdue.
    expect(ruleOnStatusDate('2024-02-09', old, now)).toEqual({
      accepted: true,
      nextDueAt: new Date('2025-02-09T12:00:00Z'),
    });
  });

  it('an affirmation overdue by days: a later date that would make it current is refused, an earlier one recorded', () => {
    // Affirmed 2025-03-01 at 08:00, due 2026-03-01 at 08:00; on 2026-03-06 it is overdue.
    const overdue = level1({
      affirmedOn: '2025-03-01',
      startedOn: '2025-01-02',
      nextDueAt: new Date('2026-03-01T08:00:00Z'),
    });
    const now = new Date('2026-03-06T09:00:00Z');
    // 2025-03-20 is inside the window (2025-01-30 to 2025-03-31) but gives 2026-03-20, after today.
    expect(refusalOf(ruleOnStatusDate('2025-03-20', overdue, now))).toBe(
      'The next affirmation was due on Mar 01, 2026 and is overdue: a new SPRS status date cannot make it current again. Affirming again renews it (32 CFR 170.22).',
    );
    // 2025-02-25 gives 2026-02-25: overdue all the same, and true to SPRS.
    expect(ruleOnStatusDate('2025-02-25', overdue, now)).toEqual({
      accepted: true,
      nextDueAt: new Date('2026-02-25T12:00:00Z'),
    });
    // One hour past the due time is past due on the console already (next_due_at < now).
    const justPast = new Date('2026-03-01T09:00:00Z');
    expect(ruleOnStatusDate('2025-03-02', overdue, justPast).accepted).toBe(false);
  });

  it('an expired Conditional status: a date that would make its 180 days run again is refused', () => {
    // Status date 2025-09-01; + 180: 29 days to 2025-09-30, then 31 + 30 + 31 + 31 = 123 to
    // 2026-01-31 (152), 28 more: 2026-02-28, its last day. On 2026-03-05 it has expired.
    const expired = level1({
      affirmedOn: '2025-09-01',
      startedOn: '2025-06-01',
      statusDate: '2025-09-01',
      nextDueAt: new Date('2026-02-28T12:00:00Z'),
      level2Status: 'conditional',
    });
    const now = new Date('2026-03-05T10:00:00Z');
    // 2025-09-10 + 180 = 2026-03-09, after today.
    expect(refusalOf(ruleOnStatusDate('2025-09-10', expired, now))).toBe(
      'The Conditional status expired on Feb 28, 2026, 180 days after its status date (32 CFR 170.21(a)(2), 170.21(b)): a new SPRS status date cannot bring it back. A new self-assessment, affirmed, gives a new status.',
    );
    // 2025-09-03 + 180 = 2026-03-02, before today: still expired, recorded.
    expect(ruleOnStatusDate('2025-09-03', expired, now)).toEqual({
      accepted: true,
      nextDueAt: new Date('2026-03-02T12:00:00Z'),
    });
    // Without an entry the 180 days ran from the affirmation: the same refusal.
    expect(ruleOnStatusDate('2025-09-10', { ...expired, statusDate: null }, now).accepted).toBe(false);
  });

  it('within its time, a correction moves the due date either way', () => {
    // Due 2027-03-10 08:00; on 2026-03-20 far from due. 2026-02-10 gives 2027-02-10; 2026-03-21
    // gives 2027-03-21.
    const current = level1({ statusDate: '2026-03-10' });
    const now = new Date('2026-03-20T10:00:00Z');
    expect(ruleOnStatusDate('2026-02-10', current, now)).toEqual({
      accepted: true,
      nextDueAt: new Date('2027-02-10T12:00:00Z'),
    });
    expect(ruleOnStatusDate('2026-03-21', current, now)).toEqual({
      accepted: true,
      nextDueAt: new Date('2027-03-21T12:00:00Z'),
    });
  });
});

describe('a correction after the POA&M closeout (D35, 170.21(b), 170.4)', () => {
  it('cannot move the Conditional status date past the closeout it was confirmed by', () => {
    // Affirmed Conditional 2026-03-10, closed out 2026-03-15; on 2026-03-20 the window runs to 2026-03-21.
    const closedOut = level1({
      level2Status: 'conditional',
      poamClosedOut: true,
      poamClosedOutOn: '2026-03-15',
    });
    const now = new Date('2026-03-20T10:00:00Z');
    expect(refusalOf(ruleOnStatusDate('2026-03-16', closedOut, now))).toBe(
      'The POA&M closeout of 2026-03-15 confirmed the Conditional status dated on or before it (32 CFR 170.21(b), 170.4): the SPRS status date cannot be after the closeout.',
    );
    expect(ruleOnStatusDate('2026-03-15', closedOut, now).accepted).toBe(true);
  });
});
