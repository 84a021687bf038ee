import { describe, expect, it } from 'vitest';
import { LEVEL2_FAMILY_COUNTS } from '../../src/contract/level2';
import {
  basisRefusal,
  gatedSprsScore,
  notApplicableWithoutApproval,
  sspMissingParts,
  sspPartMissingMessage,
  wholeRequirementBases,
  type BasisFacts,
  type GatedFinding,
  type GatedRequirement,
  type PlanFacts,
} from '../../src/contract/ssp-gate';

/**
 * The golden set of issue 39 items 1 and 2 (D35): 3.12.4 against the plan, and the enduring
 * exceptions and temporary deficiencies against the plan and the POA&M, each computed by hand
 * (DoD Assessment Methodology v1.2.1 Annex A; 32 CFR 170.24(b)(1), (c)(2); NIST SP 800-171A
 * 3.12.4). The catalog has the real 110 requirement numbers, two objectives each, except 3.12.4
 * with its eight ([a]-[h]) and 3.13.11 with one: 2 x 108 + 8 + 1 = 225 objectives.
 */

const CHAPTERS = Object.entries(LEVEL2_FAMILY_COUNTS).map(([family, count], index) => ({
  family,
  chapter: index + 1,
  count,
}));
const LETTERS = (nist: string) =>
  nist === '3.12.4' ? ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] : nist === '3.13.11' ? ['a'] : ['a', 'b'];
const NUMBERS = CHAPTERS.flatMap(({ family, chapter, count }) =>
  Array.from({ length: count }, (_, index) => ({ family, nist: `3.${chapter}.${index + 1}` })),
);
const ALL_IDS = NUMBERS.map(({ family, nist }) => `${family}.L2-${nist}`);

type Override = Partial<Omit<GatedFinding, 'letter'>>;

function assessment(
  all: GatedFinding['finding'] | Override,
  overrides: Record<string, Override> = {},
): GatedRequirement[] {
  return NUMBERS.map(({ family, nist }) => ({
    requirementId: `${family}.L2-${nist}`,
    nist,
    objectives: LETTERS(nist).map((letter) => ({
      letter,
      ...(typeof all === 'object' && all !== null ? { finding: null, ...all } : { finding: all }),
      ...overrides[nist],
      ...overrides[`${nist}[${letter}]`],
    })),
  }));
}

const TODAY = '2026-11-28';

/**
 * A complete plan: every part of 3.12.4 there, reviewed every 12 months, its latest revision
 * approved by an owner a month ago (D36: only an approved revision is an update of the plan).
 */
const PLAN: PlanFacts = {
  boundary: 'The office network and the Microsoft 365 GCC High tenant.',
  environment: 'One office; laptops; a file server.',
  connections: 'None.',
  sspReviewMonths: 12,
  lastApprovedOn: '2026-10-28',
  today: TODAY,
  statements: new Set(ALL_IDS),
  unjustifiedNotApplicable: [],
  // Every requirement approved as not applicable should it be one (D36): none asks for more.
  notApplicableApproved: new Set(ALL_IDS),
  externalSsp: null,
};
const EMPTY_PLAN: PlanFacts = {
  boundary: '',
  environment: '',
  connections: '',
  sspReviewMonths: null,
  lastApprovedOn: null,
  today: TODAY,
  statements: new Set(),
  unjustifiedNotApplicable: [],
  notApplicableApproved: new Set(),
  externalSsp: null,
};
const NO_BASES: BasisFacts = { exceptions: new Set(), planItems: new Map(), today: TODAY };

