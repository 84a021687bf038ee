import { describe, expect, it } from 'vitest';
import { LEVEL2_FAMILY_COUNTS } from '../../src/contract/level2';
import {
  conditionalIneligibility,
  poamCloseBy,
  poamItemRefusal,
  poamRefusal,
  recordedStatus,
  wouldBeStatus,
  type RecordedStatusFacts,
  type WouldBeFacts,
} from '../../src/contract/poam';
import { closeoutRefusal, type CloseoutFacts } from '../../src/contract/poam-closeout';
import {
  FIVE_POINT_REQUIREMENTS,
  PARTIAL_NOT_APPLICABLE_MESSAGE,
  partialCaseRefusal,
  sprsScore,
  sprsValue,
  THREE_POINT_REQUIREMENTS,
  type ScoredFinding,
  type ScoredRequirement,
} from '../../src/contract/sprs';

/**
 * The golden set of issue 26: every case computed by hand from the DoD Assessment Methodology
 * v1.2.1 Annex A and 32 CFR 170.21 / 170.24, with the arithmetic beside it. The catalog here has
 * the real 110 requirement numbers (families in NIST order, 3.1 to 3.14) and two objectives each,
 * except 3.5.3 with four ([a]-[d]) and 3.13.11 with one, as in NIST SP 800-171A.
 */

const CHAPTERS = Object.entries(LEVEL2_FAMILY_COUNTS).map(([family, count], index) => ({
  family,
  chapter: index + 1,
  count,
}));
const LETTERS = (nist: string) =>
  nist === '3.5.3' ? ['a', 'b', 'c', 'd'] : nist === '3.13.11' ? ['a'] : ['a', 'b'];
const NUMBERS = CHAPTERS.flatMap(({ family, chapter, count }) =>
  Array.from({ length: count }, (_, index) => ({ family, nist: `3.${chapter}.${index + 1}` })),
);

type Override = Partial<Omit<ScoredFinding, 'letter'>>;

/** Every objective found `all`, with overrides by `3.5.3` (all its objectives) or `3.5.3[d]`. */
function assessment(
  all: ScoredFinding['finding'],
  overrides: Record<string, Override> = {},
): ScoredRequirement[] {
  return NUMBERS.map(({ family, nist }) => ({
    requirementId: `${family}.L2-${nist}`,
    nist,
    objectives: LETTERS(nist).map((letter) => ({
      letter,
      finding: all,
      ...overrides[nist],
      ...overrides[`${nist}[${letter}]`],
    })),
  }));
}

const MET_SSP = { '3.12.4': { finding: 'met' } } as const;
const notMet = (...nists: string[]) =>
  Object.fromEntries(nists.map((nist) => [nist, { finding: 'not_met' as const }]));

describe('the values of Annex A', () => {
  it('has 110 requirements: 44 worth 5, 14 worth 3, 51 worth 1 and 3.12.4 worth nothing, 313 in all', () => {
    const values = NUMBERS.map(({ nist }) => sprsValue(nist));
    expect(values).toHaveLength(110);
    expect(values.filter((v) => v === 5)).toHaveLength(44);
    expect(values.filter((v) => v === 3)).toHaveLength(14);
    expect(values.filter((v) => v === 1)).toHaveLength(51);
    expect(values.filter((v) => v === 0)).toHaveLength(1);
    // 44 x 5 + 14 x 3 + 51 x 1 = 220 + 42 + 51 = 313
    expect(values.reduce<number>((a, b) => a + b, 0)).toBe(313);
    for (const nist of [...FIVE_POINT_REQUIREMENTS, ...THREE_POINT_REQUIREMENTS])
      expect(NUMBERS.some((n) => n.nist === nist)).toBe(true);
  });

  it('keeps the values seen wrong elsewhere right', () => {
    expect([sprsValue('3.5.3'), sprsValue('3.13.11'), sprsValue('3.12.4')]).toEqual([5, 5, 0]);
    expect([sprsValue('3.1.20'), sprsValue('3.1.22'), sprsValue('3.10.3')]).toEqual([1, 1, 1]);
    expect([sprsValue('3.1.1'), sprsValue('3.1.3'), sprsValue('3.8.3'), sprsValue('3.1.5')]).toEqual([
      5, 1, 5, 3,
    ]);
  });
});

