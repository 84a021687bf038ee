import { describe, expect, it } from 'vitest';
import {
  objectiveId,
  practiceStanding,
  type FindingFacts,
  type CatalogPractice,
  type Finding,
} from '../../src/contract/assessment';
import {
  creditOf,
  DAYS,
  runDiagnostic,
  scoreTone,
  UNSUPPORTED_FACTOR,
  type ControlStanding,
} from '../../src/contract/diagnostic';
import { CONTROLS } from '../../src/server/catalog/data';

const LEVEL1 = { requirementsMet: 0, requirementsTotal: 15 };
const GENERAL_LINE =
  'Level 1 allows no open items and no POA&M: every objective must be MET or N/A before you affirm.';

interface Scenario {
  /** The finding of every objective not listed in `except`. */
  all?: Finding | null;
  except?: Record<string, Finding | null>;
  /** Controls without an evidence file; every other control has one. */
  withoutEvidence?: string[];
  verdicts?: Record<string, string>;
}

/** The 17 controls of the catalog, each with its practice standing computed by practiceStanding. */
function standings({
  all = null,
  except = {},
  withoutEvidence = [],
  verdicts = {},
}: Scenario = {}): ControlStanding[] {
  return CONTROLS.map((c) => {
    const practice: CatalogPractice = {
      id: c.controlNumber,
      controlNumber: c.controlNumber,
      identifier2024: c.identifier2024,
      nistReference: c.nistReference,
      objectives: c.objectives,
    };
    const findings: FindingFacts = new Map(
      c.objectives.map(({ letter }) => {
        const id = objectiveId(c.controlNumber, letter);
        return [id, { finding: id in except ? except[id]! : all }];
      }),
    );
    return {
      id: c.controlNumber,
      controlNumber: c.controlNumber,
      title: c.title,
      domainId: c.domainId,
      status: 'not_started',
      auditorStatus: verdicts[c.controlNumber] ?? null,
      practice: practiceStanding(practice, findings, withoutEvidence.includes(c.controlNumber) ? 0 : 1),
    };
  });
}

const noEvidence = CONTROLS.map((c) => c.controlNumber);

describe('creditOf (D15 as revised by D22)', () => {
  const mp = (scenario: Scenario) => standings(scenario).find((c) => c.id === 'MP.L1-3.8.3')!;

  it('is the share of objectives MET or N/A, in full when supported and at half otherwise', () => {
    expect(UNSUPPORTED_FACTOR).toBe(0.5);
    expect(creditOf(mp({ all: 'met' }))).toBe(1);
    expect(creditOf(mp({ all: 'met', except: { 'MP.L1-3.8.3[b]': 'not_applicable' } }))).toBe(1);
    expect(creditOf(mp({ all: 'met', except: { 'MP.L1-3.8.3[b]': 'not_met' } }))).toBe(0.5);
    expect(creditOf(mp({ all: 'met', except: { 'MP.L1-3.8.3[b]': null } }))).toBe(0.5);
    // Not supported: 1 of 2 objectives MET, at half: 0.5 x 0.5.
    expect(
      creditOf(mp({ all: 'met', except: { 'MP.L1-3.8.3[b]': null }, withoutEvidence: noEvidence })),
    ).toBe(0.25);
    expect(creditOf(mp({ all: 'met', withoutEvidence: noEvidence }))).toBe(0.5);
    // Every objective N/A is supported without a file.
    expect(creditOf(mp({ all: 'not_applicable', withoutEvidence: noEvidence }))).toBe(1);
    expect(creditOf(mp({}))).toBe(0);
  });

  it('is 0 while a rejected or needs_clarification verdict is open, and unaffected by approved', () => {
    expect(creditOf(mp({ all: 'met', verdicts: { 'MP.L1-3.8.3': 'rejected' } }))).toBe(0);
    expect(creditOf(mp({ all: 'met', verdicts: { 'MP.L1-3.8.3': 'needs_clarification' } }))).toBe(0);
    expect(creditOf(mp({ all: 'met', verdicts: { 'MP.L1-3.8.3': 'approved' } }))).toBe(1);
  });
});