describe('3.12.4 against the plan (NIST SP 800-171A 3.12.4[b]-[h])', () => {
  it('all MET with an empty plan: no score, ssp_incomplete, every part named', () => {
    const score = gatedSprsScore(assessment('met'), EMPTY_PLAN, NO_BASES);
    // The findings would give 110 - 0 = 110; the plan lacks [b]-[h], so 3.12.4 is NOT MET: no score.
    expect(score).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'ssp_incomplete',
      sspMissing: ['b', 'c', 'd', 'e', 'f', 'g', 'h'].filter((part) => part !== 'd'),
    });
    expect(score.unscorableReason).toContain('[b] the system boundary');
    // 3.12.4 is worth 0: the only deduction is its row, 0 points, NOT MET on the six parts.
    expect(score.deductions).toEqual([
      { requirementId: 'CA.L2-3.12.4', points: 0, reason: 'NOT MET: [b], [c], [e], [f], [g], [h]' },
    ]);
  });

  it('a complete plan: 110', () => {
    // 110 - 0 = 110
    expect(gatedSprsScore(assessment('met'), PLAN, NO_BASES)).toMatchObject({
      scorable: true,
      score: 110,
      unscorableCode: null,
      sspMissing: [],
    });
  });

  it('a complete plan never approved, or approved too long ago: no score, [h] named (D36)', () => {
    // Every part written, all 225 objectives MET, but no revision approved: the findings would
    // give 110 - 0 = 110; 3.12.4[h] counts as NOT MET, so no score.
    const never = gatedSprsScore(assessment('met'), { ...PLAN, lastApprovedOn: null }, NO_BASES);
    expect(never).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'ssp_incomplete',
      sspMissing: ['h'],
    });
    expect(never.unscorableReason).toContain('[h] a revision approved within that frequency');
    expect(never.deductions).toEqual([{ requirementId: 'CA.L2-3.12.4', points: 0, reason: 'NOT MET: [h]' }]);
    // Approved 2025-10-28: + 12 months = 2026-10-28, a month before today 2026-11-28: late, the same.
    expect(
      gatedSprsScore(assessment('met'), { ...PLAN, lastApprovedOn: '2025-10-28' }, NO_BASES).sspMissing,
    ).toEqual(['h']);
    // Approved on 2026-10-28 (PLAN): 2026-10-28 + 12 months = 2027-10-28, after today: 110 again.
    expect(gatedSprsScore(assessment('met'), PLAN, NO_BASES).score).toBe(110);
    expect(sspPartMissingMessage('h')).toBe(
      '3.12.4[h] cannot be MET: the system security plan lacks a revision approved within that frequency. First have an owner approve a revision of the plan on the Reports screen (NIST SP 800-171A 3.12.4[h]).',
    );
  });

  it('names each missing part alone', () => {
    const cases: [Partial<PlanFacts>, string[]][] = [
      [{ boundary: '  ' }, ['b']],
      [{ environment: '' }, ['c']],
      [{ unjustifiedNotApplicable: ['AC.L2-3.1.3[a]'] }, ['d']],
      [{ statements: new Set(ALL_IDS.filter((id) => id !== 'AC.L2-3.1.3')) }, ['e']],
      [{ connections: '' }, ['f']],
      // No frequency: neither defined [g] nor kept [h].
      [{ sspReviewMonths: null }, ['g', 'h']],
      // Approved 2025-11-27; every 12 months: 2025-11-27 + 12 months = 2026-11-27, before today
      // 2026-11-28: late.
      [{ lastApprovedOn: '2025-11-27' }, ['h']],
      // No revision approved (downloads and changes to the records are none): [h] not met.
      [{ lastApprovedOn: null }, ['h']],
      // Every 6 months: 2026-05-27 + 6 months = 2026-11-27 < 2026-11-28, late; as 2026-05-28
      // + 6 = 2026-11-28 = today is within (below).
      [{ sspReviewMonths: 6, lastApprovedOn: '2026-05-27' }, ['h']],
    ];
    for (const [change, parts] of cases)
      expect(sspMissingParts(assessment('met'), { ...PLAN, ...change })).toEqual(parts);
    // 2025-11-28 + 12 months = 2026-11-28 = today: still within.
    expect(sspMissingParts(assessment('met'), { ...PLAN, lastApprovedOn: '2025-11-28' })).toEqual([]);
    expect(
      sspMissingParts(assessment('met'), { ...PLAN, sspReviewMonths: 6, lastApprovedOn: '2026-05-28' }),
    ).toEqual([]);
    // Approved today: within any frequency, even every month (2026-11-28 + 1 = 2026-12-28).
    expect(
      sspMissingParts(assessment('met'), { ...PLAN, sspReviewMonths: 1, lastApprovedOn: TODAY }),
    ).toEqual([]);
    // Month ends: approved 2026-08-31, every 3 months = 2026-11-30 (November has 30 days), not
    // before today 2026-11-28: within. Approved 2026-05-31, every 6 months = 2026-11-30: within.
    // Approved 2026-02-28, every 9 months = 2026-11-28: within; 2026-02-27 + 9 = 2026-11-27: late.
    expect(
      sspMissingParts(assessment('met'), { ...PLAN, sspReviewMonths: 3, lastApprovedOn: '2026-08-31' }),
    ).toEqual([]);
    expect(
      sspMissingParts(assessment('met'), { ...PLAN, sspReviewMonths: 9, lastApprovedOn: '2026-02-28' }),
    ).toEqual([]);
    expect(
      sspMissingParts(assessment('met'), { ...PLAN, sspReviewMonths: 9, lastApprovedOn: '2026-02-27' }),
    ).toEqual(['h']);
    expect(sspPartMissingMessage('b')).toBe(
      '3.12.4[b] cannot be MET: the system security plan lacks the system boundary. First describe the boundary in the system security plan section of the scope (NIST SP 800-171A 3.12.4[b]).',
    );
  });

  it('asks no statement of a requirement that is N/A, and one of every other', () => {
    // 3.1.16 all N/A needs no statement; 3.1.3 with one N/A objective still does.
    const findings = assessment('met', {
      '3.1.16': { finding: 'not_applicable', capabilityOff: true },
      '3.1.3[a]': { finding: 'not_applicable' },
    });
    const without = (id: string) => new Set(ALL_IDS.filter((one) => one !== id));
    expect(sspMissingParts(findings, { ...PLAN, statements: without('AC.L2-3.1.16') })).toEqual([]);
    expect(sspMissingParts(findings, { ...PLAN, statements: without('AC.L2-3.1.3') })).toEqual(['e']);
  });

  it('105 of 110 statements missing: no score, so no Conditional either', () => {
    // 3.1.3 NOT MET (1 point) would give 110 - 1 = 109, Conditional; five statements only.
    const five = new Set(ALL_IDS.slice(0, 5));
    const score = gatedSprsScore(
      assessment('met', { '3.1.3[b]': { finding: 'not_met' } }),
      { ...PLAN, statements: five },
      NO_BASES,
    );
    expect(score).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'ssp_incomplete',
      sspMissing: ['e'],
    });
  });

  it('3.12.4 NOT MET by its own finding is no_ssp, with the parts still listed', () => {
    const score = gatedSprsScore(
      assessment('met', { '3.12.4[a]': { finding: 'not_met' } }),
      { ...PLAN, boundary: '' },
      NO_BASES,
    );
    expect(score).toMatchObject({ scorable: false, unscorableCode: 'no_ssp', sspMissing: ['b'] });
    expect(score.unscorableReason).toMatch(/no system security plan/);
  });

  it('an SSP kept outside the tool stands for every part', () => {
    const external = { evidenceId: 'f1', version: '3.2', date: '2026-09-01' };
    // 110 - 0 = 110 with an empty plan in the tool.
    expect(
      gatedSprsScore(assessment('met'), { ...EMPTY_PLAN, externalSsp: external }, NO_BASES),
    ).toMatchObject({
      scorable: true,
      score: 110,
      sspMissing: [],
    });
  });
});

