import { describe, expect, it } from 'vitest';
import { scopeWarnings } from '../../src/contract/affirmation-gate';
import {
  ASSET_CATEGORIES,
  ASSET_CATEGORIES_AT,
  assetAtLevel,
  assetProblems,
  CATEGORY_GUIDANCE,
  suggestedCategory,
  type AssetCategory,
} from '../../src/contract/assets';
import { fedrampWarning } from '../../src/contract/providers';
import { storedAsset } from '../../src/contract/ssp';

/* The 32 CFR 170.19 categories of the scope's assets and the FedRAMP flag of providers (D36). */

const asset = (category: AssetCategory | null, fields: Record<string, unknown> = {}) =>
  storedAsset({ id: 'a', name: 'Laptops', kind: 'endpoints', description: '', category, ...fields });

describe('the categories of each level (170.19(b), 170.19(c)(1))', () => {
  it('has three at Level 1 and five at Level 2, each with the rule’s words and paragraph', () => {
    expect(ASSET_CATEGORIES_AT[1]).toEqual(['in_scope', 'specialized', 'out_of_scope']);
    expect(ASSET_CATEGORIES_AT[2]).toEqual([
      'cui',
      'security_protection',
      'contractor_risk_managed',
      'specialized',
      'out_of_scope',
    ]);
    for (const level of [1, 2] as const)
      for (const category of ASSET_CATEGORIES_AT[level]) {
        const guidance = CATEGORY_GUIDANCE[level][category]!;
        expect(guidance.cite).toMatch(
          level === 1 ? /^32 CFR 170\.19\(b\)/ : /^32 CFR 170\.19\(c\)\(1\), Table 3$/,
        );
        expect(guidance.quote.length).toBeGreaterThan(20);
      }
    expect(CATEGORY_GUIDANCE[2].contractor_risk_managed!.quote).toBe(
      'Assets that can, but are not intended to, process, store, or transmit CUI because of security policy, procedures, and practices in place',
    );
    expect(CATEGORY_GUIDANCE[1].specialized!.quote).toContain(
      'Specialized Assets are not part of the Level 1 CMMC Assessment Scope and are not assessed against CMMC security requirements.',
    );
  });

  it('asks each category for its own fields, and refuses a category of the other level', () => {
    const fields = (category: AssetCategory | null, level: 1 | 2, extra = {}) =>
      Object.keys(assetProblems({ ...asset(category, extra) }, level));
    expect(fields('specialized', 2)).toEqual(['specializedKind']);
    expect(fields('specialized', 1, { specializedKind: 'test_equipment' })).toEqual([]);
    expect(fields('contractor_risk_managed', 2)).toEqual(['policy']);
    expect(fields('contractor_risk_managed', 2, { policy: 'Not mapped.' })).toEqual([]);
    expect(fields('out_of_scope', 1)).toEqual(['outOfScopeReason']);
    expect(fields('out_of_scope', 2, { outOfScopeReason: 'Own line.' })).toEqual([]);
    expect(fields('cui', 1)).toEqual(['category']);
    expect(fields('in_scope', 2)).toEqual(['category']);
    // Not categorized yet: let through, the owner is asked for it.
    expect(fields(null, 2)).toEqual([]);
  });
});

describe('a switch of level (D36)', () => {
  it('keeps what means the same, clears the rest with what it was, and restores it on the way back', () => {
    const kept = (category: AssetCategory, from: 1 | 2, to: 1 | 2) =>
      assetAtLevel(asset(category, { specializedKind: category === 'specialized' ? 'iot' : null }), from, to)
        .category;
    expect(kept('specialized', 2, 1)).toBe('specialized');
    expect(kept('specialized', 1, 2)).toBe('specialized');
    expect(kept('out_of_scope', 1, 2)).toBe('out_of_scope');
    for (const category of ['cui', 'security_protection', 'contractor_risk_managed', 'out_of_scope'] as const)
      expect(kept(category, 2, 1), category).toBeNull();
    expect(kept('in_scope', 1, 2)).toBeNull();

    const cleared = assetAtLevel(asset('cui', { policy: 'kept' }), 2, 1);
    expect(cleared).toMatchObject({
      category: null,
      categoryBefore: { level: 2, category: 'cui' },
      policy: 'kept',
    });
    expect(suggestedCategory(cleared.categoryBefore!, 1)).toBe('in_scope');
    expect(assetAtLevel(cleared, 1, 2)).toMatchObject({ category: 'cui', categoryBefore: null });
    // The same level: nothing moves.
    expect(assetAtLevel(cleared, 1, 1)).toBe(cleared);
  });

  it('suggests a category where one follows from the old one, none where the owner must choose', () => {
    const suggest = (category: AssetCategory, from: 1 | 2) =>
      suggestedCategory({ level: from, category }, from === 1 ? 2 : 1);
    expect(suggest('cui', 2)).toBe('in_scope');
    expect(suggest('out_of_scope', 2)).toBe('out_of_scope');
    expect(suggest('security_protection', 2)).toBeNull();
    expect(suggest('contractor_risk_managed', 2)).toBeNull();
    expect(suggest('in_scope', 1)).toBe('cui');
    for (const category of ASSET_CATEGORIES) expect(ASSET_CATEGORIES).toContain(category);
  });
});

describe('the FedRAMP flag (DFARS 252.204-7012(b)(2)(ii)(D))', () => {
  const csp = {
    name: 'Cloud',
    kind: 'csp' as const,
    handlesCui: true,
    fedrampStatus: null,
    hasEquivalencyEvidence: false,
  };

  it('flags a CSP with CUI unless certified, or equivalent with its body of evidence', () => {
    expect(fedrampWarning(csp)).toMatch(
      /has no FedRAMP standing on record: DFARS 252\.204-7012\(b\)\(2\)\(ii\)\(D\)/,
    );
    expect(fedrampWarning({ ...csp, fedrampStatus: 'unknown' })).toContain('"FedRAMP status not known"');
    expect(fedrampWarning({ ...csp, fedrampStatus: 'not_authorized' })).toContain('"Not FedRAMP Certified"');
    expect(fedrampWarning({ ...csp, fedrampStatus: 'equivalent' })).toContain('no body of evidence on file');
    expect(fedrampWarning({ ...csp, fedrampStatus: 'equivalent', hasEquivalencyEvidence: true })).toBeNull();
    expect(fedrampWarning({ ...csp, fedrampStatus: 'authorized' })).toBeNull();
    expect(fedrampWarning({ ...csp, handlesCui: false })).toBeNull();
    expect(fedrampWarning({ ...csp, kind: 'msp' })).toBeNull();
  });

  it('makes the affirmation check’s warnings of the flagged providers and the assets with no category', () => {
    const warnings = scopeWarnings(
      { systems: [asset(null), asset('cui', { name: 'Tenant' }), asset(null, { name: 'Server' })] },
      [
        { ...csp, id: 'p1' },
        { ...csp, id: 'p2', fedrampStatus: 'authorized' },
      ],
      2,
    );
    expect(warnings.map((warning) => [warning.code, warning.providerId])).toEqual([
      ['csp_without_fedramp', 'p1'],
      ['assets_uncategorized', undefined],
    ]);
    expect(warnings[1]!.message).toBe(
      "2 assets of the scope have no category yet (Laptops, Server): choose each one's category in the scope, since the plan lists the assets by category (32 CFR 170.19(c)(1)).",
    );
  });
});
