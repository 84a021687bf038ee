import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  affirmationCheck,
  affirmationOutcome,
  AFFIRMATION_BLOCKED,
  scopeWarnings,
  type AffirmationCheck,
  type GateFacts,
  type OpenVerdict,
} from '../../contract/affirmation-gate';
import { countsAsMet, type Assessment } from '../../contract/assessment';
import { CMMC_STATUS_LABELS, POAM_CLOSEOUT_DAYS, STATUS_VALIDITY_YEARS } from '../../contract/poam';
import { requirementResult } from '../../contract/sprs';
import { wholeRequirementBases, wholeRequirementBasisMessage } from '../../contract/ssp-gate';
import {
  AFFIRMING_OFFICIAL_NAME_REQUIRED,
  affirmationStatement,
  dueState,
  oneYearAfter,
  type AffirmInput,
  type Level2Result,
  type Cycle,
  type CycleSnapshot,
} from '../../contract/cycles';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, can, organizationOf, targetLevelOf } from '../access/authorize';
import { AccessRefused } from '../access/errors';
import { recordActivity } from '../activity/steps';
import { assessmentOf } from '../findings/queries';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { assessmentCycles, controlImplementations } from '../db/schema';
import { evidenceOf } from '../evidence/queries';
import { keepForAffirmation, lockOrganizationUploads } from '../evidence/steps';
import { badRequest, conflict, conflictBecause, HttpError } from '../http/errors';
import {
  FROZEN_MESSAGE,
  latestCycle,
  organizationName,
  scopeOf,
  toCycle,
  type CycleRow,
} from '../cycles/queries';
import { lockLatestCycle, openCycleFor } from '../cycles/steps';
import { membershipIn } from '../organizations/queries';

import { level2StandingOf, type Level2Standing } from '../poam/queries';
import type { ServiceProvider } from '../../contract/providers';
import { providersOf } from '../providers/queries';
import { lockOrganizationAtLevel } from '../db/organization-lock';

/** The controls whose auditor's verdict is still open: rejected, or a question to answer (D28). */
async function openVerdictsOf(db: Db, organizationId: string): Promise<OpenVerdict[]> {
  const rows = await db
    .select({
      controlId: controlImplementations.controlId,
      auditorStatus: controlImplementations.auditorStatus,
    })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        inArray(controlImplementations.auditorStatus, ['rejected', 'needs_clarification']),
      ),
    );
  return rows.map((row) => ({
    controlId: row.controlId,
    auditorStatus: row.auditorStatus as OpenVerdict['auditorStatus'],
  }));
}

interface Facts extends GateFacts {
  assessment: Assessment;
  /** Level 2: the score, status and POA&M the affirmation freezes. */
  standing?: Level2Standing;
  /** The external service providers (D36): their warnings, and the snapshot keeps them. */
  providers: ServiceProvider[];
}

/**
 * The requirements neither MET nor on a POA&M item the rule allows (D31), apart from those with
 * no item at all (`withoutPlanOf`); an item refused only for the score counts as covered, since
 * the score has its own blocker.
 */
function uncoveredOf(standing: Level2Standing): string[] {
  const covered = new Set(
    standing.items
      .filter((item) => {
        const refusal = standing.refusals.get(item.id);
        return item.closedAt === null && (refusal === null || refusal?.code === 'score_below_88');
      })
      .map((item) => item.requirementId),
  );
  const withoutPlan = new Set(withoutPlanOf(standing));
  return standing.requirements
    .filter(
      (requirement) =>
        !countsAsMet(requirementResult(requirement)) &&
        !covered.has(requirement.requirementId) &&
        !withoutPlan.has(requirement.requirementId),
    )
    .map((requirement) => requirement.requirementId);
}

/** The requirements NOT MET with no open POA&M item (32 CFR 170.24(c)(2)(i)(B)(6), D35). */
function withoutPlanOf(standing: Level2Standing): string[] {
  const planned = new Set(
    standing.items.filter((item) => item.closedAt === null).map((item) => item.requirementId),
  );
  return standing.requirements
    .filter(
      (requirement) =>
        requirementResult(requirement) === 'not_met' && !planned.has(requirement.requirementId),
    )
    .map((requirement) => requirement.requirementId);
}