describe('3.12.4[d]: each requirement found not applicable approved by an owner (D36)', () => {
  // 3.1.16 (wireless, with the policy that keeps it off) and 3.1.22 (no publicly accessible
  // system) wholly N/A; everything else MET. N/A counts as MET (32 CFR 170.24(b)(1)).
  const findings = () =>
    assessment('met', {
      '3.1.16': { finding: 'not_applicable', capabilityOff: true },
      '3.1.22': { finding: 'not_applicable' },
    });
  const approving = (...ids: string[]): PlanFacts => ({ ...PLAN, notApplicableApproved: new Set(ids) });

  it('two N/A requirements, none approved: [d] is missing and no score is given', () => {
    const score = gatedSprsScore(findings(), approving(), NO_BASES);
    // The findings alone: 110 - 0 = 110. The plan lacks [d]: 3.12.4 NOT MET on [d], worth 0, so no
    // score (170.24(c)(2)(i)(B)(5)).
    expect(score).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'ssp_incomplete',
      sspMissing: ['d'],
    });
    expect(score.deductions).toEqual([{ requirementId: 'CA.L2-3.12.4', points: 0, reason: 'NOT MET: [d]' }]);
    expect(score.unscorableReason).toContain("an owner's approval of every requirement found not applicable");
  });

  it('one of two approved: still missing, and the message names the other', () => {
    const plan = approving('AC.L2-3.1.16');
    expect(sspMissingParts(findings(), plan)).toEqual(['d']);
    expect(notApplicableWithoutApproval(findings(), plan.notApplicableApproved)).toEqual(['AC.L2-3.1.22']);
    expect(sspPartMissingMessage('d', ['AC.L2-3.1.22'])).toBe(
      "3.12.4[d] cannot be MET: the system security plan lacks a justification for every objective found N/A and an owner's approval of every requirement found not applicable (1 lack it, first AC.L2-3.1.22). First give the justification of each N/A finding, and have an owner approve each requirement found not applicable in its plan entry (NIST SP 800-171A 3.12.4[d]).",
    );
  });

  it('both approved: 110 - 0 = 110', () => {
    expect(gatedSprsScore(findings(), approving('AC.L2-3.1.16', 'AC.L2-3.1.22'), NO_BASES)).toMatchObject({
      scorable: true,
      score: 110,
      sspMissing: [],
    });
  });

  it('asks no approval of a requirement only partly N/A, nor of an N/A that counts as NOT MET', () => {
    // 3.1.3 [a] N/A, [b] MET: the requirement is MET, not N/A; nothing to approve: 110.
    const partly = assessment('met', { '3.1.3[a]': { finding: 'not_applicable' } });
    expect(notApplicableWithoutApproval(partly, new Set())).toEqual([]);
    expect(gatedSprsScore(partly, approving(), NO_BASES).score).toBe(110);
    // 3.1.16 N/A without the policy that keeps wireless off counts as NOT MET (D30): no approval
    // asked, and it loses its 5 points instead: 110 - 5 = 105.
    const wireless = assessment('met', { '3.1.16': { finding: 'not_applicable' } });
    expect(notApplicableWithoutApproval(wireless, new Set())).toEqual([]);
    const score = gatedSprsScore(wireless, approving(), NO_BASES);
    expect(score).toMatchObject({ scorable: true, score: 105, sspMissing: [] });
  });

  it('an approval of a requirement no longer N/A asks nothing and counts for nothing', () => {
    // Approved while N/A, then 3.1.22[a] found MET: the requirement is MET and [d] has nothing to ask.
    const later = assessment('met', { '3.1.22[b]': { finding: 'not_applicable' } });
    expect(sspMissingParts(later, approving('AC.L2-3.1.22'))).toEqual([]);
    expect(sspMissingParts(later, approving())).toEqual([]);
  });
});

