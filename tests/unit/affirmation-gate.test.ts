import { storedAsset } from '../../src/contract/ssp';
import { describe, expect, it } from 'vitest';
import {
  affirmationBlockers,
  affirmationCheck,
  isAcknowledgeable,
} from '../../src/contract/affirmation-gate';
import {
  objectiveId,
  rollUp,
  type CatalogPractice,
  type ControlEvidenceLink,
  type Finding,
  type FindingFact,
} from '../../src/contract/assessment';
import { SSP_SCOPE_DEFAULTS, type Scope } from '../../src/contract/cycles';
import { CONTROLS } from '../../src/server/catalog/data';

/*
 * The affirmation gate of D28 (32 CFR 170.15(a)(1), 170.23(a)(1), 170.24(b)(1) and (c)(1)), by
 * hand: each case counts the blockers it expects from the catalog's 17 practices and 15
 * requirements.
 */

const catalog: CatalogPractice[] = CONTROLS.map((c) => ({
  id: c.controlNumber,
  controlNumber: c.controlNumber,
  identifier2024: c.identifier2024,
  nistReference: c.nistReference,
  objectives: c.objectives,
}));

function findingsFor(all: Finding | null, except: Record<string, Finding | null> = {}): FindingFact[] {
  return catalog.flatMap((practice) =>
    practice.objectives.map(({ letter }) => {
      const id = objectiveId(practice.id, letter);
      return { objectiveId: id, finding: id in except ? except[id]! : all };
    }),
  );
}

const filesFor = (controls: string[]): ControlEvidenceLink[] =>
  controls.map((controlId) => ({ controlId, evidenceId: `file-${controlId}` }));
const EVERY_CONTROL = catalog.map((practice) => practice.id);

const SCOPE: Scope = {
  fciDescription: 'Purchase orders from two primes.',
  systems: [
    storedAsset({
      id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a02',
      name: 'Two laptops',
      kind: 'endpoints',
      description: '',
    }),
  ],
  ...SSP_SCOPE_DEFAULTS,
  people: '',
  facilities: '',
  serviceProviders: '',
  specializedAssets: '',
  cageCodes: ['1ABC2'],
  holdsCui: false,
};

const facts = (findings: FindingFact[], links: ControlEvidenceLink[], scope: Partial<Scope> = {}) => ({
  assessment: rollUp(catalog, findings, links),
  scope: { ...SCOPE, ...scope },
  openVerdicts: [],
});
const codes = (blockers: { code: string }[]) => blockers.map((blocker) => blocker.code);

describe('the affirmation gate (D28)', () => {
  it('is ready with every objective MET, a file behind each of the 17 practices and a full scope', () => {
    expect(affirmationCheck(facts(findingsFor('met'), filesFor(EVERY_CONTROL)))).toEqual({
      ready: true,
      blockers: [],
    });
  });

  it('lists one not_met per requirement not MET or N/A: 15 when nothing is assessed', () => {
    const blockers = affirmationBlockers(facts(findingsFor(null), filesFor(EVERY_CONTROL)));
    expect(codes(blockers)).toEqual(Array(15).fill('not_met'));
    // PE.L1-b.1.ix holds three practices (3.10.3, 3.10.4, 3.10.5): one blocker, naming all three.
    const pe = blockers.find((blocker) => blocker.requirementId === 'PE.L1-b.1.ix')!;
    expect(pe.message).toContain('(PE.L1-3.10.3, PE.L1-3.10.4, PE.L1-3.10.5)');
    expect(pe.controlId).toBe('PE.L1-3.10.3');
  });

  it('names the practice that fails a requirement of several: one NOT MET objective of 3.10.4', () => {
    const blockers = affirmationBlockers(
      facts(findingsFor('met', { 'PE.L1-3.10.4[a]': 'not_met' }), filesFor(EVERY_CONTROL)),
    );
    // 15 requirements, 14 MET: exactly one blocker, on the practice that is NOT MET.
    expect(blockers).toEqual([
      expect.objectContaining({ code: 'not_met', requirementId: 'PE.L1-b.1.ix', controlId: 'PE.L1-3.10.4' }),
    ]);
    expect(blockers[0]!.message).toContain('is NOT MET');
  });

  it('counts N/A as MET, and a practice all N/A needs no file', () => {
    // AC.L1-3.1.22 has five objectives, all N/A, and no file: no blocker for it.
    const na = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((l) => [`AC.L1-3.1.22[${l}]`, 'not_applicable' as const]),
    );
    const withoutFile = EVERY_CONTROL.filter((id) => id !== 'AC.L1-3.1.22');
    expect(affirmationBlockers(facts(findingsFor('met', na), filesFor(withoutFile)))).toEqual([]);
  });

  it('lists one missing_evidence per practice MET without a file, the only kind the official can lift', () => {
    // Files behind 5 of the 17 practices: 17 - 5 = 12 without.
    const five = EVERY_CONTROL.slice(0, 5);
    const gate = facts(findingsFor('met'), filesFor(five));
    const blockers = affirmationBlockers(gate);
    expect(codes(blockers)).toEqual(Array(12).fill('missing_evidence'));
    expect(blockers.every(isAcknowledgeable)).toBe(true);
    expect(affirmationCheck(gate).ready).toBe(false);
    expect(affirmationCheck(gate, true)).toEqual({ ready: true, blockers: [] });
  });

  it('refuses CUI, a missing CAGE code, an incomplete scope and open verdicts, none of them liftable', () => {
    const gate = {
      ...facts(findingsFor('met'), filesFor(EVERY_CONTROL), {
        holdsCui: true,
        cageCodes: [],
        fciDescription: '  ',
      }),
      openVerdicts: [
        { controlId: 'AC.L1-3.1.1', auditorStatus: 'rejected' as const },
        { controlId: 'SI.L1-3.14.1', auditorStatus: 'needs_clarification' as const },
      ],
    };
    const blockers = affirmationBlockers(gate);
    // Order: result, scope (CUI, each missing answer, CAGE), verdicts, evidence.
    expect(codes(blockers)).toEqual([
      'holds_cui',
      'scope_incomplete',
      'no_cage_code',
      'open_verdict',
      'open_verdict',
    ]);
    expect(blockers[0]!.message).toContain('32 CFR 170.23(a)(1)');
    expect(blockers[2]!.message).toContain('32 CFR 170.15(a)(1)(i)(D)');
    expect(blockers[4]!.message).toContain('SI.L1-3.14.1 Needs Clarification');
    // Confirming evidence lifts none of these.
    expect(affirmationCheck(gate, true).blockers).toHaveLength(5);
  });
});
