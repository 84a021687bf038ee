import { describe, expect, it } from 'vitest';
import { addMonths, sspFileName, sspReviewState } from '../../src/contract/ssp';

/*
 * The plan's review frequency (D32; NIST SP 800-171A 3.12.4[g] a defined frequency, [h] the plan
 * updated with it): every date below is worked out by hand in its comment.
 */

describe('addMonths', () => {
  it('keeps the day of the month, or clamps it to the last day of a shorter month', () => {
    // 31 Jan + 1 month: February 2026 has 28 days.
    expect(addMonths('2026-01-31T15:00:00.000Z', 1)).toBe('2026-02-28');
    // 2028 is a leap year: 29 days.
    expect(addMonths('2028-01-31T00:00:00.000Z', 1)).toBe('2028-02-29');
    // 31 Aug + 1: September has 30.
    expect(addMonths('2026-08-31T12:00:00.000Z', 1)).toBe('2026-09-30');
    // 31 Mar + 11 months: February 2027, 28 days.
    expect(addMonths('2026-03-31T12:00:00.000Z', 11)).toBe('2027-02-28');
    // Over the year's end: 15 Nov + 3 = 15 Feb of the next year.
    expect(addMonths('2026-11-15T12:00:00.000Z', 3)).toBe('2027-02-15');
    // 36 months, the longest frequency: 29 Feb 2028 + 3 years is 28 Feb 2031 (not a leap year).
    expect(addMonths('2028-02-29T12:00:00.000Z', 36)).toBe('2031-02-28');
  });

  it('counts from the UTC day of the instant', () => {
    // 31 Jan 23:30 in New York (UTC-5) is 1 Feb 04:30 UTC: 1 Feb + 1 month = 1 Mar.
    expect(addMonths('2026-01-31T23:30:00-05:00', 1)).toBe('2026-03-01');
  });
});

describe('sspReviewState', () => {
  it('says when no frequency is stated, and asks nothing more', () => {
    expect(sspReviewState(['2026-01-15T09:00:00Z'], null, '2030-01-01')).toEqual({
      frequencyStated: false,
      nextDueOn: null,
      late: false,
      lateGaps: 0,
    });
  });

  it('has no due date before the first revision', () => {
    expect(sspReviewState([], 12, '2026-06-01')).toEqual({
      frequencyStated: true,
      nextDueOn: null,
      late: false,
      lateGaps: 0,
    });
  });

  it('is due the frequency after the latest revision, late only after that day', () => {
    // 31 Jan + 1 month = 28 Feb 2026: on that day the review is not yet late; on 1 Mar it is.
    const revisions = ['2026-01-31T10:00:00Z'];
    expect(sspReviewState(revisions, 1, '2026-02-28')).toMatchObject({
      nextDueOn: '2026-02-28',
      late: false,
    });
    expect(sspReviewState(revisions, 1, '2026-03-01')).toMatchObject({ nextDueOn: '2026-02-28', late: true });
  });

  it('counts the gaps between revisions longer than the frequency', () => {
    // Every 6 months. 15 Jan -> 16 Jul: due 15 Jul, one day late. 16 Jul -> 10 Jan 2027: due
    // 16 Jan 2027, kept. Next due 10 Jan 2027 + 6 = 10 Jul 2027; on 1 Mar 2027 not late.
    const revisions = ['2026-01-15T09:00:00Z', '2026-07-16T09:00:00Z', '2027-01-10T09:00:00Z'];
    expect(sspReviewState(revisions, 6, '2027-03-01')).toEqual({
      frequencyStated: true,
      nextDueOn: '2027-07-10',
      late: false,
      lateGaps: 1,
    });
    // The order they are given in does not matter.
    expect(sspReviewState([...revisions].reverse(), 6, '2027-03-01').lateGaps).toBe(1);
  });

  it('keeps the frequency on the due day itself, clamped at the month end', () => {
    // 31 Jan + 1 = 28 Feb; a revision late on 28 Feb (UTC) is on time. Next: 28 Feb + 1 = 28 Mar.
    expect(sspReviewState(['2026-01-31T08:00:00Z', '2026-02-28T20:00:00Z'], 1, '2026-03-10')).toEqual({
      frequencyStated: true,
      nextDueOn: '2026-03-28',
      late: false,
      lateGaps: 0,
    });
    // One day later is a late gap: 1 Mar > 28 Feb.
    expect(sspReviewState(['2026-01-31T08:00:00Z', '2026-03-01T08:00:00Z'], 1, '2026-03-10').lateGaps).toBe(
      1,
    );
  });
});

describe('sspFileName', () => {
  it('names the file by the organization and the day, in plain ASCII', () => {
    const day = new Date('2026-11-22T10:00:00Z');
    expect(sspFileName('Acme Machining, Inc.', day, 'docx')).toBe('ssp-acme-machining-inc-2026-11-22.docx');
    expect(sspFileName('Café Ünïcode', day, 'pdf')).toBe('ssp-cafe-unicode-2026-11-22.pdf');
    expect(sspFileName('日本', day, 'pdf')).toBe('ssp-organization-2026-11-22.pdf');
    expect(sspFileName('A'.repeat(60), day, 'pdf')).toBe(`ssp-${'a'.repeat(40)}-2026-11-22.pdf`);
  });
});
