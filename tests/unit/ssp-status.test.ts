import { describe, expect, it } from 'vitest';
import { practiceStanding, type CatalogPractice, type FindingFacts } from '../../src/contract/assessment';
import { sspRequirementStatus } from '../../src/contract/ssp-status';

// 3.1.1 has six objectives [a]-[f] (NIST SP 800-171A); the status is read from their findings.
const practice: CatalogPractice = {
  id: 'AC.L2-3.1.1',
  controlNumber: 'AC.L2-3.1.1',
  identifier2024: null,
  nistReference: '3.1.1',
  objectives: ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => ({ letter })),
};

function statusOf(findings: Record<string, 'met' | 'not_met' | 'not_applicable'>): string {
  const facts: FindingFacts = new Map(
    Object.entries(findings).map(([letter, finding]) => [`AC.L2-3.1.1[${letter}]`, { finding }]),
  );
  return sspRequirementStatus(practiceStanding(practice, facts, 0));
}

describe('the plan status of a requirement comes from its findings (D36)', () => {
  it('all six objectives MET: implemented', () => {
    expect(statusOf({ a: 'met', b: 'met', c: 'met', d: 'met', e: 'met', f: 'met' })).toBe('implemented');
  });
  it('four MET and two N/A: implemented (an N/A objective counts as met, 170.24(b)(1))', () => {
    expect(statusOf({ a: 'met', b: 'met', c: 'met', d: 'met', e: 'not_applicable', f: 'not_applicable' })).toBe(
      'implemented',
    );
  });
  it('all six N/A: not applicable', () => {
    const all = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => [l, 'not_applicable' as const]));
    expect(statusOf(all)).toBe('not_applicable');
  });
  it('five MET and one NOT MET: partially implemented (5 of 6 met, not all)', () => {
    expect(statusOf({ a: 'met', b: 'met', c: 'met', d: 'met', e: 'met', f: 'not_met' })).toBe(
      'partially_implemented',
    );
  });
  it('one MET and five not yet assessed: partially implemented (1 of 6)', () => {
    expect(statusOf({ a: 'met' })).toBe('partially_implemented');
  });
  it('nothing assessed: planned (0 of 6)', () => {
    expect(statusOf({})).toBe('planned');
  });
  it('every objective NOT MET: planned (0 of 6 met)', () => {
    const all = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => [l, 'not_met' as const]));
    expect(statusOf(all)).toBe('planned');
  });
});
