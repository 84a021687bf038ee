import { and, eq, isNull } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type {
  CreatePoamItemInput,
  Poam,
  PoamItem,
  SprsScoreAnswer,
  UpdatePoamItemInput,
} from '../../contract/level2-api';
import { CONDITIONAL_MIN_SCORE, conditionalIneligibility, poamItemRefusal } from '../../contract/poam';
import { closeoutRefusal } from '../../contract/poam-closeout';
import { requirementResult } from '../../contract/sprs';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf, targetLevelOf } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import { getClient } from '../access/client';
import { catalogControl } from '../catalog/catalog';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { assessmentCycles, memberships, poamItems } from '../db/schema';
import type { HttpError } from '../http/errors';
import { badRequest, conflict, notFound } from '../http/errors';
import { poamRoutes } from '../../contract/routes/poam';
import type { OrganizationRead } from '../http/read-model';
import { answerJson } from '../http/send-json';
import { latestDayAnywhere } from '../../contract/sprs-status-date';
import { level2StandingOf, today, type Level2Standing } from './queries';
import { changePoamItem, creationRefusal, insertPoamItem, lockedItem, lockedLevel2Cycle } from './steps';

/**
 * Level 2's SPRS score (D30) and POA&M (D31) for the organization the session works in. Every
 * write takes the per-organization cycle lock (D33) and reads the standing under it.
 */

const LEVEL_1_SCORE =
  'The SPRS score is for Level 2: a Level 1 self-assessment is MET or NOT MET, and Level 1 never allows a POA&M (32 CFR 170.21(a)(1)).';

function level1Refusal(message: string): HttpError {
  const error = conflict(message);
  error.code = 'level_1';
  return error;
}

/**
 * GET /api/assessment/sprs-score: the self-assessed score, its deductions and the CMMC status,
 * served from the read model (issue 28) for the day: the status depends on the date.
 */
export function sprsScoreRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  if (targetLevelOf(actor) === 1) throw level1Refusal(LEVEL_1_SCORE);
  const organizationId = organizationOf(actor);
  const day = today();
  return {
    organizationId,
    name: 'sprs-score',
    day,
    json: async () =>
      answerJson(poamRoutes.sprsScore.answers[200], (await level2StandingOf(db, organizationId, day)).answer),
  };
}