async function gateFactsOf(db: Db, organizationId: string, cycle: CycleRow): Promise<Facts> {
  if (cycle.level === 2) {
    const [standing, openVerdicts, providers] = await readTogether(
      db,
      () => level2StandingOf(db, organizationId),
      () => openVerdictsOf(db, organizationId),
      () => providersOf(db, organizationId),
    );
    return {
      assessment: standing.assessment,
      scope: scopeOf(cycle),
      openVerdicts,
      providers,
      // The affirmation records what the findings support now (D35 `wouldBe`).
      level2: {
        status: standing.answer.wouldBe,
        score: standing.answer.score,
        uncovered: uncoveredOf(standing),
        withoutPlan: withoutPlanOf(standing),
        sspIncompleteReason:
          standing.answer.unscorableCode === 'ssp_incomplete' ? standing.answer.unscorableReason : null,
        externalSsp: standing.plan.externalSsp,
      },
      standing,
    };
  }
  const [assessment, openVerdicts, providers] = await readTogether(
    db,
    () => assessmentOf(db, organizationId),
    () => openVerdictsOf(db, organizationId),
    () => providersOf(db, organizationId),
  );
  return { assessment, scope: scopeOf(cycle), openVerdicts, providers };
}

/** GET /api/assessment/affirmation-check: everything that blocks affirming the open cycle (D28). */
export async function getAffirmationCheck(db: Db, actor: Actor | null): Promise<AffirmationCheck> {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  const cycle = await latestCycle(db, organizationId);
  // A Level 2 cycle is affirmed again on the same assessment (D31): its gate stays readable.
  if (cycle.affirmedAt && cycle.level !== 2) throw conflict(FROZEN_MESSAGE);
  const facts = await gateFactsOf(db, organizationId, cycle);
  return {
    ...affirmationCheck(facts),
    warnings: [
      ...basisWarnings(facts.standing),
      ...scopeWarnings(facts.scope, facts.providers.map(fedrampFactsOf), cycle.level as 1 | 2),
    ],
  };
}

/** What the FedRAMP warning reads of a provider (contract/providers.ts). */
const fedrampFactsOf = (provider: ServiceProvider) => ({
  id: provider.id,
  name: provider.name,
  kind: provider.kind,
  handlesCui: provider.handlesCui,
  fedrampStatus: provider.fedrampStatus,
  hasEquivalencyEvidence: provider.fedrampEvidence !== null,
});

/**
 * A requirement whose every objective counts as MET only by a basis the plan supports: the
 * official sees it before affirming (D35, 32 CFR 170.24(b)(1)(i)-(ii)); it does not block.
 */
function basisWarnings(standing: Level2Standing | undefined): AffirmationCheck['warnings'] {
  if (!standing) return [];
  return wholeRequirementBases(standing.requirements).map((requirementId) => ({
    code: 'basis_covers_requirement' as const,
    requirementId,
    message: wholeRequirementBasisMessage(requirementId),
  }));
}

/**
 * POST /api/assessment/affirm (32 CFR 170.22): refused with every blocker of the gate (D28) while
 * any is open; the official lifts the missing-evidence ones only by confirming that the evidence
 * exists outside the tool, which the affirmation records. Freezes the cycle into a snapshot and
 * sets the next affirmation a year later. `affirmedAt` is now, except for the demo seed, which
 * affirms its model organizations' cycles at dates in the past.
 */
/**
 * The affirming official is the member who affirms, in their own name and e-mail (32 CFR
 * 170.22(a), D27): their account must carry a first and a last name, and an address confirmed by
 * its link (D34, issue 38): the record never carries an address nobody confirmed. A new address
 * awaiting confirmation is not used: the confirmed one is.
 */
function officialOf(actor: Actor): { name: string; email: string } {
  const first = actor.user.firstName?.trim();
  const last = actor.user.lastName?.trim();
  if (!first || !last) {
    const errors = {
      ...(first ? {} : { firstName: 'First name is required to affirm' }),
      ...(last ? {} : { lastName: 'Last name is required to affirm' }),
    };
    throw badRequest(AFFIRMING_OFFICIAL_NAME_REQUIRED, errors);
  }
  if (!actor.user.emailConfirmedAt) {
    const error = new HttpError(409, AFFIRMING_OFFICIAL_EMAIL_UNCONFIRMED);
    error.code = 'email_unconfirmed';
    throw error;
  }
  return { name: `${first} ${last}`, email: actor.user.email };
}

export const AFFIRMING_OFFICIAL_EMAIL_UNCONFIRMED =
  'Confirm your e-mail address before you affirm: the affirmation records it. Open the link mailed to it, or send a new one from the Account page.';

/** Said to a member whose right to affirm was taken away while the affirmation was under way. */
export const NO_LONGER_MAY_AFFIRM =
  'You are no longer allowed to affirm for this organization: an owner changed your membership. Nothing was affirmed.';

/**
 * The signed-in member may still affirm (32 CFR 170.22(a): the affirming official is the member the
 * organization allows to), read again from the database, not from the session. Called under the
 * organization's lock, which member changes and removals take too: a right removed before the
 * affirmation commits refuses it (403), and a removal that comes later waits for it (issue 38).
 */
