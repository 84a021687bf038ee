import { afterEach, describe, expect, it } from 'vitest';
import type { ObjectiveFinding } from '../../src/contract/assessment';
import {
  draftInput,
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
    expect(isSavable(na)).toBe(false);
    expect(isSavable({ ...na, justification: 'No remote access at all.' })).toBe(true);
    expect(draftInput({ ...na, justification: ' No remote access. ', note: '  ' })).toEqual({
      finding: 'not_applicable',
      methods: [],
      note: null,
      justification: 'No remote access.',
      evidenceIds: [],
    });
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
