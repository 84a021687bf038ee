import type { Level } from '../../contract/level2';
import { eq, sql } from 'drizzle-orm';
import type { ClientSummary } from '../../contract/auditor';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { memberships, organizations, users } from '../db/schema';
import type { Actor } from './actor';
import { authorize } from './authorize';
import { AccessRefused } from './errors';

/**
 * The owner staff see as a client organization's contact: its first owner (D27). An organization
 * always has one (removing or demoting the last owner is refused).
 */
export const organizationContact = eq(
  users.id,
  sql`(select m.user_id from ${memberships} m where m.organization_id = ${organizations.id}
    and m.role = 'owner' order by m.created_at, m.user_id limit 1)`,
);

/** The columns of a client organization's summary, for a single client or a list of them. */
export const clientSummaryColumns = {
  id: organizations.id,
  businessName: organizations.businessName,
  username: sql<string>`coalesce(${users.username}, '')`,
  industry: organizations.industry,
  email: sql<string>`coalesce(${users.email}, '')`,
  targetLevel: organizations.targetLevel,
  createdAt: organizations.createdAt,
};

export const toClientSummary = (
  row: { createdAt: Date; targetLevel: number } & Omit<ClientSummary, 'createdAt' | 'targetLevel'>,
): ClientSummary => ({
  ...row,
  targetLevel: row.targetLevel as Level,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A client organization by id, for a capability that has authorized its caller already; unknown
 * (or malformed) ids are not found (D5).
 */
export async function findClient(db: Db, clientId: string): Promise<ClientSummary> {
  const [row] = isUuid(clientId)
    ? await db
        .select(clientSummaryColumns)
        .from(organizations)
        .leftJoin(users, organizationContact)
        .where(eq(organizations.id, clientId))
        .limit(1)
    : [];
  if (!row) throw new AccessRefused('not_found', 'Client not found');
  return toClientSummary(row);
}

/** A client organization as seen by this actor: staff who read any client (D10); else refused. */
export async function getClient(db: Db, actor: Actor | null, clientId: string): Promise<ClientSummary> {
  authorize(actor, 'client:read:any');
  return findClient(db, clientId);
}