async function refuseUnlessStillMayAffirm(tx: Db, actor: Actor, organizationId: string): Promise<void> {
  const membership = await membershipIn(tx, actor.user.id, organizationId);
  if (!can({ ...actor, membership: membership ?? null }, 'cycle:affirm:own'))
    throw new AccessRefused('not_permitted', NO_LONGER_MAY_AFFIRM);
}

export async function affirmCycle(
  db: Db,
  actor: Actor | null,
  input: AffirmInput,
  affirmedAt = new Date(),
): Promise<Cycle> {
  authorize(actor, 'cycle:affirm:own');
  const organizationId = organizationOf(actor);
  const official = officialOf(actor);
  const level = targetLevelOf(actor);
  return db.transaction(async (tx) => {
    // The official affirms the level the request was made at: a switch of level that came first
    // is 409 (issue 38). The organization's lock comes before the cycle's, as in every write.
    await lockOrganizationAtLevel(tx, organizationId, level);
    await refuseUnlessStillMayAffirm(tx, actor, organizationId);
    const latest = await lockLatestCycle(tx, organizationId);
    if (latest.affirmedAt && latest.level === 2)
      return affirmAgain(tx, actor, latest, { ...input, ...official }, affirmedAt);
    const cycle = await openCycleFor(tx, organizationId);
    // The evidence is read and kept under the upload lock that a deletion takes (D33).
    await lockOrganizationUploads(tx, organizationId);
    const [facts, evidence, name] = await readTogether(
      tx,
      () => gateFactsOf(tx, organizationId, cycle),
      () => evidenceOf(tx, organizationId),
      () => organizationName(tx, organizationId),
    );
    const check = refuseUnlessReady(
      facts,
      input.acknowledgeMissingEvidence === true,
      input.confirmExternalSsp === true,
    );
    const evidenceOutsideTool = check.lifted.flatMap((blocker) =>
      blocker.code === 'missing_evidence' && blocker.controlId ? [blocker.controlId] : [],
    );
    const externalSspConfirmed = check.lifted.some((blocker) => blocker.code === 'external_ssp');
    const level2 = level2ResultOf(facts.standing);
    const affirmation = {
      officialName: official.name,
      officialTitle: input.officialTitle,
      officialEmail: official.email,
      officialPhone: input.officialPhone,
      statement: affirmationStatement(name, level2?.status),
      affirmedAt: affirmedAt.toISOString(),
      ...(evidenceOutsideTool.length ? { evidenceOutsideTool } : {}),
    };
    const snapshot: CycleSnapshot = {
      scope: facts.scope,
      assessment: facts.assessment,
      evidence: evidence.map(({ id, fileName, fileSize, uploadedAt, controlIds, objectiveIds, sha256 }) => ({
        id,
        fileName,
        fileSize,
        uploadedAt,
        controlIds,
        objectiveIds,
        sha256,
      })),
      affirmation,
      ...(level2 ? { level2 } : {}),
      providers: facts.providers,
    };
    const [saved] = await tx
      .update(assessmentCycles)
      .set({
        officialName: affirmation.officialName,
        officialTitle: affirmation.officialTitle,
        officialEmail: affirmation.officialEmail,
        officialPhone: affirmation.officialPhone,
        statement: affirmation.statement,
        affirmedAt,
        // A Conditional Level 2 result is affirmed again after its closeout, due within 180 days
        // (170.21(b), 170.22); any other result a year on.
        nextDueAt:
          level2?.status === 'conditional'
            ? new Date(affirmedAt.getTime() + POAM_CLOSEOUT_DAYS * DAY_MS)
            : oneYearAfter(affirmedAt),
        snapshot,
      })
      .where(eq(assessmentCycles.id, cycle.id))
      .returning();
    await keepForAffirmation(
      tx,
      organizationId,
      cycle.number,
      evidence.map((file) => file.id),
    );
    const outside =
      (evidenceOutsideTool.length
        ? `; confirmed evidence outside the tool for ${evidenceOutsideTool.join(', ')}`
        : '') +
      (externalSspConfirmed && facts.level2?.externalSsp
        ? `; confirmed the system security plan kept outside the tool, version ${facts.level2.externalSsp.version} of ${facts.level2.externalSsp.date}`
        : '');
    const what = level2
      ? `Level 2 compliance (${CMMC_STATUS_LABELS[level2.status]}, self-assessed score ${level2.score})`
      : 'Level 1 compliance';
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.affirmation,
      description: `${affirmation.officialName} (${affirmation.officialTitle}) affirmed ${what} for cycle ${cycle.number}${outside}`,
      metadata: { cycleId: cycle.id, ...(evidenceOutsideTool.length ? { evidenceOutsideTool } : {}) },
    });
    return toCycle(saved!);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The gate's outcome, or the 409 that lists every blocker (D28). */
function refuseUnlessReady(
  facts: GateFacts,
  acknowledgeMissingEvidence: boolean,
  confirmExternalSsp: boolean,
) {
  const check = affirmationOutcome(facts, acknowledgeMissingEvidence, confirmExternalSsp);
  if (!check.ready) {
    const count = check.blockers.length;
    throw conflictBecause(
      AFFIRMATION_BLOCKED,
      `The affirmation is refused: ${count} ${count === 1 ? 'item stands' : 'items stand'} in the way.`,
      check.blockers,
    );
  }
  return check;
}

/** What a Level 2 affirmation freezes of the score and the POA&M (D30, D31). */
function level2ResultOf(standing: Level2Standing | undefined): Level2Result | undefined {
  if (!standing) return undefined;
  const { answer, items } = standing;
  if (answer.score === null || answer.wouldBe === 'none') return undefined;
  return { score: answer.score, status: answer.wouldBe, deductions: answer.deductions, poam: items };
}

/**
 * A Level 2 cycle's later affirmations (32 CFR 170.22, D31), on the affirmed cycle: after the
 * POA&M closeout, then each year after the Final status, for the three years the status lasts
 * (170.16(a)(1)). Each needs the Final status today, and is appended to the cycle, whose next
 * due date moves a year on.
 */
async function affirmAgain(
  tx: Db,
  actor: Actor,
  cycle: CycleRow,
  input: AffirmInput & { name: string; email: string },
  affirmedAt: Date,
): Promise<Cycle> {
  const organizationId = cycle.organizationId;
  const affirmed = cycle.snapshot?.level2;
  const closeoutDue =
    affirmed?.status === 'conditional' &&
    cycle.poamClosedOutAt !== null &&
    !cycle.laterAffirmations.some((later) => later.kind === 'closeout');
  const kind = closeoutDue ? 'closeout' : 'annual';
  if (!closeoutDue) {
    if (affirmed?.status === 'conditional' && !cycle.poamClosedOutAt)
      throw conflict(
        'Close out the POA&M first: the next affirmation follows the closeout (32 CFR 170.21(b), 170.22).',
      );
    const due = dueState(cycle.nextDueAt, affirmedAt);
    if (due.state === 'affirmed')
      throw conflict(
        `No affirmation is due yet: the next is due on ${cycle.nextDueAt!.toISOString().slice(0, 10)}.`,
      );
    const statusDate = cycle.sprsSubmittedAt ?? cycle.affirmedAt!.toISOString().slice(0, 10);
    const expires = new Date(`${statusDate}T12:00:00Z`);
    expires.setUTCFullYear(expires.getUTCFullYear() + STATUS_VALIDITY_YEARS);
    if (cycle.nextDueAt && cycle.nextDueAt >= expires)
      throw conflict(
        `The status of ${statusDate} lasts three years (32 CFR 170.16(a)(1)): start the next cycle for a new self-assessment.`,
      );
  }
  await lockOrganizationUploads(tx, organizationId);
  const [facts, name] = await readTogether(
    tx,
    () => gateFactsOf(tx, organizationId, cycle),
    () => organizationName(tx, organizationId),
  );
  refuseUnlessReady(facts, input.acknowledgeMissingEvidence === true, input.confirmExternalSsp === true);
  if (facts.level2?.status !== 'final')
    throw conflict('A later Level 2 affirmation needs the Final status today: every requirement MET.');
  const affirmation = {
    officialName: input.name,
    officialTitle: input.officialTitle,
    officialEmail: input.email,
    officialPhone: input.officialPhone,
    statement: affirmationStatement(name, 'final'),
    affirmedAt: affirmedAt.toISOString(),
  };
  const base =
    kind === 'closeout'
      ? new Date(`${cycle.sprsSubmittedAt ?? affirmedAt.toISOString().slice(0, 10)}T12:00:00Z`)
      : cycle.nextDueAt!;
  const [saved] = await tx
    .update(assessmentCycles)
    .set({
      laterAffirmations: [...cycle.laterAffirmations, { kind, affirmation }],
      nextDueAt: oneYearAfter(base),
    })
    .where(eq(assessmentCycles.id, cycle.id))
    .returning();
  await recordActivity(tx, {
    organizationId,
    ...organizationActivityBy(actor),
    action: ACTIVITY_ACTIONS.affirmation,
    description: `${affirmation.officialName} (${affirmation.officialTitle}) affirmed Final Level 2 (Self) compliance for cycle ${cycle.number} (${kind === 'closeout' ? 'after the POA&M closeout' : 'yearly affirmation'})`,
    metadata: { cycleId: cycle.id, kind },
  });
  return toCycle(saved!);
}
