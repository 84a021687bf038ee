import { describe, expect, it } from 'vitest';
import {
  asksBeforeNotApplicable,
  JUSTIFICATION_REQUIRED,
  LEVEL1_TOTALS,
  level1Label,
  objectiveId,
  objectivesMetOf,
  parseObjectiveId,
  practiceStanding,
  rollUp,
  saveFindingSchema,
  type CatalogPractice,
  type ControlEvidenceLink,
  type Finding,
  type FindingFact,
} from '../../src/contract/assessment';
import { CONTROLS } from '../../src/server/catalog/data';

/** The catalog as the roll-up sees it: the control's id is its controlNumber. */
const catalog: CatalogPractice[] = CONTROLS.map((c) => ({
  id: c.controlNumber,
  controlNumber: c.controlNumber,
  identifier2024: c.identifier2024,
  nistReference: c.nistReference,
  objectives: c.objectives,
}));

const practiceOf = (id: string) => catalog.find((practice) => practice.id === id)!;

/** One finding for every objective of the catalog, with exceptions by objective id. */
function findingsFor(all: Finding | null, except: Record<string, Finding | null> = {}): FindingFact[] {
  return catalog.flatMap((practice) =>
    practice.objectives.map(({ letter }) => {
      const id = objectiveId(practice.id, letter);
      return { objectiveId: id, finding: id in except ? except[id]! : all };
    }),
  );
}

/** One evidence file per control, except the controls named. */
const oneFileEach = (without: string[] = []): ControlEvidenceLink[] =>
  catalog
    .filter((practice) => !without.includes(practice.id))
    .map((practice) => ({ controlId: practice.id, evidenceId: `file-${practice.id}` }));

describe('the Level 1 catalog (D1, D22)', () => {
  it('counts 59 objectives, 17 practices and 15 requirements, as LEVEL1_TOTALS says', () => {
    const { overall, practices, requirements } = rollUp(catalog, [], []);
    expect(overall.objectivesTotal).toBe(59);
    expect(practices).toHaveLength(17);
    expect(requirements).toHaveLength(15);
    expect({
      objectives: overall.objectivesTotal,
      practices: overall.practicesTotal,
      requirements: overall.requirementsTotal,
    }).toEqual(LEVEL1_TOTALS);
  });

  it('maps PE.L1-3.10.3, 3.10.4 and 3.10.5 to PE.L1-b.1.ix and the other 14 practices one to one', () => {
    const { requirements } = rollUp(catalog, [], []);
    expect(requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.controlIds).toEqual([
      'PE.L1-3.10.3',
      'PE.L1-3.10.4',
      'PE.L1-3.10.5',
    ]);
    const others = requirements.filter((r) => r.id !== 'PE.L1-b.1.ix');
    expect(others).toHaveLength(14);
    for (const requirement of others) expect(requirement.controlIds).toHaveLength(1);
    expect(requirements[0]!.id).toBe('AC.L1-b.1.i');
    expect(requirements[14]!.id).toBe('SI.L1-b.1.xv');
  });
});

describe('objectiveId and parseObjectiveId', () => {
  it('round-trips a control and a letter', () => {
    expect(objectiveId('AC.L1-3.1.1', 'a')).toBe('AC.L1-3.1.1[a]');
    expect(parseObjectiveId('AC.L1-3.1.1[a]')).toEqual({ controlId: 'AC.L1-3.1.1', letter: 'a' });
    expect(parseObjectiveId('PE.L1-3.10.4[a]')).toEqual({ controlId: 'PE.L1-3.10.4', letter: 'a' });
    for (const practice of catalog)
      for (const { letter } of practice.objectives)
        expect(parseObjectiveId(objectiveId(practice.id, letter))).toEqual({
          controlId: practice.id,
          letter,
        });
  });

  it('refuses anything that is not a control followed by one letter', () => {
    expect(parseObjectiveId('AC.L1-3.1.1')).toBeNull();
    expect(parseObjectiveId('x[a]')).toBeNull();
    expect(parseObjectiveId('AC.L1-3.1.1[aa]')).toBeNull();
    expect(parseObjectiveId('AC.L1-3.1.1[A]')).toBeNull();
    expect(parseObjectiveId('')).toBeNull();
  });
});

