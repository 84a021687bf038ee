import type { Level } from './level2';

/**
 * The two levels an organization may assess itself against (D29), as Organization Settings
 * presents the choice: what each level is for and what it asks, in plain words.
 */

export const LEVEL_NAMES: Record<Level, string> = {
  1: 'CMMC Level 1',
  2: 'CMMC Level 2',
};

export interface LevelSummary {
  /** Who the level is for. */
  lead: string;
  /** What it asks, one short line each. */
  facts: string[];
}

export const LEVEL_SUMMARIES: Record<Level, LevelSummary> = {
  1: {
    lead: 'For a business that holds Federal Contract Information (FCI) only.',
    facts: [
      'The 17 practices of FAR 52.204-21 (15 requirements), assessed by 59 objectives',
      'Each requirement is MET or NOT MET: every one must be MET',
      'No score, and no plan of action (POA&M) is allowed',
    ],
  },
  2: {
    lead: 'For a business that processes, stores or transmits Controlled Unclassified Information (CUI).',
    facts: [
      'The 110 requirements of NIST SP 800-171 Rev 2, assessed by 320 objectives',
      'Your self-assessed SPRS score: 110 at most, less the value of each requirement NOT MET',
      'A plan of action (POA&M) only in the narrow cases of 32 CFR 170.21: a score of 88 or more, and items worth 1 point (or 3.13.11 in its partial case)',
    ],
  },
};

/** Where the level comes from: the business does not pick it freely. */
export const LEVEL_SOURCE_NOTE =
  'Your contract or the solicitation names the level you need. Choose the one it names.';
