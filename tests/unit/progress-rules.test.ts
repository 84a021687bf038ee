import { describe, expect, it } from 'vitest';
import { checklistControls, priorityActions, priorityReason } from '../../src/contract/priorities';
import { currentReview, earlierReviews, REVIEW_STATE_LABELS, reviewState } from '../../src/contract/reviews';
import { percentOf, progressTone } from '../../src/contract/progress';
import { statusLabel } from '../../src/contract/implementations';

describe('progressTone (document 1 colour rule, D15)', () => {
  it('is green at 75 or more only for a full MET, yellow at 50 or more, red below', () => {
    expect(progressTone(100, true)).toBe('green');
    expect(progressTone(75, true)).toBe('green');
    expect(progressTone(100)).toBe('brand');
    expect(progressTone(75, false)).toBe('brand');
    expect(progressTone(74)).toBe('yellow');
    expect(progressTone(50)).toBe('yellow');
    expect(progressTone(49)).toBe('red');
    expect(progressTone(0)).toBe('red');
  });
});

describe('percentOf', () => {
  it('rounds to a whole percent and is 0 for an empty total', () => {
    expect(percentOf(4, 17)).toBe(24);
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(17, 17)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('never reads 100% while something is missing: 319 of 320 objectives is 99%', () => {
    // 319 / 320 = 99.69%, which rounds to 100: shown as 99 until the last one is in.
    expect(percentOf(319, 320)).toBe(99);
    expect(percentOf(320, 320)).toBe(100);
    expect(percentOf(318, 320)).toBe(99);
  });
});

describe('priorityActions (D19: open verdicts first; D28: the findings too)', () => {
  const controls = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
  const work = (
    controlId: string,
    status: 'not_started' | 'in_progress' | 'completed',
    auditorStatus: 'approved' | 'rejected' | 'needs_clarification' | null = null,
    auditorNotes: string | null = auditorStatus ? `notes on ${controlId}` : null,
  ) => ({ controlId, status, auditorStatus, auditorNotes });
  const findings = (controlId: string, openLetters: string[] = [], notMetLetters: string[] = []) => ({
    controlId,
    openLetters,
    notMetLetters,
  });
  const allAssessed = controls.map((control) => findings(control.id));

  it('lists rejected, then needs clarification, then in progress, then not started, never done ones', () => {
    const actions = priorityActions(
      controls,
      [
        work('a', 'completed'),
        work('b', 'completed', 'approved'),
        work('c', 'in_progress'),
        work('d', 'completed', 'needs_clarification'),
        work('e', 'completed', 'rejected'),
      ],
      allAssessed,
    );
    expect(actions.map((action) => [action.control.id, action.reason, action.auditorNotes])).toEqual([
      ['e', 'rejected', 'notes on e'],
      ['d', 'needs_clarification', 'notes on d'],
      ['c', 'in_progress', null],
      ['f', 'not_started', null],
    ]);
  });

  it('follows the objectives: NOT MET after the verdicts, not yet assessed after in progress', () => {
    // Every control completed; b has objective [b] NOT MET, d has [a] and [c] without a finding
    // (e.g. a finding of the last cycle not confirmed yet), f is in progress with everything MET.
    const actions = priorityActions(
      controls,
      [
        ...['a', 'b', 'c', 'd'].map((id) => work(id, 'completed')),
        work('e', 'completed', 'rejected'),
        work('f', 'in_progress'),
      ],
      [findings('a'), findings('b', [], ['b']), findings('c'), findings('d', ['a', 'c']), findings('e')],
    );
    expect(actions.map((action) => [action.control.id, action.reason, action.letters])).toEqual([
      ['e', 'rejected', []],
      ['b', 'not_met', ['b']],
      ['f', 'in_progress', []],
      ['d', 'not_assessed', ['a', 'c']],
    ]);
  });

  it('counts a completed control with one requirement NOT MET: never "0 pending" below MET', () => {
    const completed = controls.map((control) => work(control.id, 'completed'));
    const oneNotMet = allAssessed.map((item) => (item.controlId === 'c' ? findings('c', [], ['a']) : item));
    expect(priorityActions(controls, completed, oneNotMet)).toHaveLength(1);
    expect(priorityReason(work('c', 'completed'), findings('c', [], ['a']))).toBe('not_met');
    // A NOT MET objective comes before the user's own status, an open verdict before both.
    expect(priorityReason(work('c', 'not_started'), findings('c', [], ['a']))).toBe('not_met');
    expect(priorityReason(work('c', 'completed', 'rejected'), findings('c', [], ['a']))).toBe('rejected');
  });

  it('is empty when everything is completed, MET or N/A, without an open verdict', () => {
    const all = controls.map((c) => work(c.id, 'completed', c.id === 'a' ? 'approved' : null));
    expect(priorityActions(controls, all, allAssessed)).toEqual([]);
    expect(priorityReason(work('a', 'completed', 'approved'), findings('a'))).toBeNull();
    expect(priorityReason(undefined, undefined)).toBe('not_started');
  });
});

describe('reviewState (D19: one rule for badges and the queue)', () => {
  it('is the verdict when one stands, pending for completed work, nothing for drafts or untouched work', () => {
    expect(reviewState({ status: 'completed', auditorStatus: 'rejected' })).toBe('rejected');
    expect(reviewState({ status: 'not_started', auditorStatus: 'approved' })).toBe('approved');
    expect(reviewState({ status: 'completed', auditorStatus: null })).toBe('pending');
    // In Progress is the client's draft, not submitted for review (issue 23).
    expect(reviewState({ status: 'in_progress', auditorStatus: null })).toBeNull();
    expect(reviewState({ status: 'not_started', auditorStatus: null })).toBeNull();
    expect(reviewState(undefined)).toBeNull();
    expect(REVIEW_STATE_LABELS.pending).toBe('Pending Review');
  });
  it('separates the current review from the earlier ones', () => {
    const history = [
      { status: 'approved' as const, notes: 'ok', reviewerName: 'A', basedOn: 2, createdAt: '2026-02-01' },
      { status: 'rejected' as const, notes: 'no', reviewerName: 'A', basedOn: 1, createdAt: '2026-01-01' },
    ];
    expect(currentReview({ auditorStatus: 'approved', reviews: history })).toBe(history[0]);
    expect(earlierReviews({ auditorStatus: 'approved', reviews: history })).toEqual([history[1]]);
    expect(currentReview({ auditorStatus: null, reviews: history })).toBeNull();
    expect(earlierReviews({ auditorStatus: null, reviews: history })).toEqual(history);
  });
});

describe('statusLabel', () => {
  it('names the three statuses and shows anything else as Unknown', () => {
    expect(statusLabel('not_started')).toBe('Not Started');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('archived')).toBe('Unknown');
  });
});

describe('checklistControls (the /controls filters)', () => {
  const controls = [
    { id: 'AC.1', domainId: 'AC' },
    { id: 'AC.2', domainId: 'AC' },
    { id: 'IA.1', domainId: 'IA' },
  ];
  const done = (controlId: string) => ({
    controlId,
    status: 'completed' as const,
    auditorStatus: null,
    auditorNotes: null,
  });
  const findings = (controlId: string, openLetters: string[] = []) => ({
    controlId,
    openLetters,
    notMetLetters: [],
  });

  it('keeps the chosen domain, in catalog order', () => {
    const shown = checklistControls(controls, { domainId: 'AC', openOnly: false }, [], []);
    expect(shown.map((control) => control.id)).toEqual(['AC.1', 'AC.2']);
  });

  it('with openOnly, keeps what the to-do list counts: not done, or done with objectives to assess (D28)', () => {
    const shown = checklistControls(
      controls,
      { domainId: null, openOnly: true },
      [done('AC.1'), done('AC.2')],
      [findings('AC.1'), findings('AC.2', ['a'])],
    );
    expect(shown.map((control) => control.id)).toEqual(['AC.2', 'IA.1']);
  });

  const level2 = [
    {
      id: 'AC.L2-3.1.1',
      domainId: 'AC',
      controlNumber: 'AC.L2-3.1.1',
      nistReference: '3.1.1',
      title: 'Authorized Access Control',
      description: 'Limit system access to authorized users.',
    },
    {
      id: 'AC.L2-3.1.12',
      domainId: 'AC',
      controlNumber: 'AC.L2-3.1.12',
      nistReference: '3.1.12',
      title: 'Control Remote Access',
      description: 'Monitor and control remote access sessions.',
    },
    {
      id: 'IA.L2-3.5.3',
      domainId: 'IA',
      controlNumber: 'IA.L2-3.5.3',
      nistReference: '3.5.3',
      title: 'Multifactor Authentication',
      description: 'Use multifactor authentication for local and network access to privileged accounts.',
    },
    {
      id: 'SC.L2-3.13.11',
      domainId: 'SC',
      controlNumber: 'SC.L2-3.13.11',
      nistReference: '3.13.11',
      title: 'CUI Encryption',
      description: 'Employ FIPS-validated cryptography when used to protect the confidentiality of CUI.',
    },
  ];
  const search = (query: string) =>
    checklistControls(level2, { domainId: null, openOnly: false, query }, [], []).map(
      (control) => control.id,
    );

  it('searches a number: that requirement and those under it, not its longer namesakes', () => {
    expect(search('3.1.1')).toEqual(['AC.L2-3.1.1']);
    expect(search('3.1')).toEqual(['AC.L2-3.1.1', 'AC.L2-3.1.12']);
    expect(search(' IA.L2-3.5.3 ')).toEqual(['IA.L2-3.5.3']);
    expect(search('ia.l2-3.5')).toEqual(['IA.L2-3.5.3']);
    expect(search('AC.L2-3.5.3')).toEqual([]);
    expect(search('3.13.11')).toEqual(['SC.L2-3.13.11']);
  });

  it('searches words in the number, title and statement, all of them, in any case', () => {
    expect(search('remote')).toEqual(['AC.L2-3.1.12']);
    expect(search('FIPS')).toEqual(['SC.L2-3.13.11']);
    expect(search('access authorized')).toEqual(['AC.L2-3.1.1']);
    expect(search('AC.L2')).toEqual(['AC.L2-3.1.1', 'AC.L2-3.1.12']);
    expect(search('')).toHaveLength(4);
  });

  it("filters by the practice's result, a practice without findings being not yet assessed", () => {
    const practices = [
      { controlId: 'AC.L2-3.1.1', openLetters: [], notMetLetters: [], result: 'met' as const },
      { controlId: 'IA.L2-3.5.3', openLetters: [], notMetLetters: ['d'], result: 'not_met' as const },
      { controlId: 'AC.L2-3.1.12', openLetters: [], notMetLetters: [], result: 'not_applicable' as const },
    ];
    const withResult = (result: 'met' | 'not_met' | 'not_applicable' | 'not_assessed') =>
      checklistControls(level2, { domainId: null, openOnly: false, result }, [], practices).map((c) => c.id);
    expect(withResult('met')).toEqual(['AC.L2-3.1.1']);
    expect(withResult('not_met')).toEqual(['IA.L2-3.5.3']);
    expect(withResult('not_applicable')).toEqual(['AC.L2-3.1.12']);
    expect(withResult('not_assessed')).toEqual(['SC.L2-3.13.11']);
    expect(
      checklistControls(
        level2,
        { domainId: 'AC', openOnly: false, query: 'remote', result: 'not_applicable' },
        [],
        practices,
      ),
    ).toHaveLength(1);
  });
});
