import crypto from 'node:crypto';
import { and, gt, isNull, sql } from 'drizzle-orm';
import { invitations } from '../db/schema';

/**
 * An invitation's token: an HMAC of its id under the server's secret. The database keeps only the
 * token's SHA-256 (a copy of the table lets nobody join), and an owner can still copy a pending
 * invitation's link again, since the server can make the token once more (D27).
 */
export const tokenOf = (secret: string, invitationId: string) =>
  crypto.createHmac('sha256', secret).update(`organization invitation ${invitationId}`).digest('base64url');
export const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** An invitation that can still be accepted: neither used, revoked nor expired. */
export const pending = and(
  isNull(invitations.acceptedAt),
  isNull(invitations.revokedAt),
  gt(invitations.expiresAt, sql`now()`),
);
