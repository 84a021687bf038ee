import { describe, expect, it } from 'vitest';
import type { DomainProgress, OverallProgress } from '../../src/contract/progress';
import {
  domainProgressAfterStatus,
  implementationsAfterSave,
  overallProgressAfterStatus,
} from '../../src/contract/saved-implementation';

/*
 * Issue 24: a saved status goes into the screens' data without reading it again. Catalog of three
 * controls: C1 and C2 in domain D1, C3 in D2.
 */
const order = ['C1', 'C2', 'C3'];
const controls = [
  { id: 'C1', domainId: 'D1' },
  { id: 'C2', domainId: 'D1' },
  { id: 'C3', domainId: 'D2' },
];
type Status = 'not_started' | 'in_progress' | 'completed';
const record = (id: string, controlId: string, status: Status) => ({ id, controlId, status });

describe('implementationsAfterSave', () => {
  it('replaces a saved record and adds a new one in catalog order', () => {
    const before = [record('r1', 'C1', 'in_progress'), record('r3', 'C3', 'completed')];
    expect(implementationsAfterSave(before, record('r1', 'C1', 'completed'), order)).toEqual([
      record('r1', 'C1', 'completed'),
      record('r3', 'C3', 'completed'),
    ]);
    expect(implementationsAfterSave(before, record('r2', 'C2', 'in_progress'), order)).toEqual([
      record('r1', 'C1', 'in_progress'),
      record('r2', 'C2', 'in_progress'),
      record('r3', 'C3', 'completed'),
    ]);
  });
});

describe('status counts after a save (document 2: a control without a record is not started)', () => {
  const records = [
    record('r1', 'C1', 'completed'),
    record('r2', 'C2', 'in_progress'),
    record('r3', 'C3', 'completed'),
  ];

  it('recounts overall: 2 completed and 1 in progress of 3, 67 %, objectives untouched', () => {
    const before: OverallProgress = {
      completed: 1,
      inProgress: 1,
      notStarted: 1,
      total: 3,
      percentage: 33,
      objectivesMet: 4,
      objectivesTotal: 9,
    };
    // 2 of 3 completed: 66.7 %, shown as 67; 3 - 2 - 1 = 0 not started.
    expect(overallProgressAfterStatus(before, records)).toEqual({
      ...before,
      completed: 2,
      inProgress: 1,
      notStarted: 0,
      percentage: 67,
    });
  });

  it('recounts each domain from its own controls', () => {
    const domain = (
      domainId: string,
      total: number,
      completed: number,
      inProgress: number,
    ): DomainProgress => ({
      domainId,
      domainName: domainId,
      shortName: domainId,
      completedControls: completed,
      inProgressControls: inProgress,
      totalControls: total,
      progressPercentage: Math.round((completed / total) * 100),
      objectivesMet: 0,
      objectivesTotal: 3,
    });
    // D1: C1 completed, C2 in progress: 1 of 2, 50 %. D2: C3 completed: 1 of 1, 100 %.
    expect(
      domainProgressAfterStatus([domain('D1', 2, 0, 0), domain('D2', 1, 0, 0)], records, controls),
    ).toEqual([domain('D1', 2, 1, 1), domain('D2', 1, 1, 0)]);
  });
});
