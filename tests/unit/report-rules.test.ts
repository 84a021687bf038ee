import { describe, expect, it } from 'vitest';
import {
  areasNeedingAttention,
  complianceRating,
  controlsWithoutEvidence,
  reportFileName,
} from '../../src/contract/report';
import { clip, printable } from '../../src/server/reports/pdf-layout';

describe('complianceRating (document 2 section 4, D28)', () => {
  it('is Excellent at 90, Good at 75, Needs Improvement at 50, Critical below, for a Level 1 MET', () => {
    expect(complianceRating(100, true)).toBe('Excellent');
    expect(complianceRating(90, true)).toBe('Excellent');
    expect(complianceRating(89, true)).toBe('Good');
    expect(complianceRating(75, true)).toBe('Good');
    expect(complianceRating(74, true)).toBe('Needs Improvement');
    expect(complianceRating(50, true)).toBe('Needs Improvement');
    expect(complianceRating(49, true)).toBe('Critical');
  });

  it('is never Excellent below MET: one requirement NOT MET with 58 of 59 objectives (98 %) reads Good', () => {
    // 58 / 59 = 0.983 -> 98 %: Excellent by document 2's threshold, but Level 1 is NOT MET.
    expect(complianceRating(98, false)).toBe('Good');
    expect(complianceRating(100, false)).toBe('Good');
    expect(complianceRating(89, false)).toBe('Good');
    expect(complianceRating(74, false)).toBe('Needs Improvement');
    expect(complianceRating(49, false)).toBe('Critical');
  });
});

describe('reportFileName', () => {
  it('is cmmc-compliance-report-{date}.json', () => {
    expect(reportFileName(new Date(2026, 0, 5))).toBe('cmmc-compliance-report-2026-01-05.json');
  });

  it('names the PDF made on the server the same way (D25)', () => {
    expect(reportFileName(new Date(2026, 10, 22), 'pdf')).toBe('cmmc-compliance-report-2026-11-22.pdf');
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

describe('areasNeedingAttention (the report, D28)', () => {
  const domain = (domainId: string, objectivesMet: number, objectivesTotal: number) => ({
    domainId,
    objectivesMet,
    objectivesTotal,
  });
  const work = (controlId: string, status: string, auditorStatus: 'approved' | 'rejected' | null = null) => ({
    controlId,
    status,
    auditorStatus,
  });

  it('lists open requirements, weak domains, complete controls without a file and open verdicts', () => {
    const areas = areasNeedingAttention({
      level1: { result: 'not_met', requirementsMet: 12, requirementsTotal: 15 },
      domains: [domain('AC', 6, 8), domain('IA', 3, 4)],
      controls: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      implementations: [work('a', 'completed'), work('b', 'completed', 'rejected'), work('c', 'in_progress')],
      evidence: [{ controlIds: ['b'] }],
    });
    expect(areas.requirementsOpen).toBe(3);
    // 6 of 8 and 3 of 4 are both 75 %, the "good" threshold: neither domain is weak.
    expect(areas.weakDomains).toEqual([]);
    expect(areas.completedWithoutEvidence).toEqual([{ id: 'a' }]);
    expect(areas.openVerdicts.map((item) => item.controlId)).toEqual(['b']);
    expect(areas.none).toBe(false);
  });

  it('counts a domain under 75 % as weak, and all 15 requirements open until the result is known (D15)', () => {
    const areas = areasNeedingAttention({
      level1: undefined,
      domains: [domain('AC', 5, 8)],
      controls: [],
      implementations: [],
      evidence: [],
    });
    expect(areas.requirementsOpen).toBe(15);
    expect(areas.weakDomains.map((item) => item.domainId)).toEqual(['AC']);
  });

  it('has nothing to attend once Level 1 is MET with every domain covered and every verdict answered', () => {
    const areas = areasNeedingAttention({
      level1: { result: 'met', requirementsMet: 15, requirementsTotal: 15 },
      domains: [domain('AC', 8, 8)],
      controls: [{ id: 'a' }],
      implementations: [work('a', 'completed', 'approved')],
      evidence: [{ controlIds: ['a'] }],
    });
    expect(areas.none).toBe(true);
  });
});

describe('text for the PDF report (D25)', () => {
  it('keeps what the standard fonts can print and marks the rest', () => {
    expect(printable('Café “Zürich” – 5 € … ok')).toBe('Café “Zürich” – 5 € … ok');
    expect(printable('Łódź 東京\tend\u0007')).toBe('?ód? ?? end ');
    expect(printable('two\nlines')).toBe('two\nlines');
  });

  it('cuts long text and says how long it was', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a'.repeat(20), 10)).toBe(`${'a'.repeat(10)}… [cut: 20 characters in all]`);
  });
});
