import type { Control } from '../../contract/catalog';
import type { GuideTemplate, ImplementationStep, QuickWin, ScopeNote } from '../../contract/guide';
import { GUIDE_TEMPLATES, IMPLEMENTATION_STEPS, QUICK_WINS, SCOPE_NOTES } from '../../contract/guide-content';
import {
  LEVEL2_GUIDE_TEMPLATES,
  LEVEL2_IMPLEMENTATION_STEPS,
  LEVEL2_QUICK_WINS,
  LEVEL2_SCOPE_NOTES,
} from '../../contract/guide-content-level2';
import type { Level } from '../../contract/level2';

export interface GuideContent {
  level: Level;
  scopeNotes: ScopeNote[];
  quickWins: QuickWin[];
  templates: GuideTemplate[];
  steps: Record<string, ImplementationStep[]>;
}

const CONTENT: Record<Level, GuideContent> = {
  1: {
    level: 1,
    scopeNotes: SCOPE_NOTES,
    quickWins: QUICK_WINS,
    templates: GUIDE_TEMPLATES,
    steps: IMPLEMENTATION_STEPS,
  },
  2: {
    level: 2,
    scopeNotes: LEVEL2_SCOPE_NOTES,
    quickWins: LEVEL2_QUICK_WINS,
    templates: LEVEL2_GUIDE_TEMPLATES,
    steps: LEVEL2_IMPLEMENTATION_STEPS,
  },
};

/**
 * The guide's content for the level the catalog answers at: GET /api/controls answers at the
 * organization's target level (D29), so the guide shows the content of the controls it lists.
 */
export function guideContentFor(controls: Pick<Control, 'level'>[]): GuideContent {
  return CONTENT[controls[0]?.level ?? 1];
}

/** A requirement's value in the self-assessed SPRS score, as the guide shows it (Level 2, D30). */
export function pointsLabel(points: number): string {
  if (points === 0) return 'No points: needed for a score';
  return points === 1 ? 'Worth 1 point' : `Worth ${points} points`;
}
