import { asc, eq } from 'drizzle-orm';
import type { Assessment } from '../../contract/assessment';
import type { PoamItem, SprsScoreAnswer } from '../../contract/level2-api';
import {
  conditionalIneligibility,
  poamCloseBy,
  recordedStatus,
  wouldBeStatus,
  type PoamRefusal,
} from '../../contract/poam';
import { deductionOf, requirementResult, type ScoredRequirement } from '../../contract/sprs';
import { gatedSprsScore, type PlanFacts } from '../../contract/ssp-gate';
import { catalogControl } from '../catalog/catalog';
import type { CycleRow } from '../cycles/queries';
import { lastAffirmed, latestCycle } from '../cycles/queries';
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
  /** The last affirmed cycle, whose status is the one recorded (D35); undefined before any. */
  affirmed: CycleRow | undefined;
  /** The Conditional status date the 180 days run from (170.21(b)); null without one. */
  conditionalSince: string | null;
  assessment: Assessment;
  /** As scored: bases the plan or the POA&M no longer support dropped, 3.12.4 against the plan (D35). */
  requirements: ScoredRequirement[];
  /** What the plan holds (D35): the affirmation reads whether an SSP outside the tool stands for it. */
  plan: PlanFacts;
  items: PoamItem[];
  /** Each open item's reason it cannot support a Conditional status today (170.21(a)(2)), or null. */
  refusals: Map<string, PoamRefusal | null>;
  answer: SprsScoreAnswer;
}

/** What the requirement loses in the score now, 0 when it counts as MET. */
export const pointsNow = (requirement: ScoredRequirement) => deductionOf(requirement)?.points ?? 0;

/** Today's date (UTC), the day a Conditional status's 180 days are counted on (170.21(b)). */
export const today = () => new Date().toISOString().slice(0, 10);

function toItem(
  row: PoamRow,
  requirement: ScoredRequirement | undefined,
  refusal: PoamRefusal | null,
): PoamItem {
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
    conditionalEligible: refusal === null,
    ineligibleReason: refusal?.message ?? null,
  };
}

/**
 * Why the item of this requirement cannot support a Conditional status now (170.21(a)(2)), or
 * null: a requirement MET since (no points lost) is no gap left to judge.
 */
function ineligibilityOf(
  requirement: ScoredRequirement | undefined,
  score: number | null,
): PoamRefusal | null {
  if (!requirement) return null;
  const points = pointsNow(requirement);
  const result = requirementResult(requirement);
  if (points === 0 && (result === 'met' || result === 'not_applicable')) return null;
  return conditionalIneligibility({ level: 2, nist: requirement.nist, notMet: true, points, score });
}

/** The POA&M items of a cycle, oldest first. */
export function poamRowsOf(db: Db, cycleId: string): Promise<PoamRow[]> {
  return db
    .select()
    .from(poamItems)
    .where(eq(poamItems.cycleId, cycleId))
    .orderBy(asc(poamItems.createdAt), asc(poamItems.id));
}

/** YYYY-MM-DD of a moment, in UTC. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * An organization's Level 2 standing: the score, each POA&M item and whether it can support a
 * Conditional status, the status the last affirmation recorded and what the findings would
 * support if affirmed now (D35). The Conditional status date is the SPRS entry date of the
 * affirmed cycle (170.4), or its affirmation's day until recorded, from which its 180 days
 * (170.21(b)) run.
 */
export async function level2StandingOf(
  db: Db,
  organizationId: string,
  day: string = today(),
): Promise<Level2Standing> {
  const [cycle, affirmed] = await readTogether(
    db,
    () => latestCycle(db, organizationId),
    () => lastAffirmed(db, organizationId),
  );
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
  const refusals = new Map(
    rows.map((row) => [row.id, ineligibilityOf(byId.get(row.controlId), score.score)] as const),
  );
  const items = rows.map((row) => toItem(row, byId.get(row.controlId), refusals.get(row.id) ?? null));
  const open = requirements.filter((r) => !['met', 'not_applicable'].includes(requirementResult(r)));
  const wouldBe = wouldBeStatus({
    allMet: open.length === 0,
    openRequirements: open.map((r) => r.nist),
    allowedPoamRequirements: items
      .filter((item) => item.closedAt === null && refusals.get(item.id) === null)
      .map((item) => catalogControl(item.requirementId)!.nistReference),
    score: score.score,
  });
  const level2Affirmed = affirmed?.snapshot?.level2 && affirmed.affirmedAt ? affirmed : undefined;
  const affirmedStatus = level2Affirmed?.snapshot?.level2?.status ?? null;
  const statusDate = level2Affirmed ? level2Affirmed.sprsSubmittedAt : null;
  // The 180 days run from the affirmation until the SPRS entry gives the status date (D35): a
  // Conditional status left without an entry expires all the same (170.21(a)(2), 170.21(b)).
  const conditionalSince =
    level2Affirmed && affirmedStatus === 'conditional'
      ? (statusDate ?? dayOf(level2Affirmed.affirmedAt!))
      : null;
  const status = recordedStatus({
    affirmed: affirmedStatus,
    conditionalStatusDate: conditionalSince,
    closedOutAt: level2Affirmed?.poamClosedOutAt ?? null,
    today: day,
  });
  return {
    cycle,
    affirmed: level2Affirmed,
    conditionalSince,
    assessment,
    requirements,
    plan: facts.plan,
    items,
    refusals,
    answer: {
      scorable: score.scorable,
      score: score.score,
      status,
      wouldBe,
      deductions: score.deductions,
      unscorableReason: score.unscorableReason,
      unscorableCode: score.unscorableCode,
      sspMissing: score.sspMissing,
      statusDate,
      poamCloseBy: poamCloseBy(conditionalSince),
      poamClosedOutAt: level2Affirmed?.poamClosedOutAt ?? null,
      closeoutSprsEnteredAt: level2Affirmed?.poamCloseoutSprsEnteredAt ?? null,
    },
  };
}
