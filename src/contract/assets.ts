import type { Level } from './level2';

/**
 * The asset categories of 32 CFR 170.19 (D36): what each asset of the scope is, at the level the
 * cycle assesses. Level 1 (170.19(b)) knows assets in scope, specialized assets and out-of-scope
 * assets; Level 2 (170.19(c)(1), Table 3) knows CUI Assets, Security Protection Assets,
 * Contractor Risk Managed Assets, Specialized Assets and Out-of-Scope Assets.
 *
 * Sources, confirmed (issue 40): the Level 1 texts from the eCFR text of 32 CFR 170.19(b); the
 * Level 2 texts from Table 3 of 170.19(c)(1) as the DoD CMMC Scoping Guide - Level 2 (version
 * 2.13, September 2024) reprints it (the same words guide-content-level2.ts quotes). Every quote
 * below is verbatim, with its paragraph.
 */
export const ASSET_CATEGORIES = [
  'cui',
  'security_protection',
  'contractor_risk_managed',
  'specialized',
  'out_of_scope',
  'in_scope',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** The categories of each level, in the order the screens and the plan list them. */
export const ASSET_CATEGORIES_AT: Record<Level, readonly AssetCategory[]> = {
  1: ['in_scope', 'specialized', 'out_of_scope'],
  2: ['cui', 'security_protection', 'contractor_risk_managed', 'specialized', 'out_of_scope'],
};

export const isCategoryAt = (category: AssetCategory, level: Level): boolean =>
  ASSET_CATEGORIES_AT[level].includes(category);

/** A group's title: 170.19's own names. */
export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = {
  cui: 'CUI Assets',
  security_protection: 'Security Protection Assets',
  contractor_risk_managed: 'Contractor Risk Managed Assets',
  specialized: 'Specialized Assets',
  out_of_scope: 'Out-of-Scope Assets',
  in_scope: 'In-scope assets',
};

/** One asset of the category, as a choice and a button name it. */
export const ASSET_CATEGORY_SINGULAR: Record<AssetCategory, string> = {
  cui: 'CUI Asset',
  security_protection: 'Security Protection Asset',
  contractor_risk_managed: 'Contractor Risk Managed Asset',
  specialized: 'Specialized Asset',
  out_of_scope: 'Out-of-Scope Asset',
  in_scope: 'In-scope asset',
};

/** What a category is and what the rule asks of it: the rule's words, quoted, and its paragraph. */
export interface CategoryGuidance {
  /** 170.19's description of the category, verbatim. */
  quote: string;
  /** What the rule asks: documentation and assessment, its words quoted within. */
  asks: string;
  cite: string;
}

/**
 * The guidance the assets editor shows for each category, per level. Level 1: 32 CFR 170.19(b)(1),
 * (b)(2)(i) and (b)(2)(ii), quoted from the eCFR. Level 2: 32 CFR 170.19(c)(1), Table 3, the
 * "Asset Description" column quoted, and the "OSA Requirements" and "CMMC Assessment Requirements"
 * columns quoted within the sentence that says them.
 */
export const CATEGORY_GUIDANCE: Record<Level, Partial<Record<AssetCategory, CategoryGuidance>>> = {
  1: {
    in_scope: {
      quote:
        'OSA information systems which process, store, or transmit FCI are in scope for CMMC Level 1 and must be self-assessed against applicable CMMC security requirements.',
      asks: 'Computers, phones, servers, network equipment and the cloud services you administer that hold contract information; a CAM, DNC or programming PC that holds customer drawings is one.',
      cite: '32 CFR 170.19(b)(1)',
    },
    specialized: {
      quote:
        'Specialized Assets are those assets that can process, store, or transmit FCI but are unable to be fully secured, including: Internet of Things (IoT) devices, Industrial Internet of Things (IIoT) devices, Operational Technology (OT), Government Furnished Equipment (GFE), Restricted Information Systems, and Test Equipment. Specialized Assets are not part of the Level 1 CMMC Assessment Scope and are not assessed against CMMC security requirements.',
      asks: 'Listing them is optional at Level 1; it shows why they were left out.',
      cite: '32 CFR 170.19(b)(2)(ii)',
    },
    out_of_scope: {
      quote:
        'OSA information systems which do not process, store, or transmit FCI are outside the scope for CMMC Level 1.',
      asks: 'The rule says "There are no documentation requirements for out-of-scope assets"; a short reason here shows an assessor why each one holds no FCI.',
      cite: '32 CFR 170.19(b)(2)(i)',
    },
  },
  2: {
    cui: {
      quote: 'Assets that process, store, or transmit CUI',
      asks: 'List them in the asset inventory, the SSP and the network diagram; they are assessed "against all Level 2 security requirements".',
      cite: '32 CFR 170.19(c)(1), Table 3',
    },
    security_protection: {
      quote: "Assets that provide security functions or capabilities to the OSA's CMMC Assessment Scope",
      asks: 'The firewall, the MFA or device-management service, log collection, and the people who run them, whether or not CUI passes through them. Documented like CUI Assets; assessed "against Level 2 security requirements that are relevant to the capabilities provided".',
      cite: '32 CFR 170.19(c)(1), Table 3',
    },
    contractor_risk_managed: {
      quote:
        'Assets that can, but are not intended to, process, store, or transmit CUI because of security policy, procedures, and practices in place',
      asks: 'They are "Not required to be physically or logically separated from CUI assets". The SSP documents them with the policies and practices that keep CUI off them; if that is "sufficiently documented", they are not assessed against the other requirements, and a limited check "shall not materially increase assessment duration nor cost".',
      cite: '32 CFR 170.19(c)(1), Table 3',
    },
    specialized: {
      quote:
        'Assets that can process, store, or transmit CUI but are unable to be fully secured, including: IoT devices, IIoT devices, OT, GFE, Restricted Information Systems, and Test Equipment',
      asks: 'In the Level 2 scope: list them in the inventory, the SSP and the network diagram, and "Show managed using contractor\'s risk-based security policies, procedures, and practices"; they are not assessed against the other requirements.',
      cite: '32 CFR 170.19(c)(1), Table 3',
    },
    out_of_scope: {
      quote:
        'Assets that cannot process, store, or transmit CUI; and do not provide security protections for CUI Assets',
      asks: 'An asset that fits an in-scope category cannot be one. The rule asks you to "Prepare to justify the inability of an Out-of-Scope Asset to store, process, or transmit CUI": say why for each.',
      cite: '32 CFR 170.19(c)(1), Table 3',
    },
  },
};

/**
 * The kinds of specialized asset: the list of 170.19(b)(2)(ii) and 170.19(c)(1) Table 3
 * (IoT and IIoT together, as the scoping guide's definitions take them).
 */
export const SPECIALIZED_KINDS = [
  'government_furnished',
  'iot',
  'operational_technology',
  'restricted',
  'test_equipment',
] as const;
export type SpecializedKind = (typeof SPECIALIZED_KINDS)[number];
export const SPECIALIZED_KIND_LABELS: Record<SpecializedKind, string> = {
  government_furnished: 'Government Furnished Equipment (GFE)',
  iot: 'Internet of Things or Industrial IoT (IoT, IIoT)',
  operational_technology: 'Operational Technology (OT)',
  restricted: 'Restricted Information System',
  test_equipment: 'Test Equipment',
};

/** The most units one asset line may count. */
export const ASSET_COUNT_MAX = 1_000_000;
export const ASSET_TEXT_MAX = 2000;
export const ASSET_SHORT_TEXT_MAX = 200;

/** The category an asset had before a switch of level cleared it (D36): shown with a suggestion. */
export interface CategoryBefore {
  level: Level;
  category: AssetCategory;
}

/**
 * What a switch of level does to an asset's category (D36): a category that means the same at
 * both levels stays; any other is cleared, the asset remembering the one it had, for the owner
 * to choose again with a suggestion (`suggestedCategory`). Kept: specialized assets both ways
 * (170.19(b)(2)(ii) and (c)(1) name the same kinds), and out-of-scope assets from Level 1 to
 * Level 2 (an asset that holds no FCI holds no CUI received under the contract either). Cleared:
 * an out-of-scope asset at Level 2 may still hold FCI, which puts it in the Level 1 scope; CUI,
 * security protection and contractor risk managed assets have no Level 1 category of their own;
 * an in-scope asset at Level 1 may be any of the three in-scope kinds of Level 2.
 */
const KEPT_ON_SWITCH: Record<`${Level}>${Level}`, readonly AssetCategory[]> = {
  '1>1': ASSET_CATEGORIES_AT[1],
  '2>2': ASSET_CATEGORIES_AT[2],
  '1>2': ['specialized', 'out_of_scope'],
  '2>1': ['specialized'],
};

/** The fields of an asset a switch of level reads and changes. */
export interface Categorized {
  category: AssetCategory | null;
  specializedKind: SpecializedKind | null;
  categoryBefore: CategoryBefore | null;
}

/**
 * An asset after the cycle moved from level `from` to level `to` (D36). Switching back restores a
 * category the switch cleared, while the owner has not chosen another: nothing is lost.
 */
export function assetAtLevel<T extends Categorized>(asset: T, from: Level, to: Level): T {
  if (from === to) return asset;
  if (asset.category === null) {
    const before = asset.categoryBefore;
    return before && before.level === to && isCategoryAt(before.category, to)
      ? { ...asset, category: before.category, categoryBefore: null }
      : asset;
  }
  if (KEPT_ON_SWITCH[`${from}>${to}`].includes(asset.category)) return { ...asset, categoryBefore: null };
  return {
    ...asset,
    category: null,
    specializedKind: null,
    categoryBefore: { level: from, category: asset.category },
  };
}

/**
 * The category offered to an asset the switch cleared, where one follows from the old one: a CUI
 * Asset is in the Level 1 scope (its CUI came with a contract: it is FCI as well); an in-scope
 * asset at Level 1 is offered as a CUI Asset at Level 2, the safe reading until the owner says
 * otherwise; an Out-of-Scope Asset at Level 2 is offered as out of scope at Level 1, to confirm
 * that it holds no FCI either. None for the others: the owner chooses.
 */
export function suggestedCategory(before: CategoryBefore, level: Level): AssetCategory | null {
  if (before.level === level) return isCategoryAt(before.category, level) ? before.category : null;
  if (level === 1) {
    if (before.category === 'cui') return 'in_scope';
    if (before.category === 'out_of_scope') return 'out_of_scope';
    return null;
  }
  return before.category === 'in_scope' ? 'cui' : null;
}

/** What an asset's own fields must say for its category (D36), keyed by field, for the server's 400. */
export interface AssetFields extends Pick<Categorized, 'category' | 'specializedKind'> {
  policy: string;
  outOfScopeReason: string;
}

/**
 * The category's own required fields at `level`: the category must be one of the level's; a
 * specialized asset names its kind (170.19(b)(2)(ii), (c)(1)); a contractor risk managed asset
 * the policy, procedures and practices that keep CUI off it (170.19(c)(1), Table 3, "because of
 * security policy, procedures, and practices in place"); an out-of-scope asset the reason it cannot
 * hold the information ("Prepare to justify the inability..."). An asset without a category
 * (stored before D36, or cleared by a switch of level) is let through: the owner is asked for it.
 */
export function assetProblems(asset: AssetFields, level: Level): Record<string, string> {
  const problems: Record<string, string> = {};
  const { category } = asset;
  if (category === null) return problems;
  if (!isCategoryAt(category, level)) {
    problems.category = `${ASSET_CATEGORY_LABELS[category]} is not a category at Level ${level}: choose one of ${ASSET_CATEGORIES_AT[
      level
    ]
      .map((one) => ASSET_CATEGORY_LABELS[one])
      .join(', ')} (32 CFR ${level === 1 ? '170.19(b)' : '170.19(c)(1)'}).`;
    return problems;
  }
  if (category === 'specialized' && asset.specializedKind === null)
    problems.specializedKind = 'Choose the kind of specialized asset';
  if (category === 'contractor_risk_managed' && !asset.policy.trim())
    problems.policy =
      'Describe the policies, procedures and practices that keep CUI off it: the plan documents them (32 CFR 170.19(c)(1), Table 3)';
  if (category === 'out_of_scope' && !asset.outOfScopeReason.trim())
    problems.outOfScopeReason =
      level === 1
        ? 'Say why it does not process, store or transmit FCI (32 CFR 170.19(b)(2)(i))'
        : 'Say why it cannot process, store or transmit CUI (32 CFR 170.19(c)(1), Table 3)';
  return problems;
}
