import crypto from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import {
  INVALID_INVITATION,
  INVITATION_VALID_DAYS,
  INVITATIONS_PER_ORGANIZATION_PER_HOUR,
  invitationPath,
  MEMBER_ROLE_LABELS,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
  type OrganizationMembership,
} from '../../contract/organizations';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { AccessRefused } from '../access/errors';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import { invitations, memberships, organizations, users } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import type { Outbox } from '../mail/outbox';
import { invitationMessage } from '../mail/invitation-message';
import { hashOf, pending, tokenOf } from './invitation-tokens';
import { joinByInvitation } from './steps';
import { lockOrganization } from '../db/organization-lock';

export interface InvitationDeps {
  db: Db;
  sessions: SessionStore;
  outbox: Outbox | undefined;
  /** PUBLIC_URL: the links never take their host from the request. */
  publicUrl: string;
  /** The server's secret (SESSION_SECRET), from which each invitation's token is made. */
  secret: string;
}

type InvitationRow = typeof invitations.$inferSelect;

const acceptUrlOf = (deps: Pick<InvitationDeps, 'publicUrl' | 'secret'>, id: string) =>
  `${deps.publicUrl}${invitationPath(tokenOf(deps.secret, id))}`;

const toInvitation = (
  deps: Pick<InvitationDeps, 'publicUrl' | 'secret'>,
  row: InvitationRow,
): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  canAffirm: row.canAffirm,
  expiresAt: row.expiresAt.toISOString(),
  acceptUrl: acceptUrlOf(deps, row.id),
});

function tooManyInvitations(): HttpError {
  const error = new HttpError(
    429,
    `At most ${INVITATIONS_PER_ORGANIZATION_PER_HOUR} invitations an hour per organization: try again later`,
  );
  error.headers = { 'Retry-After': '3600' };
  return error;
}

/**
 * POST /api/organization/invitations (owner, D27): an invitation for one e-mail address with a
 * role and the permission to affirm, single use, for seven days. Under the organization's lock:
 * at most 20 an hour (429), none for a member's address or one already invited (409). It is mailed
 * when mail is set up; its link is answered either way, for the owner to pass on.
 */
export async function invite(
  deps: InvitationDeps,
  actor: Actor | null,
  input: InvitationInput,
): Promise<Invitation> {
  authorize(actor, 'organization:manage:own');
  const organizationId = organizationOf(actor);
  const email = input.email.trim();
  const created = await deps.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          gte(invitations.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= INVITATIONS_PER_ORGANIZATION_PER_HOUR) throw tooManyInvitations();
    const [member] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`),
      )
      .limit(1);
    if (member)
      throw conflict('That person is already a member of this organization', { email: 'Already a member' });
    const [invited] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          sql`lower(${invitations.email}) = lower(${email})`,
          pending,
        ),
      )
      .limit(1);
    if (invited)
      throw conflict('That address already has a pending invitation: copy or revoke it', {
        email: 'Already invited',
      });
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(invitations)
      .values({
        id,
        organizationId,
        email,
        role: input.role,
        canAffirm: input.role !== 'viewer' && input.canAffirm === true,
        tokenHash: hashOf(tokenOf(deps.secret, id)),
        invitedBy: actor.user.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
      })
      .returning();
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.memberInvited,
      description: `Invited ${email} as ${MEMBER_ROLE_LABELS[input.role].toLowerCase()}`,
      metadata: { invitationId: id, role: input.role, canAffirm: row!.canAffirm },
    });
    return row!;
  });
  const invitation = toInvitation(deps, created);
  const organizationName = actor.organization!.businessName;
  deps.outbox?.post('invitation', async () =>
    invitationMessage({
      to: created.email,
      organizationName,
      role: created.role,
      link: invitation.acceptUrl,
      expiresAt: created.expiresAt,
    }),
  );
  return { ...invitation, mailed: deps.outbox !== undefined };
}

/** GET /api/organization/invitations (owner): the pending ones, newest first, with their links. */
export async function listInvitations(
  deps: Pick<InvitationDeps, 'db' | 'publicUrl' | 'secret'>,
  actor: Actor | null,
): Promise<Invitation[]> {
  authorize(actor, 'organization:manage:own');
  const rows = await deps.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationOf(actor)), pending))
    .orderBy(desc(invitations.createdAt));
  return rows.map((row) => toInvitation(deps, row));
}

/** DELETE /api/organization/invitations/{id} (owner): its link stops working at once. */
export async function revokeInvitation(db: Db, actor: Actor | null, invitationId: string): Promise<void> {
  authorize(actor, 'organization:manage:own');
  const organizationId = organizationOf(actor);
  await db.transaction(async (tx) => {
    const [revoked] = isUuid(invitationId)
      ? await tx
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId), pending),
          )
          .returning()
      : [];
    if (!revoked) throw new AccessRefused('not_found', 'Invitation not found');
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.invitationRevoked,
      description: `Revoked the invitation of ${revoked.email}`,
      metadata: { invitationId },
    });
  });
}

/** GET /api/invitations/{token}: what the link offers, to anyone holding it; 404 once it is not pending. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      organizationName: organizations.businessName,
      role: invitations.role,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(and(eq(invitations.tokenHash, hashOf(token)), pending))
    .limit(1);
  if (!row) throw new AccessRefused('not_found', INVALID_INVITATION);
  return { ...row, expiresAt: row.expiresAt.toISOString() };
}

/**
 * POST /api/invitations/{token}/accept: the signed-in account joins, and this session works in the
 * organization from now on. Staff accounts work in no organization, so they cannot accept.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'db' | 'sessions'>,
  actor: Actor | null,
  token: string,
): Promise<OrganizationMembership> {
  authorize(actor, 'organization:create');
  return deps.db.transaction(async (tx) => {
    const membership = await joinByInvitation(tx, actor.user, token);
    if (actor.sessionId)
      await deps.sessions.chooseOrganization(tx, actor.sessionId, actor.user.id, membership.id);
    return membership;
  });
}