describe('the SPRS score, golden cases', () => {
  it('1. all MET: 110', () => {
    // 110 - 0 = 110
    expect(sprsScore(assessment('met'))).toMatchObject({ scorable: true, score: 110, deductions: [] });
  });

  it('2. all NOT MET but the SSP: -203', () => {
    // 110 - (44 x 5 + 14 x 3 + 51 x 1) = 110 - 313 = -203
    const score = sprsScore(assessment('not_met', MET_SSP));
    expect(score.score).toBe(-203);
    expect(score.deductions).toHaveLength(109);
  });

  it('3. 3.5.3 NOT MET: -5, 105', () => {
    // 110 - 5 = 105
    const score = sprsScore(assessment('met', { '3.5.3[d]': { finding: 'not_met' } }));
    expect(score.score).toBe(105);
    expect(score.deductions).toEqual([{ requirementId: 'IA.L2-3.5.3', points: 5, reason: 'NOT MET: [d]' }]);
  });

  it('4. 3.5.3 in its partial case (MFA for remote and privileged users only): -3, 107', () => {
    // 110 - 3 = 107
    const score = sprsScore(
      assessment('met', { '3.5.3[d]': { finding: 'not_met', partial: 'remote_and_privileged_only' } }),
    );
    expect(score.score).toBe(107);
    expect(score.deductions[0]).toMatchObject({ requirementId: 'IA.L2-3.5.3', points: 3 });
  });

  it('4b. the partial case does not apply when another objective of 3.5.3 is NOT MET without it: -5', () => {
    // [b] (local access to privileged accounts) NOT MET without the case: 110 - 5 = 105
    const score = sprsScore(
      assessment('met', {
        '3.5.3[b]': { finding: 'not_met' },
        '3.5.3[d]': { finding: 'not_met', partial: 'remote_and_privileged_only' },
      }),
    );
    expect(score.score).toBe(105);
  });

  it('4c. 3.5.3 partial only with [a]-[c] MET and [d] the one NOT MET (Annex A): [b] or [c] with the case, -5', () => {
    const partial = { finding: 'not_met' as const, partial: 'remote_and_privileged_only' as const };
    // MFA missing for local access to privileged accounts ([b]) is not "in place for privileged users":
    // the case on [b] counts for nothing, 110 - 5 = 105
    const onB = sprsScore(assessment('met', { '3.5.3[b]': partial }));
    expect(onB.score).toBe(105);
    expect(onB.deductions).toEqual([{ requirementId: 'IA.L2-3.5.3', points: 5, reason: 'NOT MET: [b]' }]);
    // the same on [c] (network access to privileged accounts): 110 - 5 = 105
    expect(sprsScore(assessment('met', { '3.5.3[c]': partial })).score).toBe(105);
    // [b] and [d] both carrying the case: still two objectives NOT MET, 110 - 5 = 105
    expect(sprsScore(assessment('met', { '3.5.3[b]': partial, '3.5.3[d]': partial })).score).toBe(105);
    // [a]-[c] not yet assessed, [d] with the case: not assessed loses the full value, 110 - 5 = 105
    expect(
      sprsScore(
        assessment('met', {
          '3.5.3': { finding: null },
          '3.5.3[d]': partial,
        }),
      ).score,
    ).toBe(105);
    // [b] N/A (no local access to privileged accounts), [a] and [c] MET, [d] with the case: N/A counts
    // as MET (170.24(b)(3)), so the case holds, 110 - 3 = 107
    expect(
      sprsScore(
        assessment('met', {
          '3.5.3[b]': { finding: 'not_applicable' },
          '3.5.3[d]': partial,
        }),
      ).score,
    ).toBe(107);
  });

  it('4d. the save refuses the case off [d], or before [a]-[c] are MET (partialCaseRefusal)', () => {
    const mfa = (findings: Record<string, ScoredFinding['finding']>): ScoredRequirement => ({
      requirementId: 'IA.L2-3.5.3',
      nist: '3.5.3',
      objectives: ['a', 'b', 'c', 'd'].map((letter) => ({ letter, finding: findings[letter] ?? null })),
    });
    const allMet = mfa({ a: 'met', b: 'met', c: 'met', d: 'not_met' });
    expect(partialCaseRefusal(allMet, 'd')).toBeNull();
    expect(partialCaseRefusal(allMet, 'b')).toBe(PARTIAL_NOT_APPLICABLE_MESSAGE);
    expect(partialCaseRefusal(mfa({ a: 'met', b: 'not_met', c: 'met', d: 'not_met' }), 'd')).toBe(
      PARTIAL_NOT_APPLICABLE_MESSAGE,
    );
    expect(partialCaseRefusal(mfa({ a: 'met', d: 'not_met' }), 'd')).toBe(PARTIAL_NOT_APPLICABLE_MESSAGE);
    expect(partialCaseRefusal(mfa({ a: 'met', b: 'not_applicable', c: 'met', d: 'not_met' }), 'd')).toBeNull();
    // 3.13.11 has one objective: its case is never refused for the others
    expect(
      partialCaseRefusal({ requirementId: 'SC.L2-3.13.11', nist: '3.13.11', objectives: [] }, 'a'),
    ).toBeNull();
    expect(PARTIAL_NOT_APPLICABLE_MESSAGE).toMatch(/only \[d\], network access to non-privileged accounts, NOT MET/);
  });

  it('5. 3.13.11 with cryptography that is not FIPS-validated: -3, 107; without cryptography: -5, 105', () => {
    // 110 - 3 = 107
    expect(
      sprsScore(assessment('met', { '3.13.11': { finding: 'not_met', partial: 'not_fips_validated' } }))
        .score,
    ).toBe(107);
    // 110 - 5 = 105
    expect(sprsScore(assessment('met', notMet('3.13.11'))).score).toBe(105);
  });

  it('6. one NOT MET objective fails its requirement, and the requirement is deducted once', () => {
    // 3.1.1 [b] NOT MET, [a] MET: 110 - 5 = 105; both NOT MET: still 110 - 5 = 105
    expect(sprsScore(assessment('met', { '3.1.1[b]': { finding: 'not_met' } })).score).toBe(105);
    expect(sprsScore(assessment('met', notMet('3.1.1'))).score).toBe(105);
  });

  it('7. N/A counts as MET', () => {
    // 3.1.3 (1 point) N/A: 110 - 0 = 110
    const score = sprsScore(assessment('met', { '3.1.3': { finding: 'not_applicable' } }));
    expect(score).toMatchObject({ score: 110, deductions: [] });
  });

  it('8. remote access not permitted: 3.1.12 and 3.1.13 N/A with the policy deduct nothing; without it, NOT MET at full value', () => {
    // with the policy: 110 - 0 = 110
    const withPolicy = { finding: 'not_applicable' as const, capabilityOff: true };
    expect(sprsScore(assessment('met', { '3.1.12': withPolicy, '3.1.13': withPolicy })).score).toBe(110);
    // without it the N/A does not stand: NOT MET at the requirement's value (no 1-point case, since
    // 170.24(c)(2)(i)(B)(4) gives a value between 0 and 5 to 3.5.3 and 3.13.11 only), 110 - 5 - 5 = 100
    const withoutPolicy = { finding: 'not_applicable' as const };
    const score = sprsScore(assessment('met', { '3.1.12': withoutPolicy, '3.1.13': withoutPolicy }));
    expect(score.score).toBe(100);
    expect(score.deductions.map((d) => d.points)).toEqual([5, 5]);
    expect(score.deductions[0]!.reason).toMatch(
      /without a policy and procedure that keep remote access from being enabled: scored NOT MET/,
    );
    // one objective NOT MET besides the policy-less N/A: the requirement's value once, 110 - 5 = 105
    expect(
      sprsScore(assessment('met', { '3.1.12': withoutPolicy, '3.1.12[b]': { finding: 'not_met' } })).score,
    ).toBe(105);
    // wireless (3.1.16, 5 points) N/A without the policy: 110 - 5 = 105
    expect(sprsScore(assessment('met', { '3.1.16': withoutPolicy })).score).toBe(105);
  });

  it('9. an enduring exception or a temporary deficiency counts as MET (170.24(b)(1))', () => {
    // 3.1.1 NOT MET as an enduring exception: 110 - 0 = 110
    expect(
      sprsScore(assessment('met', { '3.1.1': { finding: 'not_met', basis: 'enduring_exception' } })).score,
    ).toBe(110);
    // 3.13.11 not FIPS under an operational plan of action: 110 - 0 = 110
    expect(
      sprsScore(assessment('met', { '3.13.11': { finding: 'not_met', basis: 'temporary_deficiency' } }))
        .score,
    ).toBe(110);
  });

  it('10. a requirement on the POA&M still deducts: the score is what is implemented today', () => {
    // 3.1.3 and 3.1.4 (1 point each) NOT MET, both on the POA&M: 110 - 1 - 1 = 108
    expect(sprsScore(assessment('met', notMet('3.1.3', '3.1.4'))).score).toBe(108);
  });

  it('11. no SSP, no score: 3.12.4 NOT MET or not yet assessed gives no number', () => {
    const none = sprsScore(assessment('met', notMet('3.12.4')));
    expect(none).toMatchObject({ scorable: false, score: null });
    expect(none.unscorableReason).toMatch(/no system security plan/);
    expect(sprsScore(assessment('met', { '3.12.4': { finding: null } })).scorable).toBe(false);
  });

  it('12. an objective not assessed (a Level 1 finding not yet confirmed at Level 2) counts as NOT MET', () => {
    // 3.1.1 [a] unconfirmed (no Level 2 finding): 110 - 5 = 105, and it says why
    const score = sprsScore(assessment('met', { '3.1.1[a]': { finding: null } }));
    expect(score.score).toBe(105);
    expect(score.deductions).toEqual([
      { requirementId: 'AC.L2-3.1.1', points: 5, reason: 'Not yet assessed: [a]' },
    ]);
  });

  it('13. a mixed case: 3-point, 1-point and partial deductions add up', () => {
    // in catalog order 3.1.3 (1) + 3.1.5 (3) + 3.5.3 partial (3) + 3.13.11 not FIPS (3) = 10; 110 - 10 = 100
    const score = sprsScore(
      assessment('met', {
        ...notMet('3.1.5', '3.1.3'),
        '3.5.3[d]': { finding: 'not_met', partial: 'remote_and_privileged_only' },
        '3.13.11': { finding: 'not_met', partial: 'not_fips_validated' },
      }),
    );
    expect(score.score).toBe(100);
    expect(score.deductions.map((d) => d.points)).toEqual([1, 3, 3, 3]);
  });
});

