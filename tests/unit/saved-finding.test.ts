import { describe, expect, it } from 'vitest';
import {
  objectiveId,
  rollUp,
  type Assessment,
  type FindingFact,
  type ObjectiveFinding,
  type SavedFinding,
} from '../../src/contract/assessment';
import type { DomainProgress, OverallProgress } from '../../src/contract/progress';
import {
  assessmentAfterSave,
  domainProgressAfterSave,
  linksAfterSave,
  overallProgressAfterSave,
} from '../../src/contract/saved-finding';

/*
 * Issue 24: a saved finding's answer goes into the screens' data without reading it again. A small
 * catalog: practice P1 (objectives a, b) in domain D1 and P2 (objective a) in domain D2, each its
 * own requirement.
 */
const catalog = [
  {
    id: 'P1',
    controlNumber: '1',
    identifier2024: 'R1',
    nistReference: '3.1.1',
    objectives: [{ letter: 'a' }, { letter: 'b' }],
  },
  {
    id: 'P2',
    controlNumber: '2',
    identifier2024: 'R2',
    nistReference: '3.1.2',
    objectives: [{ letter: 'a' }],
  },
];
const controls = [
  { id: 'P1', domainId: 'D1' },
  { id: 'P2', domainId: 'D2' },
];

function objective(
  controlId: string,
  letter: string,
  finding: ObjectiveFinding['finding'],
): ObjectiveFinding {
  return {
    objectiveId: objectiveId(controlId, letter),
    controlId,
    letter,
    finding,
    previousFinding: null,
    prefilledFrom: null,
    partial: null,
    basis: null,
    basisDescription: null,
    planOfActionItemId: null,
    arisenOn: null,
    implementedBefore: false,
    capabilityOff: false,
    methods: [],
    note: null,
    justification: null,
    evidenceIds: [],
    updatedAt: finding ? '2026-11-26T10:00:00.000Z' : null,
  };
}

function assessmentOf(objectives: ObjectiveFinding[]): Assessment {
  const facts: FindingFact[] = objectives.map(({ objectiveId: id, finding }) => ({
    objectiveId: id,
    finding,
  }));
  return { level: 1, objectives, ...rollUp(catalog, facts, []) };
}

const before = assessmentOf([
  objective('P1', 'a', 'met'),
  objective('P1', 'b', null),
  objective('P2', 'a', 'met'),
]);
// The server's answer to saving P1[b] MET: the roll-up of the whole assessment after the save.
const after = assessmentOf([
  objective('P1', 'a', 'met'),
  objective('P1', 'b', 'met'),
  objective('P2', 'a', 'met'),
]);
const saved: SavedFinding = {
  ...objective('P1', 'b', 'met'),
  practice: after.practices[0]!,
  requirement: after.requirements[0]!,
  overall: after.overall,
  verdictLapsed: false,
  implementation: null,
};

describe('assessmentAfterSave', () => {
  it('replaces the objective, its practice, its requirement and the overall result, nothing else', () => {
    const result = assessmentAfterSave(before, saved);
    expect(result).toEqual(after);
    // Before: P1 had 1 of 2 objectives, so R1 was not assessed and 1 of 2 requirements met.
    expect(before.overall).toMatchObject({ result: 'not_met', requirementsMet: 1 });
    // After: P1 2 of 2, R1 MET, so 2 of 2 requirements: MET.
    expect(result.overall).toMatchObject({ result: 'met', requirementsMet: 2, requirementsTotal: 2 });
    expect(result.practices[1]).toBe(before.practices[1]);
  });
});

describe('progress after a save (D28: objectives MET or N/A)', () => {
  it('recounts overall and per-domain objectives and keeps the status counts', () => {
    const overall: OverallProgress = {
      completed: 1,
      inProgress: 0,
      notStarted: 1,
      total: 2,
      percentage: 50,
      objectivesMet: 2,
      objectivesTotal: 3,
    };
    // 2 + 1 objectives MET of 2 + 1.
    expect(overallProgressAfterSave(overall, after)).toEqual({
      ...overall,
      objectivesMet: 3,
      objectivesTotal: 3,
    });
    const domain = (domainId: string, objectivesMet: number, objectivesTotal: number): DomainProgress => ({
      domainId,
      domainName: domainId,
      shortName: domainId,
      completedControls: 0,
      inProgressControls: 0,
      totalControls: 1,
      progressPercentage: 0,
      objectivesMet,
      objectivesTotal,
    });
    // D1 holds P1: 1 of 2 before, 2 of 2 after. D2 holds P2: 1 of 1 throughout.
    expect(domainProgressAfterSave([domain('D1', 1, 2), domain('D2', 1, 1)], after, controls)).toEqual([
      domain('D1', 2, 2),
      domain('D2', 1, 1),
    ]);
  });
});

describe('linksAfterSave (D22: a file on an objective serves its control)', () => {
  const file = (id: string, controlIds: string[], objectiveIds: string[]) => ({
    id,
    controlIds,
    objectiveIds,
  });
  const order = ['P1', 'P2'];

  it('links a saved file to the objective and its control, in catalog order', () => {
    const linked = { ...saved, evidenceIds: ['f1'] };
    expect(linksAfterSave(file('f1', ['P2'], []), linked, order)).toEqual(
      file('f1', ['P1', 'P2'], ['P1[b]']),
    );
  });

  it('unlinks a file left out from the objective but keeps its control link', () => {
    expect(linksAfterSave(file('f2', ['P1'], ['P1[a]', 'P1[b]']), saved, order)).toEqual(
      file('f2', ['P1'], ['P1[a]']),
    );
  });

  it('returns an untouched file as it is', () => {
    const untouched = file('f3', ['P2'], ['P2[a]']);
    expect(linksAfterSave(untouched, saved, order)).toBe(untouched);
  });
});
