import { describe, expect, it } from 'vitest';
import { runDiagnostic, scoreTone, type ControlStanding } from '../../src/contract/diagnostic';

const control = (
  id: string,
  domainId: string,
  overrides: Partial<ControlStanding> = {},
): ControlStanding => ({
  id,
  controlNumber: id,
  title: `Title ${id}`,
  domainId,
  status: 'not_started',
  evidenceCount: 0,
  auditorStatus: null,
  ...overrides,
});

describe('runDiagnostic (D15)', () => {
  it('gives 1, 0.5, 0.25 and 0 credit and scores to one decimal', () => {
    const result = runDiagnostic([
      control('A1', 'A', { status: 'completed', evidenceCount: 2 }),
      control('A2', 'A', { status: 'completed' }),
      control('B1', 'B', { status: 'in_progress', evidenceCount: 1 }),
      control('B2', 'B'),
      control('B3', 'B', { status: 'completed', evidenceCount: 1, auditorStatus: 'rejected' }),
      control('B4', 'B', { status: 'completed', evidenceCount: 1, auditorStatus: 'approved' }),
    ]);
    // (1 + 0.5 + 0.25 + 0 + 0 + 1) / 6 = 45.83...%
    expect(result.overallScore).toBe('45.8');
    expect(result.domainScores).toEqual({ A: 75, B: 31.3 });
    expect(result.readinessLevel).toBe('not_ready');
    expect(result).toMatchObject({
      totalControls: 6,
      completedControls: 4,
      inProgressControls: 1,
      notStartedControls: 1,
    });
    expect(result.criticalGaps).toEqual([
      'A2 Title A2: marked complete, but no evidence file is uploaded',
      'B1 Title B1: still in progress',
      'B2 Title B2: not started yet',
      'B3 Title B3: rejected by an auditor and must be fixed',
    ]);
    expect(result.recommendations[0]).toBe('Upload evidence for the controls already marked complete: A2.');
    expect(result.recommendations[1]).toMatch(/rejected controls: B3/);
    // 1 not started x 5 + 1 in progress x 2 + 1 missing evidence x 1 + 1 rejected x 3
    expect(result.estimatedTimeToCompletion).toBe(11);
  });

  it('is partially ready from 50, and audit ready only when every control earns full credit', () => {
    const half = runDiagnostic([
      control('A', 'X', { status: 'completed', evidenceCount: 1 }),
      control('B', 'X'),
    ]);
    expect(half.overallScore).toBe('50.0');
    expect(half.readinessLevel).toBe('partially_ready');
    const almost = runDiagnostic([
      control('A', 'X', { status: 'completed', evidenceCount: 1 }),
      control('B', 'X', { status: 'completed' }),
    ]);
    expect(almost.readinessLevel).toBe('partially_ready');
    const ready = runDiagnostic([
      control('A', 'X', { status: 'completed', evidenceCount: 1 }),
      control('B', 'X', { status: 'completed', evidenceCount: 3 }),
    ]);
    expect(ready).toMatchObject({
      overallScore: '100.0',
      readinessLevel: 'audit_ready',
      criticalGaps: [],
      estimatedTimeToCompletion: 0,
    });
    expect(ready.recommendations[0]).toMatch(/affirm the result in SPRS/);
  });
});

describe('open auditor verdicts (D15, D19)', () => {
  it('earn nothing and block audit ready, whatever the status', () => {
    const verdicts = runDiagnostic([
      control('A', 'X', { status: 'completed', evidenceCount: 1 }),
      control('B', 'X', { status: 'completed', evidenceCount: 1, auditorStatus: 'needs_clarification' }),
      control('C', 'X', { status: 'in_progress', evidenceCount: 1, auditorStatus: 'rejected' }),
    ]);
    expect(verdicts.overallScore).toBe('33.3');
    expect(verdicts.readinessLevel).toBe('not_ready');
    expect(verdicts.criticalGaps).toEqual([
      'B Title B: an auditor asked for clarification',
      'C Title C: rejected by an auditor and must be fixed',
    ]);
    expect(verdicts.recommendations).toContain(
      "Answer the auditor's questions on B and resubmit them for review.",
    );
    // 1 rejected x 3 + 1 needing clarification x 1
    expect(verdicts.estimatedTimeToCompletion).toBe(4);
    const oneQuestion = runDiagnostic([
      control('A', 'X', { status: 'completed', evidenceCount: 1, auditorStatus: 'approved' }),
      control('B', 'X', { status: 'completed', evidenceCount: 1, auditorStatus: 'needs_clarification' }),
    ]);
    expect(oneQuestion.readinessLevel).not.toBe('audit_ready');
  });
});

describe('scoreTone (document 2 section 4)', () => {
  it('is green at 85, yellow at 65, red below', () => {
    expect(scoreTone(85)).toBe('green');
    expect(scoreTone(84.9)).toBe('yellow');
    expect(scoreTone(65)).toBe('yellow');
    expect(scoreTone(64.9)).toBe('red');
  });
});