describe('POA&M items and the Conditional status, one case for each paragraph', () => {
  const candidate = { level: 2 as const, notMet: true, score: 100 };

  it('(a)(1): never at Level 1', () => {
    expect(poamRefusal({ ...candidate, level: 1, nist: '3.1.1', points: 5 })).toMatchObject({
      code: 'level_1',
      paragraph: '32 CFR 170.21(a)(1)',
    });
    expect(poamItemRefusal({ level: 1, nist: '3.1.1', notMet: true })!.code).toBe('level_1');
  });

  it('170.24(c)(2)(i)(B)(6): every NOT MET requirement may have an item, whatever its value', () => {
    for (const nist of ['3.1.1', '3.1.5', '3.1.20', '3.12.4', '3.13.11', '3.5.3'])
      expect(poamItemRefusal({ level: 2, nist, notMet: true })).toBeNull();
    expect(poamItemRefusal({ level: 2, nist: '3.1.3', notMet: false })!.code).toBe('not_met_only');
  });

  it('(a)(2)(i): the score must be at least 88 (80 % of 110); 87 is refused, 88 allowed', () => {
    // 110 x 0.8 = 88
    const refusal = conditionalIneligibility({ ...candidate, nist: '3.1.3', points: 1, score: 87 });
    expect(refusal).toMatchObject({ code: 'score_below_88', paragraph: '32 CFR 170.21(a)(2)(i)' });
    expect(refusal!.message).toMatch(/the score is 87: 1 more points are needed/);
    expect(conditionalIneligibility({ ...candidate, nist: '3.1.3', points: 1, score: 88 })).toBeNull();
    expect(
      conditionalIneligibility({ ...candidate, nist: '3.1.3', points: 1, score: null })!.message,
    ).toMatch(/system security plan/);
  });

  it('(a)(2)(ii): nothing worth more than 1 point, except 3.13.11 in its 3-point case', () => {
    expect(conditionalIneligibility({ ...candidate, nist: '3.1.5', points: 3 })).toMatchObject({
      code: 'worth_more_than_1',
      paragraph: '32 CFR 170.21(a)(2)(ii)',
    });
    const fips = conditionalIneligibility({ ...candidate, nist: '3.13.11', points: 5 });
    expect(fips!.message).toContain(
      '3.13.11 is allowed at 3 points once encryption is in place, even if not FIPS-validated',
    );
    expect(conditionalIneligibility({ ...candidate, nist: '3.13.11', points: 3 })).toBeNull();
  });

  it('(a)(2)(ii): 3.5.3 in its partial case is worth 3, and still not allowed: only 3.13.11 is excepted', () => {
    const partial = conditionalIneligibility({ ...candidate, nist: '3.5.3', points: 3 });
    expect(partial).toMatchObject({ code: 'worth_more_than_1' });
    expect(partial!.message).toContain('3.5.3 is worth 3 points in its partial case');
    expect(partial!.message).toContain('the one exception being 3.13.11');
    expect(partial!.message).not.toContain('5 points');
    const whole = conditionalIneligibility({ ...candidate, nist: '3.5.3', points: 5 });
    expect(whole!.message).toContain('3.5.3 is worth 5 points');
  });

  it('(a)(2)(iii): 3.1.20, 3.1.22, 3.10.3, 3.10.4, 3.10.5 and 3.12.4 never, though worth 1 or 0', () => {
    for (const nist of ['3.1.20', '3.1.22', '3.10.3', '3.10.4', '3.10.5', '3.12.4'])
      expect(conditionalIneligibility({ ...candidate, nist, points: sprsValue(nist) })).toMatchObject({
        code: 'never_on_poam',
        paragraph: '32 CFR 170.21(a)(2)(iii)',
      });
  });

  it('only a requirement NOT MET goes on a POA&M', () => {
    expect(poamRefusal({ ...candidate, nist: '3.1.3', points: 0, notMet: false })!.code).toBe('not_met_only');
  });
});

