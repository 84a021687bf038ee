import { describe, expect, it } from 'vitest';
import {
  asksBeforeNotApplicable,
  BASIS_DESCRIPTION_REQUIRED,
  JUSTIFICATION_REQUIRED,
} from '../../src/contract/assessment';
import {
  capabilityPolicyLabel,
  findingProblems,
  level2Objective,
  namesCui,
  PARTIAL_FULL_LABELS,
  sprsValueLabel,
} from '../../src/contract/level2-findings';
import { capabilityPolicyRequired, PARTIALS } from '../../src/contract/sprs';
import { LEVEL_SUMMARIES } from '../../src/contract/target-level';

/** What the control dialog offers and checks on a Level 2 finding before sending it (D30). */

describe('level2Objective', () => {
  it('offers the partial case on 3.5.3 and 3.13.11 only, and the capability policy on the five not permitted', () => {
    expect(level2Objective('IA.L2-3.5.3[d]')).toEqual({
      nist: '3.5.3',
      partial: 'remote_and_privileged_only',
      capability: null,
    });
    expect(level2Objective('SC.L2-3.13.11[a]')).toMatchObject({ partial: 'not_fips_validated' });
    // 3.5.3's case goes on [d] only (D35): [a]-[c] NOT MET lose the full 5 points
    for (const letter of ['a', 'b', 'c']) expect(level2Objective(`IA.L2-3.5.3[${letter}]`)?.partial).toBeNull();
    expect(level2Objective('AC.L2-3.1.12[a]')).toEqual({
      nist: '3.1.12',
      partial: null,
      capability: 'remote access',
    });
    expect(level2Objective('AC.L2-3.1.16[b]')?.capability).toBe('wireless access');
    expect(level2Objective('AC.L2-3.1.18[c]')?.capability).toBe('mobile devices');
    expect(level2Objective('AC.L2-3.1.1[a]')).toEqual({ nist: '3.1.1', partial: null, capability: null });
  });

  it('is null at Level 1 and for anything that is not an objective id', () => {
    expect(level2Objective('IA.L1-3.5.2[a]')).toBeNull();
    expect(level2Objective('IA.L2-3.5.3')).toBeNull();
    expect(level2Objective('nonsense')).toBeNull();
  });
});

describe('findingProblems', () => {
  it('asks an N/A for its justification at both levels (D22)', () => {
    expect(findingProblems('AC.L1-3.1.1[a]', { finding: 'not_applicable', justification: ' ' })).toEqual({
      justification: JUSTIFICATION_REQUIRED,
    });
    expect(findingProblems('AC.L2-3.1.1[a]', { finding: 'not_applicable', justification: 'None' })).toEqual(
      {},
    );
  });

  it('asks an N/A of remote access, wireless or mobile devices for the policy, with the server words (D30)', () => {
    for (const id of [
      'AC.L2-3.1.12[a]',
      'AC.L2-3.1.13[a]',
      'AC.L2-3.1.16[a]',
      'AC.L2-3.1.17[a]',
      'AC.L2-3.1.18[a]',
    ]) {
      const nist = level2Objective(id)!.nist;
      expect(findingProblems(id, { finding: 'not_applicable', justification: 'Not permitted' })).toEqual({
        capabilityOff: capabilityPolicyRequired(nist),
      });
      expect(
        findingProblems(id, {
          finding: 'not_applicable',
          justification: 'Not permitted',
          capabilityOff: true,
        }),
      ).toEqual({});
    }
    // Only on an N/A, and never at Level 1.
    expect(findingProblems('AC.L2-3.1.12[a]', { finding: 'met' })).toEqual({});
    expect(findingProblems('AC.L1-3.1.20[a]', { finding: 'not_applicable', justification: 'x' })).toEqual({});
  });

  it('asks a NOT MET counted as MET by rule for its description (32 CFR 170.24(b)(1))', () => {
    expect(
      findingProblems('SC.L2-3.13.11[a]', {
        finding: 'not_met',
        basis: 'temporary_deficiency',
        basisDescription: '',
      }),
    ).toEqual({ basisDescription: BASIS_DESCRIPTION_REQUIRED });
    expect(
      findingProblems('SC.L2-3.13.11[a]', {
        finding: 'not_met',
        basis: 'enduring_exception',
        basisDescription: 'Test bench, SSP section 5',
      }),
    ).toEqual({});
    expect(findingProblems('SC.L2-3.13.11[a]', { finding: 'not_met', basis: null })).toEqual({});
  });
});

describe('how Level 2 values and choices read', () => {
  it('names the SPRS value of a requirement, its partial case, and the SSP that has none', () => {
    expect(sprsValueLabel('3.1.1')).toBe('5 points');
    expect(sprsValueLabel('3.1.5')).toBe('3 points');
    expect(sprsValueLabel('3.1.3')).toBe('1 point');
    expect(sprsValueLabel('3.5.3')).toBe('5 points, or 3 in its partial case');
    expect(sprsValueLabel('3.13.11')).toBe('5 points, or 3 in its partial case');
    expect(sprsValueLabel('3.12.4')).toBe('0 points, but no score at all without it');
  });

  it('words the capability box and both cases of each partial requirement', () => {
    expect(capabilityPolicyLabel('3.1.12')).toBe(
      'A policy and procedure keep remote access from being enabled',
    );
    expect(capabilityPolicyLabel('3.1.18')).toBe(
      'A policy and procedure keep mobile devices from being enabled',
    );
    expect(Object.keys(PARTIAL_FULL_LABELS).sort()).toEqual([...PARTIALS].sort());
  });

  it('tells the objectives that name CUI, where Level 1 named FCI', () => {
    expect(namesCui('CUI posted or processed on publicly accessible systems is controlled.')).toBe(true);
    expect(namesCui('authorized users are identified.')).toBe(false);
  });

  it('summarises each level with the counts of the reference', () => {
    expect(LEVEL_SUMMARIES[1].facts.join(' ')).toMatch(/17 practices.*59 objectives/);
    expect(LEVEL_SUMMARIES[2].facts.join(' ')).toMatch(
      /110 requirements of NIST SP 800-171 Rev 2.*320 objectives/,
    );
    expect(LEVEL_SUMMARIES[2].lead).toMatch(/CUI/);
    expect(LEVEL_SUMMARIES[1].lead).toMatch(/FCI/);
  });
});

describe('asksBeforeNotApplicable at Level 2 (D28, D30)', () => {
  it('expects N/A where a capability may be not permitted, and on the public-access requirements', () => {
    for (const id of [
      'AC.L2-3.1.12[a]',
      'AC.L2-3.1.13[a]',
      'AC.L2-3.1.16[a]',
      'AC.L2-3.1.17[a]',
      'AC.L2-3.1.18[a]',
    ])
      expect(asksBeforeNotApplicable(id, null, 'not_applicable')).toBe(false);
    expect(asksBeforeNotApplicable('AC.L2-3.1.22[a]', null, 'not_applicable')).toBe(false);
    expect(asksBeforeNotApplicable('SC.L2-3.13.5[a]', null, 'not_applicable')).toBe(false);
  });

  it('asks elsewhere, as at Level 1', () => {
    expect(asksBeforeNotApplicable('IA.L2-3.5.3[a]', null, 'not_applicable')).toBe(true);
    expect(asksBeforeNotApplicable('AC.L2-3.1.1[a]', 'met', 'not_applicable')).toBe(true);
  });
});
