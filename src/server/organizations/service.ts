import type { Level } from '../../contract/level2';
import { clearPlanRoles, cycleAtLevel } from '../cycles/steps';
import { and, count, eq } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { MemberRole } from '../../contract/constants';
import {
  MEMBER_ROLE_LABELS,
  VIEWER_CANNOT_AFFIRM,
  type CreateOrganizationInput,
  type Member,
  type Organization,
  type OrganizationMembership,
  type UpdateMemberInput,
  type UpdateOrganizationInput,
} from '../../contract/organizations';
import { organizationActivityBy, type Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import { AccessRefused } from '../access/errors';
import type { SessionStore } from '../access/session-store';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import { isUuid } from '../db/query-input';
import type { OrganizationRow } from '../db/rows';
import { controlImplementations, memberships, organizations, users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { memberColumns, membersOf, membershipIn, membershipsOf, toMember, type MemberRow } from './queries';
import { foundOrganization } from './steps';
import { lockOrganization } from '../db/organization-lock';

export interface OrganizationDeps {
  db: Db;
  sessions: SessionStore;
}

const toOrganization = (
  row: OrganizationRow,
  membership: { role: MemberRole; canAffirm: boolean },
): Organization => ({
  id: row.id,
  businessName: row.businessName,
  businessNumber: row.businessNumber,
  industry: row.industry,
  targetLevel: row.targetLevel as Level,
  role: membership.role,
  canAffirm: membership.canAffirm,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/organizations: those the account is a member of (none for staff). */
export async function listOrganizations(db: Db, actor: Actor | null): Promise<OrganizationMembership[]> {
  authorize(actor, 'account:own');
  return membershipsOf(db, actor.user.id);
}

/**
 * POST /api/organizations (D27): anyone with a client account founds another organization (an IT
 * provider for a second client), as its owner allowed to affirm, and works in it from now on.
 */
export async function createOrganization(
  deps: OrganizationDeps,
  actor: Actor | null,
  input: CreateOrganizationInput,
): Promise<OrganizationMembership> {
  authorize(actor, 'organization:create');
  return deps.db.transaction(async (tx) => {
    const organization = await foundOrganization(tx, actor.user, { ...input, id: crypto.randomUUID() });
    if (actor.sessionId)
      await deps.sessions.chooseOrganization(tx, actor.sessionId, actor.user.id, organization.id);
    await recordActivity(tx, {
      organizationId: organization.id,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.organizationCreated,
      description: `Created the organization ${organization.businessName}`,
    });
    return { id: organization.id, businessName: organization.businessName, role: 'owner', canAffirm: true };
  });
}

/**
 * PUT /api/session/organization (D27): the session works in another of the account's organizations
 * from now on, and the account's next sessions start there. One it is not a member of is not found.
 */
export async function switchOrganization(
  deps: OrganizationDeps,
  actor: Actor | null,
  organizationId: string,
): Promise<OrganizationMembership> {
  authorize(actor, 'account:own');
  const chosen = await membershipIn(deps.db, actor.user.id, organizationId);
  if (!chosen) throw new AccessRefused('not_found', 'Organization not found');
  if (actor.sessionId) {
    const sessionId = actor.sessionId;
    await deps.db.transaction((tx) =>
      deps.sessions.chooseOrganization(tx, sessionId, actor.user.id, chosen.id),
    );
  }
  return chosen;
}

/** GET /api/organization: the current organization, with the caller's role in it. */
export function currentOrganization(actor: Actor | null): Organization {
  authorize(actor, 'organization:read:own');
  return toOrganization(actor.organization!, actor.membership!);
}

/** PATCH /api/organization (owner): the fields sent replace theirs. */
export async function updateOrganization(
  db: Db,
  actor: Actor | null,
  input: UpdateOrganizationInput,
): Promise<Organization> {
  authorize(actor, 'organization:manage:own');
  const organizationId = organizationOf(actor);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return toOrganization(actor.organization!, actor.membership!);
  const details = Object.keys(changes).filter((field) => field !== 'targetLevel');
  return db.transaction(async (tx) => {
    // The organization's lock first: the writes that depend on the level take it too and read the
    // level under it, so that none lands half before and half after a switch (issue 38).
    await lockOrganization(tx, organizationId);
    // Then the cycle, under its lock (D33), so that a first cycle opened here starts at the old
    // level and is then moved, and two changes of level are put in one order.
    const cycle = input.targetLevel ? await cycleAtLevel(tx, organizationId, input.targetLevel) : null;
    const [saved] = await tx
      .update(organizations)
      .set(changes)
      .where(eq(organizations.id, organizationId))
      .returning();
    if (details.length > 0)
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.organizationUpdate,
        description: `Changed the organization's details (${details.join(', ')})`,
      });
    if (cycle) {
      await recordActivity(tx, {
        organizationId,
        ...organizationActivityBy(actor),
        action: ACTIVITY_ACTIONS.cycleStart,
        description: `Assessment cycle ${cycle.number} is now at CMMC Level ${cycle.level}`,
        metadata: { cycleId: cycle.id, level: cycle.level },
      });
    }
    return toOrganization(saved!, actor.membership!);
  });
}

/** GET /api/organization/members: every member reads the list (D27), owners first. */
export async function listMembers(db: Db, actor: Actor | null): Promise<Member[]> {
  authorize(actor, 'organization:read:own');
  return membersOf(db, organizationOf(actor));
}

async function memberOf(tx: Db, organizationId: string, userId: string): Promise<MemberRow> {
  const [row] = isUuid(userId)
    ? await tx
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    : [];
  if (!row) throw new AccessRefused('not_found', 'Member not found');
  return row;
}

async function ownerCount(tx: Db, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')));
  return row?.n ?? 0;
}

const LAST_OWNER = 'An organization needs an owner: make another member owner first';

/**
 * PATCH /api/organization/members/{userId} (owner): a member's role and whether it may affirm. A
 * viewer cannot affirm (D27): making a member viewer takes the permission away; asking for both is
 * refused. Demoting the last owner is 409.
 */
export async function updateMember(
  db: Db,
  actor: Actor | null,
  userId: string,
  input: UpdateMemberInput,
): Promise<Member> {
  authorize(actor, 'organization:manage:own');
  const organizationId = organizationOf(actor);
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const member = await memberOf(tx, organizationId, userId);
    const role = input.role ?? member.role;
    if (role === 'viewer' && input.canAffirm === true)
      throw badRequest(VIEWER_CANNOT_AFFIRM, { canAffirm: VIEWER_CANNOT_AFFIRM });
    const canAffirm = role === 'viewer' ? false : (input.canAffirm ?? member.canAffirm);
    if (member.role === 'owner' && role !== 'owner' && (await ownerCount(tx, organizationId)) <= 1)
      throw conflict(LAST_OWNER);
    if (role === member.role && canAffirm === member.canAffirm) return toMember(member);
    await tx
      .update(memberships)
      .set({ role, canAffirm })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, member.userId)));
    const changed = { ...member, role, canAffirm };
    // A member no longer allowed to affirm is no longer the plan's affirming official (D36).
    const clearedRoles = canAffirm
      ? []
      : await clearPlanRoles(tx, organizationId, member.userId, ['affirmingOfficialUserId']);
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.memberChanged,
      description: `${toMember(changed).name} is now ${MEMBER_ROLE_LABELS[role].toLowerCase()}${canAffirm ? ', allowed to affirm' : ''}${clearedRoles.length ? '; no longer the affirming official in the plan' : ''}`,
      metadata: { memberId: member.userId, role, canAffirm, clearedRoles },
    });
    return toMember(changed);
  });
}

