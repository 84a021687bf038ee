import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  auditorStatusLabel,
  REVIEW_QUEUE_LIMIT,
  type AuditorImplementation,
  type ClientProgress,
  type ClientSummary,
  type ReviewInput,
  type ReviewQueueItem,
} from '../../contract/auditor';
import type { EvidenceFile } from '../../contract/evidence';
import { reviewerDisplayName } from '../../contract/display';
import type { Implementation } from '../../contract/implementations';
import { REVIEWABLE_STATUSES } from '../../contract/reviews';
import { actingUserId, type Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/client';
import { containsPattern, isUuid } from '../db/query-input';
import { controlImplementations, controls, reviews, users } from '../db/schema';
import { catalogControls } from '../controls/service';
import { evidenceOf } from '../evidence/service';
import { notFound } from '../http/errors';
import { findUserById } from '../auth/users';
import { implementationsOf } from '../implementations/service';
import { domainProgressOf, overallProgressOf } from '../progress/service';
import { readTogether } from '../db/read-together';

const summary = {
  id: users.id,
  businessName: users.businessName,
  username: users.username,
  industry: users.industry,
  email: users.email,
  createdAt: users.createdAt,
};

const toSummary = (row: { createdAt: Date } & Omit<ClientSummary, 'createdAt'>): ClientSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Client organizations by name, optionally matching a search on business name or username. */
export async function listClients(
  db: Db,
  actor: Actor | null,
  query: { search?: string | undefined; limit: number },
): Promise<ClientSummary[]> {
  authorize(actor, 'client:read:any');
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select(summary)
    .from(users)
    .where(
      and(
        eq(users.role, 'client'),
        pattern ? or(ilike(users.businessName, pattern), ilike(users.username, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.businessName})`), asc(users.id))
    .limit(query.limit);
  return rows.map(toSummary);
}

/**
 * A client organization by id, for a capability that has authorized its caller already; staff
 * accounts and unknown (or malformed) ids are not found (D5).
 */
export async function findClient(db: Db, clientId: string): Promise<ClientSummary> {
  const [row] = isUuid(clientId)
    ? await db
        .select(summary)
        .from(users)
        .where(and(eq(users.id, clientId), eq(users.role, 'client')))
        .limit(1)
    : [];
  if (!row) throw notFound('Client not found');
  return toSummary(row);
}

/** A client organization; staff accounts and unknown ids are not found. */
export async function getClient(db: Db, actor: Actor | null, clientId: string): Promise<ClientSummary> {
  authorize(actor, 'client:read:any');
  return findClient(db, clientId);
}

/**
 * Records an auditor's verdict on one implementation (D10: auditors write only review fields),
 * in the client's activity history with the auditor as the actor.
 */
export async function reviewImplementation(
  db: Db,
  auditor: Actor | null,
  implementationId: string,
  review: ReviewInput,
): Promise<Implementation> {
  authorize(auditor, 'implementation:review');
  // An admin impersonating an auditor is the reviewer of record, shown "Admin as Auditor" (D33).
  const admin = auditor.impersonatorId ? await findUserById(db, auditor.impersonatorId) : undefined;
  const reviewerId = admin?.id ?? auditor.user.id;
  const reviewerName = reviewerDisplayName(admin ?? auditor.user, admin ? auditor.user : null);
  return db.transaction(async (tx) => {
    const [target] = isUuid(implementationId)
      ? await tx
          .select({ implementation: controlImplementations, controlNumber: controls.controlNumber })
          .from(controlImplementations)
          .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
          .where(eq(controlImplementations.id, implementationId))
          .limit(1)
          .for('update')
      : [];
    if (!target) throw notFound('Implementation not found');
    await tx
      .update(controlImplementations)
      .set({
        auditorStatus: review.auditorStatus,
        auditorNotes: review.auditorNotes,
        auditorUserId: reviewerId,
        auditedAt: new Date(),
      })
      .where(eq(controlImplementations.id, implementationId));
    await tx.insert(reviews).values({
      implementationId,
      reviewerUserId: reviewerId,
      impersonatedUserId: admin ? auditor.user.id : null,
      status: review.auditorStatus,
      notes: review.auditorNotes,
    });
    const clientId = target.implementation.userId;
    await recordActivity(tx, {
      userId: clientId,
      actorUserId: actingUserId(auditor, clientId),
      action: ACTIVITY_ACTIONS.review,
      description: `${reviewerName} reviewed ${target.controlNumber}: ${auditorStatusLabel(review.auditorStatus)}`,
      metadata: {
        implementationId,
        auditorStatus: review.auditorStatus,
        reviewerId,
        ...(admin ? { impersonatedUserId: auditor.user.id } : {}),
      },
    });
    const [saved] = await implementationsOf(tx, clientId, [target.implementation.controlId]);
    return saved!;
  });
}

/**
 * A client's work on every catalog control, in catalog order, for review. Controls without a
 * record are listed as not started with a null id: a read creates nothing (the client's own
 * records, progress and activity stay exactly as the client left them).
 */
export async function listClientImplementations(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<AuditorImplementation[]> {
  const client = await getClient(db, actor, clientId);
  const catalog = catalogControls();
  const [records, evidence] = await readTogether(
    db,
    () => implementationsOf(db, client.id),
    () => evidenceOf(db, client.id),
  );
  const byControl = new Map(records.map((record) => [record.controlId, record]));
  return catalog.map(
    (control): AuditorImplementation =>
      byControl.get(control.id) ?? {
        id: null,
        userId: client.id,
        controlId: control.id,
        status: 'not_started',
        notes: null,
        completedAt: null,
        auditorStatus: null,
        auditorNotes: null,
        auditedAt: null,
        createdAt: null,
        updatedAt: null,
        control,
        evidenceFiles: evidence
          .filter((file) => file.controlIds.includes(control.id))
          .map(({ id, fileName, fileType, fileSize, uploadedAt }) => ({
            id,
            fileName,
            fileType,
            fileSize,
            uploadedAt,
          })),
        reviews: [],
      },
  );
}

/**
 * What awaits review across clients (document 2, Auditor Dashboard): implementations in progress
 * or completed with no current verdict, most recently changed first, at most REVIEW_QUEUE_LIMIT.
 * `resubmitted` marks those reviewed before whose verdict lapsed.
 */
export async function reviewQueue(db: Db, actor: Actor | null): Promise<ReviewQueueItem[]> {
  authorize(actor, 'client:read:any');
  const rows = await db
    .select({
      clientId: users.id,
      businessName: users.businessName,
      implementationId: controlImplementations.id,
      controlId: controls.id,
      controlNumber: controls.controlNumber,
      controlTitle: controls.title,
      status: controlImplementations.status,
      since: controlImplementations.updatedAt,
      resubmitted: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.implementationId} = ${controlImplementations.id})`,
    })
    .from(controlImplementations)
    .innerJoin(users, and(eq(users.id, controlImplementations.userId), eq(users.role, 'client')))
    .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
    .where(
      and(
        inArray(controlImplementations.status, REVIEWABLE_STATUSES),
        isNull(controlImplementations.auditorStatus),
      ),
    )
    .orderBy(desc(controlImplementations.updatedAt), desc(controlImplementations.id))
    .limit(REVIEW_QUEUE_LIMIT);
  return rows.map((row) => ({
    ...row,
    since: row.since.toISOString(),
    resubmitted: Boolean(row.resubmitted),
  }));
}

export async function listClientEvidence(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<EvidenceFile[]> {
  const client = await getClient(db, actor, clientId);
  return evidenceOf(db, client.id);
}

export async function getClientProgress(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<ClientProgress> {
  const client = await getClient(db, actor, clientId);
  const [overall, domains] = await readTogether(
    db,
    () => overallProgressOf(db, client.id),
    () => domainProgressOf(db, client.id),
  );
  return { overall, domains };
}
