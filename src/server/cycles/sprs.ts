import { eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { objectiveId } from '../../contract/assessment';
import {
  oneYearAfter,
  scopeSummary,
  SELF_ASSESSMENT_DISCLAIMER,
  SPRS_BINDING_NOTICE,
  type Cycle,
  type CycleSnapshot,
  type Sprs,
  type SprsEntryInput,
  type Level2Result,
} from '../../contract/cycles';
import { CMMC_STATUS_LABELS, poamCloseBy, addDays } from '../../contract/poam';
import { SPRS_MAX } from '../../contract/sprs';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { assessmentCycles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { changesSinceAffirmation } from './changes';
import { lastAffirmed, toCycle, type CycleRow } from './queries';
import { lockLatestCycle } from './steps';

const NONE_AFFIRMED = 'No affirmed self-assessment yet';

/** The CMMC status of an affirmed Level 2 result: Final once its POA&M is closed out (170.4). */
function level2ComplianceResult(level2: Level2Result, closedOutAt: string | null): string {
  return CMMC_STATUS_LABELS[level2.status === 'conditional' && closedOutAt ? 'final' : level2.status];
}

/** 170.16(a)(1)(i)(F): whether a POA&M was used, and where it stands (170.21). */
function poamUsageOf(level2: Level2Result, statusDate: string | null, closedOutAt: string | null): string {
  if (level2.poam.length === 0) return 'No POA&M: every requirement MET';
  const items = level2.poam.map((item) => item.requirementId).join(', ');
  if (closedOutAt) return `POA&M closed out on ${closedOutAt} (${items})`;
  const closeBy = poamCloseBy(statusDate);
  return `POA&M with ${level2.poam.length} open ${level2.poam.length === 1 ? 'item' : 'items'} (${items}), to be closed out within 180 days of the CMMC Status Date${closeBy ? `, by ${closeBy}` : ''} (32 CFR 170.21(b))`;
}

/**
 * The requirements of the affirmed snapshot (Level 1's 15 with their FAR paragraph, Level 2's
 * 110), with the N/A justifications.
 */
function requirementsOf(snapshot: CycleSnapshot): Sprs['requirements'] {
  const controls = catalogControls(snapshot.assessment.level ?? 1);
  const findingOf = new Map(
    snapshot.assessment.objectives.map((objective) => [objective.objectiveId, objective]),
  );
  return snapshot.assessment.requirements.map((requirement) => {
    const members = controls.filter((control) => requirement.controlIds.includes(control.id));
    return {
      id: requirement.id,
      farReference: members[0]?.farReference ?? null,
      controlIds: requirement.controlIds,
      result: requirement.result,
      notApplicable: members.flatMap((control) =>
        control.objectives.flatMap((objective) => {
          const finding = findingOf.get(objectiveId(control.id, objective.letter));
          return finding?.finding === 'not_applicable'
            ? [{ objectiveId: finding.objectiveId, justification: finding.justification ?? '' }]
            : [];
        }),
      ),
    };
  });
}

/**
 * GET /api/assessment/sprs: the five SPRS fields of the last affirmation (32 CFR 170.15(a)(1)(i)),
 * its official, the 15 results, and the SPRS entry once recorded. The CMMC status date is the date
 * the result was submitted to SPRS (170.4): null until the user records it (D28).
 */
export async function getSprs(db: Db, actor: Actor | null): Promise<Sprs> {
  authorize(actor, 'workspace:read:own');
  const affirmed = await lastAffirmed(db, organizationOf(actor));
  if (!affirmed?.snapshot || !affirmed.affirmedAt || !affirmed.nextDueAt) throw notFound(NONE_AFFIRMED);
  const { scope, affirmation, level2 } = affirmed.snapshot;
  const changes = await changesSinceAffirmation(db, affirmed.id);
  const statusDate = affirmed.sprsSubmittedAt ?? null;
  return {
    cmmcLevel: level2 ? 'Level 2 (Self)' : 'Level 1 (Self)',
    cmmcStatusDate: statusDate,
    assessmentScope: scopeSummary(scope),
    cageCodes: scope.cageCodes,
    complianceResult: level2 ? level2ComplianceResult(level2, affirmed.poamClosedOutAt) : 'MET',
    // After the closeout every requirement is MET (a Final status), and its result is what goes to
    // SPRS (170.16(a)(1)(ii)(B)): 110.
    overallScore: level2 ? `${affirmed.poamClosedOutAt ? SPRS_MAX : level2.score} out of ${SPRS_MAX}` : null,
    poamUsage: level2 ? poamUsageOf(level2, statusDate, affirmed.poamClosedOutAt) : null,
    official: {
      name: affirmation.officialName,
      title: affirmation.officialTitle,
      email: affirmation.officialEmail,
      phone: affirmation.officialPhone,
    },
    affirmedAt: affirmed.affirmedAt.toISOString(),
    nextDueAt: affirmed.nextDueAt.toISOString(),
    cmmcUid: affirmed.cmmcUid ?? null,
    requirements: requirementsOf(affirmed.snapshot),
    changes,
    bindingNotice: SPRS_BINDING_NOTICE,
    disclaimer: SELF_ASSESSMENT_DISCLAIMER,
  };
}

/** When the next affirmation is due, counted from the status date (170.22, D31). */
function nextDueAfterStatusDate(cycle: CycleRow, statusDate: string): Date {
  const conditionalOpen = cycle.snapshot?.level2?.status === 'conditional' && !cycle.poamClosedOutAt;
  return conditionalOpen
    ? new Date(`${addDays(statusDate, 180)}T12:00:00Z`)
    : oneYearAfter(new Date(`${statusDate}T12:00:00Z`));
}

/** YYYY-MM-DD of a moment, in UTC. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** A submission date SPRS could have given: not before the cycle started, not after today (UTC+14). */
function submissionDateProblem(submittedAt: string, cycle: { startedAt: Date }, now: Date): string | null {
  const latest = dayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));
  if (submittedAt > latest) return 'The submission date cannot be in the future';
  if (submittedAt < dayOf(cycle.startedAt))
    return `The submission date cannot be before the cycle started (${dayOf(cycle.startedAt)})`;
  return null;
}

