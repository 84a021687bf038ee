import { describe, expect, it } from 'vitest';
import { complianceRating, controlsWithoutEvidence, reportFileName } from '../../src/contract/report';

describe('complianceRating (document 2 section 4)', () => {
  it('is Excellent at 90, Good at 75, Needs Improvement at 50, Critical below', () => {
    expect(complianceRating(100)).toBe('Excellent');
    expect(complianceRating(90)).toBe('Excellent');
    expect(complianceRating(89)).toBe('Good');
    expect(complianceRating(75)).toBe('Good');
    expect(complianceRating(74)).toBe('Needs Improvement');
    expect(complianceRating(50)).toBe('Needs Improvement');
    expect(complianceRating(49)).toBe('Critical');
  });
});

describe('reportFileName', () => {
  it('is cmmc-compliance-report-{date}.json', () => {
    expect(reportFileName(new Date(2026, 0, 5))).toBe('cmmc-compliance-report-2026-01-05.json');
  });
});

describe('controlsWithoutEvidence', () => {
  it('lists the controls no file serves, counting every control a file is linked to (D22)', () => {
    const controls = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    expect(controlsWithoutEvidence(controls, [{ controlIds: ['b'] }, { controlIds: ['b', 'd'] }])).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
  });
});
