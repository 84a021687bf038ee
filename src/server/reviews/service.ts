import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  auditorStatusLabel,
  type AuditorStatus,
  type BulkReviewResult,
  type Review,
  type ReviewQueueItem,
  type ReviewQueuePage,
  type ReviewQueueQuery,
} from '../../contract/auditor';
import { reviewerDisplayName } from '../../contract/display';
import type { Implementation } from '../../contract/implementations';
import { REVIEWABLE_STATUSES, reviewState, type Reviewable } from '../../contract/reviews';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivities, type ActivityEntry } from '../activity/steps';
import { practiceKey, practiceResultsOf } from '../findings/queries';
import type { Db } from '../db/client';
import { containsPattern, isUuid } from '../db/query-input';
import { controlImplementations, controls, organizations, reviews, users } from '../db/schema';
import { changedSinceRead, conflict, HttpError, notFound } from '../http/errors';
import { findUserById } from '../auth/queries';
import { implementationsOf } from '../implementations/queries';
import { readTogether } from '../db/read-together';

/** Who a review is by: an admin impersonating an auditor is the reviewer of record, "Admin as Auditor" (D33). */
async function reviewerOf(db: Db, auditor: Actor) {
  const admin = auditor.impersonatorId ? await findUserById(db, auditor.impersonatorId) : undefined;
  return {
    id: admin?.id ?? auditor.user.id,
    name: reviewerDisplayName(admin ?? auditor.user, admin ? auditor.user : null),
    impersonatedUserId: admin ? auditor.user.id : null,
  };
}
type Reviewer = Awaited<ReturnType<typeof reviewerOf>>;

interface ReviewTarget {
  implementationId: string;
  clientId: string;
  controlNumber: string;
  /** The version locked, which the reviewer read (checked by `refuseChangedSinceRead`). */
  version: number;
}

/** A verdict as written: the version each review was made on comes from its target. */
interface Verdict {
  auditorStatus: AuditorStatus;
  auditorNotes: string | null;
}

/**
 * Writes one verdict on each target, inside the caller's transaction: the implementation's
 * current verdict (D10: auditors write only review fields), a row of its review history with the
 * version it was made on (D19, issue 38) and an entry in the client's activity history with the
 * auditor as the actor.
 */
async function writeReviews(
  tx: Db,
  auditor: Actor,
  reviewer: Reviewer,
  targets: ReviewTarget[],
  review: Verdict,
) {
  const ids = targets.map((target) => target.implementationId);
  await tx
    .update(controlImplementations)
    .set({
      auditorStatus: review.auditorStatus,
      auditorNotes: review.auditorNotes,
      auditorUserId: reviewer.id,
      auditedAt: new Date(),
    })
    .where(inArray(controlImplementations.id, ids));
  await tx.insert(reviews).values(
    targets.map((target) => ({
      implementationId: target.implementationId,
      reviewerUserId: reviewer.id,
      impersonatedUserId: reviewer.impersonatedUserId,
      status: review.auditorStatus,
      notes: review.auditorNotes,
      basedOn: target.version,
    })),
  );
  await recordActivities(
    tx,
    targets.map((target): ActivityEntry => ({
      organizationId: target.clientId,
      ...organizationActivityBy(auditor),
      action: ACTIVITY_ACTIONS.review,
      description: `${reviewer.name} reviewed ${target.controlNumber}: ${auditorStatusLabel(review.auditorStatus)}`,
      metadata: {
        implementationId: target.implementationId,
        auditorStatus: review.auditorStatus,
        basedOn: target.version,
        reviewerId: reviewer.id,
        ...(reviewer.impersonatedUserId ? { impersonatedUserId: reviewer.impersonatedUserId } : {}),
      },
    })),
  );
}

/** Submitted work with no current verdict (D19): what the queue lists and bulk approval takes. */
const awaitsReview = (target: Reviewable) => reviewState(target) === 'pending';

/** The implementation, its control and owner, locked for the review; unknown or malformed ids are not found. */
function lockTargets(tx: Db, implementationIds: string[]) {
  return tx
    .select({
      implementationId: controlImplementations.id,
      clientId: controlImplementations.organizationId,
      controlId: controlImplementations.controlId,
      controlNumber: controls.controlNumber,
      businessName: organizations.businessName,
      status: controlImplementations.status,
      auditorStatus: controlImplementations.auditorStatus,
      version: controlImplementations.version,
    })
    .from(controlImplementations)
    .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
    .innerJoin(users, and(eq(users.id, controlImplementations.organizationId), eq(users.role, 'client')))
    .innerJoin(organizations, eq(organizations.id, controlImplementations.organizationId))
    .where(inArray(controlImplementations.id, implementationIds.filter(isUuid)))
    .orderBy(asc(controlImplementations.id))
    .for('update', { of: controlImplementations });
}

type LockedTarget = Awaited<ReturnType<typeof lockTargets>>[number];

/**
 * A verdict applies to the work the reviewer read (issue 38): under the lock, every target must
 * still be at the version its review names (`basedOn`), or nothing is written and the refusal
 * names each changed one with its version now, for the reviewer to read it again.
 */
function refuseChangedSinceRead(targets: LockedTarget[], basedOn: Map<string, number>) {
  const changed = targets.filter((target) => target.version !== basedOn.get(target.implementationId));
  if (changed.length === 0) return;
  const several = targets.length > 1;
  throw changedSinceRead(
    `${namesOf(changed)} ${changed.length === 1 ? 'was' : 'were'} changed by the client since you read ` +
      `${changed.length === 1 ? 'it' : 'them'}; nothing was ${several ? 'approved' : 'recorded'}. ` +
      `Read the new version and review it again.`,
    changed.map((target) => ({ implementationId: target.implementationId, version: target.version })),
  );
}