/**
 * PUT /api/assessment/sprs (D28): records what SPRS gave back for the last affirmed cycle, the CMMC
 * unique identifier and the submission date. That date is the CMMC status date (32 CFR 170.4), and
 * the next affirmation is due a year after it (170.15(a)(1), 170.22(b)(1)). A later call corrects it.
 */
export async function recordSprsEntry(db: Db, actor: Actor | null, input: SprsEntryInput): Promise<Cycle> {
  authorize(actor, 'sprs:record:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    await lockLatestCycle(tx, organizationId);
    const affirmed = await lastAffirmed(tx, organizationId);
    if (!affirmed) throw notFound(NONE_AFFIRMED);
    const problem = submissionDateProblem(input.submittedAt, affirmed, new Date());
    if (problem) throw badRequest(problem, { submittedAt: problem });
    const cmmcUid = input.cmmcUid.trim();
    const [saved] = await tx
      .update(assessmentCycles)
      .set({
        cmmcUid,
        sprsSubmittedAt: input.submittedAt,
        sprsRecordedAt: new Date(),
        // Noon UTC: the same calendar day wherever the date is shown. A Conditional Level 2 result's
        // next affirmation follows its closeout, due within 180 days (170.21(b), D31).
        nextDueAt: nextDueAfterStatusDate(affirmed, input.submittedAt),
      })
      .where(eq(assessmentCycles.id, affirmed.id))
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.sprsEntry,
      description: `Recorded the SPRS entry of cycle ${affirmed.number}: CMMC UID ${cmmcUid}, submitted ${input.submittedAt}`,
      metadata: { cycleId: affirmed.id },
    });
    return toCycle(saved!, await changesSinceAffirmation(tx, affirmed.id));
  });
}
