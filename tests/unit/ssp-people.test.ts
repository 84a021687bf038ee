import { describe, expect, it } from 'vitest';
import { SSP_SCOPE_DEFAULTS } from '../../src/contract/cycles';
import { privilegedWithinUsers, SSP_PEOPLE_DEFAULTS, withoutSspPeople } from '../../src/contract/ssp-people';
import { leavesNotApplicable } from '../../src/contract/ssp-requirements';

/* The plan's people and system, and the rule that lapses an N/A approval (D36). */

describe("the plan's people and system", () => {
  it('leaves them out of a scope form that does not show them', () => {
    const scope = { ...SSP_SCOPE_DEFAULTS, boundary: 'The office.', userCount: 12, systemOwnerUserId: 'u1' };
    const sent = withoutSspPeople(scope);
    expect(sent).toMatchObject({ boundary: 'The office.' });
    for (const field of Object.keys(SSP_PEOPLE_DEFAULTS)) expect(sent).not.toHaveProperty(field);
  });

  it('counts the privileged users among the users', () => {
    expect(privilegedWithinUsers(12, 2)).toBe(true);
    expect(privilegedWithinUsers(2, 2)).toBe(true);
    expect(privilegedWithinUsers(2, 3)).toBe(false);
    expect(privilegedWithinUsers(null, 3)).toBe(true);
    expect(privilegedWithinUsers(3, null)).toBe(true);
  });
});

describe('a finding that leaves N/A (3.12.4[d] approval lapses)', () => {
  it('is N/A before and not after, as the roll-up reads it', () => {
    const na = { finding: 'not_applicable' as const };
    expect(leavesNotApplicable('3.13.5', na, { finding: 'met' })).toBe(true);
    expect(leavesNotApplicable('3.13.5', na, { finding: null })).toBe(true);
    expect(leavesNotApplicable('3.13.5', na, na)).toBe(false);
    expect(leavesNotApplicable('3.13.5', { finding: 'met' }, na)).toBe(false);
    expect(leavesNotApplicable('3.13.5', null, { finding: 'met' })).toBe(false);
    // Wireless (3.1.16) N/A counts only with the policy that keeps it off (D30): dropping the
    // policy takes the objective out of N/A though the finding stays N/A.
    expect(
      leavesNotApplicable('3.1.16', { ...na, capabilityOff: true }, { ...na, capabilityOff: false }),
    ).toBe(true);
    expect(leavesNotApplicable('3.1.16', { ...na, capabilityOff: false }, { finding: 'met' })).toBe(false);
  });
});