describe('runDiagnostic (D15 as revised by D22)', () => {
  it('scores nothing assessed at 0.0, not ready, with the documented estimate', () => {
    const result = runDiagnostic(standings({ withoutEvidence: noEvidence }), LEVEL1);
    expect(result).toMatchObject({
      overallScore: '0.0',
      readinessLevel: 'not_ready',
      totalControls: 17,
      notStartedControls: 17,
      requirementsMet: 0,
      requirementsTotal: 15,
    });
    expect(result.domainScores).toEqual({ AC: 0, IA: 0, MP: 0, PE: 0, SC: 0, SI: 0 });
    expect(DAYS).toMatchObject({
      perObjectiveToAssess: 0.5,
      perPracticeWithoutEvidence: 0.5,
      selfAssessmentAndAffirmation: 1,
    });
    // 59 objectives to assess x 0.5 = 29.5, 17 practices without evidence x 0.5 = 8.5, plus 1 for
    // the self-assessment and affirmation: 29.5 + 8.5 + 1 = 39, ceil(39) = 39.
    expect(result.estimatedTimeToCompletion).toBe(Math.ceil(59 * 0.5 + 17 * 0.5 + 1));
    expect(result.estimatedTimeToCompletion).toBe(39);
    expect(result.criticalGaps).toHaveLength(17);
    expect(result.criticalGaps[0]).toBe(
      'AC.L1-3.1.1 Authorized Access Control: objectives [a], [b], [c], [d], [e], [f] not assessed; no evidence linked',
    );
    expect(result.criticalGaps).toContain(
      'PE.L1-3.10.4 Physical Access Logs: objective [a] not assessed; no evidence linked',
    );
    // Every practice's first blocker is "not assessed": one "Assess ..." line each, then the general line.
    expect(result.recommendations).toHaveLength(18);
    expect(result.recommendations[0]).toBe('Assess AC.L1-3.1.1 objectives [a], [b], [c], [d], [e], [f].');
    expect(result.recommendations[17]).toBe(GENERAL_LINE);
  });

  it('scores every objective MET with evidence at 100.0, audit ready, with no gaps', () => {
    const result = runDiagnostic(standings({ all: 'met' }), { requirementsMet: 15, requirementsTotal: 15 });
    expect(result).toMatchObject({
      overallScore: '100.0',
      readinessLevel: 'audit_ready',
      criticalGaps: [],
      gapLinks: [],
      requirementsMet: 15,
      requirementsTotal: 15,
    });
    expect(result.domainScores).toEqual({ AC: 100, IA: 100, MP: 100, PE: 100, SC: 100, SI: 100 });
    expect(result.recommendations.some((line) => line.includes('SPRS'))).toBe(true);
    expect(result.recommendationLinks.every((link) => link.controlId === null)).toBe(true);
    // Only the self-assessment and affirmation step is left.
    expect(result.estimatedTimeToCompletion).toBe(1);
  });

  it('counts a MET practice without evidence at half credit and is then not audit ready', () => {
    // PE.L1-3.10.4 has one objective: MET without evidence earns 1 x 0.5 = 0.5.
    // (16 + 0.5) / 17 x 100 = 97.0588... -> '97.1'.
    const result = runDiagnostic(standings({ all: 'met', withoutEvidence: ['PE.L1-3.10.4'] }), LEVEL1);
    expect(result.overallScore).toBe('97.1');
    expect(result.readinessLevel).toBe('partially_ready');
    // PE: (1 + 1 + 0.5 + 1) / 4 = 87.5.
    expect(result.domainScores.PE).toBe(87.5);
    expect(result.criticalGaps).toEqual(['PE.L1-3.10.4 Physical Access Logs: no evidence linked']);
    expect(result.recommendations).toEqual([
      'Link evidence to PE.L1-3.10.4: a policy, a screenshot or a record that shows it is done.',
      GENERAL_LINE,
    ]);
    // 1 practice without evidence x 0.5 + 1 = 1.5 -> 2.
    expect(result.estimatedTimeToCompletion).toBe(2);

    // MP.L1-3.8.3 with [a] MET, [b] not assessed and no evidence: 1/2 x 0.5 = 0.25.
    // (16 + 0.25) / 17 x 100 = 95.588... -> '95.6'.
    const partial = runDiagnostic(
      standings({ all: 'met', except: { 'MP.L1-3.8.3[b]': null }, withoutEvidence: ['MP.L1-3.8.3'] }),
      LEVEL1,
    );
    expect(partial.overallScore).toBe('95.6');
    expect(partial.domainScores.MP).toBe(25);
    expect(partial.readinessLevel).toBe('partially_ready');
    expect(partial.criticalGaps).toEqual([
      'MP.L1-3.8.3 Media Disposal: objective [b] not assessed; no evidence linked',
    ]);
  });

  it('gives a rejected control nothing, however MET and supported, and names the verdict', () => {
    // 16 full credits + 0 for the rejected one: 16 / 17 x 100 = 94.117... -> '94.1'.
    const result = runDiagnostic(standings({ all: 'met', verdicts: { 'SC.L1-3.13.1': 'rejected' } }), LEVEL1);
    expect(result.overallScore).toBe('94.1');
    expect(result.domainScores.SC).toBe(50);
    expect(result.readinessLevel).not.toBe('audit_ready');
    expect(result.readinessLevel).toBe('partially_ready');
    expect(result.criticalGaps).toEqual(['SC.L1-3.13.1 Boundary Protection: rejected by an auditor']);
    expect(result.gapLinks).toEqual([
      { controlId: 'SC.L1-3.13.1', text: 'SC.L1-3.13.1 Boundary Protection: rejected by an auditor' },
    ]);
    expect(result.recommendations[0]).toBe(
      "Address the auditor's notes on SC.L1-3.13.1 and change what they rejected.",
    );
    // 1 open verdict x 1 + 1 = 2.
    expect(result.estimatedTimeToCompletion).toBe(2);

    const question = runDiagnostic(
      standings({ all: 'met', verdicts: { 'SC.L1-3.13.1': 'needs_clarification' } }),
      LEVEL1,
    );
    expect(question.overallScore).toBe('94.1');
    expect(question.readinessLevel).not.toBe('audit_ready');
    expect(question.criticalGaps).toEqual([
      'SC.L1-3.13.1 Boundary Protection: an auditor asked for clarification',
    ]);

    const approved = runDiagnostic(
      standings({ all: 'met', verdicts: { 'SC.L1-3.13.1': 'approved' } }),
      LEVEL1,
    );
    expect(approved.readinessLevel).toBe('audit_ready');
  });

  it('is not ready below 50 and partially ready from 50', () => {
    // 8 practices fully MET with evidence of 17: 8/17 = 47.1; 9/17 = 52.9.
    const metFirst = (n: number) =>
      standings({
        except: Object.fromEntries(
          CONTROLS.slice(0, n).flatMap((c) =>
            c.objectives.map((o) => [objectiveId(c.controlNumber, o.letter), 'met']),
          ),
        ),
      });
    expect(runDiagnostic(metFirst(8), LEVEL1)).toMatchObject({
      overallScore: '47.1',
      readinessLevel: 'not_ready',
    });
    expect(runDiagnostic(metFirst(9), LEVEL1)).toMatchObject({
      overallScore: '52.9',
      readinessLevel: 'partially_ready',
    });
  });

  it('names open objectives by letter, links each gap to its control and orders the recommendations', () => {
    const controls = standings({
      all: 'met',
      except: {
        'AC.L1-3.1.2[b]': 'not_met',
        'IA.L1-3.5.1[b]': null,
        'IA.L1-3.5.1[c]': null,
      },
      withoutEvidence: ['MP.L1-3.8.3'],
      verdicts: { 'AC.L1-3.1.1': 'needs_clarification', 'SI.L1-3.14.1': 'rejected' },
    });
    const result = runDiagnostic(controls, { requirementsMet: 11, requirementsTotal: 15 });
    // Credits: AC.L1-3.1.1 0 (verdict), AC.L1-3.1.2 1/2, IA.L1-3.5.1 1/3, MP.L1-3.8.3 1 x 0.5,
    // SI.L1-3.14.1 0 (verdict), the other 12 practices 1 each: 12 + 0.5 + 0.3333 + 0.5 = 13.3333.
    // 13.3333 / 17 x 100 = 78.431... -> '78.4'.
    expect(result.overallScore).toBe('78.4');
    expect(result.domainScores).toEqual({ AC: 62.5, IA: 66.7, MP: 50, PE: 100, SC: 100, SI: 75 });
    expect(result.readinessLevel).toBe('partially_ready');
    expect(result.gapLinks).toEqual([
      {
        controlId: 'AC.L1-3.1.1',
        text: 'AC.L1-3.1.1 Authorized Access Control: an auditor asked for clarification',
      },
      { controlId: 'AC.L1-3.1.2', text: 'AC.L1-3.1.2 Transaction & Function Control: objective [b] NOT MET' },
      { controlId: 'IA.L1-3.5.1', text: 'IA.L1-3.5.1 Identification: objectives [b], [c] not assessed' },
      { controlId: 'MP.L1-3.8.3', text: 'MP.L1-3.8.3 Media Disposal: no evidence linked' },
      { controlId: 'SI.L1-3.14.1', text: 'SI.L1-3.14.1 Flaw Remediation: rejected by an auditor' },
    ]);
    expect(result.criticalGaps).toEqual(result.gapLinks.map((gap) => gap.text));
    // Verdicts first (rejected, then clarification), then NOT MET, then not assessed, then no
    // evidence, then the general Level 1 line.
    expect(result.recommendationLinks).toEqual([
      {
        controlId: 'SI.L1-3.14.1',
        text: "Address the auditor's notes on SI.L1-3.14.1 and change what they rejected.",
      },
      {
        controlId: 'AC.L1-3.1.1',
        text: "Answer the auditor's question on AC.L1-3.1.1; the change sends it back for review.",
      },
      { controlId: 'AC.L1-3.1.2', text: 'Fix AC.L1-3.1.2 objective [b], found NOT MET, then assess again.' },
      { controlId: 'IA.L1-3.5.1', text: 'Assess IA.L1-3.5.1 objectives [b], [c].' },
      {
        controlId: 'MP.L1-3.8.3',
        text: 'Link evidence to MP.L1-3.8.3: a policy, a screenshot or a record that shows it is done.',
      },
      { controlId: null, text: GENERAL_LINE },
    ]);
    expect(result.recommendations).toEqual(result.recommendationLinks.map((step) => step.text));
    // 1 + 2 open verdicts x 1 + 1 objective NOT MET x 2 + 2 objectives to assess x 0.5
    // + 1 practice without evidence x 0.5 = 1 + 2 + 2 + 1 + 0.5 = 6.5 -> 7.
    expect(result.estimatedTimeToCompletion).toBe(7);
    expect(result.requirementsMet).toBe(11);
  });

  it('lists every reason of one practice in its gap, and a practice all N/A without evidence is no gap', () => {
    const result = runDiagnostic(
      standings({
        all: 'met',
        except: {
          'SI.L1-3.14.5[a]': 'not_met',
          'SI.L1-3.14.5[b]': null,
          'SI.L1-3.14.5[c]': null,
          'MP.L1-3.8.3[a]': 'not_applicable',
          'MP.L1-3.8.3[b]': 'not_applicable',
        },
        withoutEvidence: ['SI.L1-3.14.5', 'MP.L1-3.8.3'],
        verdicts: { 'SI.L1-3.14.5': 'rejected' },
      }),
      LEVEL1,
    );
    expect(result.gapLinks).toEqual([
      {
        controlId: 'SI.L1-3.14.5',
        text: 'SI.L1-3.14.5 System & File Scanning: rejected by an auditor; objective [a] NOT MET; objectives [b], [c] not assessed; no evidence linked',
      },
    ]);
    // The rejected practice appears once, under its first blocker.
    expect(result.recommendationLinks.map((link) => link.controlId)).toEqual(['SI.L1-3.14.5', null]);
    // 16 / 17 x 100 = 94.1; MP (all N/A, no file) keeps its full credit.
    expect(result.overallScore).toBe('94.1');
    expect(result.domainScores.MP).toBe(100);
  });
});