describe('saveFindingSchema (D22)', () => {
  it('refuses N/A without a justification, on the justification field', () => {
    for (const body of [
      { finding: 'not_applicable' },
      { finding: 'not_applicable', justification: null },
      { finding: 'not_applicable', justification: '' },
      { finding: 'not_applicable', justification: '   ' },
    ]) {
      const result = saveFindingSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['justification'], message: JUSTIFICATION_REQUIRED }),
      ]);
    }
    expect(
      saveFindingSchema.safeParse({ finding: 'not_applicable', justification: 'We hold no FCI on paper.' })
        .success,
    ).toBe(true);
  });

  it('refuses an unknown method and a method named twice', () => {
    const unknown = saveFindingSchema.safeParse({ finding: 'met', methods: ['examine', 'guess'] });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0]!.path).toEqual(['methods', 1]);
    const twice = saveFindingSchema.safeParse({ finding: 'met', methods: ['test', 'test'] });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]).toMatchObject({ path: ['methods'], message: 'Name each method once' });
    expect(
      saveFindingSchema.safeParse({ finding: 'met', methods: ['examine', 'interview', 'test'] }).success,
    ).toBe(true);
  });

  it('accepts a null finding (clearing it) and refuses an unknown one', () => {
    expect(saveFindingSchema.safeParse({ finding: null }).success).toBe(true);
    expect(saveFindingSchema.safeParse({ finding: 'partially_met' }).success).toBe(false);
  });
});

describe('practiceStanding (D22)', () => {
  const mp = practiceOf('MP.L1-3.8.3'); // objectives [a], [b]
  const findings = (a: Finding | null, b: Finding | null) =>
    new Map([
      ['MP.L1-3.8.3[a]', { finding: a }],
      ['MP.L1-3.8.3[b]', { finding: b }],
    ]);

  it('is MET when every objective is MET or N/A, NOT MET when any is NOT MET, else not assessed', () => {
    expect(practiceStanding(mp, findings('met', 'met'), 1).result).toBe('met');
    expect(practiceStanding(mp, findings('met', 'not_applicable'), 1).result).toBe('met');
    expect(practiceStanding(mp, findings('not_met', null), 1).result).toBe('not_met');
    expect(practiceStanding(mp, findings('not_met', 'met'), 1)).toMatchObject({
      result: 'not_met',
      notMetLetters: ['a'],
      openLetters: [],
    });
    expect(practiceStanding(mp, findings('met', null), 1)).toMatchObject({
      result: 'not_assessed',
      met: 1,
      openLetters: ['b'],
    });
    expect(practiceStanding(mp, new Map(), 0).result).toBe('not_assessed');
  });

  it('is supported with evidence, or with every objective N/A', () => {
    expect(practiceStanding(mp, findings('met', 'met'), 0).supported).toBe(false);
    expect(practiceStanding(mp, findings('met', 'met'), 2)).toMatchObject({
      supported: true,
      evidenceCount: 2,
    });
    expect(practiceStanding(mp, findings('not_applicable', 'not_applicable'), 0)).toMatchObject({
      result: 'not_applicable',
      supported: true,
      notApplicable: 2,
    });
    expect(practiceStanding(mp, findings('not_applicable', null), 0).supported).toBe(false);
  });
});

