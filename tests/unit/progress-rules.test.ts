import { describe, expect, it } from 'vitest';
import { pendingControls, statusByControl } from '../../src/contract/priorities';
import { percentOf, progressTone } from '../../src/contract/progress';
import { statusLabel } from '../../src/contract/implementations';

describe('progressTone (document 1 colour rule)', () => {
  it('is green at 75 or more, yellow at 50 or more, red below', () => {
    expect(progressTone(100)).toBe('green');
    expect(progressTone(75)).toBe('green');
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
});

describe('pendingControls (priority actions)', () => {
  const controls = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
  it('lists in-progress controls first, then not started, in catalog order, never completed ones', () => {
    const statuses = statusByControl([
      { controlId: 'a', status: 'completed' },
      { controlId: 'd', status: 'in_progress' },
      { controlId: 'c', status: 'not_started' },
    ]);
    expect(pendingControls(controls, statuses).map((c) => c.id)).toEqual(['d', 'b', 'c', 'e']);
  });
  it('is empty when everything is completed', () => {
    const statuses = statusByControl(
      controls.map((c) => ({ controlId: c.id, status: 'completed' as const })),
    );
    expect(pendingControls(controls, statuses)).toEqual([]);
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
