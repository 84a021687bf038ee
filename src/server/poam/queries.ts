import { asc, eq } from 'drizzle-orm';
import type { Assessment } from '../../contract/assessment';
import type { PoamItem, SprsScoreAnswer } from '../../contract/level2-api';
import { cmmcStatus, poamCloseBy, poamRefusal, type PoamRefusal } from '../../contract/poam';
import { deductionOf, requirementResult, type ScoredRequirement } from '../../contract/sprs';
import { gatedSprsScore, type PlanFacts } from '../../contract/ssp-gate';
import { catalogControl } from '../catalog/catalog';
import type { CycleRow } from '../cycles/queries';
import { latestCycle } from '../cycles/queries';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { poamItems } from '../db/schema';
import { assessmentOf, scoredRequirements } from '../findings/queries';
import { planFactsOf } from '../cycles/queries';

export { scoredRequirements };

/**
 * The Level 2 standing of an organization (D30, D31), read without any permission check (issue
 * 24: callers authorize first): its assessment scored by the SPRS rules, its POA&M items checked
 * against 32 CFR 170.21, and the CMMC status that follows.
 */

type PoamRow = typeof poamItems.$inferSelect;

export interface Level2Standing {
  cycle: CycleRow;
  assessment: Assessment;
  /** As scored: bases the plan or the POA&M no longer support dropped, 3.12.4 against the plan (D35). */
  requirements: ScoredRequirement[];
  /** What the plan holds (D35): the affirmation reads whether an SSP outside the tool stands for it. */
  plan: PlanFacts;
  items: PoamItem[];
  /** Each open item's refusal by the rule today, or null when allowed. */
  refusals: Map<string, PoamRefusal | null>;
  answer: SprsScoreAnswer;
}

/** What the requirement loses in the score now, 0 when it counts as MET. */
export const pointsNow = (requirement: ScoredRequirement) => deductionOf(requirement)?.points ?? 0;

/** Today's date (UTC), the day a Conditional status's 180 days are counted on (170.21(b)). */
export const today = () => new Date().toISOString().slice(0, 10);

function toItem(row: PoamRow, requirement: ScoredRequirement | undefined): PoamItem {
  return {
    id: row.id,
    requirementId: row.controlId,
    weakness: row.weakness,
    plannedCompletion: row.plannedCompletion,
    milestones: row.milestones,
    responsibleUserId: row.responsibleUserId,
    points: requirement ? pointsNow(requirement) : 0,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt,
  };
}

/** The POA&M items of a cycle, oldest first. */
export function poamRowsOf(db: Db, cycleId: string): Promise<PoamRow[]> {
  return db
    .select()
    .from(poamItems)
    .where(eq(poamItems.cycleId, cycleId))
    .orderBy(asc(poamItems.createdAt), asc(poamItems.id));
}

/**
 * An organization's Level 2 standing: the score, each POA&M item and the rule's view of it, and
 * the status. The status date is the SPRS entry date of the latest cycle once affirmed (170.4); a
 * cycle affirmed with POA&M items was affirmed on a Conditional status, whose 180 days (170.21(b))
 * run from that date, or from the affirmation until it is recorded (D35).
 */
export async function level2StandingOf(
  db: Db,
  organizationId: string,
  day: string = today(),
): Promise<Level2Standing> {
  const cycle = await latestCycle(db, organizationId);
  const [assessment, rows] = await readTogether(
    db,
    () => assessmentOf(db, organizationId),
    () => poamRowsOf(db, cycle.id),
  );
  // The score reads the plan and the POA&M again each time (D35): a part of 3.12.4 emptied, an
  // exception taken off the plan or a deficiency's item deleted counts from the next read.
  const facts = await planFactsOf(db, organizationId, cycle, assessment, day);
  const score = gatedSprsScore(scoredRequirements(assessment), facts.plan, facts.bases);
  const requirements = score.requirements;
  const byId = new Map(requirements.map((requirement) => [requirement.requirementId, requirement]));
  const items = rows.map((row) => toItem(row, byId.get(row.controlId)));
  const refusals = new Map(
    items
      .filter((item) => item.closedAt === null)
      .map((item) => {
        const requirement = byId.get(item.requirementId)!;
        return [
          item.id,
          poamRefusal({
            level: 2,
            nist: requirement.nist,
            notMet:
              requirementResult(requirement) !== 'met' && requirementResult(requirement) !== 'not_applicable',
            points: pointsNow(requirement),
            score: score.score,
          }),
        ] as const;
      }),
  );
  const open = requirements.filter((r) => !['met', 'not_applicable'].includes(requirementResult(r)));
  const statusDate = cycle.affirmedAt ? cycle.sprsSubmittedAt : null;
  const conditionalStatusDate = statusDate && rows.length > 0 ? statusDate : null;
  // The 180 days run from the affirmation until the SPRS entry gives the status date (D35): a
  // Conditional status left without an entry expires all the same (170.21(a)(2), 170.21(b)).
  const conditionalSince =
    cycle.affirmedAt && rows.length > 0 ? (statusDate ?? cycle.affirmedAt.toISOString().slice(0, 10)) : null;
  const status = cmmcStatus({
    allMet: open.length === 0,
    openRequirements: open.map((r) => r.nist),
    allowedPoamRequirements: items
      .filter((item) => refusals.get(item.id) === null)
      .map((item) => catalogControl(item.requirementId)!.nistReference),
    score: score.score,
    conditionalStatusDate: conditionalSince,
    closedOutAt: cycle.poamClosedOutAt,
    today: day,
  });
  return {
    cycle,
    assessment,
    requirements,
    plan: facts.plan,
    items,
    refusals,
    answer: {
      scorable: score.scorable,
      score: score.score,
      status,
      deductions: score.deductions,
      unscorableReason: score.unscorableReason,
      unscorableCode: score.unscorableCode,
      sspMissing: score.sspMissing,
      statusDate,
      poamCloseBy: poamCloseBy(conditionalStatusDate),
      poamClosedOutAt: cycle.poamClosedOutAt,
    },
  };
}