/** GET /api/auditor/clients/{id}/sprs-score: a Level 2 client's score, for staff (D10). */
export async function getClientSprsScore(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<SprsScoreAnswer> {
  const client = await getClient(db, actor, clientId);
  if (client.targetLevel === 1) throw level1Refusal(LEVEL_1_SCORE);
  return (await level2StandingOf(db, client.id)).answer;
}

/**
 * What stands between the assessment with these items and a Conditional status, in plain words:
 * the status recorded first (a Conditional status expired, 170.21(b)), then 170.21(a)(2).
 */
function reasonsOf(standing: Level2Standing): string[] {
  const { answer, items, refusals, requirements } = standing;
  if (answer.status === 'expired')
    return [
      `The Conditional status expired on ${answer.poamCloseBy}: its POA&M was not closed out within 180 days of the status date (32 CFR 170.21(b)). A new self-assessment, affirmed, gives a new status.`,
    ];
  if (answer.status === 'conditional') return [];
  if (answer.status === 'final')
    return [
      `The status is Final Level 2 (Self)${answer.poamClosedOutAt ? `, since the POA&M closeout of ${answer.poamClosedOutAt}` : ''}: it needs no Conditional status.`,
    ];
  if (answer.wouldBe === 'final')
    return ['Every requirement is MET: the result would be Final and needs no POA&M.'];
  const reasons: string[] = [];
  if (answer.score === null || answer.score < CONDITIONAL_MIN_SCORE)
    reasons.push(
      conditionalIneligibility({ level: 2, nist: '', notMet: true, points: 1, score: answer.score })!.message,
    );
  for (const item of items) {
    const refusal = refusals.get(item.id);
    if (item.closedAt === null && refusal && refusal.code !== 'score_below_88')
      reasons.push(`${item.requirementId}: ${refusal.message}`);
  }
  const onPoam = new Set(items.filter((item) => item.closedAt === null).map((item) => item.requirementId));
  for (const requirement of requirements) {
    const result = requirementResult(requirement);
    if (result === 'met' || result === 'not_applicable' || onPoam.has(requirement.requirementId)) continue;
    reasons.push(
      result === 'not_assessed'
        ? `${requirement.requirementId} is not yet assessed: a Conditional status needs every requirement assessed, and each one NOT MET on the POA&M (32 CFR 170.21(a)(2)).`
        : `${requirement.requirementId} is NOT MET and has no POA&M item: every NOT MET requirement needs one (32 CFR 170.24(c)(2)(i)(B)(6)), and a Conditional status needs each on an item the rule allows (32 CFR 170.21(a)(2)).`,
    );
  }
  return reasons;
}

/**
 * The POA&M answer: the items, each saying whether it can support a Conditional status, and
 * whether they do: the Conditional status recorded while it lasts, else what the findings would
 * support if affirmed now.
 */
async function poamOf(db: Db, actor: Actor, organizationId: string, day: string): Promise<Poam> {
  if (targetLevelOf(actor) === 1)
    return {
      items: [],
      eligible: false,
      reasons: [poamItemRefusal({ level: 1, nist: '', notMet: true })!.message],
    };
  const standing = await level2StandingOf(db, organizationId, day);
  const { status, wouldBe } = standing.answer;
  const eligible = standing.cycle.affirmedAt ? status === 'conditional' : wouldBe === 'conditional';
  return { items: standing.items, eligible, reasons: eligible ? [] : reasonsOf(standing) };
}

/** GET /api/assessment/poam, served from the read model (issue 28) for the day, as the score is. */
export function poamRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  const day = today();
  return {
    organizationId,
    name: 'poam',
    day,
    json: async () => answerJson(poamRoutes.poam.answers[200], await poamOf(db, actor, organizationId, day)),
  };
}

/** A member of the organization, or a 400 naming the field. */
async function checkResponsible(db: Db, organizationId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = isUuid(userId)
    ? await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    : [];
  if (!member)
    throw badRequest('Choose a member of the organization', {
      responsibleUserId: 'Choose a member of the organization',
    });
}

/**
 * POST /api/assessment/poam: a plan of action for any requirement NOT MET (32 CFR
 * 170.24(c)(2)(i)(B)(6), 3.12.2, D35); the answer says whether it can support a Conditional status.
 */
export async function createPoamItem(
  db: Db,
  actor: Actor | null,
  input: CreatePoamItemInput,
): Promise<PoamItem> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    const cycle = await lockedLevel2Cycle(tx, targetLevelOf(actor), organizationId);
    const control = catalogControl(input.requirementId);
    if (!control || control.level !== 2) throw notFound(`No Level 2 requirement ${input.requirementId}`);
    const standing = await level2StandingOf(tx, organizationId);
    const refused = creationRefusal(standing, control);
    if (refused) throw refused;
    await checkResponsible(tx, organizationId, input.responsibleUserId);
    const id = await insertPoamItem(tx, actor, {
      organizationId,
      cycleId: cycle.id,
      control,
      standing,
      input,
    });
    return { ...(await itemOf(tx, organizationId, id)) };
  });
}

async function itemOf(db: Db, organizationId: string, id: string): Promise<PoamItem> {
  const item = (await level2StandingOf(db, organizationId)).items.find((one) => one.id === id);
  if (!item) throw notFound('POA&M item not found');
  return item;
}

/**
 * PATCH /api/assessment/poam/{id}: the plan of an item (weakness, dates, milestones, who), which
 * stays writable after affirming, as notes do (D33); a closed item is not changed.
 */