/**
 * DELETE /api/organization/members/{userId}: an owner removes a member, or any member leaves. The
 * last owner can do neither (409). The member's sessions lose the organization at once, in every
 * process (the memberships trigger tells the session caches, migration 0018).
 */
export async function removeMember(db: Db, actor: Actor | null, userId: string): Promise<void> {
  const leaving = actor?.user.id === userId;
  authorize(actor, leaving ? 'organization:read:own' : 'organization:manage:own');
  const organizationId = organizationOf(actor);
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const member = await memberOf(tx, organizationId, userId);
    if (member.role === 'owner' && (await ownerCount(tx, organizationId)) <= 1) throw conflict(LAST_OWNER);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, member.userId)));
    // A former member is no longer responsible for a requirement of the plan (D32).
    await tx
      .update(controlImplementations)
      .set({ responsibleUserId: null })
      .where(
        and(
          eq(controlImplementations.organizationId, organizationId),
          eq(controlImplementations.responsibleUserId, member.userId),
        ),
      );
    // Nor the system owner, security contact or affirming official the open cycle's plan names (D36).
    const clearedRoles = await clearPlanRoles(tx, organizationId, member.userId);
    const name = toMember(member).name;
    const roles = clearedRoles.length
      ? `; no longer ${clearedRoles.join(', ').toLowerCase()} in the plan`
      : '';
    await recordActivity(tx, {
      organizationId,
      ...organizationActivityBy(actor),
      action: ACTIVITY_ACTIONS.memberRemoved,
      description: `${leaving ? `${name} left the organization` : `Removed ${name} from the organization`}${roles}`,
      metadata: { memberId: member.userId, clearedRoles },
    });
  });
}