describe('what the findings would support if affirmed now (D35 wouldBe)', () => {
  const base: WouldBeFacts = {
    allMet: false,
    openRequirements: ['3.1.3'],
    allowedPoamRequirements: ['3.1.3'],
    score: 109,
  };

  it('is Final when every requirement is MET, Conditional when the rest is on an allowed POA&M, else none', () => {
    expect(
      wouldBeStatus({ allMet: true, openRequirements: [], allowedPoamRequirements: [], score: 110 }),
    ).toBe('final');
    // 110 - 1 (3.1.3) = 109 >= 88, 3.1.3 on an allowed item: Conditional.
    expect(wouldBeStatus(base)).toBe('conditional');
    expect(wouldBeStatus({ ...base, allowedPoamRequirements: [] })).toBe('none');
  });

  it('a 5-point NOT MET with its item: no Conditional', () => {
    // 3.1.1 NOT MET: 110 - 5 = 105 >= 88, but an item worth 5 cannot support Conditional
    // (170.21(a)(2)(ii)): the item is not among the allowed ones, so the status is none.
    const item = conditionalIneligibility({ level: 2, nist: '3.1.1', notMet: true, points: 5, score: 105 });
    expect(item!.code).toBe('worth_more_than_1');
    expect(
      wouldBeStatus({ allMet: false, openRequirements: ['3.1.1'], allowedPoamRequirements: [], score: 105 }),
    ).toBe('none');
  });

  it('a score of 87: none, even with every item allowed', () => {
    // 110 - 23 = 87 < 88 (170.21(a)(2)(i)).
    expect(wouldBeStatus({ ...base, score: 87 })).toBe('none');
    expect(wouldBeStatus({ ...base, score: 88 })).toBe('conditional');
  });
});