describe('runDiagnostic with practices confirmed at affirmation as evidenced outside the tool (D28)', () => {
  it('counts them as supported: full credit, no evidence gap', () => {
    const withoutFiles = ['AC.L1-3.1.1', 'AC.L1-3.1.2', 'PE.L1-3.10.4'];
    const met = { requirementsMet: 15, requirementsTotal: 15 };
    const plain = runDiagnostic(standings({ all: 'met', withoutEvidence: withoutFiles }), met);
    // (14 + 3 x 0.5) / 17 x 100 = 91.176... -> '91.2', partially ready.
    expect(plain).toMatchObject({ overallScore: '91.2', readinessLevel: 'partially_ready' });
    const confirmed = runDiagnostic(
      standings({ all: 'met', withoutEvidence: withoutFiles }),
      met,
      new Set(withoutFiles),
    );
    // 17 / 17 = 100.0, audit ready, no gap: the diagnostic agrees with the affirmed MET.
    expect(confirmed).toMatchObject({
      overallScore: '100.0',
      readinessLevel: 'audit_ready',
      criticalGaps: [],
    });
    // A confirmation does not lift a NOT MET objective: (16 + 0) / 17 -> 94.1.
    const notMet = runDiagnostic(
      standings({ all: 'met', except: { 'PE.L1-3.10.4[a]': 'not_met' }, withoutEvidence: withoutFiles }),
      { requirementsMet: 14, requirementsTotal: 15 },
      new Set(withoutFiles),
    );
    expect(notMet.overallScore).toBe('94.1');
    expect(notMet.criticalGaps).toEqual(['PE.L1-3.10.4 Physical Access Logs: objective [a] NOT MET']);
  });
});

describe('scoreTone (document 2 section 4, D15, D28)', () => {
  it('is green at 85 only with a full Level 1 MET, yellow at 65, and never red for a MET business', () => {
    expect(scoreTone(85, true)).toBe('green');
    expect(scoreTone(100, true)).toBe('green');
    expect(scoreTone(84.9, true)).toBe('yellow');
    expect(scoreTone(65, true)).toBe('yellow');
    // D28: an affirmed MET business with 12 practices without a linked file scored
    // (5 + 12 x 0.5) / 17 = 64.7 %: red by document 2's threshold, yellow beside a MET result.
    expect(scoreTone(64.7, true)).toBe('yellow');
    expect(scoreTone(50, true)).toBe('yellow');
  });

  it('is never green below a full MET', () => {
    expect(scoreTone(100, false)).not.toBe('green');
    expect(scoreTone(85, false)).toBe('brand');
    expect(scoreTone(100)).not.toBe('green');
    expect(scoreTone(84.9, false)).toBe('yellow');
    expect(scoreTone(65, false)).toBe('yellow');
    expect(scoreTone(64.9, false)).toBe('red');
    expect(scoreTone(0, false)).toBe('red');
  });
});
