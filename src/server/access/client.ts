import { and, eq } from 'drizzle-orm';
import type { ClientSummary } from '../../contract/auditor';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { organizations, users } from '../db/schema';
import type { Actor } from './actor';
import { authorize } from './authorize';
import { AccessRefused } from './errors';

/** The columns of a client organization's summary, for a single client or a list of them. */
export const clientSummaryColumns = {
  id: users.id,
  businessName: organizations.businessName,
  username: users.username,
  industry: organizations.industry,
  email: users.email,
  createdAt: users.createdAt,
};

/**
 * A client account's organization, for the lists that still go by account (issue 25 step 1: the
 * organization made from an account, by migration 0017 or at registration, has its id and is its
 * current one). The auditor's and admin's lists move onto organizations with the staff sides.
 */
export const clientOrganization = eq(organizations.id, users.currentOrganizationId);

export const toClientSummary = (
  row: { createdAt: Date } & Omit<ClientSummary, 'createdAt'>,
): ClientSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A client organization by id, for a capability that has authorized its caller already; staff
 * accounts and unknown (or malformed) ids are not found (D5).
 */
export async function findClient(db: Db, clientId: string): Promise<ClientSummary> {
  const [row] = isUuid(clientId)
    ? await db
        .select(clientSummaryColumns)
        .from(users)
        .innerJoin(organizations, clientOrganization)
        .where(and(eq(users.id, clientId), eq(users.role, 'client')))
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