describe('the status affirmed and recorded (D35)', () => {
  const conditional: RecordedStatusFacts = {
    affirmed: 'conditional',
    conditionalStatusDate: '2026-06-01',
    closedOutAt: null,
    today: '2026-07-01',
  };

  it('is none before any affirmation, Final as affirmed', () => {
    expect(recordedStatus({ ...conditional, affirmed: null })).toBe('none');
    expect(recordedStatus({ ...conditional, affirmed: 'final', conditionalStatusDate: null })).toBe('final');
  });

  it('stays Conditional until the closeout, even with every item closed and every finding MET', () => {
    // The facts hold no finding: only the recorded closeout moves a Conditional status (170.21(b)).
    expect(recordedStatus(conditional)).toBe('conditional');
    expect(recordedStatus({ ...conditional, closedOutAt: '2026-06-20' })).toBe('final');
  });

  it('counts 180 days from the status date: day 180 Conditional, day 181 without closeout expired', () => {
    // 2026-06-01 + 180 days = 2026-11-28 (June 29 + July 31 + August 31 + September 30 + October 31 + 28 = 180)
    expect(poamCloseBy('2026-06-01')).toBe('2026-11-28');
    expect(recordedStatus({ ...conditional, today: '2026-11-28' })).toBe('conditional');
    // Day 181: 2026-11-29.
    expect(recordedStatus({ ...conditional, today: '2026-11-29' })).toBe('expired');
    // A closeout recorded in time keeps it Final after day 181.
    expect(recordedStatus({ ...conditional, closedOutAt: '2026-10-01', today: '2027-01-01' })).toBe('final');
  });
});