describe('enduring exceptions and temporary deficiencies (32 CFR 170.24(b)(1)(i)-(ii))', () => {
  const exception = { finding: 'not_met' as const, basis: 'enduring_exception' as const };
  const ITEM = { requirementId: 'AC.L2-3.1.3', milestones: 1 };
  const deficiency = (more: Override = {}): Override => ({
    finding: 'not_met',
    basis: 'temporary_deficiency',
    planOfActionItemId: 'item-1',
    arisenOn: '2026-10-01',
    implementedBefore: true,
    ...more,
  });

  it('3.12.4 as an enduring exception: refused, and no score', () => {
    // Listed in the plan or not, 3.12.4 is never an exception: [a] NOT MET, no SSP, no score.
    const bases = { ...NO_BASES, exceptions: new Set(['CA.L2-3.12.4']) };
    expect(basisRefusal('CA.L2-3.12.4', '3.12.4', exception, bases)?.code).toBe('basis_on_ssp');
    expect(gatedSprsScore(assessment('met', { '3.12.4[a]': exception }), PLAN, bases)).toMatchObject({
      scorable: false,
      score: null,
      unscorableCode: 'no_ssp',
    });
  });

  it('an exception counts as MET only while the plan lists it; removed, the points come off', () => {
    const findings = assessment('met', { '3.13.11': exception });
    const listed = { ...NO_BASES, exceptions: new Set(['SC.L2-3.13.11']) };
    // Listed: 110 - 0 = 110.
    expect(gatedSprsScore(findings, PLAN, listed)).toMatchObject({ score: 110, deductions: [] });
    // Removed from the plan: 3.13.11 NOT MET again, worth 5: 110 - 5 = 105.
    const removed = gatedSprsScore(findings, PLAN, NO_BASES);
    expect(removed).toMatchObject({ scorable: true, score: 105 });
    expect(removed.deductions).toEqual([
      { requirementId: 'SC.L2-3.13.11', points: 5, reason: 'NOT MET: [a]' },
    ]);
    expect(basisRefusal('SC.L2-3.13.11', '3.13.11', exception, NO_BASES)?.code).toBe('exception_not_in_ssp');
  });

  it('every objective a temporary deficiency without a POA&M item: none counts, no score', () => {
    // All 225 objectives NOT MET "temporary deficiency", no item: every basis dropped. 3.12.4 NOT
    // MET by its findings: no_ssp, and the other 109 lose 313 points in all.
    const score = gatedSprsScore(
      assessment(deficiency({ planOfActionItemId: null })),
      PLAN,
      NO_BASES,
    );
    expect(score).toMatchObject({ scorable: false, score: null, unscorableCode: 'no_ssp' });
    expect(score.deductions.reduce((sum, d) => sum + d.points, 0)).toBe(313);
    // With 3.12.4 MET: 110 - 313 = -203, the lowest score there is.
    const withPlan = gatedSprsScore(
      assessment(deficiency({ planOfActionItemId: null }), { '3.12.4': { finding: 'met', basis: null } }),
      PLAN,
      NO_BASES,
    );
    expect(withPlan).toMatchObject({ scorable: true, score: -203 });
  });

  it('a deficiency with a proper item counts as MET, and the score shows it', () => {
    const bases = { ...NO_BASES, planItems: new Map([['item-1', ITEM]]) };
    // 3.1.3 [a] and [b] temporary deficiencies on item-1 (1 milestone): MET, 110 - 0 = 110.
    expect(gatedSprsScore(assessment('met', { '3.1.3': deficiency() }), PLAN, bases)).toMatchObject({
      scorable: true,
      score: 110,
      deductions: [],
    });
    // Only [b]: 110 as well; and the item deleted later: 3.1.3 NOT MET, 110 - 1 = 109.
    expect(gatedSprsScore(assessment('met', { '3.1.3[b]': deficiency() }), PLAN, bases).score).toBe(110);
    expect(gatedSprsScore(assessment('met', { '3.1.3[b]': deficiency() }), PLAN, NO_BASES).score).toBe(109);
  });

  it('refuses each missing piece of a deficiency by name', () => {
    const bases = {
      ...NO_BASES,
      planItems: new Map([
        ['item-1', ITEM],
        ['item-bare', { requirementId: 'AC.L2-3.1.3', milestones: 0 }],
        ['item-other', { requirementId: 'AC.L2-3.1.5', milestones: 2 }],
      ]),
    };
    const refusal = (more: Override) =>
      basisRefusal('AC.L2-3.1.3', '3.1.3', deficiency(more) as GatedFinding, bases)?.message ?? null;
    expect(refusal({})).toBeNull();
    expect(refusal({ planOfActionItemId: null })).toContain('name the POA&M item of AC.L2-3.1.3');
    expect(refusal({ planOfActionItemId: 'item-other' })).toContain('not of AC.L2-3.1.5');
    expect(refusal({ planOfActionItemId: 'item-bare' })).toContain('at least one milestone');
    expect(refusal({ arisenOn: null })).toContain('say when the deficiency arose');
    expect(refusal({ arisenOn: '2026-11-29' })).toContain('not in the future');
    expect(refusal({ implementedBefore: false })).toContain('implemented before');
    expect(refusal({ planOfActionItemId: null })).toContain('DoD Assessment Methodology 7(b)');
  });

  it('flags a requirement whose every objective rests on a basis', () => {
    const bases = { ...NO_BASES, planItems: new Map([['item-1', ITEM]]) };
    const whole = gatedSprsScore(assessment('met', { '3.1.3': deficiency() }), PLAN, bases);
    expect(wholeRequirementBases(whole.requirements)).toEqual(['AC.L2-3.1.3']);
    const half = gatedSprsScore(assessment('met', { '3.1.3[a]': deficiency() }), PLAN, bases);
    expect(wholeRequirementBases(half.requirements)).toEqual([]);
  });
});