describe('rollUp (D22) and level1Label (D15)', () => {
  it('(a) nothing assessed: every practice not assessed, Level 1 NOT MET with 0 of 15', () => {
    const { practices, requirements, overall } = rollUp(catalog, [], []);
    for (const practice of practices) {
      expect(practice.result).toBe('not_assessed');
      expect(practice.supported).toBe(false);
      expect(practice.openLetters).toEqual(practiceOf(practice.controlId).objectives.map((o) => o.letter));
    }
    for (const requirement of requirements) expect(requirement.result).toBe('not_assessed');
    expect(overall).toEqual({
      result: 'not_met',
      requirementsMet: 0,
      requirementsTotal: 15,
      practicesMet: 0,
      practicesTotal: 17,
      objectivesAssessed: 0,
      objectivesTotal: 59,
    });
    expect(level1Label(overall)).toBe('NOT MET: 0 of 15 requirements met');
    // Findings cleared to null count as not assessed too.
    const cleared = rollUp(catalog, findingsFor(null), oneFileEach());
    expect(cleared.overall.objectivesAssessed).toBe(0);
    expect(level1Label(cleared.overall)).toBe('NOT MET: 0 of 15 requirements met');
  });

  it('(b) every objective MET with one evidence file per control: all MET, label "MET"', () => {
    const { practices, requirements, overall } = rollUp(catalog, findingsFor('met'), oneFileEach());
    for (const practice of practices)
      expect(practice).toMatchObject({ result: 'met', supported: true, evidenceCount: 1 });
    for (const requirement of requirements) expect(requirement.result).toBe('met');
    expect(overall).toEqual({
      result: 'met',
      requirementsMet: 15,
      requirementsTotal: 15,
      practicesMet: 17,
      practicesTotal: 17,
      objectivesAssessed: 59,
      objectivesTotal: 59,
    });
    expect(level1Label(overall)).toBe('MET');
  });

  it('(c) one objective of PE.L1-3.10.4 NOT MET fails PE.L1-b.1.ix only: NOT MET, 14 of 15', () => {
    const { practices, requirements, overall } = rollUp(
      catalog,
      findingsFor('met', { 'PE.L1-3.10.4[a]': 'not_met' }),
      oneFileEach(),
    );
    expect(practices.find((p) => p.controlId === 'PE.L1-3.10.4')).toMatchObject({
      result: 'not_met',
      notMetLetters: ['a'],
    });
    expect(practices.filter((p) => p.result === 'met')).toHaveLength(16);
    expect(requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('not_met');
    const others = requirements.filter((r) => r.id !== 'PE.L1-b.1.ix');
    expect(others).toHaveLength(14);
    for (const requirement of others) expect(requirement.result).toBe('met');
    expect(overall).toMatchObject({
      result: 'not_met',
      requirementsMet: 14,
      practicesMet: 16,
      objectivesAssessed: 59,
    });
    expect(level1Label(overall)).toBe('NOT MET: 14 of 15 requirements met');
  });

  it('leaves PE.L1-b.1.ix not assessed while one objective of its three practices has no finding', () => {
    const open = rollUp(catalog, findingsFor('met', { 'PE.L1-3.10.5[c]': null }), oneFileEach());
    expect(open.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('not_assessed');
    expect(open.overall).toMatchObject({ result: 'not_met', requirementsMet: 14, objectivesAssessed: 58 });
  });

  it('(d) a control with every objective N/A and no evidence reads N/A, counts as MET and is supported', () => {
    const { practices, requirements, overall } = rollUp(
      catalog,
      findingsFor('met', { 'MP.L1-3.8.3[a]': 'not_applicable', 'MP.L1-3.8.3[b]': 'not_applicable' }),
      oneFileEach(['MP.L1-3.8.3']),
    );
    expect(practices.find((p) => p.controlId === 'MP.L1-3.8.3')).toMatchObject({
      result: 'not_applicable',
      supported: true,
      evidenceCount: 0,
      notApplicable: 2,
    });
    // MP.L1-3.8.3 is the only practice of requirement MP.L1-b.1.vii (D28: all N/A reads N/A).
    expect(requirements.find((r) => r.id === 'MP.L1-b.1.vii')!.result).toBe('not_applicable');
    // 14 requirements MET + 1 N/A = 15 counted as MET; 16 practices MET + 1 N/A = 17.
    expect(overall).toMatchObject({ result: 'met', requirementsMet: 15, practicesMet: 17 });
    expect(level1Label(overall)).toBe('MET');
  });

  it('(d2) a requirement of several practices reads N/A only when every practice is N/A', () => {
    // PE.L1-b.1.ix holds PE.L1-3.10.3 [a][b], 3.10.4 [a] and 3.10.5 [a][b][c]: 6 objectives.
    const peNa = {
      'PE.L1-3.10.3[a]': 'not_applicable',
      'PE.L1-3.10.3[b]': 'not_applicable',
      'PE.L1-3.10.4[a]': 'not_applicable',
      'PE.L1-3.10.5[a]': 'not_applicable',
      'PE.L1-3.10.5[b]': 'not_applicable',
      'PE.L1-3.10.5[c]': 'not_applicable',
    } as const;
    const allNa = rollUp(catalog, findingsFor('met', peNa), oneFileEach());
    expect(allNa.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('not_applicable');
    const oneMet = rollUp(catalog, findingsFor('met', { ...peNa, 'PE.L1-3.10.4[a]': 'met' }), oneFileEach());
    const pe = oneMet.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!;
    // 3.10.3 N/A + 3.10.4 MET + 3.10.5 N/A: a mix of MET and N/A is MET.
    expect(pe.result).toBe('met');
    expect(oneMet.overall).toMatchObject({ result: 'met', requirementsMet: 15 });
    const oneNotMet = rollUp(
      catalog,
      findingsFor('met', { ...peNa, 'PE.L1-3.10.4[a]': 'not_met' }),
      oneFileEach(),
    );
    expect(oneNotMet.requirements.find((r) => r.id === 'PE.L1-b.1.ix')!.result).toBe('not_met');
    expect(oneNotMet.overall).toMatchObject({ result: 'not_met', requirementsMet: 14 });
  });

  it('(e) a control without evidence whose objectives are not all N/A is not supported', () => {
    const { practices } = rollUp(
      catalog,
      findingsFor('met', { 'MP.L1-3.8.3[a]': 'not_applicable' }),
      oneFileEach(['MP.L1-3.8.3', 'SI.L1-3.14.4']),
    );
    expect(practices.find((p) => p.controlId === 'MP.L1-3.8.3')).toMatchObject({
      result: 'met',
      supported: false,
      evidenceCount: 0,
    });
    expect(practices.find((p) => p.controlId === 'SI.L1-3.14.4')!.supported).toBe(false);
    expect(practices.filter((p) => !p.supported)).toHaveLength(2);
  });

  it('counts an evidence file once per control, however many of its objectives it is linked to', () => {
    const { practices } = rollUp(catalog, findingsFor('met'), [
      { controlId: 'AC.L1-3.1.1', evidenceId: 'policy' },
      { controlId: 'AC.L1-3.1.1', evidenceId: 'policy' },
      { controlId: 'AC.L1-3.1.1', evidenceId: 'screenshot' },
      { controlId: 'AC.L1-3.1.2', evidenceId: 'policy' },
    ]);
    expect(practices.find((p) => p.controlId === 'AC.L1-3.1.1')!.evidenceCount).toBe(2);
    expect(practices.find((p) => p.controlId === 'AC.L1-3.1.2')!.evidenceCount).toBe(1);
    expect(practices.find((p) => p.controlId === 'AC.L1-3.1.20')!.evidenceCount).toBe(0);
  });
});

describe('objectivesMetOf (D28: Overall Progress counts objectives MET or N/A out of 59)', () => {
  it('adds MET and N/A, never NOT MET or an objective without a finding', () => {
    const findings = findingsFor('met', {
      'PE.L1-3.10.4[a]': 'not_met',
      'MP.L1-3.8.3[a]': 'not_applicable',
      'MP.L1-3.8.3[b]': 'not_applicable',
      'SI.L1-3.14.1[a]': null,
      'SI.L1-3.14.1[b]': null,
    });
    const { practices } = rollUp(catalog, findings, []);
    // 59 objectives - 1 NOT MET - 2 without a finding = 56 (54 MET + 2 N/A).
    expect(objectivesMetOf(practices)).toEqual({ objectivesMet: 56, objectivesTotal: 59 });
    // Physical Protection: 3.10.1 [a-d] 4 + 3.10.3 [a,b] 2 + 3.10.4 [a] 1 + 3.10.5 [a-c] 3 = 10; 9 MET.
    const pe = practices.filter((practice) => practice.controlId.startsWith('PE.'));
    expect(objectivesMetOf(pe)).toEqual({ objectivesMet: 9, objectivesTotal: 10 });
    expect(objectivesMetOf(rollUp(catalog, [], []).practices)).toEqual({
      objectivesMet: 0,
      objectivesTotal: 59,
    });
    expect(objectivesMetOf([])).toEqual({ objectivesMet: 0, objectivesTotal: 0 });
  });
});

describe('asksBeforeNotApplicable (D28)', () => {
  it('asks before a change to N/A where the guidance does not expect it, not where it does', () => {
    expect(asksBeforeNotApplicable('AC.L1-3.1.1[a]', 'met', 'not_applicable')).toBe(true);
    expect(asksBeforeNotApplicable('AC.L1-3.1.1[a]', null, 'not_applicable')).toBe(true);
    expect(asksBeforeNotApplicable('AC.L1-3.1.22[a]', null, 'not_applicable')).toBe(false);
  });

  it('asks nothing when N/A is kept or another finding is chosen', () => {
    expect(asksBeforeNotApplicable('AC.L1-3.1.1[a]', 'not_applicable', 'not_applicable')).toBe(false);
    expect(asksBeforeNotApplicable('AC.L1-3.1.1[a]', null, 'met')).toBe(false);
  });
});