export async function updatePoamItem(
  db: Db,
  actor: Actor | null,
  id: string,
  input: UpdatePoamItemInput,
): Promise<PoamItem> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    await lockedLevel2Cycle(tx, targetLevelOf(actor), organizationId, true);
    const row = await lockedItem(tx, organizationId, id);
    if (row.closedAt) throw conflict('This POA&M item is closed out');
    await checkResponsible(tx, organizationId, input.responsibleUserId);
    await changePoamItem(tx, actor, { organizationId, row, changes: input });
    return itemOf(tx, organizationId, row.id);
  });
}

/** DELETE /api/assessment/poam/{id}: while the cycle is open. */
export async function deletePoamItem(db: Db, actor: Actor | null, id: string): Promise<void> {
  authorize(actor, 'implementation:write:own');
  const organizationId = organizationOf(actor);
  await db.transaction(async (tx) => {
    await lockedLevel2Cycle(tx, targetLevelOf(actor), organizationId);
    const row = await lockedItem(tx, organizationId, id);
    await tx.delete(poamItems).where(eq(poamItems.id, row.id));
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.poamChange,
      description: `Took ${row.controlId} off the POA&M`,
      metadata: { poamItemId: row.id, requirementId: row.controlId },
    });
  });
}

/** The 409 of a closeout the rule refuses (D35), beside its date field when it is about one. */
function closeoutRefused(refusal: NonNullable<ReturnType<typeof closeoutRefusal>>): HttpError {
  const error = conflict(refusal.message, refusal.field ? { [refusal.field]: refusal.message } : undefined);
  error.code = refusal.code;
  return error;
}

/**
 * PUT /api/assessment/poam/closeout: the POA&M closeout assessment (170.21(b)) of the affirmed
 * Conditional status, with the date its results were entered in SPRS (170.16(a)(1)(ii)(B)). The
 * only way a Conditional status becomes Final (D35); the status date stays (170.4). Under the
 * organization's lock, as finding saves, item edits and the level switch are, so that what it
 * reads (every item's requirement MET) still holds when it commits, with its activity entry.
 */
export async function closeOutPoam(
  db: Db,
  actor: Actor | null,
  input: { closedAt: string; sprsEnteredAt: string },
): Promise<SprsScoreAnswer> {
  authorize(actor, 'cycle:manage:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    await lockedLevel2Cycle(tx, targetLevelOf(actor), organizationId, true);
    const standing = await level2StandingOf(tx, organizationId);
    const affirmed = standing.affirmed;
    const open = standing.items.filter((item) => item.closedAt === null);
    const now = new Date();
    const refusal = closeoutRefusal({
      affirmed: affirmed?.id === standing.cycle.id ? (affirmed.snapshot?.level2?.status ?? null) : null,
      conditionalStatusDate: standing.conditionalSince,
      closedOutAt: standing.answer.poamClosedOutAt,
      notMet: open.filter((item) => item.points > 0).map((item) => item.requirementId),
      closedAt: input.closedAt,
      sprsEnteredAt: input.sprsEnteredAt,
      today: today(),
      latestDay: latestDayAnywhere(now),
    });
    if (refusal) throw closeoutRefused(refusal);
    const cycle = affirmed!;
    await tx
      .update(poamItems)
      .set({ closedAt: input.closedAt })
      .where(and(eq(poamItems.cycleId, cycle.id), isNull(poamItems.closedAt)));
    await tx
      .update(assessmentCycles)
      .set({ poamClosedOutAt: input.closedAt, poamCloseoutSprsEnteredAt: input.sprsEnteredAt })
      .where(eq(assessmentCycles.id, cycle.id));
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.poamCloseout,
      description: `Closed out the POA&M on ${input.closedAt}, entered in SPRS on ${input.sprsEnteredAt} (${open.map((item) => item.requirementId).join(', ')}): the status is Final Level 2 (Self)`,
      metadata: { cycleId: cycle.id, closedAt: input.closedAt, sprsEnteredAt: input.sprsEnteredAt },
    });
    return (await level2StandingOf(tx, organizationId)).answer;
  });
}
