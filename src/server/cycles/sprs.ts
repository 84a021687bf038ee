import { eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { objectiveId } from '../../contract/assessment';
import {
  scopeSummary,
  SELF_ASSESSMENT_DISCLAIMER,
  SPRS_BINDING_NOTICE,
  type Cycle,
  type CycleSnapshot,
  type Sprs,
  type SprsEntryInput,
  type Level2Result,
} from '../../contract/cycles';
import { CMMC_STATUS_LABELS, poamCloseBy } from '../../contract/poam';
import { SPRS_MAX } from '../../contract/sprs';
import { ruleOnStatusDate, statusDateWindow, type AffirmedCycleDates } from '../../contract/sprs-status-date';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { catalogControls } from '../catalog/catalog';
import type { Db } from '../db/client';
import { assessmentCycles } from '../db/schema';
import { conflict, notFound, type HttpError } from '../http/errors';
import { changesSinceAffirmation } from './changes';
import { lastAffirmed, toCycle, type CycleRow } from './queries';
import { lockLatestCycle } from './steps';

const NONE_AFFIRMED = 'No affirmed self-assessment yet';

/** The CMMC status of an affirmed Level 2 result: Final once its POA&M is closed out (170.4). */
function level2ComplianceResult(level2: Level2Result, closedOutAt: string | null): string {
  return CMMC_STATUS_LABELS[level2.status === 'conditional' && closedOutAt ? 'final' : level2.status];
}

/** 170.16(a)(1)(i)(F): whether a POA&M was used, and where it stands (170.21). */
function poamUsageOf(level2: Level2Result, statusDate: string | null, cycle: CycleRow): string {
  const closedOutAt = cycle.poamClosedOutAt;
  if (level2.poam.length === 0) return 'No POA&M: every requirement MET';
  const items = level2.poam.map((item) => item.requirementId).join(', ');
  if (closedOutAt)
    return `POA&M closed out on ${closedOutAt} (${items})${cycle.poamCloseoutSprsEnteredAt ? `, entered in SPRS on ${cycle.poamCloseoutSprsEnteredAt}` : ''}`;
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
 * After the POA&M closeout the sheet gives the closeout's results (D35): it confirmed every POA&M
 * requirement MET (170.21(b); the closeout is refused otherwise), and those results are what SPRS
 * holds for the Final status (170.16(a)(1)(ii)(B)), not the affirmed snapshot's NOT MET rows.
 */
function closeoutResults(requirements: Sprs['requirements'], cycle: CycleRow): Sprs['requirements'] {
  const reassessed = new Set(
    cycle.poamClosedOutAt ? cycle.snapshot?.level2?.poam.map((item) => item.requirementId) : [],
  );
  return requirements.map((requirement) =>
    requirement.controlIds.some((id) => reassessed.has(id)) ? { ...requirement, result: 'met' } : requirement,
  );
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
    poamUsage: level2 ? poamUsageOf(level2, statusDate, affirmed) : null,
    // A scope frozen before D35 has no count (undefined in its snapshot).
    employeeCount: level2 ? (scope.employeeCount ?? null) : null,
    official: {
      name: affirmation.officialName,
      title: affirmation.officialTitle,
      email: affirmation.officialEmail,
      phone: affirmation.officialPhone,
    },
    affirmedAt: affirmed.affirmedAt.toISOString(),
    nextDueAt: affirmed.nextDueAt.toISOString(),
    cmmcUid: affirmed.cmmcUid ?? null,
    statusDateWindow: statusDateWindow(datesOf(affirmed), new Date()),
    requirements: closeoutResults(requirementsOf(affirmed.snapshot), affirmed),
    changes,
    bindingNotice: SPRS_BINDING_NOTICE,
    disclaimer: SELF_ASSESSMENT_DISCLAIMER,
  };
}

/** YYYY-MM-DD of a moment, in UTC. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** What the status date rule (D35) reads of an affirmed cycle. */
function datesOf(cycle: CycleRow): AffirmedCycleDates {
  if (!cycle.affirmedAt || !cycle.nextDueAt) throw notFound(NONE_AFFIRMED);
  return {
    affirmedOn: dayOf(cycle.affirmedAt),
    startedOn: dayOf(cycle.startedAt),
    statusDate: cycle.sprsSubmittedAt,
    nextDueAt: cycle.nextDueAt,
    level2Status: cycle.snapshot?.level2?.status ?? null,
    poamClosedOut: cycle.poamClosedOutAt !== null,
    poamClosedOutOn: cycle.poamClosedOutAt,
    laterAffirmations: cycle.laterAffirmations,
  };
}

/** The 409 of a status date the rule refuses, beside the date field too (D35). */
function statusDateRefused(message: string): HttpError {
  const error = conflict(message, { submittedAt: message });
  error.code = 'sprs_date_window';
  return error;
}

/**
 * PUT /api/assessment/sprs (D28): records what SPRS gave back for the last affirmed cycle, the CMMC
 * unique identifier and the submission date. That date is the CMMC status date (32 CFR 170.4), and
 * the next affirmation is due a year after it (170.15(a)(1), 170.22), or the closeout within 180
 * days of it (170.21(b)). A later call corrects it. The date is the affirmation's, within 30 days of
 * it, and never moves an overdue or expired status back (D35): 409 `sprs_date_window` otherwise.
 */
export async function recordSprsEntry(db: Db, actor: Actor | null, input: SprsEntryInput): Promise<Cycle> {
  authorize(actor, 'sprs:record:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    await lockLatestCycle(tx, organizationId);
    const affirmed = await lastAffirmed(tx, organizationId);
    if (!affirmed) throw notFound(NONE_AFFIRMED);
    const ruling = ruleOnStatusDate(input.submittedAt, datesOf(affirmed), new Date());
    if (!ruling.accepted) throw statusDateRefused(ruling.message);
    const cmmcUid = input.cmmcUid.trim();
    const [saved] = await tx
      .update(assessmentCycles)
      .set({
        cmmcUid,
        sprsSubmittedAt: input.submittedAt,
        sprsRecordedAt: new Date(),
        nextDueAt: ruling.nextDueAt,
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