/**
 * Records an auditor's verdict on one implementation (D10: auditors write only review fields),
 * in the client's activity history with the auditor as the actor. A note is required to reject or
 * ask for clarification, optional to approve (D28: the request schema says so). The verdict is
 * on the version the auditor read, refused if the work changed since (issue 38).
 */
export async function reviewImplementation(
  db: Db,
  auditor: Actor | null,
  implementationId: string,
  review: Review,
): Promise<Implementation> {
  authorize(auditor, 'implementation:review');
  const reviewer = await reviewerOf(db, auditor);
  return db.transaction(async (tx) => {
    const [target] = await lockTargets(tx, [implementationId]);
    if (!target) throw notFound('Implementation not found');
    refuseChangedSinceRead([target], new Map([[target.implementationId, review.basedOn]]));
    await writeReviews(tx, auditor, reviewer, [target], review);
    const [saved] = await implementationsOf(tx, target.clientId, [target.controlId]);
    return saved!;
  });
}

/** "AC.L1-3.1.1 of Acme, IA.L1-3.5.1 of Beta and 3 more": a refusal names what it concerns, briefly. */
function namesOf(targets: { controlNumber: string; businessName: string }[], shown = 3): string {
  const names = targets.slice(0, shown).map((target) => `${target.controlNumber} of ${target.businessName}`);
  const more = targets.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/**
 * Approves several implementations at once (D28), all or none, in one transaction: each must be
 * a client's completed work awaiting review (what the queue lists), still at the version the
 * auditor read (issue 38), so that an approval never lands on work the auditor did not see, nor
 * overwrites another auditor's verdict given meanwhile.
 */
export async function approveImplementations(
  db: Db,
  auditor: Actor | null,
  request: { implementations: { implementationId: string; basedOn: number }[]; auditorNotes: string | null },
): Promise<BulkReviewResult> {
  authorize(auditor, 'implementation:review');
  const reviewer = await reviewerOf(db, auditor);
  const implementationIds = request.implementations.map((item) => item.implementationId);
  const basedOn = new Map(request.implementations.map((item) => [item.implementationId, item.basedOn]));
  return db.transaction(async (tx) => {
    const targets = await lockTargets(tx, implementationIds);
    if (targets.length !== implementationIds.length) {
      const found = new Set(targets.map((target) => target.implementationId));
      const missing = implementationIds.filter((id) => !found.has(id));
      throw new HttpError(
        404,
        `${missing.length} of the chosen implementations could not be found; nothing was approved`,
        { implementations: missing.join(', ') },
      );
    }
    refuseChangedSinceRead(targets, basedOn);
    const settled = targets.filter((target) => !awaitsReview(target));
    if (settled.length > 0) {
      throw conflict(
        `${namesOf(settled)} ${settled.length === 1 ? 'does' : 'do'} not await review (not completed, ` +
          'or reviewed meanwhile); nothing was approved. Reload the queue and choose again.',
        { implementations: settled.map((target) => target.implementationId).join(', ') },
      );
    }
    await writeReviews(tx, auditor, reviewer, targets, {
      auditorStatus: 'approved',
      auditorNotes: request.auditorNotes,
    });
    return { approved: targets.length, implementationIds };
  });
}

const reviewedBefore = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.implementationId} = ${controlImplementations.id})`;

/**
 * What awaits review across clients (document 2, Auditor Dashboard; D28): completed work with no
 * current verdict, most recently changed first, a page at a time. `resubmitted` marks work
 * reviewed before whose verdict lapsed; the filter can keep only those. The search matches the
 * business name or the control id. Each practice's result comes from one query for
 * the whole page.
 */
export async function reviewQueue(
  db: Db,
  actor: Actor | null,
  query: ReviewQueueQuery,
): Promise<ReviewQueuePage> {
  authorize(actor, 'client:read:any');
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    inArray(controlImplementations.status, REVIEWABLE_STATUSES),
    isNull(controlImplementations.auditorStatus),
    query.filter === 'resubmitted' ? reviewedBefore : undefined,
    // The control id is its number (AC.L1-3.1.1), so "3.1.1" finds it too.
    pattern ? or(ilike(organizations.businessName, pattern), ilike(controls.id, pattern)) : undefined,
  );
  const [rows, [totals]] = await readTogether(
    db,
    () =>
      db
        .select({
          clientId: users.id,
          businessName: organizations.businessName,
          implementationId: controlImplementations.id,
          controlId: controls.id,
          controlNumber: controls.controlNumber,
          controlTitle: controls.title,
          status: controlImplementations.status,
          since: controlImplementations.updatedAt,
          version: controlImplementations.version,
          resubmitted: reviewedBefore,
        })
        .from(controlImplementations)
        .innerJoin(users, and(eq(users.id, controlImplementations.organizationId), eq(users.role, 'client')))
        .innerJoin(organizations, eq(organizations.id, controlImplementations.organizationId))
        .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
        .where(where)
        .orderBy(desc(controlImplementations.updatedAt), desc(controlImplementations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () =>
      db
        .select({ total: count() })
        .from(controlImplementations)
        .innerJoin(users, and(eq(users.id, controlImplementations.organizationId), eq(users.role, 'client')))
        .innerJoin(organizations, eq(organizations.id, controlImplementations.organizationId))
        .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
        .where(where),
  );
  const results = await practiceResultsOf(
    db,
    rows.map((row) => ({ userId: row.clientId, controlId: row.controlId })),
  );
  const items = rows.map((row): ReviewQueueItem => ({
    ...row,
    since: row.since.toISOString(),
    resubmitted: Boolean(row.resubmitted),
    practiceResult: results.get(practiceKey(row.clientId, row.controlId)) ?? 'not_assessed',
  }));
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
