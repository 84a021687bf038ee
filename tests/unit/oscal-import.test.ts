import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  oscalAssessmentResultsSchema,
  type OscalAssessmentResults,
  notApplicableReason,
  parseTargetId,
  readAssessmentResults,
  readSystemSecurityPlan,
  resolveTarget,
  type OscalSystemSecurityPlan,
} from '../../src/contract/oscal-import';
import { OSCAL_NS } from '../../src/contract/oscal';
import { catalogControls } from '../../src/server/catalog/catalog';
import { assessmentResults, resultOf } from '../support/oscal';

/** How an OSCAL assessment-results document is read (D32): target ids, and findings as saves. */

const LEVEL1 = catalogControls(1);
const LEVEL2 = catalogControls(2);
const objectiveAt = (
  targetId: string,
  level: 1 | 2,
  type: 'objective-id' | 'statement-id' = 'objective-id',
) => resolveTarget(targetId, type, level, level === 1 ? LEVEL1 : LEVEL2);

describe('target ids', () => {
  it('reads each accepted form of an objective', () => {
    for (const id of [
      'AC.L2-3.1.1[a]',
      '3.1.1[a]',
      '3.1.1_obj.a',
      '3.1.1.a',
      '_03.01.01_obj.a',
      'AC.L2-3.1.1_obj.a',
      '3.1.1[A]',
      ' 3.1.1[a] ',
    ]) {
      expect(objectiveAt(id, 2), id).toEqual({
        kind: 'objective',
        objectiveId: 'AC.L2-3.1.1[a]',
        controlId: 'AC.L2-3.1.1',
      });
    }
    expect(objectiveAt('3.13.11[a]', 2)).toMatchObject({ objectiveId: 'SC.L2-3.13.11[a]' });
    expect(objectiveAt('_03.13.11_obj.a', 2)).toMatchObject({ objectiveId: 'SC.L2-3.13.11[a]' });
    expect(objectiveAt('3.1.1[a]', 1)).toMatchObject({ objectiveId: 'AC.L1-3.1.1[a]' });
    expect(objectiveAt('AC.L1-3.1.1[f]', 1)).toMatchObject({ objectiveId: 'AC.L1-3.1.1[f]' });
  });

  it('letters PE.L1-b.1.ix across 3.10.3, 3.10.4 and 3.10.5 as the Assessment Guide L1 v2.13 does', () => {
    const letters = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => objectiveAt(`PE.L1-b.1.ix[${letter}]`, 1));
    expect(letters.map((one) => (one.kind === 'objective' ? one.objectiveId : one.kind))).toEqual([
      'PE.L1-3.10.3[a]',
      'PE.L1-3.10.3[b]',
      'PE.L1-3.10.4[a]',
      'PE.L1-3.10.5[a]',
      'PE.L1-3.10.5[b]',
      'PE.L1-3.10.5[c]',
    ]);
    expect(objectiveAt('PE.L1-b.1.ix[g]', 1).kind).toBe('unknown');
    expect(objectiveAt('AC.L1-b.1.i_obj.f', 1)).toMatchObject({ objectiveId: 'AC.L1-3.1.1[f]' });
    expect(objectiveAt('SI.L1-b.1.xv[c]', 1)).toMatchObject({ objectiveId: 'SI.L1-3.14.5[c]' });
    // Every Level 1 objective has exactly one id of this form.
    const all = LEVEL1.map((control) => control.identifier2024!)
      .filter((id, index, ids) => ids.indexOf(id) === index)
      .flatMap((requirement) =>
        'abcdefghijklmno'
          .split('')
          .map((letter) => objectiveAt(`${requirement}[${letter}]`, 1))
          .filter((one) => one.kind === 'objective'),
      );
    expect(all).toHaveLength(59);
    expect(new Set(all.map((one) => (one.kind === 'objective' ? one.objectiveId : ''))).size).toBe(59);
  });

  it('maps every objective part id of khanssen/oscal-nist-800-171r2 to our objective of the same number and letter', () => {
    const catalog = JSON.parse(
      fs.readFileSync(
        path.resolve(
          import.meta.dirname,
          '../../vendor/catalog-copies/khanssen-oscal-nist-800-171r2/nist-sp-800-171r2-combined-catalog.json',
        ),
        'utf8',
      ),
    ) as {
      catalog: {
        groups: {
          controls: { props: { name: string; value: string }[]; parts: { name: string; id?: string }[] }[];
        }[];
      };
    };
    const mapped = catalog.catalog.groups.flatMap((group) =>
      group.controls.flatMap((control) => {
        const nist = control.props.find((prop) => prop.name === 'label')!.value;
        return control.parts
          .filter((part) => part.name === 'objective')
          .map((part) => [part.id!, `${nist}[${part.id!.split('_obj.')[1]}]`] as const);
      }),
    );
    expect(mapped).toHaveLength(320);
    for (const [partId, expected] of mapped) {
      const resolved = objectiveAt(partId, 2);
      expect(resolved.kind === 'objective' && resolved.objectiveId.endsWith(`-${expected}`), partId).toBe(
        true,
      );
    }
  });

  it('names a requirement as a whole without a letter, or as a statement', () => {
    for (const id of ['3.1.1', '3.1.1_obj', '3.1.1_smt', 'AC.L2-3.1.1', '_03.01.01']) {
      expect(objectiveAt(id, 2), id).toEqual({
        kind: 'requirement',
        name: 'AC.L2-3.1.1',
        controlIds: ['AC.L2-3.1.1'],
      });
    }
    expect(objectiveAt('3.1.1[a]', 2, 'statement-id')).toEqual({
      kind: 'requirement',
      name: 'AC.L2-3.1.1',
      controlIds: ['AC.L2-3.1.1'],
    });
    expect(objectiveAt('PE.L1-b.1.ix', 1)).toEqual({
      kind: 'requirement',
      name: 'PE.L1-b.1.ix',
      controlIds: ['PE.L1-3.10.3', 'PE.L1-3.10.4', 'PE.L1-3.10.5'],
    });
  });

  it('does not know ids of another level, another catalog, or nothing it can read', () => {
    expect(objectiveAt('AC.L1-3.1.1[a]', 2)).toEqual({
      kind: 'unknown',
      reason: 'a Level 1 id; this organization assesses Level 2',
    });
    expect(objectiveAt('AC.L1-b.1.i[a]', 2)).toMatchObject({ kind: 'unknown' });
    expect(objectiveAt('3.1.3[a]', 1)).toMatchObject({ kind: 'unknown' });
    // The family must be the requirement's.
    expect(objectiveAt('SC.L2-3.1.1[a]', 2)).toMatchObject({ kind: 'unknown' });
    // A letter the requirement does not have.
    expect(objectiveAt('3.1.2[c]', 2)).toMatchObject({ kind: 'unknown' });
    // SP 800-171 Rev 3 numbers (03.01.01, with its own objectives) and SP 800-53 ids are other catalogs.
    for (const id of [
      '03.01.01[a]',
      '03.01.01.a',
      'SP_800_171_03.01.01',
      'ac-2_obj.a',
      '3.15.1[a]',
      '',
      'AC.L3-3.1.1[a]',
    ])
      expect(objectiveAt(id, 2).kind, id).toBe('unknown');
    expect(parseTargetId('3.1.22.e')).toEqual({
      kind: 'nist',
      family: null,
      level: null,
      nist: '3.1.22',
      letter: 'e',
    });
  });
});

