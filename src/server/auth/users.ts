import { eq, sql } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../contract/activity';
import type { PublicUser } from '../../contract/auth';
import type { Role } from '../../contract/constants';
import { businessNameOf, STAFF_INDUSTRY } from '../../contract/staff';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';
import { recordActivity } from '../activity/steps';
import type { Db } from '../db/client';
import type { OrganizationRow, UserRow } from '../db/rows';
import { memberships, organizations, users } from '../db/schema';
import type { Membership } from '../../contract/permissions';
import { conflict } from '../http/errors';
import { hashPassword } from './password';
import { assertAcceptablePassword } from './password-rule';

/**
 * An account as the API shows it; the business fields are those of the organization it works in
 * (D27), and a staff account, which has none, shows the agency's.
 */
export function toPublicUser(
  user: UserRow,
  organization: OrganizationRow | null,
  membership: Membership | null,
): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    // A client account in no organization shows no business name; staff show the agency's.
    businessName: organization || user.role !== 'client' ? businessNameOf(organization?.businessName) : '',
    businessNumber: organization?.businessNumber ?? null,
    industry: organization?.industry ?? STAFF_INDUSTRY,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    organization:
      organization && membership
        ? { id: organization.id, businessName: organization.businessName, ...membership }
        : null,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    // Only while an address awaits its link: a confirmed account shows no "sent" state.
    emailConfirmationSentAt:
      user.emailTokenSentAt && (user.pendingEmail || !user.emailConfirmedAt)
        ? user.emailTokenSentAt.toISOString()
        : null,
    passwordChangeRequired: user.passwordChangeRequired,
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

/**
 * The organization a new session of the account works in (D27), with the account's membership:
 * its last choice, else the first it joined; none for staff or an account in no organization.
 */
export async function currentOrganizationOf(
  db: Db,
  user: UserRow,
): Promise<{ organization: OrganizationRow | null; membership: Membership | null }> {
  const [row] = await db
    .select({ organization: organizations, role: memberships.role, canAffirm: memberships.canAffirm })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, user.id))
    .orderBy(
      sql`(${memberships.organizationId} = ${user.currentOrganizationId}) is true desc`,
      memberships.createdAt,
      memberships.organizationId,
    )
    .limit(1);
  if (!row) return { organization: null, membership: null };
  return { organization: row.organization, membership: { role: row.role, canAffirm: row.canAffirm } };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export interface NewAccount {
  username: string;
  password: string;
  email: string;
  role: Role;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /**
   * The address waits for its confirmation link (D34): a registration on a server that sends
   * mail. Otherwise it counts as confirmed: registered without mail, or typed by an admin (D17).
   */
  emailUnconfirmed?: boolean;
}

const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email already exists';

/** An address another account holds unconfirmed is no obstacle (D34): only a confirmed one is taken. */
async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  const confirmedEmail = sql`(lower(${users.email}) = lower(${email}) and ${users.emailConfirmedAt} is not null)`;
  const taken = await db
    .select({
      username: sql<boolean>`lower(${users.username}) = lower(${username})`,
      email: sql<boolean>`${confirmedEmail}`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or ${confirmedEmail}`);
  const errors: Record<string, string> = {};
  if (taken.some((row) => row.username)) errors.username = USERNAME_TAKEN;
  if (taken.some((row) => row.email)) errors.email = EMAIL_TAKEN;
  const first = Object.values(errors)[0];
  if (first) throw conflict(first, errors);
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolated(error) !== undefined;
}

/** The unique index a PostgreSQL error violated (23505), or undefined for any other error. */
function uniqueViolated(error: unknown): string | undefined {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === '23505' ? (cause.constraint ?? '') : undefined;
}

/** Which field each of the users table's unique indexes guards, and what its 409 says. */
const TAKEN_BY_INDEX: Record<string, { field: 'username' | 'email'; message: string }> = {
  users_username_lower_key: { field: 'username', message: USERNAME_TAKEN },
  users_email_lower_key: { field: 'email', message: EMAIL_TAKEN },
};

/** Inserts an account; usernames and emails are unique regardless of case (D17). */
export async function insertAccount(db: Db, account: NewAccount): Promise<UserRow> {
  assertAcceptablePassword(account.password, account);
  await assertAvailable(db, account.username, account.email);
  const password = await hashPassword(account.password);
  const { emailUnconfirmed, ...fields } = account;
  try {
    const [user] = await db
      .insert(users)
      .values({
        ...fields,
        firstName: account.firstName ?? null,
        lastName: account.lastName ?? null,
        password,
        emailConfirmedAt: emailUnconfirmed ? null : sql`now()`,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups for the same name at the same moment: the unique index decides, and its name
    // says which field was taken. No further query: the failed insert aborted the transaction,
    // and any statement in it would fail too (issue 22).
    const taken = TAKEN_BY_INDEX[uniqueViolated(error) ?? ''];
    if (taken) throw conflict(taken.message, { [taken.field]: taken.message });
    throw error;
  }
}

/** Creates an account of any role (staff accounts come from here, D17), logged in the same write. */
export async function createUser(
  db: Db,
  actor: Actor | null,
  account: NewAccount,
  how: string,
  /** More writes of the same transaction: a staff account's enrolment link (D33). */
  after?: (tx: Db, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  authorize(actor, 'user:create');
  return db.transaction(async (tx) => {
    const user = await insertAccount(tx, account);
    await recordActivity(tx, {
      userId: user.id,
      actorUserId: actor.session === 'system' ? null : actor.user.id,
      action: ACTIVITY_ACTIONS.accountCreated,
      description: `Account created ${how} with role ${user.role}`,
    });
    if (after) await after(tx, user);
    return user;
  });
}