describe('the POA&M closeout (170.21(b), 170.16(a)(1)(ii)(B))', () => {
  // Status date 2026-06-01; its day 180 is 2026-11-28 (as above), day 181 2026-11-29.
  const facts: CloseoutFacts = {
    affirmed: 'conditional',
    conditionalStatusDate: '2026-06-01',
    closedOutAt: null,
    notMet: [],
    closedAt: '2026-09-01',
    sprsEnteredAt: '2026-09-02',
    today: '2026-09-10',
    latestDay: '2026-09-11',
  };

  it('is accepted on or after the status date, within its 180 days, with every item MET', () => {
    expect(closeoutRefusal(facts)).toBeNull();
    // On the status date itself (day 0).
    expect(closeoutRefusal({ ...facts, closedAt: '2026-06-01', sprsEnteredAt: '2026-06-01' })).toBeNull();
  });

  it('is refused before the status date', () => {
    // 2026-05-31 is one day before 2026-06-01.
    expect(closeoutRefusal({ ...facts, closedAt: '2026-05-31' })).toMatchObject({
      code: 'closeout_before_status_date',
      field: 'closedAt',
    });
  });

  it('is accepted on day 180 and refused on day 181', () => {
    // Today is day 180 (2026-11-28 UTC); somewhere on Earth it is already 2026-11-29.
    const onDay180 = { ...facts, today: '2026-11-28', latestDay: '2026-11-29' };
    expect(closeoutRefusal({ ...onDay180, closedAt: '2026-11-28', sprsEnteredAt: '2026-11-28' })).toBeNull();
    // Dated day 181 (2026-11-29): beyond the 180 days.
    expect(
      closeoutRefusal({ ...onDay180, closedAt: '2026-11-29', sprsEnteredAt: '2026-11-29' }),
    ).toMatchObject({
      code: 'closeout_after_180_days',
      field: 'closedAt',
    });
    // Recorded on day 181, even dated within the 180 days: the status has expired.
    expect(
      closeoutRefusal({ ...facts, today: '2026-11-29', latestDay: '2026-11-30', closedAt: '2026-11-20' }),
    ).toMatchObject({ code: 'conditional_expired' });
    // Its SPRS entry on day 181: after the 180 days (170.16(a)(1)(ii)(B)).
    expect(closeoutRefusal({ ...onDay180, closedAt: '2026-11-28', sprsEnteredAt: '2026-11-29' })!.code).toBe(
      'closeout_sprs_entry_window',
    );
  });

  it('is refused in the future, with an item NOT MET, without a Conditional status or twice', () => {
    expect(closeoutRefusal({ ...facts, closedAt: '2026-09-12' })!.code).toBe('closeout_in_future');
    expect(closeoutRefusal({ ...facts, notMet: ['AC.L2-3.1.3'] })).toMatchObject({
      code: 'poam_not_met',
      message: expect.stringContaining('AC.L2-3.1.3'),
    });
    expect(closeoutRefusal({ ...facts, affirmed: 'final' })!.code).toBe('no_conditional_status');
    expect(closeoutRefusal({ ...facts, affirmed: null })!.code).toBe('no_conditional_status');
    expect(closeoutRefusal({ ...facts, closedOutAt: '2026-08-01' })!.code).toBe('closeout_recorded');
  });

  it('takes its SPRS entry on or after the closeout, within the 180 days, not in the future', () => {
    expect(closeoutRefusal({ ...facts, sprsEnteredAt: '2026-08-31' })).toMatchObject({
      code: 'closeout_sprs_entry_window',
      field: 'sprsEnteredAt',
    });
    expect(closeoutRefusal({ ...facts, sprsEnteredAt: '2026-09-12' })!.code).toBe(
      'closeout_sprs_entry_window',
    );
    expect(closeoutRefusal({ ...facts, sprsEnteredAt: '2026-09-01' })).toBeNull();
  });
});