describe('findings as saves', () => {
  const read = (document: unknown) =>
    readAssessmentResults(oscalAssessmentResultsSchema.parse(document) as OscalAssessmentResults);

  it('takes the methods and note from the related observations, the N/A justification from the remarks', () => {
    const { findings, problems } = read(
      assessmentResults([
        {
          targetId: '3.1.1[a]',
          state: 'satisfied',
          observation: {
            methods: ['TEST', 'examine', 'UNKNOWN'],
            description: 'Tried it.',
            remarks: 'Worked.',
          },
          remarks: 'Tried it.',
        },
        {
          targetId: '3.1.22[a]',
          state: 'satisfied',
          notApplicable: { ns: null },
          remarks: ' Nothing public. ',
        },
        { targetId: '3.1.1[b]', state: 'not-satisfied' },
      ]),
    );
    expect(problems).toEqual([]);
    expect(findings.map((one) => one.input)).toEqual([
      // Each text once: the finding's remarks repeat the observation's description.
      { finding: 'met', methods: ['examine', 'test'], note: 'Tried it.\n\nWorked.' },
      { finding: 'not_applicable', justification: 'Nothing public.' },
      // No observation: methods and note are left out (kept).
      { finding: 'not_met' },
    ]);
  });

  it('takes only the observation remarks as the note from our own export, and our Level 2 props', () => {
    const ours = { name: 'objective', ns: OSCAL_NS, value: 'IA.L2-3.5.3[a]' };
    const document = assessmentResults([]);
    document['assessment-results'].results = [
      {
        ...resultOf([], '2026-03-02T09:00:00Z'),
        observations: [
          {
            uuid: 'o1',
            description:
              'The organization assessed objective IA.L2-3.5.3[a]: privileged accounts are identified',
            props: [ours],
            methods: ['EXAMINE'],
            remarks: 'Admin accounts listed in the AD export.',
          },
        ],
        findings: [
          {
            uuid: 'f1',
            description: 'privileged accounts are identified',
            props: [
              ours,
              { name: 'finding', ns: OSCAL_NS, value: 'not_met' },
              { name: 'partial-credit', ns: OSCAL_NS, value: 'remote_and_privileged_only' },
            ],
            target: {
              type: 'objective-id',
              'target-id': '_03.05.03_obj.a',
              status: { state: 'not-satisfied' },
            },
            'related-observations': [{ 'observation-uuid': 'o1' }],
            remarks: 'Partial credit: MFA for privileged and remote access only.',
          },
        ],
      },
    ] as never;
    expect(read(document).findings[0]!.input).toEqual({
      finding: 'not_met',
      methods: ['examine'],
      note: 'Admin accounts listed in the AD export.',
      partial: 'remote_and_privileged_only',
    });
  });

  it('reports what cannot be read: a missing observation, an N/A that is not satisfied', () => {
    const document = assessmentResults([
      { targetId: '3.1.1[a]', state: 'not-satisfied', notApplicable: { ns: 'https://example.com' } },
    ]);
    const finding = document['assessment-results'].results[0]!.findings[0] as Record<string, unknown>;
    finding['related-observations'] = [{ 'observation-uuid': 'gone' }];
    expect(read(document).problems).toEqual([
      'results[0].findings[0] (3.1.1[a]) relates to observation gone, which the document does not hold',
      'results[0].findings[0] (3.1.1[a]) is not-satisfied and not-applicable at once',
    ]);
  });

  it('ranks results by start, the document order breaking ties', () => {
    const document = assessmentResults([]);
    document['assessment-results'].results = [
      resultOf([{ targetId: '3.1.1[a]', state: 'satisfied' }], '2026-02-01T00:00:00Z'),
      resultOf([{ targetId: '3.1.1[a]', state: 'not-satisfied' }], '2026-01-01T00:00:00Z'),
      resultOf([{ targetId: '3.1.1[a]', state: 'not-satisfied' }], '2026-02-01T00:00:00Z'),
    ];
    expect(read(document).findings.map((one) => one.rank)).toEqual([1, 0, 2]);
  });

  it('ignores what it does not read, and refuses the wrong shape with a message that says what is expected', () => {
    expect(
      oscalAssessmentResultsSchema.safeParse({ 'assessment-results': { results: [{}], extra: 1 } }).success,
    ).toBe(true);
    const wrong = oscalAssessmentResultsSchema.safeParse([]);
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.message).toMatch(/^Send an OSCAL assessment-results document/);
    const empty = oscalAssessmentResultsSchema.safeParse({ 'assessment-results': { results: [] } });
    expect(empty.error!.issues[0]!.message).toBe('An assessment-results document has at least one result');
  });
});

