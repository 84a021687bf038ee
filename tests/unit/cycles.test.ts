import { storedAsset } from '../../src/contract/ssp';
import { describe, expect, it } from 'vitest';
import {
  dueState,
  oneYearAfter,
  scopeInputSchema,
  scopeProblems,
  scopeSummary,
  SSP_SCOPE_DEFAULTS,
  type Scope,
} from '../../src/contract/cycles';

const scope = {
  fciDescription: 'Purchase orders.',
  systems: [
    storedAsset({
      id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a01',
      name: 'Microsoft 365 tenant',
      kind: 'cloud_service',
      description: '',
    }),
    storedAsset({
      id: '0b7c1a52-8f0e-4c5e-9d51-7a1f6f1f0a02',
      name: 'Laptops',
      kind: 'endpoints',
      description: '',
    }),
  ],
  ...SSP_SCOPE_DEFAULTS,
  people: 'Owner',
  facilities: '',
  serviceProviders: 'Acme IT.',
  specializedAssets: 'CNC mills',
  cageCodes: ['1ABC2'],
  holdsCui: false,
} satisfies Scope;

describe('cycles (D23)', () => {
  it('sums up the scope for SPRS in whole sentences, skipping empty answers', () => {
    expect(scopeSummary(scope)).toBe(
      'Systems: Microsoft 365 tenant (cloud service); Laptops (computers and phones). People: Owner. External service providers: Acme IT. ' +
        'Specialized assets (not assessed): CNC mills.',
    );
    expect(
      scopeSummary({ ...scope, systems: [], people: '', serviceProviders: '', specializedAssets: '' }),
    ).toBe('');
  });

  it('sums up the assets the assessment covers: out-of-scope ones left out, specialized ones apart (D36)', () => {
    const assets = [
      storedAsset({ id: 'a', name: 'Tenant', kind: 'cloud_service', description: '', category: 'cui' }),
      storedAsset({
        id: 'b',
        name: 'Guest Wi-Fi',
        kind: 'network',
        description: '',
        category: 'out_of_scope',
      }),
      storedAsset({
        id: 'c',
        name: 'Mills',
        kind: 'other',
        description: '',
        category: 'specialized',
        specializedKind: 'operational_technology',
      }),
    ];
    expect(scopeSummary({ ...scope, systems: assets, people: '', serviceProviders: '' })).toBe(
      'Systems: Tenant (cloud service). Specialized assets (not assessed): Mills; CNC mills.',
    );
  });

  it('names what the scope lacks before an affirmation', () => {
    expect(scopeProblems(scope)).toEqual({});
    expect(Object.keys(scopeProblems({ ...scope, fciDescription: ' ', holdsCui: null })).sort()).toEqual([
      'fciDescription',
      'holdsCui',
    ]);
  });

  it('accepts CAGE codes of 5 letters or digits, upper-cased, each once', () => {
    expect(scopeInputSchema.parse({ cageCodes: [' 1abc2 '] }).cageCodes).toEqual(['1ABC2']);
    for (const codes of [['1ABC'], ['1ABC23'], ['1AB-2'], ['1ABC2', '1abc2']]) {
      expect(scopeInputSchema.safeParse({ cageCodes: codes }).success, codes.join()).toBe(false);
    }
  });

  it('counts down to the next affirmation and warns within 30 days and after the date', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(dueState(null, now).state).toBe('never');
    expect(dueState(new Date('2027-11-23T12:00:00Z'), now)).toMatchObject({
      state: 'affirmed',
      daysLeft: 365,
    });
    expect(dueState(new Date('2026-12-20T12:00:00Z'), now)).toMatchObject({
      state: 'due_soon',
      daysLeft: 27,
    });
    expect(dueState(new Date('2026-11-20T12:00:00Z'), now)).toMatchObject({ state: 'overdue', daysLeft: -3 });
  });

  it('sets the next affirmation one year later, 29 February falling to 28 February', () => {
    expect(oneYearAfter(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2027-11-23T10:00:00.000Z');
    expect(oneYearAfter(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});
