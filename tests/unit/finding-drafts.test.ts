import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObjectiveFinding } from '../../src/contract/assessment';
import {
  draftInput,
  draftProblems,
  findingDraftsOf,
  isSavable,
  readFindingDraft,
  sameDraft,
  savedDraft,
  settleFindingDraft,
  writeFindingDraft,
} from '../../src/web/lib/finding-drafts';

/** Issue 23: what the control dialog keeps, compares and saves of an objective's finding. */

const saved: ObjectiveFinding = {
  objectiveId: 'AC.L1-3.1.1[a]',
  controlId: 'AC.L1-3.1.1',
  letter: 'a',
  finding: 'met',
  methods: ['examine', 'interview'],
  note: 'User list reviewed.',
  justification: null,
  evidenceIds: ['f1', 'f2'],
  updatedAt: '2026-11-02T10:00:00.000Z',
  previousFinding: null,
  prefilledFrom: null,
  partial: null,
  basis: null,
  basisDescription: null,
  planOfActionItemId: null,
  arisenOn: null,
  implementedBefore: false,
  capabilityOff: false,
};

afterEach(() => {
  for (const objectiveId of ['AC.L1-3.1.1[a]', 'AC.L1-3.1.1[b]', 'AC.L1-3.1.10[a]', 'IA.L1-3.5.1[a]']) {
    writeFindingDraft('user-1', objectiveId, null);
  }
});

