import { describe, expect, it } from 'vitest';
import { dayOfOffset } from '../../src/server/db/list-days';

/** Three days of the log, newest first: 5 entries on 3 March, 4 on the 2nd, 6 on the 1st. */
const DAYS = [
  { day: '2026-03-03', entries: 5 },
  { day: '2026-03-02', entries: 4 },
  { day: '2026-03-01', entries: 6 },
];

describe('where a page of a console list starts (dayOfOffset, issue 28)', () => {
  it('reads a page in the newest day from the top', () => {
    expect(dayOfOffset(DAYS, 0)).toEqual({ skipped: 0 });
    expect(dayOfOffset(DAYS, 4)).toEqual({ skipped: 0 });
  });

  it('skips the newer days whole and starts before the next day began', () => {
    // Offset 5 is the first entry of the 2nd: the 5 of the 3rd are skipped; entries before 3 March 00:00 UTC.
    expect(dayOfOffset(DAYS, 5)).toEqual({ before: new Date('2026-03-03T00:00:00Z'), skipped: 5 });
    // Offset 8 is the 4th entry of the 2nd: still 5 skipped, 3 walked.
    expect(dayOfOffset(DAYS, 8)).toEqual({ before: new Date('2026-03-03T00:00:00Z'), skipped: 5 });
    // Offset 9 = 5 + 4 is the first of the 1st: 9 skipped, entries before 2 March.
    expect(dayOfOffset(DAYS, 9)).toEqual({ before: new Date('2026-03-02T00:00:00Z'), skipped: 9 });
    expect(dayOfOffset(DAYS, 14)).toEqual({ before: new Date('2026-03-02T00:00:00Z'), skipped: 9 });
  });

  it('crosses a month end in UTC', () => {
    const days = [
      { day: '2026-03-01', entries: 2 },
      { day: '2026-02-28', entries: 2 },
    ];
    expect(dayOfOffset(days, 2)).toEqual({ before: new Date('2026-03-01T00:00:00Z'), skipped: 2 });
  });

  it('has nothing to skip past the end (the list answers an empty page)', () => {
    expect(dayOfOffset(DAYS, 15)).toEqual({ skipped: 0 });
    expect(dayOfOffset([], 0)).toEqual({ skipped: 0 });
  });
});
