import { describe, expect, it } from 'vitest';
import type { RequirementStanding } from '../../src/contract/assessment';
import { level2Obstacles, openRequirements, scoreLabel, shownStatus } from '../../src/web/lib/result-words';

/**
 * How the Level 2 result reads on every screen (D30, D31; src/web/lib/result-words.ts): the score
 * is "your self-assessed SPRS score", there is no number without a system security plan, and the
 * sentence after it says what stands in the way.
 */
const results = (...list: RequirementStanding['result'][]) => list.map((result) => ({ result }));

describe('the Level 2 result in words', () => {
  it('reads the score as self-assessed, and gives no number without an SSP', () => {
    expect(scoreLabel({ score: 106 })).toBe('Your self-assessed SPRS score: 106 of 110');
    expect(scoreLabel({ score: -203 })).toBe('Your self-assessed SPRS score: -203 of 110');
    expect(scoreLabel({ score: null })).toBe('Cannot be scored: no system security plan (3.12.4 is not MET)');
  });

  it('counts the requirements NOT MET and not yet assessed', () => {
    expect(openRequirements(results('met', 'not_met', 'not_met', 'not_assessed'))).toBe(
      '2 requirements NOT MET and 1 not yet assessed',
    );
    expect(openRequirements(results('not_assessed', 'not_applicable'))).toBe(
      '1 requirement not yet assessed',
    );
    expect(openRequirements(results('met'))).toBe('');
  });

  it('says what stands in the way of each status, citing 32 CFR 170.21', () => {
    const open = results('met', 'not_met', 'not_met');
    expect(level2Obstacles({ score: 106, status: 'none', wouldBe: 'none', poamCloseBy: null }, open)).toBe(
      '2 requirements NOT MET (4 points lost). For a Conditional status, every requirement NOT MET must be on a POA&M item that supports one: 1-point requirements, and 3.13.11 at 3 points (32 CFR 170.21(a)(2)). Otherwise SPRS records No CMMC Status, which cannot be affirmed.',
    );
    expect(
      level2Obstacles({ score: 80, status: 'none', wouldBe: 'none', poamCloseBy: null }, open),
    ).toContain('A Conditional status needs at least 88 (32 CFR 170.21(a)(2)(i)).');
    expect(
      level2Obstacles(
        { score: 110, status: 'conditional', wouldBe: 'final', poamCloseBy: '2027-05-25' },
        open,
      ),
    ).toBe(
      'Conditional until the POA&M closeout is recorded: closeout due by May 25, 2027, 180 days after the CMMC status date (32 CFR 170.21(b)).',
    );
    expect(
      level2Obstacles({ score: 106, status: 'expired', wouldBe: 'none', poamCloseBy: '2027-05-25' }, open),
    ).toContain('expired on May 25, 2027');
    expect(
      level2Obstacles({ score: 110, status: 'final', wouldBe: 'final', poamCloseBy: null }, results('met')),
    ).toBe('Every requirement is MET or N/A.');
    // Before the affirmation: what it would be, said as not affirmed (D35).
    expect(
      level2Obstacles({ score: 110, status: 'none', wouldBe: 'final', poamCloseBy: null }, results('met')),
    ).toBe(
      'Every requirement is MET or N/A: Final Level 2 (Self) once the affirming official affirms it (32 CFR 170.22). Not affirmed yet.',
    );
    expect(shownStatus({ status: 'none', wouldBe: 'final' })).toEqual({ status: 'final', affirmed: false });
    expect(shownStatus({ status: 'conditional', wouldBe: 'final' })).toEqual({
      status: 'conditional',
      affirmed: true,
    });
    const unscored = level2Obstacles(
      { score: null, status: 'none', wouldBe: 'none', poamCloseBy: null },
      open,
    );
    expect(unscored).toMatch(/^Without a system security plan \(3\.12\.4 MET\) no score can be given/);
    expect(unscored).not.toMatch(/points lost|of 110/);
  });
});
