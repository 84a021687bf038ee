import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import { auditorStatusLabel, type ClientSummary, type ReviewInput } from '../../contract/auditor';
import type { Implementation } from '../../contract/implementations';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/client';
import { containsPattern, isUuid } from '../db/query-input';
import { controlImplementations, controls, users } from '../db/schema';
import type { Actor } from '../http/actor';
import { notFound } from '../http/errors';
import { listImplementations } from '../implementations/service';

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
  query: { search?: string | undefined; limit: number },
): Promise<ClientSummary[]> {
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

/** A client organization; staff accounts and unknown ids are not found. */
export async function getClient(db: Db, clientId: string): Promise<ClientSummary> {
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

/**
 * Records an auditor's verdict on one implementation (D10: auditors write only review fields),
 * in the client's activity history with the auditor as the actor.
 */
export async function reviewImplementation(
  db: Db,
  auditor: Actor,
  implementationId: string,
  review: ReviewInput,
): Promise<Implementation> {
  const [target] = isUuid(implementationId)
    ? await db
        .select({ implementation: controlImplementations, controlNumber: controls.controlNumber })
        .from(controlImplementations)
        .innerJoin(controls, eq(controls.id, controlImplementations.controlId))
        .where(eq(controlImplementations.id, implementationId))
        .limit(1)
    : [];
  if (!target) throw notFound('Implementation not found');
  await db
    .update(controlImplementations)
    .set({
      auditorStatus: review.auditorStatus,
      auditorNotes: review.auditorNotes,
      auditorUserId: auditor.user.id,
      auditedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(controlImplementations.id, implementationId));
  const clientId = target.implementation.userId;
  await recordActivity(db, {
    userId: clientId,
    actorUserId: auditor.user.id,
    action: ACTIVITY_ACTIONS.review,
    description: `Auditor review of ${target.controlNumber}: ${auditorStatusLabel(review.auditorStatus)}`,
    metadata: { implementationId, auditorStatus: review.auditorStatus },
  });
  const [saved] = await listImplementations(db, clientId, [target.implementation.controlId]);
  return saved!;
}