describe('N/A as other tools write it (issue 40)', () => {
  const read = (document: unknown) =>
    readAssessmentResults(oscalAssessmentResultsSchema.parse(document) as OscalAssessmentResults);

  it('reads the "N/A:" reason convention in either state, and the status reason not-applicable', () => {
    const document = assessmentResults([
      // NOT MET with the reason in the remarks: a tool that has no N/A state.
      { targetId: '3.1.22[a]', state: 'not-satisfied', remarks: 'N/A: nothing the company runs is public.' },
      { targetId: '3.1.22[b]', state: 'satisfied', remarks: 'not applicable:  No public content.' },
      // An ordinary NOT MET whose text merely mentions N/A later is NOT MET.
      { targetId: '3.1.1[a]', state: 'not-satisfied', remarks: 'Two accounts are N/A: shared.' },
    ]);
    const findings = document['assessment-results'].results[0]!.findings as Record<string, any>[];
    findings.push(
      {
        ...findings[0],
        uuid: 'c1',
        target: {
          type: 'objective-id',
          'target-id': '3.1.22[c]',
          status: { state: 'not-satisfied', remarks: 'N/A: no web site.' },
        },
        remarks: undefined,
      },
      {
        ...findings[0],
        uuid: 'd1',
        target: {
          type: 'objective-id',
          'target-id': '3.1.22[d]',
          status: { state: 'not-satisfied', reason: 'not-applicable' },
        },
        remarks: 'The company publishes nothing.',
      },
      {
        ...findings[0],
        uuid: 'e1',
        description: 'N/A: the objective does not apply, no public system.',
        target: { type: 'objective-id', 'target-id': '3.1.22[e]', status: { state: 'not-satisfied' } },
        remarks: undefined,
      },
    );
    const { findings: readBack, problems } = read(document);
    expect(problems).toEqual([]);
    expect(readBack.map((one) => [one.targetId, one.input])).toEqual([
      ['3.1.22[a]', { finding: 'not_applicable', justification: 'nothing the company runs is public.' }],
      ['3.1.22[b]', { finding: 'not_applicable', justification: 'No public content.' }],
      ['3.1.1[a]', { finding: 'not_met', note: 'Two accounts are N/A: shared.' }],
      ['3.1.22[c]', { finding: 'not_applicable', justification: 'no web site.' }],
      ['3.1.22[d]', { finding: 'not_applicable', justification: 'The company publishes nothing.' }],
      [
        '3.1.22[e]',
        { finding: 'not_applicable', justification: 'the objective does not apply, no public system.' },
      ],
    ]);
    expect(notApplicableReason('N/A: because')).toBe('because');
    expect(notApplicableReason('Met: yes')).toBeNull();
  });

  it('reads a system security plan: not-applicable requirements as N/A with their reason, the rest as statuses', () => {
    const plan = oscalAssessmentResultsSchema.parse({
      'system-security-plan': {
        'control-implementation': {
          'implemented-requirements': [
            {
              'control-id': 'ac-3.1.22',
              'by-components': [
                {
                  description: 'No public system.',
                  'implementation-status': { state: 'not-applicable', remarks: 'Nothing is published.' },
                },
              ],
            },
            {
              'control-id': '3.1.16',
              props: [
                {
                  name: 'implementation-status',
                  ns: 'https://fedramp.gov/ns/oscal',
                  value: 'not-applicable',
                },
              ],
              'by-components': [{ description: 'No wireless access point exists.' }],
            },
            {
              'control-id': '3.1.1',
              'by-components': [
                { 'implementation-status': { state: 'implemented' } },
                { 'implementation-status': { state: 'not-applicable' } },
              ],
            },
            { 'control-id': '3.1.2', remarks: 'Planned.' },
          ],
        },
      },
    }) as OscalSystemSecurityPlan;
    expect(readSystemSecurityPlan(plan)).toEqual([
      {
        targetId: 'ac-3.1.22',
        states: ['not-applicable'],
        notApplicable: true,
        justification: 'Nothing is published.',
      },
      {
        targetId: '3.1.16',
        states: ['not-applicable'],
        notApplicable: true,
        justification: 'No wireless access point exists.',
      },
      // Implemented in one part and N/A in another: not N/A as a whole.
      { targetId: '3.1.1', states: ['implemented', 'not-applicable'], notApplicable: false },
      { targetId: '3.1.2', states: [], notApplicable: false },
    ]);
  });

  it('takes one document: assessment results or a plan, not both, not neither', () => {
    const plan = { 'control-implementation': { 'implemented-requirements': [] } };
    for (const body of [{}, { 'assessment-results': { results: [{}] }, 'system-security-plan': plan }]) {
      const parsed = oscalAssessmentResultsSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toMatch(/^Send an OSCAL assessment-results document/);
    }
  });
});