describe('a finding draft', () => {
  it('starts from the saved finding, or from last cycle offered again (D23)', () => {
    expect(savedDraft(saved)).toEqual({
      finding: 'met',
      methods: ['examine', 'interview'],
      note: 'User list reviewed.',
      justification: '',
      evidenceIds: ['f1', 'f2'],
      partial: null,
      basis: null,
      basisDescription: '',
      planOfActionItemId: null,
      arisenOn: '',
      implementedBefore: false,
      capabilityOff: false,
    });
    expect(savedDraft({ ...saved, finding: null, previousFinding: 'not_met' }).finding).toBe('not_met');
    expect(savedDraft(undefined)).toMatchObject({ finding: null, note: '', evidenceIds: [] });
  });

  it('is the same as the saved one whatever the order of methods and files, or spaces around the text', () => {
    const typed = { ...savedDraft(saved), note: ' User list reviewed. ' };
    expect(sameDraft({ ...typed, methods: ['interview', 'examine'] }, savedDraft(saved))).toBe(true);
    expect(sameDraft({ ...savedDraft(saved), evidenceIds: ['f2', 'f1'] }, savedDraft(saved))).toBe(true);
    expect(sameDraft({ ...savedDraft(saved), note: 'Another note' }, savedDraft(saved))).toBe(false);
  });

  it('cannot be saved as N/A without a justification (D22), and saves trimmed text otherwise', () => {
    const na = { ...savedDraft(undefined), finding: 'not_applicable' as const, justification: '   ' };
    expect(isSavable('AC.L1-3.1.1[a]', na)).toBe(false);
    expect(isSavable('AC.L1-3.1.1[a]', { ...na, justification: 'No remote access at all.' })).toBe(true);
    expect(draftInput({ ...na, justification: ' No remote access. ', note: '  ' })).toEqual({
      finding: 'not_applicable',
      methods: [],
      note: null,
      justification: 'No remote access.',
      evidenceIds: [],
      partial: null,
      basis: null,
      basisDescription: null,
      planOfActionItemId: null,
      arisenOn: null,
      implementedBefore: false,
      capabilityOff: false,
    });
  });

  it("sends a temporary deficiency's plan of action with that basis only (D35)", () => {
    const deficiency = {
      ...savedDraft(undefined),
      finding: 'not_met' as const,
      basis: 'temporary_deficiency' as const,
      basisDescription: 'A firewall rule widened during a move.',
      planOfActionItemId: 'item-1',
      arisenOn: '2026-10-01',
      implementedBefore: true,
    };
    expect(draftInput(deficiency)).toMatchObject({
      planOfActionItemId: 'item-1',
      arisenOn: '2026-10-01',
      implementedBefore: true,
    });
    // An enduring exception chosen instead: the plan of action is sent cleared.
    expect(draftInput({ ...deficiency, basis: 'enduring_exception' })).toMatchObject({
      planOfActionItemId: null,
      arisenOn: null,
      implementedBefore: false,
    });
    // Saved, it comes back into the form when it reopens.
    expect(
      savedDraft({
        ...saved,
        finding: 'not_met',
        basis: 'temporary_deficiency',
        planOfActionItemId: 'item-1',
        arisenOn: '2026-10-01',
        implementedBefore: true,
      }),
    ).toMatchObject({ planOfActionItemId: 'item-1', arisenOn: '2026-10-01', implementedBefore: true });
    expect(sameDraft({ ...deficiency, implementedBefore: false }, deficiency)).toBe(false);
  });

  it('keeps the Level 2 fields (D30) and sends each only with the finding it belongs to', () => {
    const notMet = {
      ...savedDraft(undefined),
      finding: 'not_met' as const,
      partial: 'remote_and_privileged_only' as const,
      basis: 'temporary_deficiency' as const,
      basisDescription: ' Plan of action POA-7: MFA for the shop floor by March. ',
      capabilityOff: true,
    };
    expect(draftInput(notMet)).toMatchObject({
      finding: 'not_met',
      partial: 'remote_and_privileged_only',
      basis: 'temporary_deficiency',
      basisDescription: 'Plan of action POA-7: MFA for the shop floor by March.',
      capabilityOff: false,
    });
    // Another finding chosen afterwards: what belonged to NOT MET is sent cleared.
    expect(draftInput({ ...notMet, finding: 'met' })).toMatchObject({
      partial: null,
      basis: null,
      basisDescription: null,
      capabilityOff: false,
    });
    expect(draftInput({ ...notMet, finding: 'not_applicable', justification: 'x' })).toMatchObject({
      partial: null,
      basis: null,
      capabilityOff: true,
    });
    // A draft differs from the saved finding by these fields too.
    expect(sameDraft(notMet, { ...notMet, partial: null })).toBe(false);
    expect(sameDraft(notMet, { ...notMet, basisDescription: 'Another plan' })).toBe(false);
    expect(sameDraft({ ...notMet, finding: 'met' }, { ...notMet, finding: 'met', partial: null })).toBe(true);
    expect(
      savedDraft({ ...saved, finding: 'not_met', basis: 'enduring_exception', basisDescription: 'SSP 4.2' }),
    ).toMatchObject({ basis: 'enduring_exception', basisDescription: 'SSP 4.2' });
  });

  it("sends a temporary deficiency's plan of action with that basis only (D35, 170.24(b)(1)(ii))", () => {
    const deficiency = {
      ...savedDraft(undefined),
      finding: 'not_met' as const,
      basis: 'temporary_deficiency' as const,
      basisDescription: 'The VPN lost its MFA after an update.',
      planOfActionItemId: 'item-7',
      arisenOn: '2026-11-02',
      implementedBefore: true,
    };
    expect(draftInput(deficiency)).toMatchObject({
      planOfActionItemId: 'item-7',
      arisenOn: '2026-11-02',
      implementedBefore: true,
    });
    // An enduring exception, or another finding, sends them cleared.
    for (const other of [{ basis: 'enduring_exception' as const }, { finding: 'met' as const }])
      expect(draftInput({ ...deficiency, ...other })).toMatchObject({
        planOfActionItemId: null,
        arisenOn: null,
        implementedBefore: false,
      });
    // No day typed yet is sent as none.
    expect(draftInput({ ...deficiency, arisenOn: '' }).arisenOn).toBeNull();
    expect(sameDraft(deficiency, { ...deficiency, planOfActionItemId: 'item-8' })).toBe(false);
    expect(sameDraft(deficiency, { ...deficiency, implementedBefore: false })).toBe(false);
    expect(
      savedDraft({
        ...saved,
        finding: 'not_met',
        basis: 'temporary_deficiency',
        planOfActionItemId: 'item-7',
        arisenOn: '2026-11-02',
        implementedBefore: true,
      }),
    ).toMatchObject({ planOfActionItemId: 'item-7', arisenOn: '2026-11-02', implementedBefore: true });
  });

  it('cannot be saved without what Level 2 asks: the policy of a capability, the description of a basis', () => {
    const na = {
      ...savedDraft(undefined),
      finding: 'not_applicable' as const,
      justification: 'Nobody works remotely.',
    };
    expect(isSavable('AC.L2-3.1.12[a]', na)).toBe(false);
    expect(draftProblems('AC.L2-3.1.12[a]', na)).toEqual({
      capabilityOff: expect.stringContaining('3.1.12 can be N/A only when remote access is not permitted'),
    });
    expect(isSavable('AC.L2-3.1.12[a]', { ...na, capabilityOff: true })).toBe(true);
    // The same N/A elsewhere, or at Level 1, needs no policy.
    expect(isSavable('AC.L2-3.1.1[a]', na)).toBe(true);
    const excepted = {
      ...savedDraft(undefined),
      finding: 'not_met' as const,
      basis: 'enduring_exception' as const,
      basisDescription: '  ',
    };
    expect(Object.keys(draftProblems('SC.L2-3.13.11[a]', excepted))).toEqual(['basisDescription']);
    expect(isSavable('SC.L2-3.13.11[a]', { ...excepted, basisDescription: 'Test bench, SSP 5.1' })).toBe(
      true,
    );
  });

  it('reads a draft kept before Level 2 with the new fields empty', () => {
    const kept = new Map([
      [
        'cmmc-readiness:finding-draft:user-1:AC.L1-3.1.1[a]',
        JSON.stringify({ finding: 'met', methods: [], note: 'old', justification: '', evidenceIds: [] }),
      ],
    ]);
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (name: string) => kept.get(name) ?? null,
        setItem: (name: string, value: string) => kept.set(name, value),
        removeItem: (name: string) => kept.delete(name),
      },
    });
    try {
      expect(readFindingDraft('user-1', 'AC.L1-3.1.1[a]')).toEqual({
        ...savedDraft(undefined),
        finding: 'met',
        note: 'old',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is kept per user and objective, listed by control, and settled only by the save of what it holds', () => {
    writeFindingDraft('user-1', 'AC.L1-3.1.1[b]', { ...savedDraft(undefined), note: 'b' });
    writeFindingDraft('user-1', 'AC.L1-3.1.1[a]', { ...savedDraft(undefined), note: 'a' });
    writeFindingDraft('user-1', 'AC.L1-3.1.10[a]', { ...savedDraft(undefined), note: 'other control' });
    writeFindingDraft('user-2', 'AC.L1-3.1.1[a]', { ...savedDraft(undefined), note: 'other user' });
    expect(findingDraftsOf('user-1', 'AC.L1-3.1.1').map(([id, draft]) => [id, draft.note])).toEqual([
      ['AC.L1-3.1.1[a]', 'a'],
      ['AC.L1-3.1.1[b]', 'b'],
    ]);
    // Typed on after the save was sent: the draft stays.
    settleFindingDraft(
      'user-1',
      'AC.L1-3.1.1[a]',
      draftInput({ ...savedDraft(undefined), note: 'an older a' }),
    );
    expect(readFindingDraft('user-1', 'AC.L1-3.1.1[a]')?.note).toBe('a');
    settleFindingDraft('user-1', 'AC.L1-3.1.1[a]', draftInput({ ...savedDraft(undefined), note: 'a' }));
    expect(readFindingDraft('user-1', 'AC.L1-3.1.1[a]')).toBeNull();
    writeFindingDraft('user-2', 'AC.L1-3.1.1[a]', null);
  });
});
